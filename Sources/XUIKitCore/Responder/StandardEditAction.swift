import Foundation

/// UIKit's standard edit actions (`UIResponderStandardEditActions`), which
/// `UIResponder` declares as overridable methods.
///
/// UIKit only delivers such an action to a responder that implements it.
/// Swift cannot ask whether a subclass overrides a method, so XUIKit gets the
/// same observable result another way: `UIResponder`'s own implementations
/// pass the action on to the next responder in the chain that can perform it.
/// A responder that overrides `copy(_:)` receives it; one that doesn't is
/// skipped, exactly as in UIKit.
enum StandardEditAction: String, CaseIterable {
    case cut = "cut:", copy = "copy:", paste = "paste:", select = "select:", selectAll = "selectAll:"
    case delete = "delete:", toggleBoldface = "toggleBoldface:", toggleItalics = "toggleItalics:"
    case toggleUnderline = "toggleUnderline:", increaseSize = "increaseSize:", decreaseSize = "decreaseSize:"

    init?(selectorName: String) { self.init(rawValue: selectorName) }

    /// Set when a forwarded action passed the end of the chain unhandled.
    @MainActor static var fellOffChain = false

    /// Calls the responder's method for this action.
    var invoker: @MainActor (AnyObject, Any?, UIEvent?) -> Bool {
        let action = self
        return { target, sender, _ in
            guard let responder = target as? UIResponder else { return false }
            StandardEditAction.fellOffChain = false
            action.call(on: responder, sender: sender)
            return !StandardEditAction.fellOffChain
        }
    }

    @MainActor func call(on responder: UIResponder, sender: Any?) {
        switch self {
        case .cut: responder.cut(sender)
        case .copy: responder.copy(sender)
        case .paste: responder.paste(sender)
        case .select: responder.select(sender)
        case .selectAll: responder.selectAll(sender)
        case .delete: responder.delete(sender)
        case .toggleBoldface: responder.toggleBoldface(sender)
        case .toggleItalics: responder.toggleItalics(sender)
        case .toggleUnderline: responder.toggleUnderline(sender)
        case .increaseSize: responder.increaseSize(sender)
        case .decreaseSize: responder.decreaseSize(sender)
        }
    }
}

extension Selector {
    /// `#selector(UIResponderStandardEditActions.cut(_:))`.
    public static let cut = Selector("cut:")
    /// `#selector(UIResponderStandardEditActions.copy(_:))`.
    public static let copy = Selector("copy:")
    /// `#selector(UIResponderStandardEditActions.paste(_:))`.
    public static let paste = Selector("paste:")
    /// `#selector(UIResponderStandardEditActions.select(_:))`.
    public static let select = Selector("select:")
    /// `#selector(UIResponderStandardEditActions.selectAll(_:))`.
    public static let selectAll = Selector("selectAll:")
    /// `#selector(UIResponderStandardEditActions.delete(_:))`.
    public static let delete = Selector("delete:")
}

extension UIResponder {
    /// Base behaviour of every standard edit action: hand it to the next
    /// responder up the chain (see `StandardEditAction`).
    func forwardStandardEditAction(_ action: StandardEditAction, sender: Any?) {
        guard let next else {
            StandardEditAction.fellOffChain = true
            return
        }
        next.perform(standardEditAction: action, sender: sender)
    }

    func perform(standardEditAction action: StandardEditAction, sender: Any?) {
        action.call(on: self, sender: sender)
    }
}
