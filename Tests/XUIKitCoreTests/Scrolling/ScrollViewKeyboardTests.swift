import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Keyboard scrolling: arrows, pages, space, Home and End scroll the focused scroll view, as on iPadOS")
struct ScrollViewKeyboardTests {
    final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
    final class TextTaker: UIView, UIKeyInput {
        var text = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() {}
    }

    /// A 200 × 300 scroll view over 200 × 2,000 of content with `focused` inside it as first responder.
    func scene(_ focused: UIView) -> (UIScrollView, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        window.addSubview(scroll)
        focused.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
        scroll.addSubview(focused)
        _ = focused.becomeFirstResponder()
        return (scroll, input)
    }

    func press(_ input: InputSimulator, _ code: UIKeyboardHIDUsage, _ characters: String, _ modifiers: UIKeyModifierFlags = []) {
        input.key(code, characters: characters, charactersIgnoringModifiers: characters, modifiers: modifiers)
        input.advance(by: 0.5)   // the animated scroll settles
    }

    @Test("↓ scrolls 40 pt, Page Down and Space a page less 40 pt, Shift+Space back, End to the bottom, Home to the top")
    func keysScroll() {
        let (scroll, input) = scene(Focusable())
        press(input, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(scroll.contentOffset.y == 40)
        press(input, .keyboardPageDown, UIKeyCommand.inputPageDown)
        #expect(scroll.contentOffset.y == 300)
        press(input, .keyboardSpacebar, " ")
        #expect(scroll.contentOffset.y == 560)
        press(input, .keyboardSpacebar, " ", .shift)
        #expect(scroll.contentOffset.y == 300)
        press(input, .keyboardEnd, UIKeyCommand.inputEnd)
        #expect(scroll.contentOffset.y == 1700)
        press(input, .keyboardDownArrow, UIKeyCommand.inputDownArrow)
        #expect(scroll.contentOffset.y == 1700, "stops at the edge")
        press(input, .keyboardUpArrow, UIKeyCommand.inputUpArrow, .control)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test("Two quick presses add up: the second starts from where the first is going")
    func quickPresses() {
        let (scroll, input) = scene(Focusable())
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow, charactersIgnoringModifiers: UIKeyCommand.inputDownArrow)
        input.advance(by: 0.05)
        input.key(.keyboardDownArrow, characters: UIKeyCommand.inputDownArrow, charactersIgnoringModifiers: UIKeyCommand.inputDownArrow)
        input.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 80)
    }

    @Test("A first responder taking text keeps its spaces and arrows; allowsKeyboardScrolling false turns the keys off")
    func textAndSwitch() {
        let taker = TextTaker()
        let (scroll, input) = scene(taker)
        press(input, .keyboardSpacebar, " ")
        #expect(taker.text == " " && scroll.contentOffset.y == 0)
        let (other, input2) = scene(Focusable())
        other.allowsKeyboardScrolling = false
        press(input2, .keyboardPageDown, UIKeyCommand.inputPageDown)
        #expect(other.contentOffset.y == 0)
    }
}
