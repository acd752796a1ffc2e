import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A header subclass as ported code writes one.
final class CountingHeader: UITableViewHeaderFooterView {
    var madeByOverride = false
    var reuses = 0
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        madeByOverride = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Ten sections of ten rows whose headers are dequeued `CountingHeader`s titled "Section n".
final class HeaderRows: UITableViewDataSource, UITableViewDelegate {
    let trace = CallTrace()
    func numberOfSections(in tableView: UITableView) -> Int { 10 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { trace.log("show \(section)") }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { trace.log("hide \(section)") }
}

@MainActor
@Suite("UITableViewHeaderFooterView: registered, dequeued, styled by the table, reused as sections scroll by")
struct TableViewHeaderFooterTests {
    @Test("Headers are made from the registered subclass, take the plain style, and go back to the queue when their section leaves")
    func reuse() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = HeaderRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        // Sections are 30 + 440 pt: only section 0 shows.
        let first = table.headerView(forSection: 0) as? CountingHeader
        #expect(first?.madeByOverride == true && first?.reuseIdentifier == "header" && first?.textLabel?.text == "Section 0")
        #expect(first?.textLabel?.font.pointSize == 17 && first?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(rows.trace.lines == ["show 0"])
        table.contentOffset.y = 470 * 3
        table.layoutIfNeeded()
        #expect(rows.trace.lines == ["show 0", "hide 0", "show 3"])
        let reused = table.headerView(forSection: 3) as? CountingHeader
        #expect(reused === first && reused?.reuses == 1 && reused?.textLabel?.text == "Section 3")
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test("Title headers are header views too; a grouped table styles a dequeued header's label small and grey")
    func titlesAndGroupedStyle() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .grouped)
        let rows = TableLog(rows: [2, 2])
        rows.titles = ["Fruit", "Nuts"]
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "NUTS")
        #expect(table.headerView(forSection: 1)?.textLabel?.textColor == .secondaryLabel)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        #expect(header.defaultContentConfiguration().textProperties.font.pointSize == 17)
        withExtendedLifetime(rows) {}
    }
}
