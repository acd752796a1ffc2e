import XUIKit

/// The patterns compiled in Swift 6 mode.
public enum Swift6Fixture {
    @MainActor public static func run() async -> [String] { await runPortingPatterns() }
}
