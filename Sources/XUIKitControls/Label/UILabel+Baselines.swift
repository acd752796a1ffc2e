import Foundation
import XUIKitCore
import XUIKitGraphics

/// A label's baselines for Auto Layout (`firstBaselineAnchor`, stack views'
/// baseline alignments): its text is centred vertically in its bounds, so each
/// baseline sits half the label's height below its top, moved by where the
/// baseline is in the text: `0.5 · height + (baseline − text height / 2)`.
extension UILabel: LayoutBaselineProviding {
    package var layoutFirstBaseline: (heightFactor: CGFloat, offset: CGFloat) {
        let text = layout(width: textWidthForBaselines)
        return (0.5, text.firstBaseline - text.size.height / 2)
    }

    package var layoutLastBaseline: (heightFactor: CGFloat, offset: CGFloat) {
        let text = layout(width: textWidthForBaselines)
        return (0.5, text.lastBaseline - text.size.height / 2)
    }

    /// The width the text wraps at for its baselines: as for `intrinsicContentSize`.
    private var textWidthForBaselines: CGFloat? { intrinsicWrapWidth }
}
