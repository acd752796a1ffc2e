import Foundation
import XUIKitCore
import XUIKitGraphics

/// A plain `UILabel` keeps its drawing as its shaped text (a
/// `LayerRetainedDrawing`), not as an image: compositing paints the glyphs
/// straight into the window, clipped to the label's drawing extent, and a
/// label that moves, hides or fades is neither asked to draw again nor
/// shaped again (the layout, its origin, colour, dimming and shadow are
/// captured when the label displays). Subclasses, which may override
/// `draw(_:)` or `drawText(in:)`, draw into an image as other views do.
extension UILabel: LayerRetainedDrawingProviding {
    package func retainedDrawing() -> LayerRetainedDrawing? {
        guard type(of: self) == UILabel.self, hasContent else { return nil }
        let (textLayout, origin) = placedText(in: bounds)
        let style = LabelDrawingStyle(isEnabled: isEnabled, shadow: shadowColor.map { ($0.cgColor, shadowOffset) })
        return LayerRetainedDrawing { context in style.draw(textLayout, at: origin, in: context) }
    }
}

/// How a label paints its placed text: dimmed when disabled, over its shadow when it has one.
struct LabelDrawingStyle {
    var isEnabled: Bool
    var shadow: (color: CGColor, offset: CGSize)?

    func draw(_ textLayout: TextLayout, at origin: CGPoint, in context: CGContext) {
        if isEnabled, shadow == nil {
            // Nothing to set or restore: the text as it is (every label of a typical screen).
            textLayout.draw(at: origin, in: context)
            return
        }
        context.saveGState()
        if !isEnabled { context.setAlpha(0.5) }
        if let shadow {
            textLayout.drawSilhouette(at: CGPoint(x: origin.x + shadow.offset.width, y: origin.y + shadow.offset.height),
                                      in: context, color: shadow.color)
        }
        textLayout.draw(at: origin, in: context)
        context.restoreGState()
    }
}
