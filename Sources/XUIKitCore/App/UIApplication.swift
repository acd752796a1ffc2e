import Foundation

/// The centralized point of control of the app: UIKit's `UIApplication`.
///
/// It owns the input funnel (`handle(_:in:)`), the input clock, the visible
/// windows and the key window, and routes events:
///
///     InputEvent ──handle(_:in:)──► TouchDispatcher / press routing
///         │  (touch objects updated in place, hit-test once at began)
///         ▼
///     UIApplication.sendEvent(_:) ──► UIWindow.sendEvent(_:) ──► deliver(_:in:)
///         touches: gesture recognizers (deepest first) ─► hit-tested views
///                  (delayed / cancelled as the recognizers say) ─► up `next`
///         presses: key commands along the chain ─► first responder ─► up `next`
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The application object.
    public static let shared = UIApplication()

    /// The app's delegate. Held strongly (UIKit's launch code holds it too).
    open var delegate: UIApplicationDelegate?
    /// The visible windows, in the order they became visible.
    public private(set) var windows: [UIWindow] = []
    /// The window receiving key presses.
    public var keyWindow: UIWindow? { unretainedKeyWindow?.takeUnretainedValue() }
    /// The key window, unretained: as a weak reference would hold it, without
    /// the side table a weak reference gives the window (which sends every
    /// retain and release of it, several per touch, down the runtime's slow
    /// path). Sound: the window clears this as it deinitializes.
    @exclusivity(unchecked) var unretainedKeyWindow: Unmanaged<UIWindow>?
    // Read for every input event; no runtime exclusivity check (main thread,
    // and only ever replaced whole, so no access can overlap a write).
    /// The clock of input timestamps and recognizer timers (see `InputClock`).
    /// Backends set a system clock; tests a manual one.
    @exclusivity(unchecked) public var inputClock: InputClock = .manual()
    /// The app's state.
    open package(set) var applicationState: State = .active
    /// Whether the idle timer is disabled (recorded; Linux has no idle timer to stop).
    open var isIdleTimerDisabled = false
    /// Whether shaking offers undo (UIKit's default true; recorded, XUIKit shows no undo alert).
    open var applicationSupportsShakeToEdit = true
    /// Between `beginReceivingRemoteControlEvents()` and `endReceivingRemoteControlEvents()`.
    var isReceivingRemoteControlEvents = false

    /// Starts delivering remote-control events (media keys) to the first responder
    /// (UIApplication+MotionAndRemoteControl.swift).
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Stops delivering remote-control events.
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    let touchDispatcher = TouchDispatcher()
    /// The frame clock display links and animations run on (frames are `inputClock` timers).
    package private(set) lazy var frameScheduler = FrameScheduler { [unowned self] in self.inputClock }
    let pressRouter = PressRouter()
    /// The scenes and sessions, and their life cycle (Scenes/SceneLifecycle.swift).
    package private(set) lazy var sceneLifecycle = SceneLifecycle(application: self)

    override init() { super.init() }

    // MARK: Events

    /// Dispatches an event: a touches event to each window with changed
    /// touches, a presses event to the key window.
    open func sendEvent(_ event: UIEvent) {
        // Touches events (the per-frame case) skip the class cast.
        if event.storedType != .touches, let presses = event as? UIPressesEvent {
            (presses.pressStore.first?.window ?? keyWindow)?.sendEvent(event)
            return
        }
        // Windows already sent to: the first in a local, any others in an array.
        var firstWindow: UIWindow?
        var otherWindows: [UIWindow] = []
        for touch in event.touchStore where touch.storedPhase != .stationary {
            guard let window = touch.storedWindow, window !== firstWindow,
                  !otherWindows.contains(where: { $0 === window }) else { continue }
            if firstWindow == nil { firstWindow = window } else { otherWindows.append(window) }
            window.sendEvent(event)
        }
    }

    /// The delivery behind `UIWindow.sendEvent(_:)`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        if event.storedType != .touches, let presses = event as? UIPressesEvent {
            pressRouter.deliver(presses)
        } else if event.storedType == .touches {
            touchDispatcher.deliver(event, in: window)
        }
    }

    // MARK: Actions

    /// Sends `action` to `target`, or, when `target` is nil, to the first
    /// responder of the key window (or `sender`'s window) and up its chain:
    /// the first responder whose `canPerformAction(_:withSender:)` is true
    /// receives it. Returns whether some object performed it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            return action.perform(on: target as AnyObject, sender: sender, event: event)
        }
        let start: UIResponder? = keyWindow?.storedFirstResponder ?? (sender as? UIView)?.window?.storedFirstResponder
            ?? (sender as? UIResponder) ?? keyWindow
        guard let receiver = start?.target(forAction: action, withSender: sender) as AnyObject? else { return false }
        return action.perform(on: receiver, sender: sender, event: event)
    }

    // MARK: Responder chain

    /// The app delegate when it is a plain responder (not a view, controller,
    /// window or the application itself), else nil.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    // MARK: Windows

    /// Called after a window was shown or hidden (and after `windows` is
    /// updated): the backend maps or unmaps the window's native window.
    package var onWindowVisibilityChanged: ((UIWindow) -> Void)?

    func windowVisibilityChanged(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if !window.isHidden { windows.append(window) }
        if window.isHidden, keyWindow === window { setKeyWindow(windows.last) }
        onWindowVisibilityChanged?(window)
    }

    func setKeyWindow(_ window: UIWindow?) {
        guard keyWindow !== window else { return }
        let old = keyWindow
        if let window { unretainedKeyWindow = Unmanaged.passUnretained(window) } else { unretainedKeyWindow = nil }
        if let window, let scene = window.windowScene { scene.lastKeyWindow = WeakWindow(window) }
        old?.resignKey()
        window?.becomeKey()
    }

    /// Forgets windows, key window, live touches and presses, puts the main
    /// screen back to its default (scale 1, 1024 x 768: a backend sets them
    /// from its display), and installs a fresh manual clock: a clean
    /// application for each test.
    package func resetForTesting(clock: InputClock = .manual()) {
        UIScreen.main.scale = 1
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
        frameScheduler.reset()
        LayerAnimationEngine.reset()
        CATransaction.reset()
        KeyboardPresenter.reset()
        AppearanceQueue.reset()
        ConstraintUpdates.reset()
        touchDispatcher.reset()
        pressRouter.reset()
        for window in windows { window.storedFirstResponder = nil }
        windows.removeAll()
        unretainedKeyWindow = nil
        delegate = nil
        onWindowVisibilityChanged = nil
        isReceivingRemoteControlEvents = false
        sceneLifecycle.reset()
        applicationState = .active
        inputClock = clock
    }

    /// The application's state.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}
