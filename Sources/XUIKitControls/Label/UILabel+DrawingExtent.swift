import Foundation
import XUIKitCore
import XUIKitGraphics

/// A plain `UILabel`'s backing store holds its text, not its whole bounds: a
/// 200-point label showing "Item 4" keeps (and composites) an image of the
/// words, with a point of margin for antialiasing, plus its shadow when it
/// has one. Subclasses draw as they like (`draw(_:)`, `drawText(in:)`), so
/// they keep the whole bounds, as does a label with no text.
extension UILabel: LayerDrawingExtent {
    package var drawingExtent: CGRect? {
        guard type(of: self) == UILabel.self, hasContent else { return nil }
        let (text, origin) = placedText(in: bounds)
        var extent = text.paintedBounds.offsetBy(dx: origin.x, dy: origin.y)
        if shadowColor != nil { extent = extent.union(extent.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)) }
        return extent.insetBy(dx: -1, dy: -1)
    }
}
