import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// Four titled sections (30 pt headers, no footers, 44 pt rows): A [a0 a1 a2], B [b0 b1], C [], D [d0].
///
///     A 0-30, a0 30, a1 74, a2 118 | B 162-192, b0 192, b1 236 | C 280-310 | D 310-340, d0 340
final class SectionedEditRows: UITableViewDataSource, UITableViewDelegate {
    var sections = [["a0", "a1", "a2"], ["b0", "b1"], [], ["d0"]]
    let trace = CallTrace()
    /// The delegate's answer to a proposed destination (nil: the proposal).
    var redirect: (IndexPath) -> IndexPath? = { _ in nil }
    var headerHeight: CGFloat = 30

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.showsReorderControl = true
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["A", "B", "C", "D"][section] }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        trace.log("move \(sourceIndexPath.section).\(sourceIndexPath.row) -> \(destinationIndexPath.section).\(destinationIndexPath.row)")
        let name = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(name, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        redirect(proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}

@MainActor
@Suite("UITableView reordering across sections")
struct TableViewReorderSectionsTests {
    func scene() -> (UITableView, SectionedEditRows, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = SectionedEditRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        table.setEditing(true, animated: false)
        sectionsKept[ObjectIdentifier(table)] = rows
        return (table, rows, input)
    }

    func cell(_ table: UITableView, _ section: Int, _ row: Int) -> UITableViewCell {
        table.cellForRow(at: IndexPath(row: row, section: section))!
    }

    /// Drags a1's reorder control (its centre at y 96) by `dy` and waits for the rows to slide.
    func dragA1(by dy: CGFloat, _ input: InputSimulator) {
        input.down(1, at: CGPoint(x: 301, y: 96))
        input.drag(1, from: CGPoint(x: 301, y: 96), to: CGPoint(x: 301, y: 96 + dy))
        input.advance(by: 0.25)
    }

    /// The frames' tops of the rows and section headers in view, in table order.
    func tops(_ table: UITableView) -> [String] {
        (0..<4).flatMap { section in
            ["\(["A", "B", "C", "D"][section]) \(table.headerView(forSection: section)!.frame.minY)"]
                + (0..<table.numberOfRows(inSection: section)).map {
                    let cell = cell(table, section, $0)
                    return "\(cell.textLabel!.text!) \(cell.frame.minY)"
                }
        }
    }

    @Test("A row dragged from section 0 over a row of section 1 opens a gap after it, moves the header up, and lands there")
    func intoAnotherSection() {
        let (table, rows, input) = scene()
        let a1 = cell(table, 0, 1), b1 = cell(table, 1, 1)
        // a1 at 204: its centre (226) is over b0's place, on the way down: the place after b0.
        dragA1(by: 130, input)
        #expect(a1.frame.minY == 204 && a1.frame.minX == 0)
        #expect(cell(table, 0, 2).frame.minY == 74 && table.headerView(forSection: 1)!.frame.minY == 118)
        #expect(cell(table, 1, 0).frame.minY == 148 && b1.frame.minY == 236, "a2, B and b0 moved up; b1 stays")
        #expect(rows.trace.lines.isEmpty)
        input.up(1, at: CGPoint(x: 301, y: 226))
        #expect(rows.trace.lines == ["move 0.1 -> 1.1"])
        #expect(rows.sections == [["a0", "a2"], ["b0", "a1", "b1"], [], ["d0"]])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(cell(table, 1, 1) === a1 && a1.frame == CGRect(x: 0, y: 192, width: 320, height: 44))
        #expect(tops(table) == ["A 0.0", "a0 30.0", "a2 74.0", "B 118.0", "b0 148.0", "a1 192.0", "b1 236.0",
                                "C 280.0", "D 310.0", "d0 340.0"])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 236, width: 320, height: 44))
    }

    @Test("A row dragged up from section 1 over a row of section 0 takes that row's place; the rows and header between move down")
    func upIntoAnotherSection() {
        let (table, rows, input) = scene()
        let b0 = cell(table, 1, 0)
        // b0 (centre 214) to 70: its centre (92) is over a1's place, on the way up: a1's place.
        input.down(1, at: CGPoint(x: 301, y: 214))
        input.drag(1, from: CGPoint(x: 301, y: 214), to: CGPoint(x: 301, y: 92))
        input.advance(by: 0.25)
        #expect(b0.frame.minY == 70)
        #expect(cell(table, 0, 1).frame.minY == 118 && cell(table, 0, 2).frame.minY == 162)
        #expect(table.headerView(forSection: 1)!.frame.minY == 206 && cell(table, 1, 1).frame.minY == 236)
        input.up(1, at: CGPoint(x: 301, y: 92))
        #expect(rows.trace.lines == ["move 1.0 -> 0.1"])
        #expect(tops(table) == ["A 0.0", "a0 30.0", "b0 74.0", "a1 118.0", "a2 162.0", "B 206.0", "b1 236.0",
                                "C 280.0", "D 310.0", "d0 340.0"])
    }

    @Test("A row dragged over the lower half of an empty section's header goes to its row 0")
    func intoAnEmptySection() {
        let (table, rows, input) = scene()
        let a1 = cell(table, 0, 1)
        // a1 at 274: its centre (296) is over the lower half of C's header: C's row 0.
        dragA1(by: 200, input)
        #expect(table.headerView(forSection: 2)!.frame.minY == 236 && table.headerView(forSection: 3)!.frame.minY == 310)
        #expect(cell(table, 1, 1).frame.minY == 192, "b1 moved up too")
        input.up(1, at: CGPoint(x: 301, y: 296))
        #expect(rows.trace.lines == ["move 0.1 -> 2.0"])
        #expect(table.numberOfRows(inSection: 2) == 1 && cell(table, 2, 0) === a1)
        #expect(tops(table) == ["A 0.0", "a0 30.0", "a2 74.0", "B 118.0", "b0 148.0", "b1 192.0",
                                "C 236.0", "a1 266.0", "D 310.0", "d0 340.0"])
    }

    @Test("The delegate's target replaces the proposal; a target beyond its section's rows or sections is ignored")
    func delegateRedirects() {
        let (table, rows, input) = scene()
        var proposals: [String] = []
        rows.redirect = { proposed in
            let line = "\(proposed.section).\(proposed.row)"
            if proposals.last != line { proposals.append(line) }
            switch proposed.section {
            case 1: return IndexPath(row: 0, section: 3)
            case 2: return IndexPath(row: 2, section: 3)  // D has 1 row: at most row 1
            case 3: return IndexPath(row: 0, section: 4)  // no section 4
            default: return nil
            }
        }
        let a1 = cell(table, 0, 1)
        dragA1(by: 130, input)
        #expect(proposals == ["0.1", "0.2", "1.0", "1.1"])
        // D's row 0: everything from a2 to D's header moved up; d0 stays.
        #expect(table.headerView(forSection: 1)!.frame.minY == 118 && cell(table, 1, 1).frame.minY == 192)
        #expect(table.headerView(forSection: 2)!.frame.minY == 236 && table.headerView(forSection: 3)!.frame.minY == 266)
        #expect(cell(table, 3, 0).frame.minY == 340)
        // Over C's header and D's row: targets that cannot be, so the gap stays at D's row 0.
        input.drag(1, from: CGPoint(x: 301, y: 226), to: CGPoint(x: 301, y: 366))
        input.advance(by: 0.25)
        #expect(proposals == ["0.1", "0.2", "1.0", "1.1", "1.2", "2.0", "3.0", "3.1"])
        #expect(table.headerView(forSection: 3)!.frame.minY == 266 && cell(table, 3, 0).frame.minY == 340)
        input.up(1, at: CGPoint(x: 301, y: 366))
        #expect(rows.trace.lines == ["move 0.1 -> 3.0"])
        #expect(cell(table, 3, 0) === a1 && a1.frame.minY == 296 && cell(table, 3, 1).frame.minY == 340)
    }

    @Test("Held near the bottom edge, the row scrolls the table through the sections below; what comes into view is already moved for the gap")
    func autoscrollsAcrossSections() {
        let (table, rows, input) = scene()
        rows.sections = [(0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" }, [], ["d0"]]
        table.reloadData()
        table.layoutIfNeeded()
        // A 0-470, B 470-940, C 940-970, D 970-1044: 1044 pt, scrolling to 604.
        let a1 = cell(table, 0, 1)
        input.down(1, at: CGPoint(x: 301, y: 96))
        input.drag(1, from: CGPoint(x: 301, y: 96), to: CGPoint(x: 301, y: 420))
        input.advance(by: 3)
        // The row stops at the last place (1000); its centre is over d0, on the way down: the place after it.
        #expect(table.contentOffset.y == 604 && a1.frame.minY == 1000)
        #expect(cell(table, 1, 9).frame.minY == 852 && table.headerView(forSection: 2)!.frame.minY == 896)
        #expect(table.headerView(forSection: 3)!.frame.minY == 926 && cell(table, 3, 0).frame.minY == 956)
        input.up(1, at: CGPoint(x: 301, y: 420))
        #expect(rows.trace.lines == ["move 0.1 -> 3.1"] && rows.sections[3] == ["d0", "a1"])
        #expect(cell(table, 3, 1) === a1 && a1.frame.minY == 1000 && table.contentOffset.y == 604)
        #expect(table.headerView(forSection: 3)!.frame.minY == 926 && cell(table, 1, 9).frame.minY == 852)
    }

    @Test("Plain style: a pinned header stays pinned while the gap opens at its section's end, and after the drop")
    func pinnedHeaderFollowsTheGap() {
        let (table, rows, input) = scene()
        rows.headerHeight = 100
        rows.sections = [(0..<10).map { "a\($0)" }, ["b0", "b1"], [], ["d0"]]
        table.reloadData()
        table.contentOffset.y = 470
        table.layoutIfNeeded()
        // A 0-540 (a9 at 496), B 540-728 (b0 at 640): A's header is pushed up by B's to 440.
        #expect(table.headerView(forSection: 0)!.frame.minY == 440)
        let b0 = cell(table, 1, 0)
        // b0 (centre 662, window 192) to 517: its centre (539) is over a9, on the way up: a9's place.
        input.down(1, at: CGPoint(x: 301, y: 192))
        input.drag(1, from: CGPoint(x: 301, y: 192), to: CGPoint(x: 301, y: 69))
        input.advance(by: 0.25)
        #expect(b0.frame.minY == 517 && table.contentOffset.y == 470)
        #expect(cell(table, 0, 9).frame.minY == 540 && table.headerView(forSection: 1)!.frame.minY == 584)
        #expect(table.headerView(forSection: 0)!.frame.minY == 470, "A's rows now end at 584: its header pins at the top")
        input.up(1, at: CGPoint(x: 301, y: 69))
        #expect(rows.trace.lines == ["move 1.0 -> 0.9"])
        #expect(table.headerView(forSection: 0)!.frame.minY == 470 && b0.frame.minY == 496 && cell(table, 0, 10).frame.minY == 540)
    }

    @Test("A cancelled drag across sections puts the rows and headers back")
    func cancelRestores() {
        let (table, rows, input) = scene()
        let before = tops(table)
        dragA1(by: 200, input)
        #expect(tops(table) != before)
        input.cancel(1, at: CGPoint(x: 301, y: 296))
        input.advance(by: 0.25)
        #expect(tops(table) == before)
        #expect(before == ["A 0.0", "a0 30.0", "a1 74.0", "a2 118.0", "B 162.0", "b0 192.0", "b1 236.0",
                           "C 280.0", "D 310.0", "d0 340.0"])
        #expect(rows.trace.lines.isEmpty && rows.sections == [["a0", "a1", "a2"], ["b0", "b1"], [], ["d0"]])
    }
}

@MainActor private var sectionsKept: [ObjectIdentifier: AnyObject] = [:]
