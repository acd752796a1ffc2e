import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// Twenty rows showing reorder controls; row 4 cannot be edited, row 5 inserts, row 6 cannot move.
final class EditRows: UITableViewDataSource, UITableViewDelegate {
    var names = (0..<20).map { "row \($0)" }
    let trace = CallTrace()
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { names[indexPath.row] != "row 4" }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { names[indexPath.row] != "row 6" }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        names[indexPath.row] == "row 5" ? .insert : .delete
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        trace.log("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        trace.log("move \(sourceIndexPath.row) -> \(destinationIndexPath.row)")
        names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { trace.log("select \(indexPath.row)") }
}

@MainActor
@Suite("UITableView editing: delete and insert controls, delete confirmation, reordering by drag")
struct TableViewEditingTests {
    func scene() -> (UITableView, EditRows, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = EditRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        editKept[ObjectIdentifier(table)] = rows
        return (table, rows, input)
    }

    func cell(_ table: UITableView, _ row: Int) -> UITableViewCell { table.cellForRow(at: IndexPath(row: row, section: 0))! }

    func deleteButton(_ cell: UITableViewCell, in table: UITableView) -> CGRect? {
        func find(_ view: UIView) -> UIButton? {
            if let button = view as? UIButton, button.title(for: .normal) == "Delete" { return button }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(cell).map { $0.convert($0.bounds, to: table) }
    }

    @Test("Editing indents editable rows by the 38 pt control and gives movable ones the reorder control; leaving editing puts them back")
    func controlsAndIndent() {
        let (table, _, _) = scene()
        #expect(!table.isEditing && cell(table, 0).contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43))
        table.setEditing(true, animated: false)
        #expect(table.isEditing && cell(table, 0).isEditing)
        #expect(cell(table, 0).contentView.frame == CGRect(x: 38, y: 0, width: 244, height: 43))
        #expect(cell(table, 4).contentView.frame == CGRect(x: 0, y: 0, width: 282, height: 43), "cannot edit: no control, reorder only")
        #expect(cell(table, 6).contentView.frame == CGRect(x: 38, y: 0, width: 282, height: 43), "cannot move: no reorder control")
        // Rows coming into view are editing too.
        table.contentOffset.y = 440
        table.layoutIfNeeded()
        #expect(cell(table, 12).isEditing && cell(table, 12).contentView.frame.minX == 38)
        table.setEditing(false, animated: true)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43) })
    }

    @Test("A tap on the delete control opens the Delete confirmation; tapping Delete commits the deletion; the control again closes it")
    func deleteConfirmation() {
        let (table, rows, input) = scene()
        table.setEditing(true, animated: false)
        let row1 = cell(table, 1)
        input.tap(at: CGPoint(x: 25, y: 66))
        input.advance(by: 0.35)
        let button = try! #require(deleteButton(row1, in: table))
        #expect(button.maxX == 320 && button.minY == 44 && button.height == 44 && row1.bounds.origin.x == button.width)
        input.tap(at: CGPoint(x: 25, y: 66))
        input.advance(by: 0.35)
        #expect(row1.bounds.origin.x == 0 && rows.trace.lines.isEmpty)
        input.tap(at: CGPoint(x: 25, y: 66))
        input.advance(by: 0.35)
        input.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(rows.trace.lines == ["commit delete 1"])
        #expect(cell(table, 1).textLabel?.text == "row 2" && table.numberOfRows(inSection: 0) == 19)
    }

    @Test("A tap on an insert control commits an insertion at once; a tap on a row selects nothing while editing unless allowed")
    func insertAndSelection() {
        let (table, rows, input) = scene()
        table.setEditing(true, animated: false)
        input.tap(at: CGPoint(x: 25, y: 5 * 44 + 22))
        #expect(rows.trace.lines == ["commit insert 5"])
        input.tap(at: CGPoint(x: 150, y: 2 * 44 + 22))
        #expect(rows.trace.lines == ["commit insert 5"] && table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        input.tap(at: CGPoint(x: 150, y: 2 * 44 + 22))
        #expect(rows.trace.lines == ["commit insert 5", "select 2"])
    }

    @Test("Dragging a reorder control moves the row with the finger, the rows between slide to open a gap, and release calls moveRowAt")
    func reorder() {
        let (table, rows, input) = scene()
        table.setEditing(true, animated: false)
        let row1 = cell(table, 1), row2 = cell(table, 2), row3 = cell(table, 3)
        input.down(1, at: CGPoint(x: 301, y: 66))
        input.drag(1, from: CGPoint(x: 301, y: 66), to: CGPoint(x: 301, y: 166))
        input.advance(by: 0.25)
        #expect(row1.frame.minY == 144 && table.contentOffset.y == 0)
        #expect(row2.frame.minY == 44 && row3.frame.minY == 88, "rows 2 and 3 moved up into the gap")
        #expect(rows.trace.lines.isEmpty)
        input.up(1, at: CGPoint(x: 301, y: 166))
        #expect(rows.trace.lines == ["move 1 -> 3"])
        #expect(table.visibleCells.prefix(5).map { $0.textLabel?.text } == ["row 0", "row 2", "row 3", "row 1", "row 4"])
        #expect(cell(table, 3) === row1 && row1.frame.minY == 132 && row2.frame.minY == 44)
        input.advance(by: 0.25)
        #expect(row1.layer.presentation()!.position.y == 154 && row1.bounds.origin.x == 0)
    }

    @Test("A row held near the bottom edge scrolls the table, keeps up with it, and lands where it was dropped")
    func reorderAutoscrolls() {
        let (table, rows, input) = scene()
        table.setEditing(true, animated: false)
        let row1 = cell(table, 1)
        input.down(1, at: CGPoint(x: 301, y: 66))
        input.drag(1, from: CGPoint(x: 301, y: 66), to: CGPoint(x: 301, y: 420))
        // The row's bottom is within 44 pt of the edge: the table scrolls to its end (20 rows: 440 pt more).
        input.advance(by: 0.5)
        #expect(table.contentOffset.y > 200 && table.contentOffset.y < 440)
        #expect(abs(row1.frame.minY - table.contentOffset.y - (44 + 354)) < 1e-9, "still under the finger")
        input.advance(by: 1.5)
        #expect(table.contentOffset.y == 440)
        #expect(row1.frame.minY == 836, "the finger is past the last row's place: the row stops there")
        input.up(1, at: CGPoint(x: 301, y: 420))
        // Its centre was over row 19, the last.
        #expect(rows.trace.lines == ["move 1 -> 19"] && rows.names.last == "row 1")
        #expect(table.cellForRow(at: IndexPath(row: 19, section: 0)) === row1)
    }

    @Test("Multiple selection while editing: selection circles instead of editing controls; taps on rows or circles add and remove rows")
    func multipleSelectionDuringEditing() {
        let (table, rows, input) = scene()
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        #expect(cell(table, 1).contentView.frame.minX == 38 && cell(table, 4).contentView.frame.minX == 0)
        input.tap(at: CGPoint(x: 150, y: 66))
        input.tap(at: CGPoint(x: 150, y: 3 * 44 + 22))
        input.tap(at: CGPoint(x: 25, y: 5 * 44 + 22))  // row 5's circle (its editing style is insert: no commit)
        #expect(table.indexPathsForSelectedRows == [1, 3, 5].map { IndexPath(row: $0, section: 0) })
        #expect(rows.trace.lines == ["select 1", "select 3", "select 5"])
        input.tap(at: CGPoint(x: 150, y: 66))
        #expect(table.indexPathsForSelectedRows == [3, 5].map { IndexPath(row: $0, section: 0) } && !cell(table, 1).isSelected)
        table.setEditing(false, animated: false)
        #expect(cell(table, 3).contentView.frame.minX == 0)
    }

    @Test("While editing, a vertical drag away from the reorder controls scrolls")
    func dragScrolls() {
        let (table, rows, input) = scene()
        table.setEditing(true, animated: false)
        input.down(1, at: CGPoint(x: 150, y: 300))
        input.drag(1, from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 150))
        input.up(1, at: CGPoint(x: 150, y: 150))
        // The finger's travel less the 15 pt step that began the pan (the slop is not made up).
        #expect(table.contentOffset.y == 135 && rows.trace.lines.isEmpty)
    }
}

@MainActor private var editKept: [ObjectIdentifier: AnyObject] = [:]
