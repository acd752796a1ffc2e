import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UITextField: the caret, selection by touch, the clear button, secure and marked text, on screen")
struct TextFieldTouchAndDrawingTests {
    let tint = RGBA(0, 122, 255, 255)

    func scene(text: String = "") -> (UIWindow, InputSimulator, UITextField) {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = text
        return host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
    }

    /// The window point at the caret position before the character at `offset`, nudged right by `dx`.
    func point(at offset: Int, in field: UITextField, dx: CGFloat = 1) -> CGPoint {
        let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
        return field.convert(CGPoint(x: caret.minX + dx, y: caret.midY), to: nil)
    }

    func selection(_ field: UITextField) -> NSRange {
        let range = field.selectedTextRange!
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }

    @Test("The caret is a 2 pt bar in the tint colour at the text's start, 7 pt inside a rounded rect, and blinks every 0.5 s")
    func caretBlinks() {
        let (window, input, field) = scene()
        #expect(field.becomeFirstResponder())
        let caret = field.caretRect(for: field.beginningOfDocument)
        #expect(caret.minX == 7 && caret.width == 2)
        // Pixels at scale 2: the caret column of the window.
        let column = CGRect(x: (10 + caret.minX) * 2, y: (10 + caret.midY) * 2 - 8, width: 4, height: 16)
        #expect(count(tint, in: render(window), column) == 64)
        input.advance(by: 0.5)
        #expect(count(tint, in: render(window), column) == 0)
        input.advance(by: 0.5)
        #expect(count(tint, in: render(window), column) == 64)
        input.advance(by: 0.5)
        type("a", input)
        // Typing shows the caret at once, after the new character, and keeps it for a full interval.
        let moved = field.caretRect(for: field.endOfDocument)
        #expect(moved.minX > caret.minX + 5)
        let newColumn = CGRect(x: (10 + moved.minX) * 2, y: column.minY, width: 4, height: 16)
        #expect(count(tint, in: render(window), newColumn) == 64)
        input.advance(by: 0.4)
        #expect(count(tint, in: render(window), newColumn) == 64)
    }

    @Test("A tap begins editing with the caret at the tapped character boundary; a later tap moves it")
    func tapPlacesCaret() {
        let (_, input, field) = scene(text: "hello world")
        let target = point(at: 6, in: field)
        input.tap(at: target)
        #expect(field.isEditing)
        #expect(selection(field) == NSRange(location: 6, length: 0))
        input.advance(by: 1)
        input.tap(at: point(at: 2, in: field, dx: -1))
        #expect(selection(field) == NSRange(location: 2, length: 0))
    }

    @Test("A double tap selects the word, a triple tap the whole line, and a drag selects from where it began")
    func touchSelection() {
        let (window, input, field) = scene(text: "hello big world")
        #expect(field.becomeFirstResponder())
        let inBig = point(at: 7, in: field)
        input.tap(at: inBig)
        input.tap(at: inBig)
        #expect(selection(field) == NSRange(location: 6, length: 3))
        input.tap(at: inBig)
        #expect(selection(field) == NSRange(location: 0, length: 15))
        input.advance(by: 1)
        let start = point(at: 1, in: field, dx: -1), end = point(at: 9, in: field, dx: -1)
        input.down(1, at: start)
        input.drag(1, from: start, to: end)
        input.up(1, at: end)
        #expect(selection(field) == NSRange(location: 1, length: 8))
        // The selection is drawn in the tint at 20% behind the text: (204, 228, 255) over white.
        let highlight = RGBA(204, 228, 255, 255)
        let selected = field.selectionRects(for: field.selectedTextRange!)
        #expect(selected.count == 1)
        let rect = field.convert(selected[0].rect, to: nil)
        #expect(count(highlight, in: render(window), CGRect(x: rect.minX * 2, y: rect.minY * 2, width: rect.width * 2, height: rect.height * 2), tolerance: 6) > 200)
    }

    @Test("The clear button shows while editing non-empty text and a tap on it asks textFieldShouldClear, then empties the field")
    func clearButton() {
        let trace = CallTrace()
        let (_, input, field) = scene(text: "abc")
        field.clearButtonMode = .whileEditing
        let delegate = FieldDelegateLog(trace)
        field.delegate = delegate
        logEvents([(.editingChanged, "editingChanged")], of: field, into: trace)
        let button = field.clearButtonRect(forBounds: field.bounds)
        #expect(button == CGRect(x: 180 - 6 - 19, y: 7.5, width: 19, height: 19))
        #expect(field.textRect(forBounds: field.bounds).maxX <= 180)
        #expect(field.becomeFirstResponder())
        trace.clear()
        input.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
        #expect(field.text == "")
        #expect(trace.text == "shouldClear, change 0,3 \"\", editingChanged")
    }

    @Test("Secure entry draws one dot per character whatever the characters, while text stays readable to the app")
    func secureEntry() {
        func inkPixels(_ text: String, secure: Bool) -> Int {
            let (window, _, field) = scene(text: text)
            field.isSecureTextEntry = secure
            return count(RGBA(0, 0, 0, 255), in: render(window), CGRect(x: 20, y: 20, width: 360, height: 68), tolerance: 100)
        }
        #expect(inkPixels("iii", secure: true) == inkPixels("WWW", secure: true))
        #expect(inkPixels("iii", secure: false) < inkPixels("WWW", secure: false))
        let (_, _, field) = scene(text: "pa55")
        field.isSecureTextEntry = true
        #expect(field.text == "pa55" && field.attributedText?.string == "pa55")
    }

    @Test("Marked text is in the text, underlined while marked, sends editingChanged, and the next typed text replaces it")
    func markedText() {
        let trace = CallTrace()
        let (window, input, field) = scene(text: "ab")
        logEvents([(.editingChanged, "editingChanged")], of: field, into: trace)
        #expect(field.becomeFirstResponder())
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(field.text == "abni")
        let marked = field.markedTextRange!
        #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 2 && field.text(in: marked) == "ni")
        #expect(trace.text == "editingChanged")
        let markedRect = field.convert(field.firstRect(for: marked), to: nil)
        // The underline: dark pixels in the band below the baseline under the marked characters only.
        let band = CGRect(x: markedRect.minX * 2 + 2, y: (markedRect.maxY - 5) * 2, width: markedRect.width * 2 - 4, height: 8)
        let underlined = count(RGBA(0, 0, 0, 255), in: render(window), band, tolerance: 60)
        #expect(underlined > 0)
        type("你", input)
        #expect(field.text == "ab你" && field.markedTextRange == nil)
    }

    @Test("A rounded-rect field is 34 pt tall with the 17 pt system font, as measured on iOS")
    func intrinsicHeight() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test("Long text scrolls so the caret stays inside the field, and a 100,000-character paste arrives whole on one line")
    func longText() {
        let (_, _, field) = scene()
        #expect(field.becomeFirstResponder())
        let long = String(repeating: "lorem ipsum\n", count: 8_334)
        field.replace(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!, withText: long)
        #expect(field.text?.utf16.count == 100_008)
        #expect(field.text?.contains("\n") == false)
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.maxX <= field.editingRect(forBounds: field.bounds).maxX)
        #expect(caret.minX > 100)
    }
}
