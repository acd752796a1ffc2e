import Foundation

extension UIScrollView {
    /// The share of velocity kept per millisecond while decelerating.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998, UIKit's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99, for paging-like lists.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    public enum IndexDisplayMode: Int, Sendable {
        case automatic, alwaysHidden
    }
}
