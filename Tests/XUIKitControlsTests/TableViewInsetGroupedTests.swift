import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UITableView inset grouped style: rows inset as rounded cards")
struct TableViewInsetGroupedTests {
    @Test("Rows are inset 16 pt; the first row's top corners and the last row's bottom corners round; no separator under the last; titles line up")
    func cards() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .insetGrouped)
        let rows = NamedRows([["a", "b", "c"], ["d"]])
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0))!, b = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let c = table.cellForRow(at: IndexPath(row: 2, section: 0))!, d = table.cellForRow(at: IndexPath(row: 0, section: 1))!
        // Grouped: 18 pt header, rows from 18.
        #expect(a.frame == CGRect(x: 16, y: 18, width: 288, height: 44) && table.rectForRow(at: IndexPath(row: 0, section: 0)) == a.frame)
        #expect(a.layer.cornerRadius == 10 && a.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(b.layer.cornerRadius == 0)
        #expect(c.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(d.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        // Deleting the last row makes b the last: its bottom corners round.
        rows.sections[0].removeLast()
        UIView.performWithoutAnimation { table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade) }
        #expect(b.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner] && b.layer.cornerRadius == 10)
    }

    @Test("A section title lines up with its rows' content")
    func titles() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .insetGrouped)
        let rows = TableLog(rows: [2])
        rows.titles = ["Fruit"]
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let header = table.headerView(forSection: 0)!
        header.layoutIfNeeded()
        #expect(header.textLabel?.frame.minX == 32)
        withExtendedLifetime(rows) {}
    }
}
