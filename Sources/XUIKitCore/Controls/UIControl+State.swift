import Foundation

extension UIControl {
    /// The states of a control, with UIKit's raw values. A control's `state`
    /// is the union of the flags that apply; `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag set (0).
        public static let normal = State([])
        /// A touch is down inside the control (1).
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false (2).
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true (4).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (8).
        public static let focused = State(rawValue: 1 << 3)
        /// Flags for the app's own use (0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Flags reserved for the framework (0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How content sits vertically in the control. UIKit's default: `.center`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    /// How content sits horizontally in the control. UIKit's default: `.center`.
    /// `.leading`/`.trailing` follow the layout direction (left to right in XUIKit).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }
}
