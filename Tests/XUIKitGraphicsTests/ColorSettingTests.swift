import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// A colour that records when it is made the fill colour.
// nonisolated: UIColor is not main-actor bound (as in UIKit), and this target defaults to the main actor.
nonisolated private final class LoggingColor: UIColor, @unchecked Sendable {
    var log: [String] = []
    override func setFill() {
        log.append("setFill")
        super.setFill()
    }
}

/// A colour whose Core Graphics colour is another one (as a colour computing its value would).
nonisolated private final class RemappedColor: UIColor, @unchecked Sendable {
    override var cgColor: CGColor { CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
}

@MainActor
@Suite("UIColor's drawing setters")
struct ColorSettingTests {
    @Test("set() goes through setFill(), which a subclass can override, as in UIKit")
    func overridableSetters() {
        let color = LoggingColor(red: 0, green: 1, blue: 0, alpha: 1)
        let image = renderImage(width: 2, height: 1) { context in
            color.set()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(color.log == ["setFill"])
        #expect(image.pixel(x: 0, y: 0) == green)
    }

    @Test("A plain colour fills with its components; a subclass fills and strokes with the cgColor it gives")
    func subclassCGColor() {
        let image = renderImage(width: 10, height: 10) { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            let remapped = RemappedColor(red: 0, green: 1, blue: 0, alpha: 1)
            remapped.setFill()
            context.fill(CGRect(x: 5, y: 0, width: 5, height: 5))
            remapped.setStroke()
            context.cgContext.setLineWidth(2)
            context.cgContext.stroke(CGRect(x: 6, y: 6, width: 3, height: 3))
        }
        #expect(image.pixel(x: 2, y: 5) == red)
        #expect(image.pixel(x: 7, y: 2) == blue, "the subclass's cgColor, not its green components")
        #expect(image.pixel(x: 5, y: 7) == blue, "its stroke too")
    }

    @Test("setStroke() colours strokes only, setFill() fills only")
    func separateColours() {
        let image = renderImage(width: 10, height: 10) { context in
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            context.cgContext.setLineWidth(2)
            context.cgContext.addRect(CGRect(x: 1, y: 1, width: 8, height: 8))
            context.cgContext.drawPath(using: .fillStroke)
        }
        #expect(image.pixel(x: 5, y: 5) == red && image.pixel(x: 0, y: 5) == blue && image.pixel(x: 1, y: 5) == blue)
    }
}
