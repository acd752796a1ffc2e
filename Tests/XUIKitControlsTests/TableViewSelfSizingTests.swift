import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A cell laid out with Auto Layout: a box 10 pt inside the content view, as tall as `boxHeight` says.
final class BoxCell: UITableViewCell {
    let box = UIView()
    lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        // 999, as UIKit code does: the cell is 44 pt until it is measured.
        let bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            bottom,
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            boxHeight,
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows of `BoxCell`s whose boxes are `box(row)` tall; optional self-sizing headers.
final class BoxRows: UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var box: (Int) -> CGFloat
    var headerHeight: CGFloat?
    var displayed: [Int] = []
    init(count: Int, box: @escaping (Int) -> CGFloat) { self.count = count; self.box = box }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
        cell.boxHeight.constant = box(indexPath.row)
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath.row) }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let headerHeight else { return nil }
        let header = UIView(), bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(bar)
        let bottom = bar.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -4)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: header.topAnchor, constant: 4), bottom,
            bar.leadingAnchor.constraint(equalTo: header.leadingAnchor), bar.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: headerHeight),
        ])
        return header
    }
}

@MainActor
@Suite("UITableView self-sizing: automaticDimension rows and headers measured as they come into view")
struct TableViewSelfSizingTests {
    func scene(_ rows: BoxRows, configure: (UITableView) -> Void = { _ in }) -> UITableView {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        configure(table)
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        retain(rows, table)
        return table
    }

    @Test("UIKit's defaults: rowHeight and estimatedRowHeight are automaticDimension (-1)")
    func defaults() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(UITableView.automaticDimension == -1)
        #expect(table.rowHeight == UITableView.automaticDimension && table.estimatedRowHeight == UITableView.automaticDimension)
        #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
    }

    @Test("Rows in view take their cells' fitted heights (box + 20 pt margins + the 1 px separator); rows not yet seen keep the 44 pt estimate")
    func constraintCellsSelfSize() {
        let rows = BoxRows(count: 100) { CGFloat(30 + 10 * ($0 % 3)) }
        let table = scene(rows)
        // Rows 0, 1, 2: 51, 61, 71 pt, repeating. At 44 pt estimates rows 0-9 looked to be in view:
        // all ten were measured, then rows 8 and 9 fell out of view before being displayed.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 51))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 112, width: 320, height: 71))
        #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == CGRect(x: 0, y: 417, width: 320, height: 61))
        #expect(table.indexPathsForVisibleRows == (0...7).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0))?.frame == CGRect(x: 0, y: 417, width: 320, height: 61))
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 0)) == CGRect(x: 0, y: 549, width: 320, height: 51))
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 600, width: 320, height: 44))
        #expect(table.contentSize == CGSize(width: 320, height: 600 + 90 * 44))
        #expect(rows.displayed == Array(0...7))
        // Scrolling measures the rows that come into view, and only those.
        table.contentOffset.y = 200
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)) == CGRect(x: 0, y: 600, width: 320, height: 61))
        #expect(table.rectForRow(at: IndexPath(row: 11, section: 0)) == CGRect(x: 0, y: 661, width: 320, height: 44))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 10, section: 0) && rows.displayed.suffix(2) == [9, 10])
        #expect(table.contentOffset.y == 200)
    }

    @Test("Scrolling up onto rows taller than their estimate keeps the rows in view where they were")
    func offsetStaysStable() {
        let rows = BoxRows(count: 200) { _ in 80 }  // 101 pt rows, estimated at 44
        let table = scene(rows)
        let row100 = IndexPath(row: 100, section: 0)
        let top = table.rectForRow(at: row100).minY
        table.contentOffset.y = top  // rows 100... measured here, those above still estimated
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: row100) == CGRect(x: 0, y: top, width: 320, height: 101) && table.contentOffset.y == top)
        table.contentOffset.y = top - 20  // row 99 comes into view: 101 pt, not 44
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)) == CGRect(x: 0, y: top - 44, width: 320, height: 101))
        #expect(table.contentOffset.y == top - 20 + 57)
        let onScreen = table.cellForRow(at: row100)!.frame.minY - table.contentOffset.y
        #expect(onScreen == 20, "row 100 moved 20 pt down the screen, as the content did")
        // A jump (no row in view was in view before) keeps the offset asked for.
        let row50 = table.rectForRow(at: IndexPath(row: 50, section: 0)).minY
        table.contentOffset.y = row50
        table.layoutIfNeeded()
        #expect(table.contentOffset.y == row50 && table.rectForRow(at: IndexPath(row: 50, section: 0)) == CGRect(x: 0, y: row50, width: 320, height: 101))
    }

    @Test("Dragging down onto rows taller than their estimate: the rows under the finger follow it exactly, the corrections do not show")
    func dragStaysUnderFinger() {
        let rows = BoxRows(count: 200) { _ in 80 }  // 101 pt rows, estimated at 44
        let table = scene(rows)
        let input = InputSimulator(window: table.window!)
        let row100 = IndexPath(row: 100, section: 0)
        table.contentOffset.y = table.rectForRow(at: row100).minY
        table.layoutIfNeeded()
        input.down(1, at: CGPoint(x: 160, y: 100))
        // Ten 6 pt steps: the pan begins at the second (12 pt, not made up), so the content moves 48 pt.
        for step in 1...10 {
            input.advance(by: 0.02)
            input.move(1, to: CGPoint(x: 160, y: 100 + CGFloat(step) * 6))
            table.layoutIfNeeded()  // a frame: the rows coming into view are tiled and measured
        }
        #expect(table.isDragging)
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)).height == 101, "row 99 came into view and was measured")
        let onScreen = table.rectForRow(at: row100).minY - table.contentOffset.y
        #expect(onScreen == 48, "row 100 is \(onScreen) pt down the screen")
        input.up(1, at: CGPoint(x: 160, y: 160))
    }

    @Test("estimatedRowHeight 0 turns estimates off: every row is measured on load")
    func noEstimates() {
        let rows = BoxRows(count: 30) { CGFloat($0) }
        let table = scene(rows) { $0.estimatedRowHeight = 0 }
        let total = (0..<30).reduce(CGFloat(0)) { $0 + CGFloat($1) + 21 }
        #expect(table.contentSize.height == total)
        #expect(table.rectForRow(at: IndexPath(row: 29, section: 0)) == CGRect(x: 0, y: total - 50, width: 320, height: 50))
    }

    @Test("A standard cell without constraints fits its wrapped text: 11 pt above and below, at least 44 pt")
    func standardCellWraps() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "One"
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        let label = cell.textLabel!
        label.numberOfLines = 0
        label.text = Array(repeating: "a long line of words that wraps", count: 6).joined(separator: " ")
        let wrapped = label.sizeThatFits(CGSize(width: 320 - 32, height: 0)).height
        #expect(wrapped > 60)
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == wrapped + 22 + 1)
    }

    @Test("Self-sizing headers: a constrained header view measures 4 + 30 + 4; a title header 28; rows below follow")
    func headersSelfSize() {
        let rows = BoxRows(count: 5) { _ in 30 }
        rows.headerHeight = 30
        let table = scene(rows) { $0.sectionHeaderHeight = UITableView.automaticDimension }
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 38 + 5 * 51))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        let header = table.subviews.first { $0.frame == CGRect(x: 0, y: 0, width: 320, height: 38) }
        #expect(header != nil)
    }
}

/// A cell whose fitted height is NaN.
final class NaNCell: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: .nan) }
}

/// Rows of `NaNCell`s estimated at NaN, counting the cells asked for.
final class NaNRows: UITableViewDataSource, UITableViewDelegate {
    var asked = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        return tableView.dequeueReusableCell(withIdentifier: "nan", for: indexPath)
    }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { .nan }
}

@MainActor
@Suite("UITableView self-sizing with bad input")
struct TableViewSelfSizingBadInputTests {
    @Test("NaN estimates count as not given (44 pt, nothing measured up front); a NaN fitted height counts as 0; the offset stays finite")
    func nanHeights() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = NaNRows()
        table.register(NaNCell.self, forCellReuseIdentifier: "nan")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        // Estimated 44 pt: rows 0-9 looked in view and were measured at 0, then every row to 99 (0 pt each) and beyond.
        #expect(rows.asked < 200, "cells asked for: \(rows.asked)")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 50_000, section: 0)).height == 44)
        table.contentOffset.y = 44 * 1000
        table.layoutIfNeeded()
        #expect(table.contentOffset.y.isFinite && table.contentSize.height.isFinite)
        withExtendedLifetime(rows) {}
    }
}

@MainActor private var retained: [ObjectIdentifier: AnyObject] = [:]
@MainActor private func retain(_ object: AnyObject, _ owner: AnyObject) { retained[ObjectIdentifier(owner)] = object }
