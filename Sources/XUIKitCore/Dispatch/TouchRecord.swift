import Foundation

/// The dispatcher's bookkeeping for one touch.
///
/// The hit-tested view's side of a touch is a small state machine:
///
///     pending ──began staged──► began ──ended/cancelled staged──► finished
///     pending ──dropped (never staged)─────────────────────────────► finished
///
/// so a view sees a touch begin at most once and, having seen it begin, sees
/// it end exactly once (ended or cancelled). Staged calls wait in a batch
/// while earlier calls of the batch run; `beganCall` says whether the began
/// has gone out. A touch cancelled while its began still waits (a handler
/// earlier in the batch removed the view) withdraws it: the view hears
/// nothing of that touch. `heldBegan`/`heldEnd` record
/// deliveries that gesture recognizers delay (`delaysTouchesBegan`,
/// `delaysTouchesEnded`).
@MainActor
final class TouchRecord {
    enum ViewDelivery: Equatable { case pending, began, finished }
    /// The view's began call: waiting in a batch, gone out, or withdrawn before it went.
    enum BeganCall: Equatable { case unsent, sent, withdrawn }

    let touch: UITouch
    /// Whether the hit-tested view may receive this touch at all (false when
    /// `isMultipleTouchEnabled` or `isExclusiveTouch` keep it away).
    let deliversToView: Bool
    // No runtime exclusivity checks on these hot fields: the dispatcher and the
    // arena use them on the main thread only, and no write spans a call into
    // app code (closures passed to `removeAll(where:)` compare identities only).
    /// Recognizers receiving the touch, deepest view first.
    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer]
    @exclusivity(unchecked) var view: ViewDelivery = .pending
    @exclusivity(unchecked) var beganCall: BeganCall = .unsent
    @exclusivity(unchecked) var heldBegan = false
    @exclusivity(unchecked) var heldEnd: UITouch.Phase?
    /// Whether input for this touch is over (ended or cancelled by the device, or cancelled by the system).
    @exclusivity(unchecked) var inputIsOver = false

    init(touch: UITouch, deliversToView: Bool, recognizers: [UIGestureRecognizer]) {
        self.touch = touch
        self.deliversToView = deliversToView
        self.recognizers = recognizers
    }

    /// Whether the view is owed an end for this touch now: its began went out
    /// and no end was staged. (A began still waiting is withdrawn instead.)
    var viewHasBegan: Bool { view == .began && beganCall == .sent }

    /// Ends the view's side without a call: a waiting began is withdrawn.
    func finishViewSilently() {
        if view == .began, beganCall == .unsent { beganCall = .withdrawn }
        view = .finished
    }

    /// Whether the record may still cause a view delivery.
    var hasPendingViewWork: Bool { deliversToView && view != .finished && (heldBegan || heldEnd != nil) }
}
