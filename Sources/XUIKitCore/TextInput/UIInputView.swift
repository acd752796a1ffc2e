import Foundation

/// A view to use as an `inputView` or `inputAccessoryView`: UIKit's
/// `UIInputView`. With style `.keyboard` it has the on-screen keyboard's light
/// grey background, so custom input views look like the system keyboard; with
/// `.default` it is a plain light background.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// UIKit's `UIInputView.Style`.
    public enum Style: Int, Sendable { case `default`, keyboard }

    /// The style this view was made with.
    public let inputViewStyle: Style
    /// Whether the view sizes itself from its constraints (kept for UIKit's API; the presenter uses its frame height).
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        backgroundColor = inputViewStyle == .keyboard
            ? UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
            : UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    }

    public required init?(coder: NSCoder) { return nil }
}
