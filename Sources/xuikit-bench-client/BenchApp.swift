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
        let window = UIWindow(frame: frame)
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
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        var byte: UInt8 = 0x42  // "B"
        _ = write(1, &byte, 1)
    }
}
