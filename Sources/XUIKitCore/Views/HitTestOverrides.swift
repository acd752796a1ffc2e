internal import CXUIKitRuntime

/// Which view classes keep UIView's hit-testing members: `hitTest(_:with:)`,
/// `point(inside:with:)` and the `isHidden`, `alpha` and
/// `isUserInteractionEnabled` getters.
///
/// A hit-test asks each sibling it tries all five, and UIKit's semantics keep
/// them overridable; for a class that overrides none of them (UIView, and
/// most app views), the walk reads the stored fields instead of making the
/// calls (`UIView.hitTestsByDefault`). Whether a class overrides one is read
/// from its vtable (the Swift runtime's own method lookup, through
/// `CXUIKitRuntime`), once per class, when its first view is made; an
/// override anywhere up the chain of superclasses counts.
@MainActor
enum HitTestOverrides {
    private static var answers: [ObjectIdentifier: Bool] = [:]

    /// Whether `viewClass` keeps every hit-testing member of UIView (true for UIView itself).
    static func keepsDefaults(_ viewClass: UIView.Type) -> Bool {
        if viewClass == UIView.self { return true }
        let key = ObjectIdentifier(viewClass)
        if let known = answers[key] { return known }
        let keeps = cx_view_class_keeps_hit_testing(
            unsafeBitCast(viewClass, to: UnsafeRawPointer.self), unsafeBitCast(UIView.self, to: UnsafeRawPointer.self)) != 0
        answers[key] = keeps
        return keeps
    }
}
