import Foundation

/// Which corners `cornerRadius` rounds: Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left (in UIKit's y-down space).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
