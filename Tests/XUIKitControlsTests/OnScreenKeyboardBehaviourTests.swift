import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// A field whose input view an app swaps while it is first responder.
final class SwappingInputField: UITextField {
    var custom: UIView?
    override var inputView: UIView? { get { custom } set { custom = newValue } }
}

@MainActor
@Suite("The on-screen keyboard's keys and the presenter's details: caps lock, held delete, number pads, notifications, reloadInputViews", .serialized)
struct OnScreenKeyboardBehaviourTests {
    func scene(_ field: UITextField = UITextField()) -> (UIWindow, InputSimulator, UITextField) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        OnScreenKeyboard.install()
        field.frame = CGRect(x: 10, y: 40, width: 300, height: 34)
        window.addSubview(field)
        return (window, input, field)
    }

    func tap(_ view: UIView?, _ input: InputSimulator) {
        guard let view else { Issue.record("no such key"); return }
        view.window?.layoutIfNeeded()
        input.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func keyboard(in window: UIWindow) -> OnScreenKeyboard? { window.subviews.last?.subviews.last as? OnScreenKeyboard }

    @Test("Two quick taps on shift lock capitals until shift is tapped again; a slow second tap turns shift off")
    func capsLock() throws {
        let (window, input, field) = scene()
        input.tap(at: CGPoint(x: 100, y: 57))
        let keys = try #require(keyboard(in: window))
        tap(keys.key(titled: "shift"), input)
        tap(keys.key(titled: "shift"), input)
        for letter in ["a", "b"] { tap(keys.key(titled: letter), input) }
        tap(keys.key(titled: "shift"), input)
        tap(keys.key(titled: "c"), input)
        tap(keys.key(titled: "shift"), input)
        input.advance(by: 0.5)
        tap(keys.key(titled: "shift"), input)
        tap(keys.key(titled: "d"), input)
        #expect(field.text == "ABcd")
    }

    @Test("Held delete deletes on touch down, again after 0.5 s, then every 0.1 s, and stops when lifted")
    func deleteRepeats() throws {
        let (window, input, field) = scene()
        input.tap(at: CGPoint(x: 100, y: 57))
        field.insertText("abcdefgh")
        let keys = try #require(keyboard(in: window))
        window.layoutIfNeeded()
        let delete = try #require(keys.key(titled: "delete"))
        let point = delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil)
        input.down(2, at: point)
        #expect(field.text == "abcdefg")
        input.advance(by: 0.45)
        #expect(field.text == "abcdefg")
        input.advance(by: 0.1)
        #expect(field.text == "abcdef")
        input.advance(by: 0.2)
        #expect(field.text == "abcd")
        input.up(2, at: point)
        input.advance(by: 1)
        #expect(field.text == "abcd" && field.isFirstResponder)
    }

    @Test("A number-pad field opens the keyboard on its digits page")
    func numberPad() throws {
        let field = UITextField()
        field.keyboardType = .numberPad
        let (window, input, _) = scene(field)
        input.tap(at: CGPoint(x: 100, y: 57))
        let keys = try #require(keyboard(in: window))
        #expect(keys.key(titled: "q") == nil)
        tap(keys.key(titled: "4"), input)
        tap(keys.key(titled: "2"), input)
        #expect(field.text == "42")
    }

    @Test("Show and hide post will/change then did/change, with begin and end frames in screen coordinates, 0.25 s, curve 7, local")
    func notificationOrderAndUserInfo() {
        let (window, input, field) = scene()
        window.frame = CGRect(x: 100, y: 50, width: 320, height: 480)
        var lines: [String] = []
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChange"), (UIResponder.keyboardDidChangeFrameNotification, "didChange"),
        ]
        let tokens = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let info = note.userInfo ?? [:]
                let begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .null
                let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .null
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1
                let local = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false
                let text = "\(label) \(Int(begin.minX)),\(Int(begin.minY))→\(Int(end.minX)),\(Int(end.minY)) \(Int(end.width))x\(Int(end.height)) \(duration) \(curve) \(local)"
                MainActor.assumeIsolated { lines.append(text) }
            }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        input.tap(at: CGPoint(x: 100, y: 57))
        input.advance(by: 0.3)
        #expect(field.resignFirstResponder())
        input.advance(by: 0.3)
        #expect(lines == [
            "willShow 100,530→100,314 320x216 0.25 7 true", "willChange 100,530→100,314 320x216 0.25 7 true",
            "didShow 100,530→100,314 320x216 0.25 7 true", "didChange 100,530→100,314 320x216 0.25 7 true",
            "willHide 100,314→100,530 320x216 0.25 7 true", "willChange 100,314→100,530 320x216 0.25 7 true",
            "didHide 100,314→100,530 320x216 0.25 7 true", "didChange 100,314→100,530 320x216 0.25 7 true",
        ])
    }

    @Test("reloadInputViews swaps a changed inputView in while first responder; without it the shown view stays")
    func reload() {
        let field = SwappingInputField()
        let first = UIInputView(frame: CGRect(x: 0, y: 0, width: 1, height: 100), inputViewStyle: .keyboard)
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 150))
        field.custom = first
        let (window, input, _) = scene(field)
        input.tap(at: CGPoint(x: 100, y: 57))
        #expect(first.window === window && first.inputViewStyle == .keyboard)
        field.custom = second
        #expect(first.window === window && second.window == nil)
        field.reloadInputViews()
        #expect(first.window == nil && second.window === window)
        #expect(second.superview?.frame == CGRect(x: 0, y: 330, width: 320, height: 150))
    }

    @Test("A key tap leaves the text field first responder: keys never take it")
    func keysDoNotTakeFirstResponder() throws {
        let (window, input, field) = scene()
        input.tap(at: CGPoint(x: 100, y: 57))
        let keys = try #require(keyboard(in: window))
        tap(keys.key(titled: "x"), input)
        #expect(field.isFirstResponder && keys.key(titled: "x")?.isFirstResponder == false && field.text == "x")
    }

    @Test("The keyboard slides up over 0.25 s on curve 7, and a view the app moves in keyboardWillShow moves with it")
    func slideCarriesTheAppAlong() throws {
        let (window, input, field) = scene()
        let content = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 40))
        window.insertSubview(content, at: 0)
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            MainActor.assumeIsolated { content.frame.origin.y = end.minY - 40 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        input.tap(at: CGPoint(x: 100, y: 57))
        let container = try #require(window.subviews.last)
        #expect(container.frame.minY == 264 && content.frame.minY == 224)  // the model is final at once
        input.advance(by: 0.1)
        // Curve 7 at 0.4 of the time: the Bézier (0.38, 0.7), (0.125, 1) is about 0.81 of the way.
        let keyboardY = try #require(container.layer.presentation()).frame.minY
        let contentY = try #require(content.layer.presentation()).frame.minY
        #expect(keyboardY > 264 && keyboardY < 264 + 216 * 0.3, "keyboard at \(keyboardY)")
        #expect(abs((400 - contentY) / 176 - (480 - keyboardY) / 216) < 0.01, "content at \(contentY), keyboard at \(keyboardY)")
        input.advance(by: 0.2)
        #expect(container.layer.presentation()?.frame.minY == 264)
        _ = field
    }

    @Test("Focus moving to another field keeps the keyboard up: no hide, willShow and didShow again from where it is")
    func focusMoveKeepsKeyboard() throws {
        let (window, input, field) = scene()
        let other = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
        window.addSubview(other)
        input.tap(at: CGPoint(x: 100, y: 57))
        input.advance(by: 0.3)
        var lines: [String] = []
        let names: [(Notification.Name, String)] = [(UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
                                                    (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide")]
        let tokens = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let begin = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect ?? .null
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .null
                let text = "\(label) \(Int(begin.minY))→\(Int(end.minY))"
                MainActor.assumeIsolated { lines.append(text) }
            }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        input.tap(at: CGPoint(x: 100, y: 117))
        #expect(other.isFirstResponder && !field.isFirstResponder)
        let container = try #require(window.subviews.last)
        #expect(container.layer.presentation()?.frame.minY == 264)
        input.advance(by: 0.3)
        #expect(lines == ["willShow 264→264", "didShow 264→264"])
        #expect(window.subviews.filter { $0.subviews.last is OnScreenKeyboard }.count == 1)
    }
}
