import Foundation
import TouchServer
import XUIKitCore

/// One hit-test in big trees, in process: XUIKit's `UIWindow.hitTest(_:with:)`
/// against GTK 4's `gtk_widget_pick` on the same trees (`GTKPickPeer`).
///
/// The trees (the peer builds the same in GTK):
/// - flat: an 800 x 600 window holding 10,000 sibling views, 8 x 6 each, in
///   100 rows of 100, added row-major (the front one is bottom right);
/// - chain: an 800 x 600 window and 999 views nested one in the next, each
///   filling its parent: 1,000 levels, as the peer's 1,000 nested widgets.
///
/// Point i is x = (i * 197) % 800 + 0.5, y = (i * 131) % 600 + 0.5, so the
/// flat picks land all over the grid (on average half the siblings are
/// tried). Every answer is checked against the view that must be found.
/// Rounds alternate GTK and XUIKit so drift on the machine hits both alike;
/// figures are medians of the rounds' per-pick times.
@MainActor
enum HitTestBench {
    static let columns = 100, rows = 100, cell = CGSize(width: 8, height: 6), depth = 1000

    static func point(_ index: Int) -> CGPoint {
        CGPoint(x: Double((index * 197) % 800) + 0.5, y: Double((index * 131) % 600) + 0.5)
    }

    struct Figures {
        /// Nanoseconds per hit-test, medians over rounds; gtk is nil when the peer could not run.
        var flat: (xuikit: Double, gtk: Double?)
        var chain: (xuikit: Double, gtk: Double?)
        /// Why there is no GTK column, when there is none.
        var skipped: String?
    }

    static func makeFlat() -> (UIWindow, [UIView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let cells = (0..<columns * rows).map { index -> UIView in
            let view = UIView(frame: CGRect(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height,
                                            width: cell.width, height: cell.height))
            window.addSubview(view)
            return view
        }
        window.isHidden = false
        return (window, cells)
    }

    static func makeChain() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        var parent: UIView = window
        for _ in 1..<depth {
            let child = UIView(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
        window.isHidden = false
        return (window, parent)
    }

    /// Nanoseconds per hit-test over `count` points of `window`; stops the bench if one finds the wrong view.
    static func hitTest(_ window: UIWindow, count: Int, expected: (CGPoint) -> UIView) -> Double {
        var wrong = false
        let start = monotonicNanoseconds()
        for index in 0..<count {
            let point = point(index)
            if window.hitTest(point, with: nil) !== expected(point) { wrong = true }
        }
        let elapsed = monotonicNanoseconds() - start
        precondition(!wrong, "a hit-test found the wrong view")
        return Double(elapsed) / Double(count)
    }

    /// Alternating rounds of `flatPicks` and `chainPicks` hit-tests, GTK's on a
    /// headless server started for it (GTK needs a display; XUIKit's run in process).
    static func run(rounds: Int = 11, flatPicks: Int = 200, chainPicks: Int = 2000) -> Figures {
        let (flatWindow, cells) = makeFlat()
        let (chainWindow, innermost) = makeChain()
        let cellAt = { (point: CGPoint) in cells[Int(point.y / cell.height) * columns + Int(point.x / cell.width)] }
        var server: HeadlessTouchServer?
        var peer: GTKPickPeer?
        var skipped: String?
        do {
            server = try HeadlessTouchServer(width: 800, height: 600)
            switch GTKPickPeer.start(display: server!.display) {
            case .success(let started): peer = started
            case .failure(let error): skipped = error.description
            }
        } catch {
            skipped = "no headless server for GTK's display: \(error)"
        }
        defer { peer?.stop(); server?.stop() }
        var samples: [[Double]] = Array(repeating: [], count: 4)
        // A warm-up round, not counted.
        for round in -1..<rounds {
            var figures: [Double] = []
            if let peer, let gtk = try? peer.pick(flat: true, count: flatPicks) { figures.append(gtk) } else { figures.append(.nan) }
            figures.append(hitTest(flatWindow, count: flatPicks, expected: cellAt))
            if let peer, let gtk = try? peer.pick(flat: false, count: chainPicks) { figures.append(gtk) } else { figures.append(.nan) }
            figures.append(hitTest(chainWindow, count: chainPicks, expected: { _ in innermost }))
            if round >= 0 { for (index, figure) in figures.enumerated() { samples[index].append(figure) } }
        }
        func median(_ values: [Double]) -> Double? {
            let known = values.filter { !$0.isNaN }.sorted()
            return known.isEmpty ? nil : known[known.count / 2]
        }
        if peer != nil, median(samples[0]) == nil { skipped = "gtk-pick-peer stopped answering (see its stderr)" }
        return Figures(flat: (median(samples[1])!, median(samples[0])), chain: (median(samples[3])!, median(samples[2])), skipped: skipped)
    }
}
