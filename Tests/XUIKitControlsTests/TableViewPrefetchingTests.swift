import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// Logs prefetch calls as row ranges.
final class PrefetchLog: UITableViewDataSourcePrefetching {
    let trace = CallTrace()
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        trace.log("prefetch \(indexPaths.first!.row)-\(indexPaths.last!.row)")
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        trace.log("cancel \(indexPaths.first!.row)-\(indexPaths.last!.row)")
    }
}

@MainActor
@Suite("UITableView prefetching: a screen ahead in the direction of scrolling")
struct TableViewPrefetchingTests {
    @Test("The next screen of rows is prefetched once; scrolling back cancels the rows left behind unseen")
    func prefetching() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 440)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = NamedRows([(0..<100).map { "r\($0)" }])
        let prefetch = PrefetchLog()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.prefetchDataSource = prefetch
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(prefetch.trace.lines == ["prefetch 10-19"])
        table.contentOffset.y = 220
        table.layoutIfNeeded()
        // Rows 5-14 in view; 15-24 ahead: 20-24 are new.
        #expect(prefetch.trace.lines == ["prefetch 10-19", "prefetch 20-24"])
        table.contentOffset.y = 0
        table.layoutIfNeeded()
        // Scrolling up: nothing above; 15-24 were never seen: cancelled (10-14 came into view).
        #expect(prefetch.trace.lines == ["prefetch 10-19", "prefetch 20-24", "cancel 15-24"])
        table.isPrefetchingEnabled = false
        table.contentOffset.y = 880
        table.layoutIfNeeded()
        #expect(prefetch.trace.lines.count == 3)
        withExtendedLifetime((rows, prefetch)) {}
    }
}
