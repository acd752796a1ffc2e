import Foundation
import XUIKitCore

/// A button of an alert or action sheet and what it does: UIKit's `UIAlertAction`.
///
/// The handler runs once, when the user picks the action, after the alert
/// controller's dismissal finished (its `viewDidDisappear`), so a handler may
/// present another controller at once. A disabled action (`isEnabled ==
/// false`) draws grey and ignores touches; its state may change while the
/// alert is shown (a text field's content enabling "OK", say).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How the action's button looks and where it goes.
    public enum Style: Int, Sendable {
        /// Regular text in the tint colour.
        case `default` = 0
        /// Semibold (unless another action is the preferred one), placed last
        /// (left of two side by side in an alert; its own group in an action sheet).
        case cancel = 1
        /// Red text: the action destroys data.
        case destructive = 2
    }

    /// The button's text.
    public let title: String?
    /// The button's style.
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    /// Whether the action can be picked. Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?() } }
    }
    /// Redraws the button showing the action.
    var onEnabledChange: (() -> Void)?

    /// An action with a title, a style and the block to run when it is picked.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<UIAlertAction: title = \(title.map { "\"\($0)\"" } ?? "nil"); style = \(style)>" }
    }
}
