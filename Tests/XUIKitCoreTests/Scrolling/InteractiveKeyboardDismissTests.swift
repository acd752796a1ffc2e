import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("keyboardDismissMode .interactive: a drag pulls the keyboard down with the finger; released far enough or moving down it goes, else it comes back")
struct InteractiveKeyboardDismissTests {
    final class Field: UIView, UIKeyInput {
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { false }
        func insertText(_ text: String) {}
        func deleteBackward() {}
    }

    /// A 320 × 480 window, a scroll view filling it over 2,000 pt of content, a field inside focused after a touch: the keyboard's top rests at 264.
    func scene() -> (UIScrollView, Field, InputSimulator, UIWindow) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        KeyboardPresenter.systemKeyboardFactory = { UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216)) }
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.keyboardDismissMode = .interactive
        let field = Field(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        scroll.addSubview(field)
        window.addSubview(scroll)
        input.tap(at: CGPoint(x: 300, y: 100))
        _ = field.becomeFirstResponder()
        return (scroll, field, input, window)
    }

    @Test("Dragged 136 pt into the keyboard and held still, then released: more than half way, so it goes and the field resigns")
    func pulledFarDismisses() throws {
        let (_, field, input, _) = scene()
        let keyboard = try #require(KeyboardPresenter.shownContainer)
        #expect(keyboard.frame.minY == 264)
        input.down(1, at: CGPoint(x: 160, y: 150))
        input.drag(1, from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 400))
        #expect(keyboard.frame.minY == 400, "the keyboard's top follows the finger")
        input.advance(by: 0.2)
        input.up(1, at: CGPoint(x: 160, y: 400))
        #expect(KeyboardPresenter.shownContainer == nil && !field.isFirstResponder)
    }

    @Test("Dragged 36 pt into the keyboard and held still, then released: it slides back and the field keeps focus")
    func pulledLittleReturns() throws {
        let (_, field, input, _) = scene()
        let keyboard = try #require(KeyboardPresenter.shownContainer)
        input.down(1, at: CGPoint(x: 160, y: 150))
        input.drag(1, from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 300))
        #expect(keyboard.frame.minY == 300)
        input.advance(by: 0.2)
        input.up(1, at: CGPoint(x: 160, y: 300))
        input.advance(by: 0.3)
        #expect(KeyboardPresenter.shownContainer === keyboard && keyboard.frame.minY == 264 && field.isFirstResponder)
    }

    @Test("A quick pull down that is still moving at release dismisses; with .onDrag the keyboard goes as soon as a drag begins; .none leaves it")
    func movingDownAndOtherModes() throws {
        let (_, field, input, _) = scene()
        input.down(1, at: CGPoint(x: 160, y: 150))
        input.drag(1, from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 290), steps: 6, duration: 0.06)
        input.up(1, at: CGPoint(x: 160, y: 290))
        #expect(!field.isFirstResponder)
        for (mode, keeps) in [(UIScrollView.KeyboardDismissMode.onDrag, false), (.none, true)] {
            let (scroll, field, input, _) = scene()
            scroll.keyboardDismissMode = mode
            input.down(1, at: CGPoint(x: 160, y: 150))
            input.drag(1, from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 200))
            #expect(field.isFirstResponder == keeps, "\(mode)")
            input.up(1, at: CGPoint(x: 160, y: 200))
        }
    }
}
