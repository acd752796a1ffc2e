import Foundation

/// Which way a view's content runs: UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// What a view's content is, to decide whether it flips for right-to-left
/// languages: UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the app's layout direction (the default).
    case unspecified = 0
    /// Playback controls (play, rewind): never flipped.
    case playback
    /// Directional controls (a D-pad, text alignment): never flipped.
    case spatial
    case forceLeftToRight
    case forceRightToLeft
}

extension UIView {
    /// How the view's content is meant to run, which decides its
    /// `effectiveUserInterfaceLayoutDirection` (default `.unspecified`).
    ///
    /// As in UIKit it is not inherited: a subview with `.unspecified` follows
    /// the app's direction (left to right), whatever its superview's attribute.
    /// Changing it lays the view out again.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutStateStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            layoutState.semanticContentAttribute = newValue
            NSLayoutConstraint.generation &+= 1
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// The direction the view lays out its immediate content in: the direction
    /// for its `semanticContentAttribute`. Leading and trailing constraint
    /// attributes (and anchors) among the subviews of a right-to-left view mean
    /// right and left, a horizontal stack view arranges its views from the
    /// right, and `directionalLayoutMargins` map leading to the right margin.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The direction for content with `attribute` in this app: right to left
    /// only for `.forceRightToLeft` (`.unspecified` takes the app's direction,
    /// left to right; playback and spatial content never flips).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction for content with `attribute` in a context laid out in
    /// `layoutDirection`: `.unspecified` follows `layoutDirection`; the others
    /// are fixed (playback and spatial content runs left to right).
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }

    /// Whether leading means right for the view's immediate content.
    var isLayingOutRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}
