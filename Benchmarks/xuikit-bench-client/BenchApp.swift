import Foundation
import XUIKit

/// The benchmark's XUIKit side: an app written as on iOS whose one view
/// writes to stdout, from `touchesBegan`, the moment the library handed it
/// the touch (CLOCK_MONOTONIC nanoseconds, 8 bytes). `xuikit-bench` times
/// injection → that moment, against `raw-xi2-client` doing the same straight
/// from XNextEvent.
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
        // BENCH_MODE: fling, a 10,000-row table reporting the frames of a fling (FlingBench);
        // pixel-full, pixel-rects, pixel-center: a red square at each touch (PixelBench);
        // moves: touchesMoved reading every location (TouchCPUBench); textfield: typing (KeyGlyphBench).
        let mode = environment["BENCH_MODE"] ?? ""
        switch mode {
        case "fling": window.rootViewController = FlingViewController()
        case "moves": window.rootViewController = BenchViewController(view: TouchMovesView())
        case "textfield": window.rootViewController = TextFieldViewController()
        default:
            if let pixelMode = PixelViewController.Mode(rawValue: mode) {
                window.rootViewController = PixelViewController(mode: pixelMode)
            } else {
                window.rootViewController = BenchViewController(view: TouchReportingView())
            }
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class BenchViewController: UIViewController {
    private let contentView: UIView
    init(view: UIView) {
        contentView = view
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = contentView
        // White, as the raw client's window: the startup bench waits for it on screen.
        view.backgroundColor = .white
    }
}

final class TouchReportingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        reportHandlerMoment()
    }
}

/// Writes the moment a handler ran (CLOCK_MONOTONIC nanoseconds, 8 bytes) to
/// stdout: the report every bench mode gives its bench.
func reportHandlerMoment() {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    var nanoseconds = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    _ = write(1, &nanoseconds, 8)
}
