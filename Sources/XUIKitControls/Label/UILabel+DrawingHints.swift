import Foundation
import XUIKitCore
import XUIKitGraphics

/// A plain `UILabel`'s backing store holds its text, not its whole bounds: a
/// 200-point label showing "Item 4" keeps (and composites) an image of the
/// words, with a point of margin for antialiasing, plus its shadow when it
/// has one. Plain text (`text`, one colour) without a shadow is kept as
/// coverage only and composited in the text colour. Subclasses draw as they
/// like (`draw(_:)`, `drawText(in:)`), so they keep the whole bounds in
/// colour, as does a label with no text.
extension UILabel: LayerDrawingHints {
    package var drawingExtent: CGRect? {
        guard type(of: self) == UILabel.self, hasContent else { return nil }
        let (text, origin) = placedText(in: bounds)
        var extent = text.paintedBounds.offsetBy(dx: origin.x, dy: origin.y)
        if shadowColor != nil { extent = extent.union(extent.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)) }
        return extent.insetBy(dx: -1, dy: -1)
    }

    package var drawingColor: CGColor? {
        guard type(of: self) == UILabel.self, shadowColor == nil, case .plain = storedContent else { return nil }
        return textLayoutColor.cgColor
    }

    /// The colour plain text is laid out in: the highlighted one while highlighted, else `textColor`.
    var textLayoutColor: UIColor {
        (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? UIColor.black
    }
}
