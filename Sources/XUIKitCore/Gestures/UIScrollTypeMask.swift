import Foundation

/// Kinds of scroll input a pan accepts: UIKit's `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Scrolls in steps (a mouse wheel).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth scrolls (a touchpad).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
