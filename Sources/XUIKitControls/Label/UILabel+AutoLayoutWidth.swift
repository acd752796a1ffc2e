import Foundation
import XUIKitCore

/// A multi-line label under Auto Layout wraps at the width layout gives it
/// when `preferredMaxLayoutWidth` is 0 (UIKit's "automatic"): the engine hands
/// it its width after a solve and solves again with the taller intrinsic size
/// (LayoutWidthDependent in XUIKitCore).
extension UILabel: LayoutWidthDependent {
    /// The width multi-line text wraps at for `intrinsicContentSize` and baselines:
    /// `preferredMaxLayoutWidth`, else the width Auto Layout gave, else none (one line per paragraph).
    var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automaticLayoutWidth
    }

    package func layoutWidthDidChange(to width: CGFloat) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, width > 0, width != automaticLayoutWidth else { return false }
        let before = intrinsicContentSize
        automaticLayoutWidth = width
        return intrinsicContentSize != before
    }
}
