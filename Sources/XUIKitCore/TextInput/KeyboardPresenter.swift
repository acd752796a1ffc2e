import Foundation

/// The on-screen keyboard of a 2-in-1 laptop in tablet mode: shown when a
/// text input becomes first responder after touch input, hidden again by a
/// hardware key or when the text input resigns.
///
///     touch → a UIKeyInput (or a responder with an inputView) becomes first responder
///           → keyboardWillShow, the keyboard (its inputView, or the system's) and its
///             inputAccessoryView added at the bottom of the window, keyboardDidShow
///     hardware key, or the first responder resigns or is not a text input
///           → keyboardWillHide, removed, keyboardDidHide
///
/// Each notification's `userInfo` has the begin and end frames (screen
/// coordinates, `CGRect` values: Linux has no `NSValue` wrapping), the
/// animation's duration (0.25) and curve (7), and whether it is this app's
/// keyboard (true). The system keyboard comes from `systemKeyboardFactory`,
/// which XUIKitControls' `OnScreenKeyboard.install()` sets (the app's
/// `UIApplicationMain` installs it); with none, only custom input views show.
@MainActor
package enum KeyboardPresenter {
    /// Makes the system's on-screen keyboard.
    package static var systemKeyboardFactory: (@MainActor () -> UIView)?
    /// The keyboard's height when its view has no height of its own (UIKit's iPhone portrait keyboard).
    static let defaultHeight: CGFloat = 216
    /// Whether the last input was a finger on a touchscreen (the keyboard shows only then).
    package private(set) static var lastInputWasTouch = false

    /// What is shown now: the window, the container at its bottom, the responder it is for.
    static var shown: (window: UIWindow, container: UIView, responder: UIResponder)?

    /// The container of the shown keyboard and accessory, if any (tests and overlays look at it).
    package static var shownContainer: UIView? { shown?.container }

    static func noteInput(_ input: InputEvent) {
        switch input {
        case let .touches(changes, _):
            if changes.contains(where: { $0.type == .direct && $0.phase == .began }) { lastInputWasTouch = true }
        case let .key(key, _):
            guard key.isDown else { return }
            lastInputWasTouch = false
            if shown != nil { hide() }
        default:
            break
        }
    }

    static func firstResponderChanged(in window: UIWindow) {
        let responder = window.storedFirstResponder
        if let current = shown, current.responder !== responder || current.window !== window { hide() }
        guard let responder, shown == nil, lastInputWasTouch, wantsKeyboard(responder) else { return }
        show(for: responder, in: window)
    }

    static func reload(for responder: UIResponder) {
        guard let current = shown, current.responder === responder else { return }
        let window = current.window
        hide()
        show(for: responder, in: window)
    }

    private static func wantsKeyboard(_ responder: UIResponder) -> Bool {
        responder.inputView != nil || (responder is UIKeyInput && systemKeyboardFactory != nil)
    }

    private static func show(for responder: UIResponder, in window: UIWindow) {
        guard let keyboard = responder.inputView ?? systemKeyboardFactory?() else { return }
        let accessory = responder.inputAccessoryView
        let width = window.bounds.width
        let keyboardHeight = keyboard.frame.height > 0 ? keyboard.frame.height : defaultHeight
        let accessoryHeight = accessory.map { $0.frame.height > 0 ? $0.frame.height : $0.intrinsicContentSize.height } ?? 0
        let height = keyboardHeight + max(0, accessoryHeight.isFinite ? accessoryHeight : 0)
        let container = UIView(frame: CGRect(x: 0, y: window.bounds.height - height, width: width, height: height))
        if let accessory {
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: height - keyboardHeight)
            container.addSubview(accessory)
        }
        keyboard.frame = CGRect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
        container.addSubview(keyboard)
        let end = screenRect(container.frame, in: window)
        let begin = end.offsetBy(dx: 0, dy: height)
        post(UIResponder.keyboardWillShowNotification, begin: begin, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, begin: begin, end: end)
        window.addSubview(container)
        shown = (window, container, responder)
        post(UIResponder.keyboardDidShowNotification, begin: begin, end: end)
        post(UIResponder.keyboardDidChangeFrameNotification, begin: begin, end: end)
    }

    private static func hide() {
        guard let current = shown else { return }
        let begin = screenRect(current.container.frame, in: current.window)
        let end = begin.offsetBy(dx: 0, dy: begin.height)
        post(UIResponder.keyboardWillHideNotification, begin: begin, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, begin: begin, end: end)
        current.container.removeFromSuperview()
        shown = nil
        post(UIResponder.keyboardDidHideNotification, begin: begin, end: end)
        post(UIResponder.keyboardDidChangeFrameNotification, begin: begin, end: end)
    }

    private static func screenRect(_ rect: CGRect, in window: UIWindow) -> CGRect {
        window.convert(rect, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    private static func post(_ name: Notification.Name, begin: CGRect, end: CGRect) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            UIResponder.keyboardFrameBeginUserInfoKey: begin, UIResponder.keyboardFrameEndUserInfoKey: end,
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25, UIResponder.keyboardAnimationCurveUserInfoKey: 7,
            UIResponder.keyboardIsLocalUserInfoKey: true,
        ])
    }

    /// The first responder of `window` (for the keyboard's keys to type into).
    package static func firstResponder(in window: UIWindow) -> UIResponder? { window.storedFirstResponder }

    /// Forgets what is shown and the system keyboard (a test's fresh application: tests that want
    /// the keyboard install it after making their application).
    package static func reset() {
        shown?.container.removeFromSuperview()
        shown = nil
        lastInputWasTouch = false
        systemKeyboardFactory = nil
    }
}

extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
