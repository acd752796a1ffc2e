import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UITableView section headers: plain headers stick to the top and are pushed off by the next; grouped ones scroll")
struct TableViewStickyHeaderTests {
    /// Three sections of five 44 pt rows, titled A, B, C.
    func scene(style: UITableView.Style, footers: Bool = false) -> (UITableView, TableLog) {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
        let log = TableLog(rows: [5, 5, 5])
        log.titles = ["A", "B", "C"]
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = log
        table.delegate = log
        window.addSubview(table)
        window.layoutIfNeeded()
        held[ObjectIdentifier(table)] = log
        return (table, log)
    }

    /// The frames of the title views showing, by title.
    func headers(_ table: UITableView) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for view in table.subviews {
            guard let label = view.subviews.first as? UILabel, let text = label.text, !(view is UITableViewCell) else { continue }
            result[text] = view.frame
        }
        return result
    }

    func scroll(_ table: UITableView, to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }

    @Test("Plain: a section's header stays at the top of the visible area while its rows scroll under it, and the next header pushes it up")
    func plainHeadersFloat() {
        let (table, _) = scene(style: .plain)
        // Sections: A header 0-28, rows 28-248; B header 248-276, rows 276-496; C header 496-524.
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 248, width: 320, height: 28))
        #expect(headers(table) == ["A": CGRect(x: 0, y: 0, width: 320, height: 28)])
        scroll(table, to: 100)
        #expect(headers(table) == ["A": CGRect(x: 0, y: 100, width: 320, height: 28), "B": CGRect(x: 0, y: 248, width: 320, height: 28)])
        scroll(table, to: 230)  // B's header is 18 pt below the top: A's is pushed up to end where B's starts
        #expect(headers(table) == ["A": CGRect(x: 0, y: 220, width: 320, height: 28), "B": CGRect(x: 0, y: 248, width: 320, height: 28)])
        scroll(table, to: 260)  // A's section is gone; B's header sticks
        #expect(headers(table)["A"] == nil && headers(table)["B"] == CGRect(x: 0, y: 260, width: 320, height: 28))
        // The floating header is drawn over the rows under it.
        let b = table.subviews.firstIndex { ($0.subviews.first as? UILabel)?.text == "B" }!
        let row = table.subviews.firstIndex { $0 === table.cellForRow(at: IndexPath(row: 0, section: 1)) }!
        #expect(b > row)
        // Pulled down past the top (a rubber band), the first header stays with its section.
        scroll(table, to: -30)
        #expect(headers(table)["A"] == CGRect(x: 0, y: 0, width: 320, height: 28))
    }

    @Test("Plain: a content inset pins the header below the inset")
    func plainHeaderBelowInset() {
        let (table, _) = scene(style: .plain)
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scroll(table, to: 100)
        #expect(headers(table)["A"] == CGRect(x: 0, y: 120, width: 320, height: 28))
    }

    @Test("Grouped and inset grouped: headers scroll with the content")
    func groupedHeadersScroll() {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let (table, _) = scene(style: style)
            // Grouped: 18 pt headers and footers; A header 0-18, rows 18-238, footer 238-256, B header 256-274.
            scroll(table, to: 100)
            #expect(headers(table)["A"] == CGRect(x: 0, y: 0, width: 320, height: 18))
            #expect(headers(table)["B"] == CGRect(x: 0, y: 256, width: 320, height: 18))
        }
    }
}

/// Two sections of five rows with footers titled "end 0", "end 1".
private final class FooterRows: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "end \(section)" }
}

@MainActor
@Suite("UITableView section footers in the plain style")
struct TableViewStickyFooterTests {
    @Test("Plain: a footer sticks to the bottom of the visible area until its section's rows end above it")
    func plainFootersFloat() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 200)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let rows = FooterRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        func footer(_ text: String) -> CGRect? {
            table.subviews.first { ($0.subviews.first as? UILabel)?.text == text }?.frame
        }
        // Section 0: rows 0-220, footer 220-248 (28 pt for a title); section 1 from 248.
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 220, width: 320, height: 28))
        #expect(footer("end 0") == CGRect(x: 0, y: 172, width: 320, height: 28))
        table.contentOffset.y = 40
        table.layoutIfNeeded()
        #expect(footer("end 0") == CGRect(x: 0, y: 212, width: 320, height: 28))
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(footer("end 0") == CGRect(x: 0, y: 220, width: 320, height: 28))
        withExtendedLifetime(rows) {}
    }
}

@MainActor private var held: [ObjectIdentifier: AnyObject] = [:]
