import Foundation
import Testing
import XUIKitCore
import XUIKitTesting

/// A first responder that adopts `UIKeyInput` and logs what it gets.
final class TypingView: UIView, UIKeyInput {
    var text = ""
    var log: [String] = []
    var handlesPressesItself = false
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {
        self.text += text
        log.append("insert \(text.debugDescription)")
    }
    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        log.append("delete")
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesBegan")
        if !handlesPressesItself { super.pressesBegan(presses, with: event) }
    }
}

@Suite("UIKeyInput: unhandled keys become text for the first responder, repeats included")
struct KeyInputTests {
    func typingScene() -> (TypingView, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow()
        let view = TypingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (view, input)
    }

    @Test("Printable keys insert their characters after pressesBegan has run up the chain")
    func typing() {
        let (view, input) = typingScene()
        input.key(.keyboardH, characters: "h")
        input.key(.keyboardE, characters: "é")
        input.key(.keyboardW, characters: "世界")
        #expect(view.log == ["pressesBegan", "insert \"h\"", "pressesBegan", "insert \"é\"", "pressesBegan", "insert \"世界\""])
        #expect(view.text == "hé世界")
    }

    @Test("Return inserts a newline, Tab a tab, Backspace deletes backward")
    func controlKeys() {
        let (view, input) = typingScene()
        input.key(.keyboardA, characters: "a")
        input.key(.keyboardReturnOrEnter, characters: "\r")
        input.key(.keyboardTab, characters: "\t")
        input.key(.keyboardDeleteOrBackspace, characters: "\u{8}")
        #expect(view.log.filter { $0 != "pressesBegan" } == ["insert \"a\"", "insert \"\\n\"", "insert \"\\t\"", "delete"])
        #expect(view.text == "a\n")
    }

    @Test("Control and Command chords, named keys and bare modifiers insert nothing")
    func nothingInserted() {
        let (view, input) = typingScene()
        input.key(.keyboardC, characters: "c", modifiers: .control)
        input.key(.keyboardC, characters: "c", modifiers: .command)
        input.key(.keyboardLeftArrow, characters: UIKeyCommand.inputLeftArrow)
        input.key(.keyboardLeftShift, characters: "")
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        #expect(view.log == Array(repeating: "pressesBegan", count: 5))
        #expect(view.text.isEmpty)
    }

    @Test("A held Backspace deletes once per auto-repeat, and stops when the key is released")
    func heldBackspace() {
        let (view, input) = typingScene()
        view.text = "hello"
        input.keyDown(.keyboardDeleteOrBackspace, characters: "\u{8}")
        for _ in 0..<3 { input.keyDown(.keyboardDeleteOrBackspace, characters: "\u{8}", isRepeat: true) }
        input.keyUp(.keyboardDeleteOrBackspace, characters: "\u{8}")
        input.keyDown(.keyboardDeleteOrBackspace, characters: "\u{8}", isRepeat: true)
        #expect(view.text == "h")
        #expect(view.log == ["pressesBegan", "delete", "delete", "delete", "delete"])
    }

    @Test("A responder that handles pressesBegan without calling super gets no text")
    func handledPresses() {
        let (view, input) = typingScene()
        view.handlesPressesItself = true
        input.key(.keyboardA, characters: "a")
        input.keyDown(.keyboardB, characters: "b")
        input.keyDown(.keyboardB, characters: "b", isRepeat: true)
        #expect(view.log == ["pressesBegan", "pressesBegan"])
        #expect(view.text.isEmpty)
    }

    @Test("Repeats of a key stop inserting once the view resigns first responder")
    func repeatsAfterResign() {
        let (view, input) = typingScene()
        input.keyDown(.keyboardX, characters: "x")
        input.keyDown(.keyboardX, characters: "x", isRepeat: true)
        _ = view.resignFirstResponder()
        input.keyDown(.keyboardX, characters: "x", isRepeat: true)
        #expect(view.text == "xx")
    }

    @Test("A view that is not UIKeyInput gets presses and no text")
    func plainResponder() {
        let (window, input) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let view = TracingKeyView("v", trace: trace)
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        input.key(.keyboardA, characters: "a")
        #expect(trace.lines.count == 2, "\(trace.lines)")
    }
}
