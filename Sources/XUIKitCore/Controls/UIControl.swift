import Foundation

/// The base class of controls: UIKit's `UIControl`.
///
/// A control turns its touches into control events and sends them to its
/// targets (`UIControl+TargetAction.swift`) under UIKit's tracking rules
/// (`UIControl+Tracking.swift`):
///
///     touchesBegan ─► beginTracking ─► touchDown (+ touchDownRepeat when tapCount > 1)
///     touchesMoved ─► continueTracking ─► touchDragExit|Enter (on a crossing), then
///                     touchDragInside|Outside; inside = bounds grown by 70 pt
///     touchesEnded ─► endTracking ─► touchUpInside|Outside
///     touchesCancelled (or the control leaves its window) ─► cancelTracking ─► touchCancel
///
/// Subclasses override the four tracking methods as on iOS; returning false
/// from `beginTracking`/`continueTracking` stops tracking (no more events for
/// that touch). `isHighlighted` follows whether the touch is inside.
///
/// Defaults (UIKit's): enabled, not selected, not highlighted, both content
/// alignments `.center`. A disabled control is not hit-tested (touches reach
/// the views behind it), as in UIKit.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches. Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledDidChange() } }
    }
    /// Whether the control is selected. Default false.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    /// Whether the control is highlighted; tracking sets it while the touch is inside. Default false.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    /// How content sits vertically. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// How content sits horizontally. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    // Tracking state (UIControl+Tracking.swift).
    weak var trackedTouch: UITouch?
    var trackingFlag = false
    var touchInsideFlag = false
    /// Target-action pairs and actions, in the order added (UIControl+TargetAction.swift).
    var eventHandlers: [ControlEventHandler] = []

    /// For the concrete controls: the control sends `.primaryActionTriggered`
    /// right after `.touchUpInside`, as UIKit's buttons do.
    package var sendsPrimaryActionOnTouchUpInside = false
    /// For the concrete controls: the control's default action is a one-finger
    /// single tap, which wins over overlapping tap recognizers on its ancestors
    /// (UIKit's rule for buttons, switches, steppers, segmented and page controls).
    package var defaultActionIsSingleTap = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control performing `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// The control's state: `.highlighted`, `.disabled`, `.selected` as they apply, else `.normal`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked.
    open var isTracking: Bool { trackingFlag }
    /// Whether the tracked touch is inside the control (its bounds grown by the tracking slop).
    open var isTouchInside: Bool { touchInsideFlag }

    /// `contentHorizontalAlignment` with `.leading`/`.trailing` resolved (left to right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Tracking touches and redrawing controls

    /// A touch went down in the control; return whether to track it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to go on tracking it. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackingTouchesBegan(touches, with: event) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackingTouchesMoved(touches, with: event) }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackingTouchesEnded(touches, with: event) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackingTouchesCancelled(touches, with: event) }

    /// A disabled control is not hit-tested, nor its subviews (UIKit's rule).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// UIKit's rule between controls and recognizers on their ancestors: a
    /// control whose default action is a single tap makes a one-finger,
    /// one-tap `UITapGestureRecognizer` on another view fail when the tap is
    /// on the control. The arena asks every control between a touch's view and
    /// the recognizer's view (`GestureArena+Controls.swift`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if defaultActionIsSingleTap, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Target-action (UIControl+TargetAction.swift)

    /// Adds `target`/`action` for `controlEvents`. A nil target sends the
    /// action up the responder chain (`UIApplication.sendAction`). The target
    /// is held weakly: once freed it gets nothing. Adding a pair again adds
    /// the events to it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        addHandler(target: target, action: action, for: controlEvents)
    }

    /// Removes `controlEvents` from the pairs with `target` (nil: every
    /// target) and `action` (nil: every action); pairs left with no event go.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeHandlers(target: target, action: action, for: controlEvents)
    }

    /// Every target with an action (`NSNull` stands for the nil target), live ones only.
    open var allTargets: Set<AnyHashable> { targetsSet() }
    /// The union of the events that have a target or an action.
    open var allControlEvents: Event { controlEventsUnion() }

    /// The names of `target`'s actions for `controlEvent` (nil target: the nil-targeted ones), or nil if none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        actionNames(forTarget: target, controlEvent: controlEvent)
    }

    /// Sends `action` to `target` through `UIApplication.shared.sendAction(_:to:from:for:)`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Performs `action`'s handler with this control as its `sender`.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    /// Sends the actions of every target and `UIAction` registered for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) { dispatch(controlEvents, with: nil) }

    /// Performs `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) { addHandler(action, for: controlEvents) }
    /// Removes `controlEvents` from `action`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0 === action }
    }
    /// Removes `controlEvents` from the action with `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == actionIdentifier }
    }

    private func enabledDidChange() {
        if !isEnabled { isHighlighted = false }
        setNeedsDisplay()
    }
}
