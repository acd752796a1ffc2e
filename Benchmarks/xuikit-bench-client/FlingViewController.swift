import Foundation
import XUIKit

/// The fling benchmark's app: a 10,000-row plain table filling the window.
/// It writes "ready" once shown; when a fling's deceleration ends it writes
/// one line of frame statistics, measured by a display link on the app's frame clock:
///
///     fling frames=N dropped=D seconds=S cpu_median_us=M cpu_max_us=X cpu_per_frame_us=C
///
/// `dropped`: frame-grid points during the deceleration with no frame (the
/// frame clock skips those a late loop missed, so any frame over budget
/// shows here); CPU figures are the process's CPU time between consecutive frames.
final class FlingViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var table: UITableView!
    private var link: CADisplayLink?
    private var stamps: [(timestamp: CFTimeInterval, cpu: Double)] = []

    override func loadView() {
        table = UITableView(frame: UIScreen.main.bounds, style: .plain)
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view = table
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
            MainActor.assumeIsolated { Self.report("ready") }
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        stamps = []
        let link = CADisplayLink { [weak self] link in
            self?.stamps.append((link.timestamp, Self.cpuSeconds()))
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        link?.invalidate()
        link = nil
        guard stamps.count > 2, let first = stamps.first, let last = stamps.last else { return Self.report("fling frames=0") }
        let interval = 1.0 / 60
        let gridPoints = Int(((last.timestamp - first.timestamp) / interval).rounded()) + 1
        let perFrame = zip(stamps, stamps.dropFirst()).map { ($1.cpu - $0.cpu) * 1e6 }.sorted()
        let line = String(format: "fling frames=%d dropped=%d seconds=%.2f cpu_median_us=%.0f cpu_max_us=%.0f cpu_per_frame_us=%.0f",
                          stamps.count, max(0, gridPoints - stamps.count), last.timestamp - first.timestamp,
                          perFrame[perFrame.count / 2], perFrame.last ?? 0, (last.cpu - first.cpu) * 1e6 / Double(stamps.count - 1))
        Self.report(line)
    }

    static func report(_ line: String) {
        let data = Array((line + "\n").utf8)
        _ = data.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }

    /// The process's CPU time so far, in seconds.
    static func cpuSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
