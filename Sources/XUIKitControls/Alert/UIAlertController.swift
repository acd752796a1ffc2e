import Foundation
import XUIKitCore
import XUIKitGraphics

/// A controller that shows an alert or an action sheet: UIKit's `UIAlertController`.
///
/// Present it with `present(_:animated:completion:)`. An alert (`.alert`) is
/// a 270 pt box centred over a dimmed window, fading in from 1.2 times its
/// size; an action sheet (`.actionSheet`) slides up from the bottom (the
/// layouts: AlertView.swift). The presented controller is the box itself
/// (its view is the alert), in a container over the presenter, which hears
/// no appearance callbacks.
///
/// Picking an action (a tap on its button; Return for the preferred action,
/// Escape for the cancel one; for an action sheet with a cancel action, also
/// a tap outside it) dismisses the alert, animated, and
/// then runs the action's handler, once. Touches during the appearing
/// animation, on a disabled action, or after an action was picked do nothing.
///
/// Differences from UIKit: what UIKit raises for (a text field on an action
/// sheet, a second cancel action) is logged and ignored; the box does not
/// scroll when its content is taller than the window; no blur behind it.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// The style the alert was made with.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold (instead of the cancel one); must be one of `actions`.
    /// Default nil.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) { preferredAction = nil }
            alertView?.rebuild()
        }
    }
    /// The text under the title.
    open var message: String? { didSet { alertView?.rebuild() } }
    open override var title: String? { didSet { alertView?.rebuild() } }

    private var fields: [UITextField] = []
    /// The text fields added with `addTextField`, in order; nil when there are none.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    private let transitioning = AlertTransitioning()
    /// Whether an action was picked (the alert is on its way out).
    private var picked = false
    var alertView: AlertView? { viewIfLoaded as? AlertView }

    /// Where messages for what UIKit raises go (standard error; tests replace it).
    static var log: (String) -> Void = { FileHandle.standardError.write(($0 + "\n").data(using: .utf8)!) }

    /// UIKit's designated initializer, inherited (`init()` and `init(title:message:preferredStyle:)` call it).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitioning
    }

    public required init?(coder: NSCoder) { nil }

    /// An alert with a title, a message and a style.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds an action (a button). A second `.cancel` action is logged and ignored.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return Self.log("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        alertView?.rebuild()
    }

    /// Adds a text field (alerts only; on an action sheet it is logged and
    /// ignored), 13 pt, configured by `configurationHandler` before it is shown.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return Self.log("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        fields.append(field)
        configurationHandler?(field)
        alertView?.rebuild()
    }

    /// The actions in the order their buttons show: a cancel action first of
    /// two side by side in an alert, else last.
    var orderedActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }, cancel = actions.filter { $0.style == .cancel }
        if preferredStyle == .alert, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    open override func loadView() { view = AlertView(controller: self) }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The first text field takes the keys; with none, the alert itself (for Return and Escape).
        if let field = fields.first { _ = field.becomeFirstResponder() } else { _ = becomeFirstResponder() }
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// Return picks the `preferredAction` (or the only action when there is one);
    /// Escape picks the cancel action. They reach the alert from its text fields too.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "\r", modifierFlags: [], action: Selector("alertReturn", UIAlertController.pickDefault)),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("alertEscape", UIAlertController.pickCancel))]
    }

    /// The action Return picks: the preferred one, else the only one.
    func pickDefault() {
        if let action = preferredAction ?? (actions.count == 1 ? actions[0] : nil) { pick(action) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        picked = false
    }

    /// The user picked `action`: dismiss, then its handler.
    func pick(_ action: UIAlertAction) {
        guard !picked, action.isEnabled, !isBeingPresented, presentingViewController != nil else { return }
        picked = true
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The cancel action, picked by a tap outside an action sheet.
    func pickCancel() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { pick(cancel) }
    }

    /// The alert's size at a width (the content's height).
    func preferredHeight(forWidth width: CGFloat) -> CGFloat {
        loadViewIfNeeded()
        return alertView?.arrange(width: width, apply: false) ?? 0
    }
}

/// Gives an alert controller its presentation controller.
@MainActor
final class AlertTransitioning: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
