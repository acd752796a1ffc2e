import Foundation

/// The on-screen keyboard of a 2-in-1 laptop in tablet mode: shown when a
/// text input becomes first responder after touch input, hidden again by a
/// hardware key or when the text input resigns.
///
///     touch → a UIKeyInput (or a responder with an inputView) becomes first responder
///           → keyboardWillShow, the keyboard (its inputView, or the system's) and its
///             inputAccessoryView slide up at the bottom of the window, keyboardDidShow
///     another text input becomes first responder → swapped in place (will/didShow again)
///     hardware key, or the first responder resigns or is not a text input
///           → keyboardWillHide, slides down and is removed, keyboardDidHide
///
/// Each notification's `userInfo` has the begin and end frames (screen
/// coordinates, `NSValue`s holding `CGRect`s, as on iOS: read with
/// `(info[key] as? NSValue)?.cgRectValue` or `info[key] as? CGRect`), the
/// slide's duration (0.25) and curve (7), and whether it is this app's
/// keyboard (true). The slide is a real animation with those figures; the
/// model frame is the final one at once (hit-testing sees the keys there). The system keyboard comes from `systemKeyboardFactory`,
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
            // A loop, not contains(where:): a main-actor closure handed to the
            // standard library pays an isolation check per touch (HotPathClosures.swift).
            for change in changes where change.type == .direct && change.phase == .began {
                lastInputWasTouch = true
                break
            }
        case let .key(key, _):
            guard key.isDown else { return }
            lastInputWasTouch = false
            if shown != nil { hide() }
        default:
            break
        }
    }

    /// Whether the first responder is resigning for another to take its place.
    private static var isHandingOver = false

    /// Runs `resign` (the current first responder resigning for a new one) with the keyboard held
    /// up: the moment with no first responder in between does not hide it.
    static func handingOver<T>(_ resign: () -> T) -> T {
        let outer = isHandingOver
        isHandingOver = true
        defer { isHandingOver = outer }
        return resign()
    }

    static func firstResponderChanged(in window: UIWindow) {
        let responder = window.storedFirstResponder
        if responder == nil, isHandingOver { return }
        if let current = shown, current.responder !== responder || current.window !== window {
            // Focus moving between text inputs keeps the keyboard up, as on iOS: swapped in place.
            if let responder, current.window === window, wantsKeyboard(responder) {
                show(for: responder, in: window, replacing: current.container)
                return
            }
            hide()
        }
        guard let responder, shown == nil, lastInputWasTouch, wantsKeyboard(responder) else { return }
        show(for: responder, in: window)
    }

    static func reload(for responder: UIResponder) {
        guard let current = shown, current.responder === responder else { return }
        show(for: responder, in: current.window, replacing: current.container)
    }

    private static func wantsKeyboard(_ responder: UIResponder) -> Bool {
        responder.inputView != nil || (responder is UIKeyInput && systemKeyboardFactory != nil)
    }

    /// The keyboard's slide: 0.25 s on iOS's keyboard curve (7), touchable while it moves.
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7
    private static let slideOptions: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState,
                                                                 UIView.AnimationOptions(rawValue: UInt(animationCurve) << 16)]

    /// Shows `responder`'s keyboard sliding up from below the window, or, `replacing` a shown
    /// container, in its place (moving to the new height if it differs). The will-notifications
    /// are posted inside the slide's animation block, so frames the app changes in them move with
    /// the keyboard, as in UIKit; the did-notifications when it arrives.
    private static func show(for responder: UIResponder, in window: UIWindow, replacing old: UIView? = nil) {
        let keyboard = responder.inputView ?? systemKeyboardFactory?()
        if let old, keyboard == nil {
            old.removeFromSuperview()
            shown = nil
            return
        }
        guard let keyboard else { return }
        finishLeaving()
        let accessory = responder.inputAccessoryView
        let width = window.bounds.width
        let keyboardHeight = keyboard.frame.height > 0 ? keyboard.frame.height : defaultHeight
        let accessoryHeight = accessory.map { $0.frame.height > 0 ? $0.frame.height : $0.intrinsicContentSize.height } ?? 0
        let height = keyboardHeight + max(0, accessoryHeight.isFinite ? accessoryHeight : 0)
        let final = CGRect(x: 0, y: window.bounds.height - height, width: width, height: height)
        let start = old?.frame ?? final.offsetBy(dx: 0, dy: height)
        old?.removeFromSuperview()
        let container = UIView(frame: start)
        if let accessory {
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: height - keyboardHeight)
            container.addSubview(accessory)
        }
        keyboard.frame = CGRect(x: 0, y: height - keyboardHeight, width: width, height: keyboardHeight)
        container.addSubview(keyboard)
        let begin = screenRect(start, in: window), end = screenRect(final, in: window)
        window.addSubview(container)
        shown = (window, container, responder)
        UIView.animate(withDuration: animationDuration, delay: 0, options: slideOptions, animations: {
            post(UIResponder.keyboardWillShowNotification, begin: begin, end: end)
            post(UIResponder.keyboardWillChangeFrameNotification, begin: begin, end: end)
            container.frame = final
        }, completion: { _ in
            post(UIResponder.keyboardDidShowNotification, begin: begin, end: end)
            post(UIResponder.keyboardDidChangeFrameNotification, begin: begin, end: end)
        })
    }

    /// The keyboard sliding away, until its slide ends.
    private static var leaving: UIView?

    private static func hide() {
        guard let current = shown else { return }
        shown = nil
        finishLeaving()
        let container = current.container
        let final = container.frame.offsetBy(dx: 0, dy: current.window.bounds.height - container.frame.minY)
        let begin = screenRect(container.frame, in: current.window), end = screenRect(final, in: current.window)
        leaving = container
        UIView.animate(withDuration: animationDuration, delay: 0, options: slideOptions, animations: {
            post(UIResponder.keyboardWillHideNotification, begin: begin, end: end)
            post(UIResponder.keyboardWillChangeFrameNotification, begin: begin, end: end)
            container.frame = final
        }, completion: { _ in
            container.removeFromSuperview()
            if leaving === container { leaving = nil }
            post(UIResponder.keyboardDidHideNotification, begin: begin, end: end)
            post(UIResponder.keyboardDidChangeFrameNotification, begin: begin, end: end)
        })
    }

    /// Takes a keyboard still sliding away off the screen at once (a new one is coming).
    private static func finishLeaving() {
        leaving?.removeFromSuperview()
        leaving = nil
    }

    private static func screenRect(_ rect: CGRect, in window: UIWindow) -> CGRect {
        window.convert(rect, to: nil).offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    private static func post(_ name: Notification.Name, begin: CGRect, end: CGRect) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin), UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: animationDuration, UIResponder.keyboardAnimationCurveUserInfoKey: animationCurve,
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
        finishLeaving()
        lastInputWasTouch = false
        systemKeyboardFactory = nil
    }
}

/// Constant names and keys, readable from any context (notification observers
/// run in Sendable closures), as UIKit's are: C string globals, not main-actor state.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
