import Foundation

/// Groups layer changes: Core Animation's `CATransaction`.
///
/// XUIKit has no implicit animations yet, so every change shows at
/// the next frame whatever the transaction says; `begin`/`commit` nest and the
/// values set inside (`disableActions`, `animationDuration`) are kept for the
/// innermost open transaction and read back as Core Animation's do, so code
/// that brackets its changes ports unchanged.
@preconcurrency @MainActor
open class CATransaction {
    struct Values { var disableActions = false; var animationDuration: CFTimeInterval = 0.25; var completion: (() -> Void)? }
    static var stack: [Values] = []
    static var implicit = Values()
    private static var current: Values {
        get { stack.last ?? implicit }
        set { if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue } }
    }

    /// Opens a transaction (nested ones are allowed).
    public class func begin() { stack.append(Values()) }
    /// Closes the innermost transaction and runs its completion block (no animations to wait for).
    public class func commit() {
        guard let values = stack.popLast() else { return }
        values.completion?()
    }
    /// Commits changes now; does nothing (changes are always shown at the next frame).
    public class func flush() {}
    /// Whether actions (implicit animations) are disabled. Default false.
    public class func disableActions() -> Bool { current.disableActions }
    /// Sets whether actions are disabled in the current transaction.
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    /// The current transaction's animation duration. Default 0.25 s.
    public class func animationDuration() -> CFTimeInterval { current.animationDuration }
    /// Sets the current transaction's animation duration.
    public class func setAnimationDuration(_ duration: CFTimeInterval) { current.animationDuration = duration }
    /// The block run when the transaction commits.
    public class func completionBlock() -> (() -> Void)? { current.completion }
    /// Sets the block run when the current transaction commits.
    public class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
}
