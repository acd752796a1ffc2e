import Foundation
import Testing
import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

/// Sections of named rows; each cell shows its name.
final class NamedRows: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var ended: [String] = []
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        ended.append("\(cell.textLabel?.text ?? "?")@\(indexPath.row)")
    }
}

@MainActor
@Suite("UITableView updates: insert, delete, reload and move rows and sections, animated; inconsistent updates reported")
struct TableViewUpdatesTests {
    func scene(_ sections: [[String]]) -> (UITableView, NamedRows, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = NamedRows(sections)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        kept[ObjectIdentifier(table)] = rows
        return (table, rows, input)
    }

    /// The names the visible cells show, top to bottom.
    func names(_ table: UITableView) -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }

    func cell(_ table: UITableView, _ row: Int, _ section: Int = 0) -> UITableViewCell { table.cellForRow(at: IndexPath(row: row, section: section))! }

    @Test("Inserting a row: the model is final at once, rows below slide down over 0.3 s, the new row fades in, completion(true) at the end")
    func insertSlidesAndFades() {
        let (table, rows, input) = scene([["a", "b", "c", "d"]])
        let b = cell(table, 1)
        var done: [Bool] = []
        rows.sections[0].insert("new", at: 1)
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }, completion: { done.append($0) })
        #expect(names(table) == ["a", "new", "b", "c", "d"] && table.numberOfRows(inSection: 0) == 5)
        #expect(cell(table, 2) === b && b.frame == CGRect(x: 0, y: 88, width: 320, height: 44))
        let inserted = cell(table, 1)
        #expect(inserted.frame == CGRect(x: 0, y: 44, width: 320, height: 44) && inserted.alpha == 1)
        input.advance(by: 0.15)
        let y = b.layer.presentation()!.position.y
        // Halfway through an ease-in-out, as of the last 60 Hz frame (up to 1/60 s behind).
        #expect(abs(y - 88) < 6, "b's centre halfway from 66 to 110: \(y)")
        let opacity = Double(inserted.layer.presentation()!.opacity)
        #expect(abs(opacity - 0.5) < 0.1, "fading in: \(opacity)")
        #expect(done.isEmpty)
        input.advance(by: 0.2)
        #expect(done == [true] && b.layer.animationKeys() == nil && b.layer.presentation()!.position.y == 110)
    }

    @Test("Deleting a row: its cell fades out where it was, under the rows sliding up, then goes to the reuse queue")
    func deleteFadesAndReuses() {
        let (table, rows, input) = scene([["a", "b", "c"]])
        let a = cell(table, 0), b = cell(table, 1)
        rows.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(names(table) == ["b", "c"] && b.frame.minY == 0)
        #expect(a.superview === table && a.frame.minY == 0 && table.subviews.first === a && a.alpha == 0)
        input.advance(by: 0.15)
        #expect(abs(b.layer.presentation()!.position.y - 44) < 6)
        input.advance(by: 0.2)
        #expect(a.superview == nil && a.alpha == 1 && rows.ended == ["a@0"])
        #expect(table.dequeueReusableCell(withIdentifier: "cell") === a)
    }

    @Test("A batch: deletions and reloads name old rows, insertions new ones; selection and cells follow their rows")
    func batchMapsRows() {
        let (table, rows, input) = scene([["a", "b", "c", "d", "e"]])
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let d = cell(table, 3), e = cell(table, 4)
        rows.sections[0] = ["b", "C", "x", "d", "e", "a"]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        }
        #expect(names(table) == ["b", "C", "x", "d", "e", "a"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0) && cell(table, 3) === d && d.isSelected)
        #expect(cell(table, 4) === e && e.frame.minY == 176)
        #expect(cell(table, 5).layer.animationKeys() == nil, "inserted with .none: there at once")
        input.advance(by: 0.4)
        #expect(table.subviews.compactMap { ($0 as? UITableViewCell)?.textLabel?.text }.sorted() == ["C", "a", "b", "d", "e", "x"])
    }

    @Test("Moving a row takes its cell to the new place, animated; the others close the gap")
    func moveRow() {
        let (table, rows, input) = scene([["a", "b", "c", "d"]])
        let a = cell(table, 0)
        rows.sections[0] = ["b", "c", "a", "d"]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(names(table) == ["b", "c", "a", "d"] && a.frame.minY == 88 && cell(table, 0).frame.minY == 0)
        #expect(a.layer.animationKeys() != nil)
        input.advance(by: 0.4)
        #expect(a.layer.presentation()!.position.y == 110)
    }

    @Test("Moving a row into another section, an empty one too: the counts of both change, its cell slides there, the rows between close up")
    func moveRowAcrossSections() {
        let (table, rows, input) = scene([["a", "b", "c"], ["d", "e"], []])
        let a = cell(table, 0), c = cell(table, 2)
        rows.sections = [["b", "c"], ["d", "a", "e"], []]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(names(table) == ["b", "c", "d", "a", "e"] && cell(table, 1, 1) === a)
        #expect(a.frame == CGRect(x: 0, y: 132, width: 320, height: 44) && c.frame.minY == 44 && cell(table, 2, 1).frame.minY == 176)
        #expect(a.layer.animationKeys() != nil)
        input.advance(by: 0.4)
        #expect(a.layer.presentation()!.position.y == 154)
        rows.sections = [["b"], ["d", "a", "e"], ["c"]]
        table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 2))
        #expect(table.numberOfRows(inSection: 2) == 1 && cell(table, 0, 2) === c && c.frame.minY == 176)
        #expect(cell(table, 0, 1).frame.minY == 44 && cell(table, 2, 1).frame.minY == 132)
    }

    @Test("Inserting and deleting sections moves the sections after them")
    func sections() {
        let (table, rows, input) = scene([["a", "b"], ["c"]])
        rows.sections.insert(["n1", "n2"], at: 1)
        table.insertSections(IndexSet(integer: 1), with: .fade)
        #expect(table.numberOfSections == 3 && names(table) == ["a", "b", "n1", "n2", "c"])
        #expect(cell(table, 0, 2).textLabel?.text == "c" && cell(table, 0, 2).frame.minY == 176)
        input.advance(by: 0.4)
        rows.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(names(table) == ["n1", "n2", "c"] && cell(table, 0, 1).frame.minY == 88)
    }

    @Test("A row count that does not add up: UIKit's message is reported and the table reloads instead of crashing")
    func inconsistentUpdate() {
        let (table, rows, _) = scene([["a", "b", "c"]])
        var reported: [String] = []
        let saved = UITableView.reportInconsistency
        UITableView.reportInconsistency = { reported.append($0) }
        defer { UITableView.reportInconsistency = saved }
        rows.sections[0] += ["d", "e"]
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        #expect(reported == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(table.numberOfRows(inSection: 0) == 5 && names(table) == ["a", "b", "c", "d", "e"])
        rows.sections.append(["z"])
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(reported.last == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        #expect(reported.last == "attempt to delete, reload or move row 9 from section 0 which only contains 5 rows before the update")
        #expect(table.numberOfSections == 2)
    }

    @Test("Data that shrinks without reloadData or an update is caught before the data source is asked for rows it no longer has")
    func unannouncedChangeMidScroll() {
        let (table, rows, _) = scene([(0..<100).map { "r\($0)" }])
        var reported: [String] = []
        let saved = UITableView.reportInconsistency
        UITableView.reportInconsistency = { reported.append($0) }
        defer { UITableView.reportInconsistency = saved }
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(reported.isEmpty)
        rows.sections[0] = ["a", "b", "c"]
        table.contentOffset.y = 2000  // rows 45... would be asked for: the array has 3
        table.layoutIfNeeded()
        #expect(reported == ["UITableView: the data source now has 3 rows in section 0, but the table has 100: the data changed without reloadData() or an update (insertRows/deleteRows/performBatchUpdates). XUIKit reloads the table."])
        #expect(table.numberOfRows(inSection: 0) == 3 && table.contentOffset.y == 0 && names(table) == ["a", "b", "c"])
        rows.sections.append(["z"])
        table.contentOffset.y = 10
        table.layoutIfNeeded()
        #expect(reported.count == 1, "no row came into view: nothing asked, nothing checked")
    }

    @Test("Sideways animations: an inserted row slides in from the right, a deleted one out to the left, without fading")
    func sidewaysAnimations() {
        let (table, rows, input) = scene([["a", "b", "c"]])
        let a = cell(table, 0)
        rows.sections[0] = ["b", "new", "c"]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right)
        }
        let inserted = cell(table, 1)
        #expect(a.frame == CGRect(x: -320, y: 0, width: 320, height: 44) && a.alpha == 1 && a.superview === table)
        #expect(inserted.frame == CGRect(x: 0, y: 44, width: 320, height: 44) && inserted.alpha == 1)
        input.advance(by: 0.15)
        let x = inserted.layer.presentation()!.position.x
        #expect(abs(x - 320) < 40, "halfway in from the right: \(x)")
        #expect(inserted.layer.animationKeys()?.contains("opacity") != true)
        input.advance(by: 0.2)
        #expect(a.superview == nil && inserted.layer.presentation()!.position.x == 160)
    }

    @Test("reconfigureRows configures the row's own cell again, without reuse, and measures it again")
    func reconfigure() {
        let (table, rows, _) = scene([["a", "b", "c"]])
        let b = cell(table, 1)
        rows.sections[0][1] = Array(repeating: "a much longer title that wraps", count: 4).joined(separator: " ")
        b.textLabel?.numberOfLines = 0
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 40, section: 0)])
        #expect(cell(table, 1) === b && b.textLabel?.text == rows.sections[0][1])
        #expect(b.frame.height > 44 && cell(table, 2).frame.minY == b.frame.maxY)
        #expect(rows.ended.isEmpty)
    }

    @Test("Inside performWithoutAnimation nothing animates, and the completion still runs, with true")
    func withoutAnimation() {
        let (table, rows, input) = scene([["a", "b"]])
        let b = cell(table, 1)
        var done: [Bool] = []
        rows.sections[0].insert("new", at: 0)
        UIView.performWithoutAnimation {
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { done.append($0) })
        }
        #expect(b.frame.minY == 88 && b.layer.animationKeys() == nil && cell(table, 0).alpha == 1)
        input.advance(by: 0.01)
        #expect(done == [true])
    }
}

@MainActor private var kept: [ObjectIdentifier: AnyObject] = [:]
