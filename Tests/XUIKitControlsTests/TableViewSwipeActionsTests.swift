import Foundation
import Testing
import XUIKitCore
@testable import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// Twenty rows with trailing actions "Del" (destructive) and "Flag", and a leading "Pin"; a trace of what ran.
final class SwipeRows: UITableViewDataSource, UITableViewDelegate {
    var names = (0..<20).map { "row \($0)" }
    let trace = CallTrace()
    var fullSwipe = true
    /// What a handler does with its completion (default: says it performed).
    var finish: (UITableView, IndexPath, (Bool) -> Void) -> Void = { _, _, completion in completion(true) }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { trace.log("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Del") { [unowned self] action, view, completion in
            self.trace.log("Del \(indexPath.row) from \(type(of: view))")
            self.finish(tableView, indexPath, completion)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
            self.trace.log("Flag \(indexPath.row)")
            completion(false)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, completion in
            self.trace.log("Pin \(indexPath.row)")
            completion(true)
        }])
    }
}

@MainActor
@Suite("UITableView swipe actions: a horizontal drag reveals a row's actions, a vertical one scrolls")
struct TableViewSwipeActionsTests {
    func scene() -> (UITableView, SwipeRows, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = SwipeRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        swipeKept[ObjectIdentifier(table)] = rows
        return (table, rows, input)
    }

    /// The action buttons showing in `cell`, by title, as frames in the table.
    func buttons(_ cell: UITableViewCell, in table: UITableView) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        func visit(_ view: UIView) {
            if let button = view as? UIButton, let title = button.title(for: .normal) { result[title] = button.convert(button.bounds, to: table) }
            view.subviews.forEach(visit)
        }
        visit(cell)
        return result
    }

    func swipe(_ input: InputSimulator, row: Int, from x0: CGFloat, to x1: CGFloat, lift: Bool = true) {
        let y = CGFloat(row) * 44 + 22
        input.down(1, at: CGPoint(x: x0, y: y))
        input.drag(1, from: CGPoint(x: x0, y: y), to: CGPoint(x: x1, y: y))
        if lift { input.up(1, at: CGPoint(x: x1, y: y)) }
    }

    @Test("UIKit's defaults: destructive actions are red, normal ones grey; a full swipe performs the first action")
    func defaults() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let normal = UIContextualAction(style: .normal, title: "More") { _, _, _ in }
        #expect(delete.backgroundColor == .systemRed && normal.backgroundColor == .systemGray)
        normal.backgroundColor = .systemBlue
        normal.backgroundColor = nil
        #expect(normal.backgroundColor == .systemGray)
        #expect(UISwipeActionsConfiguration(actions: [delete]).performsFirstActionWithFullSwipe)
    }

    @Test("Dragging a row left slides its content with the finger and reveals the trailing actions; released past half their width they stay open")
    func dragOpensTrailingActions() {
        let (table, rows, input) = scene()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        swipe(input, row: 2, from: 300, to: 200, lift: false)
        #expect(cell.bounds.origin.x == 100 && table.contentOffset.y == 0 && !cell.isHighlighted)
        input.up(1, at: CGPoint(x: 200, y: 110))
        input.advance(by: 0.35)
        // Two 74 pt buttons: "Del", the first action, at the outer (right) edge.
        #expect(cell.bounds.origin.x == 148)
        #expect(buttons(cell, in: table) == ["Del": CGRect(x: 246, y: 88, width: 74, height: 44), "Flag": CGRect(x: 172, y: 88, width: 74, height: 44)])
        #expect(cell.contentView.convert(cell.contentView.bounds, to: table).minX == -148)
        #expect(rows.trace.lines.isEmpty)
    }

    @Test("Tapping an action calls its handler with its button; the completion closes the row and the buttons go")
    func tapPerformsAction() {
        let (table, rows, input) = scene()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        swipe(input, row: 2, from: 300, to: 200)
        input.advance(by: 0.35)
        input.tap(at: CGPoint(x: 200, y: 110))  // Flag
        #expect(rows.trace.lines == ["Flag 2"])
        #expect(cell.bounds.origin.x == 0)
        input.advance(by: 0.35)
        #expect(buttons(cell, in: table).isEmpty)
        // Open again, tap Del: the handler deletes the row; the cell leaves as it is.
        rows.finish = { table, indexPath, completion in
            rows.names.remove(at: indexPath.row)
            table.deleteRows(at: [indexPath], with: .fade)
            completion(true)
        }
        swipe(input, row: 2, from: 300, to: 200)
        input.advance(by: 0.35)
        input.tap(at: CGPoint(x: 290, y: 110))
        #expect(rows.trace.lines == ["Flag 2", "Del 2 from UIButton"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "row 3")
        input.advance(by: 0.35)
        #expect(cell.superview == nil && cell.bounds.origin.x == 0 && buttons(cell, in: table).isEmpty)
    }

    @Test("A quick flick of 30 pt opens the buttons (over 500 pt/s); a flick back from open past half closes them")
    func flicks() {
        let (table, _, input) = scene()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        input.down(1, at: CGPoint(x: 300, y: 66))
        input.drag(1, from: CGPoint(x: 300, y: 66), to: CGPoint(x: 270, y: 66), steps: 3, duration: 0.03)
        input.up(1, at: CGPoint(x: 270, y: 66))
        input.advance(by: 0.35)
        #expect(cell.bounds.origin.x == 148, "1,000 pt/s opens however little showed")
        #expect(UITableView.opensOnRelease(reveal: 120, buttonsWidth: 148, openingSpeed: -800) == false)
        #expect(UITableView.opensOnRelease(reveal: 120, buttonsWidth: 148, openingSpeed: 0) == true)
        #expect(UITableView.opensOnRelease(reveal: 0, buttonsWidth: 148, openingSpeed: 900) == false)
    }

    @Test("Released before half the buttons' width, the row closes; a touch on an open row closes it and selects nothing")
    func closes() {
        let (table, rows, input) = scene()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        swipe(input, row: 1, from: 300, to: 240)  // 60 < 74
        #expect(cell.bounds.origin.x == 0)
        swipe(input, row: 1, from: 300, to: 200)
        input.advance(by: 0.35)
        #expect(cell.bounds.origin.x == 148)
        input.tap(at: CGPoint(x: 60, y: 66))
        input.advance(by: 0.35)
        #expect(cell.bounds.origin.x == 0 && rows.trace.lines.isEmpty && table.indexPathForSelectedRow == nil)
    }

    @Test("A full swipe performs the first action; without performsFirstActionWithFullSwipe the pull resists and only opens")
    func fullSwipe() {
        let (table, rows, input) = scene()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        swipe(input, row: 0, from: 310, to: 60, lift: false)
        #expect(cell.bounds.origin.x == 250)
        #expect(buttons(cell, in: table)["Del"]?.width == 250)
        input.up(1, at: CGPoint(x: 60, y: 22))
        #expect(rows.trace.lines == ["Del 0 from UIButton"])
        input.advance(by: 0.35)
        #expect(cell.bounds.origin.x == 0)
        rows.fullSwipe = false
        swipe(input, row: 0, from: 310, to: 60, lift: false)
        #expect(cell.bounds.origin.x == 182, "148 + (250 - 148) / 3")
        input.up(1, at: CGPoint(x: 60, y: 22))
        input.advance(by: 0.35)
        #expect(cell.bounds.origin.x == 148 && rows.trace.lines == ["Del 0 from UIButton"])
    }

    @Test("Dragging right reveals the leading action at the left edge")
    func leading() {
        let (table, _, input) = scene()
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        swipe(input, row: 3, from: 20, to: 80)
        input.advance(by: 0.35)
        #expect(cell.bounds.origin.x == -74)
        #expect(buttons(cell, in: table) == ["Pin": CGRect(x: 0, y: 132, width: 74, height: 44)])
    }

    @Test("A vertical drag on a row with actions scrolls the table and moves no row aside; it closes an open row")
    func verticalScrolls() {
        let (table, _, input) = scene()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        swipe(input, row: 1, from: 300, to: 200)
        input.advance(by: 0.35)
        input.down(1, at: CGPoint(x: 150, y: 300))
        input.drag(1, from: CGPoint(x: 150, y: 300), to: CGPoint(x: 140, y: 150))
        #expect(table.contentOffset.y > 100 && table.isDragging)
        #expect(cell.bounds.origin.x == 0)
        input.up(1, at: CGPoint(x: 140, y: 150))
        input.advance(by: 2)
        #expect(table.visibleCells.allSatisfy { $0.bounds.origin.x == 0 })
    }
}

@MainActor private var swipeKept: [ObjectIdentifier: AnyObject] = [:]
