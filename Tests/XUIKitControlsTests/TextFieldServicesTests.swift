import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitTesting

@MainActor
@Suite("UITextField: cut, copy, paste and undo through the keyboard shortcuts and the responder chain")
struct TextFieldServicesTests {
    func scene(_ text: String) -> (UIWindow, InputSimulator, UITextField) {
        let field = UITextField()
        field.text = text
        let scene = host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        #expect(field.becomeFirstResponder())
        return scene
    }

    func ctrl(_ letter: String, _ input: InputSimulator, shift: Bool = false) {
        input.key(.keyboardC, characters: letter, charactersIgnoringModifiers: letter, modifiers: shift ? [.control, .shift] : [.control])
    }

    @Test("Ctrl+A, Ctrl+C copy the text to the general pasteboard; Ctrl+X cuts; Ctrl+V pastes at the caret")
    func cutCopyPaste() {
        UIPasteboard.general.string = ""
        let (_, input, field) = scene("hello world")
        ctrl("a", input)
        ctrl("c", input)
        #expect(UIPasteboard.general.string == "hello world")
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 5)!, to: field.endOfDocument)
        ctrl("x", input)
        #expect(field.text == "hello" && UIPasteboard.general.string == " world")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        ctrl("v", input)
        #expect(field.text == " worldhello")
    }

    @Test("Shift+Delete cuts, Ctrl+Insert copies, Shift+Insert pastes; on a Russian layout Ctrl+С and Ctrl+М copy and paste by key position")
    func cuaKeysAndOtherLayouts() {
        UIPasteboard.general.string = ""
        let (_, input, field) = scene("hello world")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        input.key(.keyboardInsert, characters: "", modifiers: [.control])
        #expect(UIPasteboard.general.string == "hello" && field.text == "hello world")
        input.key(.keyboardDeleteForward, characters: "", modifiers: [.shift])
        #expect(UIPasteboard.general.string == "hello" && field.text == " world")
        input.key(.keyboardInsert, characters: "", modifiers: [.shift])
        #expect(field.text == "hello world")
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 6)!, to: field.endOfDocument)
        input.key(.keyboardC, characters: "с", charactersIgnoringModifiers: "с", modifiers: [.control])  // Cyrillic es on the C key
        #expect(UIPasteboard.general.string == "world")
        input.key(.keyboardV, characters: "м", charactersIgnoringModifiers: "м", modifiers: [.control])  // Cyrillic em on the V key
        #expect(field.text == "hello world")
        input.key(.keyboardA, characters: "ф", charactersIgnoringModifiers: "ф", modifiers: [.control])
        #expect(field.selectedTextRange.map { field.text(in: $0) } == "hello world")
    }

    @Test("Copy is refused for secure text and when nothing is selected, so Ctrl+C reaches the responders as a press")
    func copyRefused() {
        let (_, input, field) = scene("secret")
        let trace = CallTrace()
        UIPasteboard.general.string = "before"
        #expect(!field.canPerformAction(.copy, withSender: nil))
        field.isSecureTextEntry = true
        ctrl("a", input)
        #expect(!field.canPerformAction(.copy, withSender: nil) && !field.canPerformAction(.cut, withSender: nil))
        ctrl("c", input)
        #expect(UIPasteboard.general.string == "before")
        _ = trace
    }

    @Test("Typing undoes as one step, a paste as another, and redo puts them back (Ctrl+Z, Ctrl+Shift+Z)")
    func undoTyping() {
        let (window, input, field) = scene("")
        type("abc", input)
        UIPasteboard.general.string = "XY"
        ctrl("v", input)
        #expect(field.text == "abcXY")
        #expect(window.undoManager?.undoActionName == "Paste")
        ctrl("z", input)
        #expect(field.text == "abc")
        ctrl("z", input)
        #expect(field.text == "")
        ctrl("z", input, shift: true)
        #expect(field.text == "abc")
        ctrl("y", input)
        #expect(field.text == "abcXY")
    }

    @Test("Moving the caret ends a typing run: the two runs undo separately, and a Backspace is its own step")
    func undoRuns() {
        let (_, input, field) = scene("")
        type("ab", input)
        let left = UIKeyCommand.inputLeftArrow
        input.key(.keyboardLeftArrow, characters: left, charactersIgnoringModifiers: left)
        type("X", input)
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(field.text == "ab")
        ctrl("z", input)
        #expect(field.text == "aXb")
        ctrl("z", input)
        #expect(field.text == "ab")
        ctrl("z", input)
        #expect(field.text == "")
    }

    @Test("A pasted line break becomes a space, and pasting nothing changes nothing")
    func pasteNormalises() {
        let (_, input, field) = scene("")
        UIPasteboard.general.string = "two\nlines"
        ctrl("v", input)
        #expect(field.text == "two lines")
        UIPasteboard.general.strings = nil
        #expect(!field.canPerformAction(.paste, withSender: nil))
    }
}
