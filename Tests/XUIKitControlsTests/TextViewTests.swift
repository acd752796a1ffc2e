import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// Logs a text view's delegate calls.
final class TextViewLog: UITextViewDelegate {
    let trace: CallTrace
    var allowsChange = true
    init(_ trace: CallTrace) { self.trace = trace }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { trace.log("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { trace.log("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { trace.log("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { trace.log("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        trace.log("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { trace.log("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { trace.log("didChangeSelection") }
}

@MainActor
@Suite("UITextView: multi-line editing, lines, scrolling to the caret, UIKit's delegate order")
struct TextViewTests {
    func scene(_ text: String = "", height: CGFloat = 180) -> (UIWindow, InputSimulator, UITextView, CallTrace) {
        let view = UITextView()
        view.text = text
        let trace = CallTrace()
        let (window, input, _) = host(view, frame: CGRect(x: 10, y: 10, width: 180, height: height))
        let log = TextViewLog(trace)
        view.delegate = log
        objc_keep(log, view)
        return (window, input, view, trace)
    }

    func caret(_ view: UITextView) -> Int { view.selectedRange.location + view.selectedRange.length }

    @Test("UIKit's defaults: editable, selectable, 12 pt system font, insets 8 top and bottom, white, a scroll view")
    func defaults() {
        let view = UITextView()
        #expect(view.isEditable && view.isSelectable && view.font == nil && view.text == "")
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.backgroundColor == .white && view.isScrollEnabled && (view as UIScrollView).delaysContentTouches)
        #expect(view.textAlignment == .natural && !view.isUserInteractionEnabled == false)
    }

    @Test("A tap begins editing; Return inserts a line break; each change asks, then reports, in UIKit's order")
    func typingLines() {
        let (_, input, view, trace) = scene()
        input.tap(at: CGPoint(x: 100, y: 30))
        #expect(view.isFirstResponder)
        #expect(trace.lines.prefix(2) == ["shouldBegin", "didBegin"])
        trace.clear()
        type("ab", input)
        view.insertText("\n")
        type("cd", input)
        #expect(view.text == "ab\ncd" && caret(view) == 5)
        #expect(trace.lines.prefix(3) == ["shouldChange 0,0 \"a\"", "didChangeSelection", "didChange"])
        #expect(trace.lines.contains("shouldChange 2,0 \"\\n\""))
        trace.clear()
        #expect(view.resignFirstResponder())
        #expect(trace.lines == ["shouldEnd", "didEnd"])
    }

    @Test("Up and down move a line keeping the column; Home and End go to the line's ends; Ctrl+End to the text's end")
    func lineKeys() {
        let (_, input, view, _) = scene("first line\nsecond line\nthird")
        #expect(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: 14, length: 0)  // "sec|ond"
        let column = view.caretRect(for: view.selectedTextRange!.start).minX
        let up = UIKeyCommand.inputUpArrow, down = UIKeyCommand.inputDownArrow
        input.key(.keyboardUpArrow, characters: up, charactersIgnoringModifiers: up)
        // The first line's nearest boundary to the column (proportional glyphs: not always the 3rd).
        #expect((2...4).contains(caret(view)) && abs(view.caretRect(for: view.selectedTextRange!.start).minX - column) < 4)
        input.key(.keyboardDownArrow, characters: down, charactersIgnoringModifiers: down)
        input.key(.keyboardDownArrow, characters: down, charactersIgnoringModifiers: down)
        // The same column on the last line, kept through the move up (not the first line's x).
        #expect((25...27).contains(caret(view)) && abs(view.caretRect(for: view.selectedTextRange!.start).minX - column) < 4)
        input.key(.keyboardHome, characters: UIKeyCommand.inputHome, charactersIgnoringModifiers: UIKeyCommand.inputHome)
        #expect(caret(view) == 23)
        view.selectedRange = NSRange(location: 13, length: 0)
        input.key(.keyboardEnd, characters: UIKeyCommand.inputEnd, charactersIgnoringModifiers: UIKeyCommand.inputEnd)
        #expect(caret(view) == 22)  // before the second line's break
        input.key(.keyboardUpArrow, characters: up, charactersIgnoringModifiers: up, modifiers: [.shift])
        #expect(view.selectedRange == NSRange(location: 10, length: 12))
        input.key(.keyboardEnd, characters: UIKeyCommand.inputEnd, charactersIgnoringModifiers: UIKeyCommand.inputEnd, modifiers: [.control])
        #expect(caret(view) == 28 && view.selectedRange.length == 0)
    }

    @Test("Long text wraps at the width; the content size follows it and typing keeps the caret in view")
    func wrapsAndScrollsToCaret() {
        let (_, input, view, _) = scene("", height: 80)
        #expect(view.becomeFirstResponder())
        let oneLine = view.contentSize.height
        for _ in 0..<12 { type("word ", input) }
        #expect(view.contentSize.height >= oneLine + 2 * UIFont.systemFont(ofSize: 12).lineHeight - 1, "wrapped: \(view.contentSize)")
        for _ in 0..<8 { view.insertText("\n") }
        let caretRect = view.caretRect(for: view.selectedTextRange!.start)
        #expect(view.contentOffset.y > 0)
        #expect(caretRect.minY >= view.contentOffset.y && caretRect.maxY <= view.contentOffset.y + view.bounds.height)
        #expect(view.contentSize.width == 180)
    }

    @Test("A read-only view types nothing but can be selected and copied; undo takes typing back in one step")
    func readOnlyAndUndo() {
        let (_, input, view, _) = scene("copy me")
        view.isEditable = false
        #expect(view.becomeFirstResponder())
        type("x", input)
        #expect(view.text == "copy me")
        input.key(.keyboardA, characters: "a", charactersIgnoringModifiers: "a", modifiers: [.control])
        input.key(.keyboardC, characters: "c", charactersIgnoringModifiers: "c", modifiers: [.control])
        #expect(UIPasteboard.general.string == "copy me")
        #expect(view.resignFirstResponder())
        view.isEditable = true
        #expect(view.becomeFirstResponder())
        view.selectedRange = NSRange(location: 7, length: 0)
        type(" now", input)
        #expect(view.text == "copy me now")
        input.key(.keyboardZ, characters: "z", charactersIgnoringModifiers: "z", modifiers: [.control])
        #expect(view.text == "copy me")
    }

    @Test("On screen: the text sits 8 pt below the top and 5 pt from the left edge, and scrolls with the content")
    func drawsAndScrolls() {
        let (window, _, view, _) = scene("Ink\nline two\nline three\nline four\nline five\nline six\nline seven", height: 60)
        view.font = .systemFont(ofSize: 17)
        let black = RGBA(0, 0, 0, 255)
        func inkRows(_ surface: WindowSurface) -> [Int] {
            (20..<140).filter { y in count(black, in: surface, CGRect(x: 20, y: y, width: 200, height: 1), tolerance: 90) > 0 }
        }
        let before = inkRows(render(window))
        #expect(before.first.map { $0 >= (10 + 8) * 2 } == true && !before.isEmpty)
        let left = (0..<360).first { x in count(black, in: render(window), CGRect(x: x, y: 20, width: 1, height: 60), tolerance: 90) > 0 }
        #expect(left.map { $0 >= (10 + 5) * 2 && $0 <= (10 + 5) * 2 + 6 } == true, "first ink column \(String(describing: left))")
        view.contentOffset = CGPoint(x: 0, y: 20)
        let after = inkRows(render(window))
        #expect(after.first != before.first)
    }
}

/// Keeps `object` alive as long as `owner` (the delegate is weak, as in UIKit).
@MainActor private var keptAlive: [ObjectIdentifier: AnyObject] = [:]
@MainActor func objc_keep(_ object: AnyObject, _ owner: AnyObject) { keptAlive[ObjectIdentifier(owner)] = object }
