import Foundation

/// The root of a view hierarchy and the dispatcher of its events: UIKit's `UIWindow`.
///
/// Windows are hidden until shown (`makeKeyAndVisible()` or `isHidden = false`);
/// visible windows are listed in `UIApplication.shared.windows`. Each window
/// holds its own first responder. Its next responder is the application.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's one first responder (a change shows or hides the on-screen keyboard).
    weak var storedFirstResponder: UIResponder? {
        didSet {
            guard storedFirstResponder !== oldValue else { return }
            KeyboardPresenter.firstResponderChanged(in: self)
            if hasTextInputFirstResponder { onTextInputBecameFirstResponder?(self) }
        }
    }
    /// Whether the first responder takes typed text (a `UIKeyInput`).
    package var hasTextInputFirstResponder: Bool { storedFirstResponder is UIKeyInput }
    /// Called when a text input (a `UIKeyInput`) becomes the window's first
    /// responder; the backend opens its input method then.
    package var onTextInputBecameFirstResponder: ((UIWindow) -> Void)?
    /// Screen area needing a redraw since the backend last drew (window space).
    // Read by the backend on every loop pass: no runtime exclusivity checks.
    // Sound: main thread only, and no access to it spans a call into app code.
    @exclusivity(unchecked) package var damagedRect: CGRect = .null
    /// Called when a view in the window asks to be redrawn; the backend schedules a frame.
    package var onNeedsDisplay: ((UIWindow) -> Void)?

    /// The undo manager the window's responders share (UIKit's default one).
    private lazy var windowUndoManager = UndoManager()
    open override var undoManager: UndoManager? { windowUndoManager }

    /// The window's level; higher levels are in front.
    open var windowLevel: UIWindow.Level = .normal
    /// The screen the window is on.
    open var screen: UIScreen = .main
    /// The scene the window belongs to (held weakly, as UIKit holds it);
    /// setting it moves the window between scenes (Scenes/UIWindow+Scene.swift).
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A window covering the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    public required init?(coder: NSCoder) { return nil }

    /// Whether the window is among the application's visible windows (a
    /// window alive but hidden, or left over from an earlier test, is not).
    package var isShownByApplication: Bool { UIApplication.shared.windows.containsIdentical(self) }

    deinit {
        // The application holds the key window unretained, as a weak reference would.
        MainActor.assumeIsolated {
            let application = UIApplication.shared
            if application.unretainedKeyWindow?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
                application.unretainedKeyWindow = nil
            }
        }
    }

    /// Showing the window makes the controllers in it appear (`viewWillAppear`
    /// now, `viewDidAppear` at the end of the run-loop pass); hiding it makes them disappear.
    open override var isHidden: Bool {
        willSet {
            if newValue, !isHidden { subtreeWillDisappear() }
        }
        didSet {
            UIApplication.shared.windowVisibilityChanged(self)
            if isHidden, !oldValue { subtreeDidDisappear() }
            if !isHidden, oldValue { subtreeWillAppear() }
        }
    }

    /// The root view controller, whose view fills the window. Replacing it
    /// removes the old controller's view (it disappears) and adds the new one's
    /// (it appears, if the window is shown).
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let controller = rootViewController {
                let view: UIView = controller.view
                view.frame = bounds
                addSubview(view)
            }
        }
    }

    /// Setting a new size tells the controllers (`viewWillTransition(to:with:)`)
    /// and resizes the root controller's view and the presentations with it.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            super.frame = newValue
            if bounds.size != oldSize { sizeDidChange(from: oldSize) }
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldSize = super.bounds.size
            super.bounds = newValue
            if newValue.size != oldSize { sizeDidChange(from: oldSize) }
        }
    }

    /// Whether this is the key window (the one receiving key presses).
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key, calling `resignKey()` on the old key window and `becomeKey()` on this one.
    open func makeKey() { UIApplication.shared.setKeyWindow(self) }

    /// Called when the window became key. Does nothing by default.
    open func becomeKey() {}
    /// Called when the window stopped being key. Does nothing by default.
    open func resignKey() {}

    /// Delivers an event to the window's views: touches to their hit-tested
    /// views (gesture recognizers first), presses to the first responder.
    open func sendEvent(_ event: UIEvent) {
        UIApplication.shared.deliver(event, in: self)
    }

    /// The application.
    open override var next: UIResponder? { UIApplication.shared }

    /// Marks `rect` (window space) as needing a redraw.
    func invalidate(_ rect: CGRect) {
        damagedRect = damagedRect.union(rect)
        onNeedsDisplay?(self)
    }

    /// A window level.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
