import XUIKit

/// The patterns compiled in Swift 5 mode.
public enum Swift5Fixture {
    @MainActor public static func run() async -> [String] { await runPortingPatterns() }

    /// Swift 5 mode only, as against the SDK: nonisolated code calls main-actor
    /// UIKit API synchronously (older test code does; @preconcurrency allows it).
    public static func nonisolatedCaller() -> String {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        return "nonisolated made \(view.bounds.width)x\(view.bounds.height)"
    }
}
