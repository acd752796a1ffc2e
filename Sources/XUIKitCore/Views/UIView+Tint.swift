import Foundation

/// Tint: UIKit's inheritance of `tintColor` and `tintAdjustmentMode` down the view tree.
///
/// - `tintColor` reads the view's own colour, else its superview's, else the
///   default, `.systemBlue`. With the effective adjustment mode `.dimmed` it
///   reads the colour dimmed (desaturated to its luminance: UIKit draws dimmed
///   tints grey and publishes no formula).
/// - `tintAdjustmentMode` `.automatic` (the default) takes the superview's
///   effective mode; a root's automatic mode is `.normal`.
/// - `tintColorDidChange()` is called on each view whose effective tint colour
///   or mode changed: when either is set on it or an ancestor, and when it
///   moves into a tree with another tint.
extension UIView {
    /// The default tint colour, iOS's: `.systemBlue`.
    static var defaultTintColor: UIColor { .systemBlue }

    /// The tint before adjustment: own, inherited or the default.
    var inheritedTintColor: UIColor {
        var current: UIView? = self
        while let view = current {
            if let color = view.storedTintColor { return color }
            current = view.superview
        }
        return UIView.defaultTintColor
    }

    /// The adjustment mode in effect: `.normal` or `.dimmed`.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var current: UIView? = self
        while let view = current {
            if view.storedTintAdjustmentMode != .automatic { return view.storedTintAdjustmentMode }
            current = view.superview
        }
        return .normal
    }

    func resolvedTintColor() -> UIColor {
        let color = inheritedTintColor
        guard effectiveTintAdjustmentMode == .dimmed else { return color }
        let luma = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
        return UIColor(white: luma, alpha: color.alpha)
    }

    /// Runs `change`, then calls `tintColorDidChange()` on every view of the
    /// subtree whose effective tint changed, parents first. Only this view's
    /// tint is compared; below it, a view is affected when it inherits the
    /// part that changed (no own colour, or an `.automatic` mode).
    func changeTint(_ change: () -> Void) {
        let oldColor = inheritedTintColor, oldMode = effectiveTintAdjustmentMode
        change()
        let colorChanged = inheritedTintColor != oldColor, modeChanged = effectiveTintAdjustmentMode != oldMode
        guard colorChanged || modeChanged else { return }
        notifyTintChanged(color: colorChanged, mode: modeChanged)
    }

    private func notifyTintChanged(color: Bool, mode: Bool) {
        setNeedsDisplay()
        tintColorDidChange()
        for view in subviews {
            let inheritsColor = color && view.storedTintColor == nil
            let inheritsMode = mode && view.storedTintAdjustmentMode == .automatic
            // A dimmed mode changes how an own colour reads, too.
            if inheritsColor || inheritsMode { view.notifyTintChanged(color: inheritsColor, mode: inheritsMode) }
        }
    }

    /// How a view's tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` at the root).
        case automatic
        /// The tint as set.
        case normal
        /// The tint dimmed (shown while a modal presentation covers the view).
        case dimmed
    }
}
