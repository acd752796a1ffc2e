import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A cell subclass as ported code writes one: its own init(style:reuseIdentifier:).
final class BadgeCell: UITableViewCell {
    var madeByOverride = false
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        madeByOverride = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate with `rows` rows per section, logging selection.
final class TableLog: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var titles: [String?] = []
    var heights: ((IndexPath) -> CGFloat)?
    var made = 0
    let trace = CallTrace()
    init(rows: [Int]) { self.rows = rows }
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles.indices.contains(section) ? titles[section] : nil }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
        if (cell as? BadgeCell)?.reuses == 0, cell.textLabel?.text == nil { made += 1 }
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights?(indexPath) ?? UITableView.automaticDimension }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { trace.log("willSelect \(indexPath.row)"); return indexPath }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { trace.log("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { trace.log("willDeselect \(indexPath.row)"); return indexPath }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { trace.log("didDeselect \(indexPath.row)") }
}

@MainActor
@Suite("UITableView: cells only for rows in view, reuse, heights, sections, selection by touch")
struct TableViewTests {
    func scene(rows: [Int], height: CGFloat = 440) -> (UITableView, TableLog, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: height)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        let log = TableLog(rows: rows)
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = log
        table.delegate = log
        window.addSubview(table)
        window.layoutIfNeeded()
        keep(log, table)
        return (table, log, input)
    }

    @Test("A million rows: only the ten in view have cells, and scrolling hands the same cells out again")
    func millionRowsReuse() {
        let (table, log, _) = scene(rows: [1_000_000])
        #expect(table.contentSize.height == 44_000_000)
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.visibleCells.count == 10 && log.made == 10)
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0)) as? BadgeCell
        #expect(cell?.madeByOverride == true && cell?.reuseIdentifier == "badge" && cell?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 22)
            table.layoutIfNeeded()
        }
        table.contentOffset = CGPoint(x: 0, y: 44 * 500_000 + 10)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0) && table.visibleCells.count == 11)
        #expect(log.made <= 12, "cells made: \(log.made)")
        #expect(table.visibleCells.allSatisfy { ($0 as? BadgeCell)?.reuses ?? 0 > 0 || $0.textLabel?.text != nil })
        #expect(table.cellForRow(at: IndexPath(row: 500_001, section: 0))?.textLabel?.text == "Row 500001")
    }

    @Test("Rows take the delegate's heights; positions, hit rows and section titles follow")
    func heightsAndSections() {
        let (table, log, _) = scene(rows: [3, 2])
        log.titles = ["First", nil]
        log.heights = { CGFloat(30 + 10 * $0.row) }
        table.reloadData()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        // Section 0: a 28 pt title, rows 30, 40, 50. Section 1: no title, rows 30, 40.
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 98, width: 320, height: 50))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 148, width: 320, height: 70))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)  // the title
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 180)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 400)) == nil)
        #expect(table.contentSize.height == 218)
        let titles = table.subviews.compactMap { $0.subviews.first as? UILabel }.compactMap(\.text)
        #expect(titles.contains("First"))
    }

    @Test("A tap selects its row (willSelect, didSelect); tapping another deselects the first; the cells show it")
    func tapSelects() {
        let (table, log, input) = scene(rows: [20])
        input.tap(at: CGPoint(x: 100, y: 44 * 2 + 20))
        #expect(log.trace.lines == ["willSelect 2", "didSelect 2"] && table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        log.trace.clear()
        input.tap(at: CGPoint(x: 100, y: 44 * 5 + 20))
        #expect(log.trace.lines == ["willSelect 5", "willDeselect 2", "didDeselect 2", "didSelect 5"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil && log.trace.lines.count == 4)
    }

    @Test("A held row highlights after the scroll view's delay; a drag then scrolls, un-highlights and selects nothing")
    func dragDoesNotSelect() {
        let (table, log, input) = scene(rows: [40])
        input.down(1, at: CGPoint(x: 100, y: 200))
        input.advance(by: 0.2)
        let cell = table.cellForRow(at: IndexPath(row: 4, section: 0))
        #expect(cell?.isHighlighted == true)
        input.drag(1, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 100))
        input.up(1, at: CGPoint(x: 100, y: 100))
        #expect(cell?.isHighlighted == false && log.trace.lines.isEmpty && table.contentOffset.y > 0)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom; selectRow in code calls no delegate")
    func scrollToRow() {
        let (table, log, _) = scene(rows: [100])
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(abs(table.contentOffset.y - (2200 + 22 - 220)) < 1e-9)
        table.selectRow(at: IndexPath(row: 99, section: 0), animated: false, scrollPosition: .bottom)
        #expect(table.contentOffset.y == 4400 - 440 && log.trace.lines.isEmpty)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 99, section: 0))?.isSelected == true)
    }
}

@MainActor private var kept: [ObjectIdentifier: AnyObject] = [:]
@MainActor private func keep(_ object: AnyObject, _ owner: AnyObject) { kept[ObjectIdentifier(owner)] = object }

@MainActor
@Suite("UITableView: selecting in code before the first layout")
struct TableViewEarlySelectionTests {
    @Test("selectRow before the table was ever laid out selects, and the cell shows it when made")
    func selectBeforeLayout() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: window.bounds, style: .plain)
        let log = TableLog(rows: [5])
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = log
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        withExtendedLifetime(log) {}
    }
}
