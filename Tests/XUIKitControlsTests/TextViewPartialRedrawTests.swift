import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A text view redraws only what an edit changed (UITextView+Redraw.swift):
/// the pixels it leaves are the ones a whole redraw makes.
@Suite("UITextView partial redraw: an edit redraws its band and the caret, with the pixels of a whole redraw")
struct TextViewPartialRedrawTests {
    static let text = (1...12).map { "Paragraph \($0) with a few words that wrap at the width" }.joined(separator: "\n")

    /// A 180 x 180 text view in a white window, editing with the caret after `caretAt`, drawn once.
    func scene(caretAt offset: Int) -> (UITextView, WindowSurface) {
        let view = UITextView()
        view.text = Self.text
        let (window, _, _) = host(view, frame: CGRect(x: 10, y: 10, width: 180, height: 180))
        #expect(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: offset, length: 0)
        return (view, render(window))
    }

    /// Every pixel of the back buffer.
    func pixels(_ surface: WindowSurface) -> [RGBA] {
        (0..<surface.pixelHeight).flatMap { y in (0..<surface.pixelWidth).map { x in surface.pixel(x: x, y: y) } }
    }

    /// Redraws what the last change damaged and returns that pixel rect; then
    /// expects the buffer to equal a redraw of the whole view (setting the
    /// font again lays out and redraws everything).
    @discardableResult
    func redrawMatchesWholeRedraw(_ view: UITextView, _ surface: WindowSurface, _ comment: Comment) -> PixelRect? {
        let damaged = surface.redraw()
        let partial = pixels(surface)
        let font = view.font
        view.font = font
        #expect(surface.redraw() != nil)
        let whole = pixels(surface)
        let differing = zip(partial, whole).filter { $0 != $1 }.count
        #expect(differing == 0, "\(comment): \(differing) pixels differ from a whole redraw")
        return damaged
    }

    @Test("A character typed mid-paragraph redraws that paragraph's band and the caret, not the view")
    func typingRedrawsItsBand() throws {
        let (view, surface) = scene(caretAt: 70)
        view.insertText("x")
        let damaged = try #require(redrawMatchesWholeRedraw(view, surface, "typing x"))
        // The view is 360 pixels tall; one paragraph of two or three 12 pt lines is well under half of it.
        #expect(damaged.height < 120, "damaged \(damaged)")
        #expect(damaged.width == 360)
        view.insertText("yz")
        redrawMatchesWholeRedraw(view, surface, "typing yz")
    }

    @Test("Edits that change a paragraph's height redraw everything below it, with whole-redraw pixels")
    func heightChangesRedrawBelow() {
        let (view, surface) = scene(caretAt: 70)
        view.insertText("\n")
        redrawMatchesWholeRedraw(view, surface, "Return")
        view.deleteBackward()
        redrawMatchesWholeRedraw(view, surface, "joining the paragraphs again")
        for _ in 0..<30 { view.insertText("w") }
        redrawMatchesWholeRedraw(view, surface, "typing past the line's end")
        for _ in 0..<30 { view.deleteBackward() }
        redrawMatchesWholeRedraw(view, surface, "deleting back")
    }

    @Test("Typing over a selection clears its highlight; moving the caret and ending editing leave no old caret")
    func selectionAndCaret() {
        let (view, surface) = scene(caretAt: 20)
        view.selectedRange = NSRange(location: 5, length: 60)
        redrawMatchesWholeRedraw(view, surface, "selecting across lines")
        view.insertText("q")
        redrawMatchesWholeRedraw(view, surface, "typing over the selection")
        view.selectedRange = NSRange(location: 200, length: 0)
        redrawMatchesWholeRedraw(view, surface, "moving the caret")
        view.insertText("r")
        redrawMatchesWholeRedraw(view, surface, "typing at the new caret")
        #expect(view.resignFirstResponder())
        redrawMatchesWholeRedraw(view, surface, "ending editing")
    }
}
