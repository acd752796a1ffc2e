import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitCore

/// Auto-repeat as UIKit presents it (PressRouter): no further presses calls
/// for a held key; a key command the press triggered fires on each repeat.
@MainActor
@Suite("Key auto-repeat reaching responders")
struct PressRepeatTests {
    final class Editor: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: .command, action: Selector("next:", Editor.next))]
        }
        func next(_ sender: Any?) { log.append("next") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("began \(presses.first!.key!.characters)")
        }
        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("changed \(presses.first!.key!.characters)")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("ended \(presses.first!.key!.characters)")
        }
    }

    private func editor() -> (Editor, InputSimulator) {
        UIApplication.shared.resetForTesting()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let editor = Editor(frame: window.bounds)
        window.addSubview(editor)
        _ = editor.becomeFirstResponder()
        return (editor, InputSimulator(window: window))
    }

    @Test("A held key's repeats reach no responder: one began, one ended")
    func repeatsAreSilent() {
        let (editor, input) = editor()
        input.keyDown(.keyboardA, characters: "a")
        input.keyDown(.keyboardA, characters: "a", isRepeat: true)
        input.keyDown(.keyboardA, characters: "a", isRepeat: true)
        input.keyUp(.keyboardA, characters: "a")
        #expect(editor.log == ["began a", "ended a"])
    }

    @Test("A key command fires again on each repeat of the press that triggered it")
    func keyCommandRepeats() {
        let (editor, input) = editor()
        let down = UIKeyCommand.inputDownArrow
        input.keyDown(.keyboardDownArrow, characters: down, modifiers: .command)
        input.keyDown(.keyboardDownArrow, characters: down, modifiers: .command, isRepeat: true)
        input.keyDown(.keyboardDownArrow, characters: down, modifiers: .command, isRepeat: true)
        input.keyUp(.keyboardDownArrow, characters: down, modifiers: .command)
        #expect(editor.log == ["next", "next", "next"])
    }

    @Test("A repeat of a key never seen going down is ignored; the next real press begins")
    func orphanRepeatIgnored() {
        let (editor, input) = editor()
        input.keyDown(.keyboardB, characters: "b", isRepeat: true)
        input.keyUp(.keyboardB, characters: "b")
        input.keyDown(.keyboardB, characters: "b")
        #expect(editor.log == ["began b"])
    }
}
