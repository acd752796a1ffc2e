import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// Records keyboard notifications with their end frames.
@MainActor
final class KeyboardNotes {
    var lines: [String] = []
    private var tokens: [NSObjectProtocol] = []
    init() {
        for (name, label) in [(UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
                              (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide")] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
                let text = "\(label) \(end.map { "\(Int($0.minY))+\(Int($0.height))" } ?? "-") \(duration ?? -1)"
                MainActor.assumeIsolated { self.lines.append(text) }
            })
        }
    }
    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
}

/// A text field whose input view can be replaced, as apps do.
final class CustomInputField: UITextField {
    var custom: UIView?
    var accessory: UIView?
    override var inputView: UIView? { get { custom } set { custom = newValue } }
    override var inputAccessoryView: UIView? { get { accessory } set { accessory = newValue } }
}

@MainActor
@Suite("The on-screen keyboard: shown after a touch, typing into the first responder, hidden by a hardware key", .serialized)
struct OnScreenKeyboardTests {
    func scene(_ field: UITextField = UITextField()) -> (UIWindow, InputSimulator, UITextField) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        OnScreenKeyboard.install()
        field.frame = CGRect(x: 10, y: 40, width: 300, height: 34)
        window.addSubview(field)
        return (window, input, field)
    }

    func tap(_ view: UIView?, _ input: InputSimulator) {
        guard let view else { Issue.record("no such key"); return }
        view.window?.layoutIfNeeded()  // as the backend does before each frame
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    @Test("A tap on a field shows the keyboard at the window's bottom with UIKit's notifications; its keys type 'Hi 1'")
    func tapShowsAndTypes() throws {
        let (window, input, field) = scene()
        let notes = KeyboardNotes()
        defer { notes.stop() }
        input.tap(at: CGPoint(x: 100, y: 57))
        #expect(field.isFirstResponder)
        let keyboard = try #require(window.subviews.last?.subviews.last as? OnScreenKeyboard)
        #expect(window.subviews.last?.frame == CGRect(x: 0, y: 264, width: 320, height: 216))
        // The keys take touches while the keyboard slides up; didShow comes when it arrives.
        #expect(notes.lines == ["willShow 264+216 0.25"])
        input.advance(by: 0.2)
        #expect(notes.lines == ["willShow 264+216 0.25"])
        input.advance(by: 0.1)
        #expect(notes.lines == ["willShow 264+216 0.25", "didShow 264+216 0.25"])
        tap(keyboard.key(titled: "shift"), input)
        tap(keyboard.key(titled: "h"), input)
        tap(keyboard.key(titled: "i"), input)
        tap(keyboard.key(titled: "space"), input)
        tap(keyboard.key(titled: "123"), input)
        tap(keyboard.key(titled: "1"), input)
        #expect(field.text == "Hi 1" && field.isFirstResponder)
        tap(keyboard.key(titled: "delete"), input)
        #expect(field.text == "Hi ")
    }

    @Test("A hardware key hides it; a field made first responder after typing does not show it")
    func hardwareKeyboardHides() {
        let (window, input, field) = scene()
        let notes = KeyboardNotes()
        defer { notes.stop() }
        input.tap(at: CGPoint(x: 100, y: 57))
        input.advance(by: 0.3)
        input.key(.keyboardA, characters: "a")
        #expect(notes.lines.suffix(1) == ["willHide 480+216 0.25"])
        #expect(window.subviews.contains { $0.subviews.last is OnScreenKeyboard })  // sliding down
        input.advance(by: 0.3)
        #expect(notes.lines.suffix(2) == ["willHide 480+216 0.25", "didHide 480+216 0.25"])
        #expect(!window.subviews.contains { $0.subviews.last is OnScreenKeyboard } && field.text == "a")
        field.resignFirstResponder()
        #expect(field.becomeFirstResponder())
        #expect(notes.lines.count == 4)
    }

    @Test("A custom inputView replaces the keyboard, with its accessory above; resigning hides both")
    func customInputView() {
        let field = CustomInputField()
        field.custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        field.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        let (window, input, _) = scene(field)
        input.tap(at: CGPoint(x: 100, y: 57))
        let container = window.subviews.last
        #expect(container?.frame == CGRect(x: 0, y: 336, width: 320, height: 144))
        #expect(field.custom?.frame == CGRect(x: 0, y: 44, width: 320, height: 100) && field.accessory?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(field.resignFirstResponder())
        input.advance(by: 0.3)
        #expect(field.custom?.superview == nil || field.custom?.superview?.superview == nil)
    }
}

@MainActor
@Suite("UITextField and UITextView take an inputView and inputAccessoryView, as in UIKit")
struct SettableInputViewTests {
    @Test("Setting a field's inputView shows it instead of the keyboard; a text view's accessory shows above the keyboard")
    func settable() {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        OnScreenKeyboard.install()
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 300, height: 34))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 180))
        field.inputView = picker
        window.addSubview(field)
        input.tap(at: CGPoint(x: 100, y: 57))
        #expect(picker.superview?.superview === window && picker.frame.height == 180)
        let textView = UITextView(frame: CGRect(x: 10, y: 100, width: 300, height: 100))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 44))
        textView.inputAccessoryView = bar
        window.addSubview(textView)
        input.tap(at: CGPoint(x: 100, y: 150))
        #expect(textView.isFirstResponder && picker.superview?.superview == nil)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44) && bar.superview?.frame == CGRect(x: 0, y: 220, width: 320, height: 260))
        #expect(bar.superview?.subviews.last is OnScreenKeyboard)
    }
}
