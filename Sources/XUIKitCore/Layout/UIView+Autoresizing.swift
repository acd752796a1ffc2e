import Foundation

/// Autoresizing: when a view's size changes, each subview with an
/// `autoresizingMask` takes its share of the change, as in UIKit.
///
/// Per axis, the parts of the subview's frame the mask makes flexible (the
/// left margin, the width, the right margin; or top, height, bottom) share
/// the change in proportion to their current lengths (Apple: "the
/// distribution is proportional to the current value of each flexible
/// part"), equally when those lengths are all zero; with no flexible part on
/// an axis the frame keeps its place and size there. Only views whose frames
/// are not set by constraints (`translatesAutoresizingMaskIntoConstraints`)
/// are resized; the layout engine then takes the new frame as their fixed place.
extension UIView {
    /// Which parts of the frame follow the superview's size; UIKit's raw values.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes when its superview's size changes. Default none.
    public var autoresizingMask: AutoresizingMask {
        get { layoutStateStorage?.autoresizingMask ?? [] }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their masks when its size changes. Default true.
    public var autoresizesSubviews: Bool {
        get { layoutStateStorage?.autoresizesSubviews ?? true }
        set { layoutState.autoresizesSubviews = newValue }
    }

    /// The view's size changed from `old`: subviews with masks take their share.
    func resizeSubviews(fromOldSize old: CGSize) {
        guard autoresizesSubviews else { return }
        let new = bounds.size
        for subview in subviews {
            guard let state = subview.layoutStateStorage, !state.autoresizingMask.isEmpty,
                  state.translatesAutoresizingMaskIntoConstraints else { continue }
            let mask = state.autoresizingMask, frame = subview.frame
            let (x, width) = Self.share(new.width - old.width, start: frame.minX, length: frame.width, end: old.width - frame.maxX,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(new.height - old.height, start: frame.minY, length: frame.height, end: old.height - frame.maxY,
                                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.frame = resized }
        }
    }

    /// One axis: the new start and length after `delta` is shared among the flexible parts.
    static func share(_ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                      flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.start, max(0, start)), (flexible.length, max(0, length)), (flexible.end, max(0, end))]
        let chosen = parts.filter(\.0)
        guard delta != 0, !chosen.isEmpty else { return (start, length) }
        let total = chosen.reduce(0) { $0 + $1.1 }
        func portion(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total > 0 ? delta * part.1 / total : delta / CGFloat(chosen.count)
        }
        return (start + portion(parts[0]), max(0, length + portion(parts[1])))
    }
}
