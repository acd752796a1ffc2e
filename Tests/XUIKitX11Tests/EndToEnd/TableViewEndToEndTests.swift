import Foundation
import Testing
import TouchServer
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// Ten thousand rows, numbered.
private final class NumberedRows: UITableViewDataSource, UITableViewDelegate {
    var selected: [Int] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
}

@MainActor
@Suite("End to end: UITableView on the touchscreen")
struct TableViewEndToEndTests {
    @Test("A 10,000-row table flung on the touchscreen comes to rest, and a tap then selects the row under the finger")
    func flingThenSelect() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = NumberedRows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        try harness.show(window)
        let screen = harness.server.touchscreen
        try screen.down(id: 1, x: 160, y: 400)
        try harness.server.sync()
        for y in stride(from: 360, through: 80, by: -40) {
            try screen.move(id: 1, x: 160, y: Double(y))
            try harness.server.sync()
            harness.pump(timeout: 0.01) { false }
        }
        try screen.up(id: 1)
        try harness.server.sync()
        #expect(harness.pump { table.isDecelerating })
        #expect(harness.pump(timeout: 10) { !table.isDecelerating })
        let offset = table.contentOffset.y
        #expect(offset > 500, "a fling, not a drag: \(offset)")
        #expect(table.visibleCells.count <= 11)
        try screen.down(id: 2, x: 160, y: 200)
        try harness.server.sync()
        harness.pump(timeout: 0.05) { false }
        try screen.up(id: 2)
        try harness.server.sync()
        let expected = Int((offset + 200) / 44)
        #expect(harness.pump { rows.selected == [expected] }, "selected \(rows.selected), expected \(expected)")
        #expect(table.cellForRow(at: IndexPath(row: expected, section: 0))?.textLabel?.text == "Row \(expected)")
    }
}
