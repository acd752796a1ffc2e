import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

private final class Field: UIView {
    var trace: CallTrace?
    var name = ""
    var mayResign = true
    var mayBecome = true
    override var canBecomeFirstResponder: Bool { mayBecome }
    override var canResignFirstResponder: Bool { mayResign }
    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        trace?.log("resign \(name) \(resigned)")
        return resigned
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        trace?.log("down \(name) \(presses.first!.key!.characters)")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        trace?.log("up \(name) \(presses.first!.key!.characters)")
    }
}

@MainActor
@Suite("First responder and key presses")
struct FirstResponderTests {
    private func fields(_ trace: CallTrace) -> (UIWindow, InputSimulator, Field, Field) {
        let (window, input) = TestApplication.makeKeyWindow()
        let a = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30)), b = Field(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        a.name = "a"; b.name = "b"; a.trace = trace; b.trace = trace
        window.addSubview(a); window.addSubview(b)
        return (window, input, a, b)
    }

    @Test("A first responder that refuses to resign keeps focus, and becomeFirstResponder returns false")
    func refusalKeepsFocus() {
        let trace = CallTrace()
        let (_, _, a, b) = fields(trace)
        #expect(a.becomeFirstResponder())
        a.mayResign = false
        #expect(!b.becomeFirstResponder())
        #expect(a.isFirstResponder && !b.isFirstResponder)
        a.mayResign = true
        #expect(b.becomeFirstResponder())
        #expect(trace.text == "resign a false, resign a true")
    }

    @Test("Becoming first responder needs canBecomeFirstResponder and a window")
    func becomingNeedsPermissionAndWindow() {
        let trace = CallTrace()
        let (_, _, a, _) = fields(trace)
        a.mayBecome = false
        #expect(!a.becomeFirstResponder())
        let loose = Field(frame: .zero)
        #expect(!loose.becomeFirstResponder() && !loose.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())
    }

    @Test("A first responder leaving its window is resigned, even one that refuses")
    func leavingWindowResigns() {
        let trace = CallTrace()
        let (window, _, a, b) = fields(trace)
        #expect(a.becomeFirstResponder())
        a.removeFromSuperview()
        #expect(!a.isFirstResponder)
        #expect(b.becomeFirstResponder())
        b.mayResign = false
        b.removeFromSuperview()
        #expect(!b.isFirstResponder)
        window.addSubview(b)
        #expect(!b.isFirstResponder)
        #expect(trace.text == "resign a true, resign b false")
    }

    @Test("Key presses go to the first responder, and the release follows the press even after focus moves")
    func pressesFollowFocus() {
        let trace = CallTrace()
        let (_, input, a, b) = fields(trace)
        _ = a.becomeFirstResponder()
        input.key(.keyboardA, characters: "a")
        input.keyDown(.keyboardB, characters: "B", charactersIgnoringModifiers: "b", modifiers: .shift)
        _ = b.becomeFirstResponder()
        input.keyUp(.keyboardB, characters: "B", charactersIgnoringModifiers: "b", modifiers: .shift)
        input.key(.keyboardE, characters: "é")
        #expect(trace.text == "down a a, up a a, down a B, resign a true, up a B, down b é, up b é")
    }

    @Test("Unhandled presses travel up the chain from the first responder")
    func pressesTravelUp() {
        let (window, input) = TestApplication.makeKeyWindow()
        final class Catcher: UIView {
            var keys: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first!.key!.charactersIgnoringModifiers)
            }
        }
        final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let catcher = Catcher(frame: window.bounds), inner = Focusable(frame: window.bounds)
        window.addSubview(catcher); catcher.addSubview(inner)
        _ = inner.becomeFirstResponder()
        input.key(.keyboardQ, characters: "q")
        #expect(catcher.keys == ["q"])
    }

    @Test("Key commands along the chain are matched before presses are delivered")
    func keyCommandsFirst() {
        let (window, input) = TestApplication.makeKeyWindow()
        final class Editor: UIView {
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "s", modifierFlags: .control, action: Selector("save:", Editor.save))]
            }
            func save(_ sender: Any?) { log.append("save") }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("press") }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("release") }
        }
        let editor = Editor(frame: window.bounds)
        window.addSubview(editor)
        _ = editor.becomeFirstResponder()
        input.key(.keyboardS, characters: "\u{13}", charactersIgnoringModifiers: "s", modifiers: .control)
        input.key(.keyboardS, characters: "s")
        #expect(editor.log == ["save", "press", "release"])
    }
}
