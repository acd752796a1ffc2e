import Foundation

/// Groups layer changes: Core Animation's `CATransaction`.
///
/// Changes to standalone layers made in a transaction run their actions
/// (implicit animations, see `CALayer+Actions.swift`) with its settings:
/// `disableActions`, `animationDuration` (default 0.25 s) and
/// `animationTimingFunction` (default nil: Core Animation's `.default`
/// curve). `begin`/`commit` nest; outside them changes belong to the implicit
/// transaction, which commits at the end of the run-loop pass. The completion
/// block runs once every animation added after it was set in that transaction
/// has stopped (at the commit, when there was none). A layer's changes
/// animate only once the transaction it was made in has committed.
@preconcurrency @MainActor
open class CATransaction {
    struct Values {
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        /// The animations added since the completion block was set.
        var waiting: TransactionCompletion?
    }
    static var stack: [Values] = []
    static var implicit = Values()
    /// Counts commits of the implicit transaction (explicit ones nest in it):
    /// a layer made before the current count's commit has been committed (its changes animate).
    package static var generation = 1
    private static var current: Values {
        get { stack.last ?? implicit }
        set { if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue } }
    }

    /// Opens a transaction (nested ones are allowed).
    public class func begin() { stack.append(Values()) }
    /// Closes the innermost transaction; its completion block runs when its animations have stopped.
    public class func commit() {
        guard let values = stack.popLast() else { return }
        finish(values)
    }
    /// Commits the implicit transaction now (as at the end of the run-loop pass).
    public class func flush() { commitImplicit() }
    /// Whether actions (implicit animations) are disabled. Default false.
    public class func disableActions() -> Bool { current.disableActions }
    /// Sets whether actions are disabled in the current transaction.
    public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    /// The current transaction's animation duration. Default 0.25 s.
    public class func animationDuration() -> CFTimeInterval { current.animationDuration }
    /// Sets the current transaction's animation duration.
    public class func setAnimationDuration(_ duration: CFTimeInterval) { current.animationDuration = duration }
    /// The current transaction's timing function for implicit animations. Default nil (`.default`).
    public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    /// Sets the current transaction's timing function.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    /// The block run when the transaction's animations are done.
    public class func completionBlock() -> (() -> Void)? { current.completion }
    /// Sets the block run once the animations added from now on in the current transaction have stopped.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion = block
        current.waiting = nil
    }

    /// Commits the implicit transaction: the end of a run-loop pass.
    package static func commitImplicit() {
        let values = implicit
        implicit = Values()
        finish(values)
        generation += 1
    }

    /// `anim` was added to a layer: the current transaction's completion waits for it.
    static func animationAdded(_ anim: CAAnimation) {
        guard current.completion != nil else { return }
        let waiting = current.waiting ?? TransactionCompletion()
        current.waiting = waiting
        waiting.add(anim)
    }

    /// Runs `values`' completion now, or when the animations it waits for have stopped.
    private static func finish(_ values: Values) {
        guard let completion = values.completion else { return }
        if let waiting = values.waiting { waiting.seal(completion) } else { completion() }
    }

    /// Forgets every open transaction and its settings (a test's fresh application).
    package static func reset() {
        stack.removeAll()
        implicit = Values()
    }
}

/// The animations a transaction's completion block waits for.
@MainActor
final class TransactionCompletion {
    private var pending = 0
    private var completion: (() -> Void)?

    func add(_ anim: CAAnimation) {
        pending += 1
        anim.transactionCompletion = self
    }

    /// The transaction committed: `completion` runs when nothing is pending (now, if so).
    func seal(_ completion: @escaping () -> Void) {
        if pending == 0 { return completion() }
        self.completion = completion
    }

    /// One added animation stopped (finished or removed).
    func animationStopped() {
        pending -= 1
        if pending == 0, let completion {
            self.completion = nil
            completion()
        }
    }
}
