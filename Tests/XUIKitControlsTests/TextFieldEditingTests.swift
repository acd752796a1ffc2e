import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitTesting

/// Logs a text field's delegate calls.
final class FieldDelegateLog: UITextFieldDelegate {
    let trace: CallTrace
    var allowsChange = true
    var allowsEnd = true
    var returns = true
    /// Text fields hold their delegates weakly; the tests' delegates stay alive here.
    static var alive: [FieldDelegateLog] = []
    init(_ trace: CallTrace) {
        self.trace = trace
        FieldDelegateLog.alive.append(self)
    }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { trace.log("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { trace.log("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { trace.log("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { trace.log("didEnd \(reason)") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        trace.log("change \(range.location),\(range.length) \(string.debugDescription)")
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { trace.log("shouldReturn"); return returns }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { trace.log("shouldClear"); return true }
}

@MainActor
func type(_ text: String, _ input: InputSimulator) {
    for character in text { input.key(.keyboardA, characters: String(character)) }
}

@MainActor
@Suite("UITextField: editing sessions, typing, keys, focus and the delegate, as UIKit does them")
struct TextFieldEditingTests {
    func scene(_ trace: CallTrace) -> (UIWindow, InputSimulator, UITextField, FieldDelegateLog) {
        let field = UITextField()
        field.borderStyle = .roundedRect
        let (window, input, _) = host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        let delegate = FieldDelegateLog(trace)
        field.delegate = delegate
        logEvents([(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                   (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "didEndOnExit")], of: field, into: trace)
        return (window, input, field, delegate)
    }

    @Test("UIKit's defaults: empty text, no border, the 17 pt system font, black, natural alignment, not editing")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "")
        #expect(field.borderStyle == .none)
        #expect(field.font?.pointSize == 17)
        #expect(field.textAlignment == .natural)
        #expect(field.clearButtonMode == .never)
        #expect(!field.isEditing && !field.hasText)
        field.text = nil
        #expect(field.text == "")
    }

    @Test("A tap begins editing: shouldBegin, didBegin, editingDidBegin, in that order, and the field is first responder")
    func tapBeginsEditing() {
        let trace = CallTrace()
        let (_, input, field, _) = scene(trace)
        input.tap(at: CGPoint(x: 100, y: 27))
        #expect(trace.lines == ["shouldBegin", "didBegin", "editingDidBegin"])
        #expect(field.isFirstResponder && field.isEditing)
    }

    @Test("Typing asks the delegate for each change, inserts at the caret and sends editingChanged")
    func typing() {
        let trace = CallTrace()
        let (_, input, field, _) = scene(trace)
        #expect(field.becomeFirstResponder())
        trace.clear()
        type("hé", input)
        #expect(field.text == "hé")
        #expect(trace.lines == ["change 0,0 \"h\"", "editingChanged", "change 1,0 \"é\"", "editingChanged"])
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(field.text == "h")
        #expect(trace.lines.last == "editingChanged")
        #expect(trace.lines.dropLast().last == "change 1,1 \"\"")
    }

    @Test("A delegate that refuses a change keeps the text as it was, with no editingChanged")
    func refusedChange() {
        let trace = CallTrace()
        let (_, input, field, delegate) = scene(trace)
        field.text = "ab"
        #expect(field.becomeFirstResponder())
        delegate.allowsChange = false
        trace.clear()
        type("c", input)
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(field.text == "ab")
        #expect(trace.lines == ["change 2,0 \"c\"", "change 1,1 \"\""])
    }

    @Test("Arrows move the caret, Shift extends, Ctrl moves by word, and a held arrow repeats")
    func editingKeys() {
        let trace = CallTrace()
        let (_, input, field, _) = scene(trace)
        field.text = "hello big world"
        #expect(field.becomeFirstResponder())
        let left = UIKeyCommand.inputLeftArrow
        input.key(.keyboardLeftArrow, characters: left, charactersIgnoringModifiers: left, modifiers: [.control])
        #expect(selection(field) == NSRange(location: 10, length: 0))
        input.keyDown(.keyboardLeftArrow, characters: left, charactersIgnoringModifiers: left, modifiers: [.shift])
        input.keyDown(.keyboardLeftArrow, characters: left, charactersIgnoringModifiers: left, modifiers: [.shift], isRepeat: true)
        input.keyDown(.keyboardLeftArrow, characters: left, charactersIgnoringModifiers: left, modifiers: [.shift], isRepeat: true)
        input.keyUp(.keyboardLeftArrow, characters: left, charactersIgnoringModifiers: left, modifiers: [.shift])
        #expect(selection(field) == NSRange(location: 7, length: 3))
        type("X", input)
        #expect(field.text == "hello bXworld")
        let home = UIKeyCommand.inputHome
        input.key(.keyboardHome, characters: home, charactersIgnoringModifiers: home, modifiers: [.shift])
        #expect(selection(field) == NSRange(location: 0, length: 8))
        let delete = UIKeyCommand.inputDelete
        input.key(.keyboardDeleteForward, characters: delete, charactersIgnoringModifiers: delete)
        #expect(field.text == "world")
        input.key(.keyboardEnd, characters: UIKeyCommand.inputEnd, charactersIgnoringModifiers: UIKeyCommand.inputEnd)
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}", charactersIgnoringModifiers: "\u{8}", modifiers: [.control])
        #expect(field.text == "")
    }

    @Test("Return asks textFieldShouldReturn and sends didEndOnExit; the field resigns only when that event has a target")
    func returnKey() {
        let trace = CallTrace()
        let field = UITextField()
        let (_, input, _) = host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        let delegate = FieldDelegateLog(trace)
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(trace.lines == ["shouldBegin", "didBegin", "shouldReturn"])
        #expect(field.isFirstResponder)
        logEvents([(.editingDidEndOnExit, "didEndOnExit"), (.editingDidEnd, "editingDidEnd")], of: field, into: trace)
        trace.clear()
        input.key(.keyboardReturnOrEnter, characters: "\r")
        #expect(trace.lines == ["shouldReturn", "didEndOnExit", "shouldEnd", "didEnd committed", "editingDidEnd"])
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(field.text == "")
    }

    @Test("Tab and Shift+Tab move the first responder between text fields in view order, wrapping around")
    func tabFocus() {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 200)
        var fields: [UITextField] = []
        for row in 0..<3 {
            let field = UITextField(frame: CGRect(x: 0, y: CGFloat(row) * 40, width: 200, height: 34))
            window.addSubview(field)
            fields.append(field)
        }
        fields[1].isHidden = true
        #expect(fields[0].becomeFirstResponder())
        input.key(.keyboardTab, characters: "\t", charactersIgnoringModifiers: "\t")
        #expect(fields[2].isFirstResponder)
        input.key(.keyboardTab, characters: "\t", charactersIgnoringModifiers: "\t")
        #expect(fields[0].isFirstResponder)
        input.key(.keyboardTab, characters: "\t", charactersIgnoringModifiers: "\t", modifiers: [.shift])
        #expect(fields[2].isFirstResponder)
        #expect(fields[0].text == "" && fields[2].text == "")
    }

    @Test("endEditing(false) respects a delegate that will not end; endEditing(true) ends editing anyway")
    func endEditing() {
        let trace = CallTrace()
        let (window, _, field, delegate) = scene(trace)
        #expect(field.becomeFirstResponder())
        delegate.allowsEnd = false
        trace.clear()
        #expect(!window.endEditing(false))
        #expect(field.isEditing)
        #expect(window.endEditing(true))
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(trace.lines == ["shouldEnd", "didEnd committed", "editingDidEnd"])
    }

    @Test("Removing the field from its window while editing ends the session")
    func removalEndsEditing() {
        let trace = CallTrace()
        let (_, _, field, _) = scene(trace)
        #expect(field.becomeFirstResponder())
        trace.clear()
        field.removeFromSuperview()
        #expect(!field.isEditing)
        #expect(trace.lines == ["shouldEnd", "didEnd committed", "editingDidEnd"])
    }

    private func selection(_ field: UITextField) -> NSRange? {
        guard let range = field.selectedTextRange else { return nil }
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }
}
