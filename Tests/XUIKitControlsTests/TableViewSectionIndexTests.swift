import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// Three titled sections of twenty rows, indexed A, B, C and "#" (which means the last section).
final class IndexedRows: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["A", "B", "C"][section] }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C", "#"] }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { min(index, 2) }
}

@MainActor
@Suite("UITableView section index: titles down the trailing edge; touching one scrolls to its section")
struct TableViewSectionIndexTests {
    func scene() -> (UITableView, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = IndexedRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        indexKept[ObjectIdentifier(table)] = rows
        return (table, input)
    }

    /// The index's title labels, as frames in the table.
    func indexTitles(_ table: UITableView) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for view in table.subviews where view.frame.width == 16 {
            for case let label as UILabel in view.subviews { result[label.text ?? ""] = label.convert(label.bounds, to: table) }
        }
        return result
    }

    @Test("The index stays at the trailing edge of the visible area, its titles 14 pt apart and centred")
    func placement() {
        let (table, _) = scene()
        // Four titles: 56 pt, centred in 440: from 192.
        #expect(indexTitles(table)["A"] == CGRect(x: 304, y: 192, width: 16, height: 14))
        #expect(indexTitles(table)["#"] == CGRect(x: 304, y: 234, width: 16, height: 14))
        table.contentOffset.y = 300
        table.layoutIfNeeded()
        #expect(indexTitles(table)["A"] == CGRect(x: 304, y: 492, width: 16, height: 14))
    }

    @Test("Touching a title scrolls to its section's top; sliding along the index follows; the table does not drag")
    func touchScrolls() {
        let (table, input) = scene()
        // Sections are 28 + 20 x 44 = 908 pt tall.
        input.down(1, at: CGPoint(x: 312, y: 213))  // B
        input.advance(by: 0.01)
        #expect(table.contentOffset.y == 908)
        input.drag(1, from: CGPoint(x: 312, y: 213), to: CGPoint(x: 312, y: 227))  // C
        #expect(table.contentOffset.y == 1816 && !table.isDragging)
        input.drag(1, from: CGPoint(x: 312, y: 227), to: CGPoint(x: 312, y: 199))  // back up to A
        #expect(table.contentOffset.y == 0 && !table.isDragging)
        input.drag(1, from: CGPoint(x: 312, y: 199), to: CGPoint(x: 312, y: 241))  // "#": the last section
        #expect(table.contentOffset.y == 1816)
        input.up(1, at: CGPoint(x: 312, y: 241))
        table.layoutIfNeeded()
        input.tap(at: CGPoint(x: 312, y: 213))  // B
        #expect(table.contentOffset.y == 908)
    }
}

@MainActor private var indexKept: [ObjectIdentifier: AnyObject] = [:]
