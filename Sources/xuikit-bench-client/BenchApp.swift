import Foundation
import XUIKit

/// The benchmark's XUIKit side: an app written as on iOS whose one view
/// writes a byte to stdout from `touchesBegan`, the moment the library hands
/// it the touch. `xuikit-bench` times injection → that byte, against
/// `raw-xi2-client` doing the same straight from XNextEvent.
@main
final class BenchAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // BENCH_X / BENCH_WIDTH: the window's column in points (default: the whole screen).
        let environment = ProcessInfo.processInfo.environment
        var frame = UIScreen.main.bounds
        if let x = environment["BENCH_X"].flatMap(Double.init) { frame.origin.x = x }
        if let width = environment["BENCH_WIDTH"].flatMap(Double.init) { frame.size.width = width }
        let window = TracingWindow(frame: frame)
        window.rootViewController = BenchViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class BenchViewController: UIViewController {
    override func loadView() { view = TouchReportingView() }
}

final class TouchReportingView: UIView {
    /// XUIKIT_BENCH_TRACE=1 logs every touch call to stderr (for debugging the bench itself).
    let traces = ProcessInfo.processInfo.environment["XUIKIT_BENCH_TRACE"] != nil

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var byte: UInt8 = 0x42  // "B"
        _ = write(1, &byte, 1)
        if traces { FileHandle.standardError.write("began \(touches.count)\n".data(using: .utf8)!) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if traces { FileHandle.standardError.write("ended \(touches.count)\n".data(using: .utf8)!) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if traces { FileHandle.standardError.write("cancelled \(touches.count)\n".data(using: .utf8)!) }
    }
}

/// With XUIKIT_BENCH_TRACE=1, logs every touch event the window dispatches.
final class TracingWindow: UIWindow {
    let traces = ProcessInfo.processInfo.environment["XUIKIT_BENCH_TRACE"] != nil
    override func sendEvent(_ event: UIEvent) {
        if traces, let touches = event.allTouches {
            let text = touches.map { "\($0.phase.rawValue)@\(Int($0.location(in: nil).x)),\(Int($0.location(in: nil).y))" }
            FileHandle.standardError.write("window \(text.joined(separator: " "))\n".data(using: .utf8)!)
        }
        super.sendEvent(event)
    }
}
