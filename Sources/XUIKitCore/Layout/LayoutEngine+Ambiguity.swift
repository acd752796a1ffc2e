import Foundation

extension UIView {
    /// Whether the constraints leave the view's frame more than one place:
    /// UIKit's debugging aid (true when, say, a view has no height constraint,
    /// or two views with equal hugging share room only one of them may take).
    ///
    /// The view's frame in its superview (x, y, width, height) is checked
    /// against the solution of its tree's engine, brought up to date first:
    /// a value is ambiguous when another one satisfies every required
    /// constraint and the weaker ones equally well (`LayoutSolver.freeDirection(of:)`).
    /// A view that translates its autoresizing mask is never ambiguous; one
    /// that does not and that no constraint names always is.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, superview != nil else { return false }
        guard let engine = LayoutEngine.engine(solvedFor: self) else { return true }
        return !engine.freeDirections(of: self).isEmpty
    }

    /// Moves an ambiguous view (and whatever moves with it) to another of its
    /// valid layouts: UIKit's debugging aid, to see what the missing constraint
    /// would decide. Each ambiguous part of the frame is pulled, more weakly
    /// than any constraint, as far as its superview's length in its direction
    /// of freedom; it stops at the other end of its valid range when there is
    /// one, so calling it again goes back. The frames change at once; a later
    /// layout pass may move them back. A view that is not ambiguous is left alone.
    public func exerciseAmbiguityInLayout() {
        guard !translatesAutoresizingMaskIntoConstraints, let superview, let engine = LayoutEngine.engine(solvedFor: self) else { return }
        let free = engine.freeDirections(of: self)
        guard !free.isEmpty else { return }
        let size = superview.bounds.size
        var pulls: [LayoutSolverConstraint] = []
        for (expression, direction, vertical) in free {
            let current = expression.terms.reduce(expression.constant) { $0 + $1.variable.value * $1.coefficient }
            let reach = Double(max(vertical ? size.height : size.width, 1))
            var pull = expression
            pull.constant -= current + direction * reach
            pulls.append(LayoutSolverConstraint(pull, .equal, strength: LayoutEngine.exerciseStrength))
        }
        for pull in pulls { try? engine.solver.addConstraint(pull) }
        engine.solver.updateVariables()
        engine.setFrames()
        for pull in pulls where engine.solver.hasConstraint(pull) { try? engine.solver.removeConstraint(pull) }
    }
}

extension LayoutEngine {
    /// Weaker than any priority (priority 1 is a strength of about 1).
    static let exerciseStrength = 1e-3

    /// The engine of `view`'s tree after solving it (nil when no constraint is active there).
    static func engine(solvedFor view: UIView) -> LayoutEngine? {
        solveBeforeLayout(of: view)
        var root = view
        while let parent = root.superview { root = parent }
        return root.layoutEngineStorage
    }

    /// The parts of `view`'s frame in its superview (x, y, width, height) that can move, each with its direction and axis.
    func freeDirections(of view: UIView) -> [(expression: LayoutExpression, direction: Double, vertical: Bool)] {
        guard let parent = view.superview else { return [] }
        let v = variables(for: view), p = placement(in: parent)
        let parts: [(LayoutExpression, Bool)] = [
            (LayoutExpression([(v.x, 1), (p.x, -1)]), false), (LayoutExpression([(v.y, 1), (p.y, -1)]), true),
            (LayoutExpression([(v.width, 1)]), false), (LayoutExpression([(v.height, 1)]), true),
        ]
        return parts.compactMap { expression, vertical in
            solver.freeDirection(of: expression).map { (expression, $0, vertical) }
        }
    }
}
