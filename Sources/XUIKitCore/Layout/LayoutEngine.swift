import Foundation

/// Solves a view tree's active constraints and sets the frames they decide,
/// as UIKit's engine does at each layout pass.
///
/// One engine per root view (the window, or the top of a tree not in one),
/// holding an incremental `LayoutSolver`. Each view a constraint names gets
/// four variables, its frame in the root's space (x, y, width, height); its
/// ancestors up to the root get them too, so constraints across levels
/// relate. A view that translates its autoresizing mask (the default) is
/// fixed where its frame puts it relative to its superview; the root is
/// fixed to its bounds; a view with an intrinsic content size resists
/// shrinking below it (compression resistance, 750) and growing past it
/// (hugging, 250). At each pass the engine adds and removes only what changed
/// since the last (a constant change swaps one constraint), solves, and sets
/// the frames of the views whose frames constraints decide, rounded to pixels.
/// A required constraint that cannot hold is logged as UIKit logs it
/// ("Unable to simultaneously satisfy constraints.") and left out; layout goes on.
@MainActor
final class LayoutEngine {
    struct Frame { let x, y, width, height: LayoutVariable }
    private struct Installed {
        let signature: [Double]
        let solved: [LayoutSolverConstraint]
    }

    let solver = LayoutSolver()
    private var frames: [ObjectIdentifier: Frame] = [:]
    private var installed: [AnyHashable: Installed] = [:]
    /// For `systemLayoutSizeFitting`: the root's size is solved toward a target instead of fixed, and no frame is set.
    private var fitting: (target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
    /// Where unsatisfiable constraints are reported (standard error by default; tests replace it).
    static var log: (String) -> Void = { FileHandle.standardError.write(($0 + "\n").data(using: .utf8)!) }
    private static var isSolving = false

    /// Solves `view`'s tree before a layout pass, when any constraint is active (a no-op otherwise).
    static func solveBeforeLayout(of view: UIView) {
        if ConstraintUpdates.hasPending, !isSolving {
            var root = view
            while let parent = root.superview { root = parent }
            ConstraintUpdates.run(under: root)
        }
        guard !isSolving, !(NSLayoutConstraint.activeConstraints.isEmpty && UIStackView.registry.isEmpty) else { return }
        isSolving = true
        defer { isSolving = false }
        var root = view
        while let parent = root.superview { root = parent }
        // Nothing that feeds the engine changed since its last solve: a layout
        // pass asks once per view, and only the first one solves.
        if let engine = root.layoutEngineStorage, engine.solvedStamp == Stamp.now { return }
        UIStackView.updateConstraints(in: root)
        guard !NSLayoutConstraint.activeConstraints.isEmpty else { return }
        let engine = root.layoutEngineStorage ?? LayoutEngine()
        root.layoutEngineStorage = engine
        engine.solve(root: root)
        // Multi-line labels wrap at the widths just given, then the tree is solved with their heights (LayoutWidthDependent.swift).
        for _ in 0..<2 where engine.handOutWidths() { engine.solve(root: root) }
        engine.solvedStamp = Stamp.now
    }

    /// What the engine's inputs were when it last solved: the constraint
    /// generation (constraints, constants, priorities, hugging, margins, safe
    /// areas, stack arrangements) and the layout requests (every frame or
    /// bounds change, intrinsic size invalidation and view insertion asks for layout).
    struct Stamp: Equatable {
        let constraints: Int
        let requests: UInt64
        static var now: Stamp { Stamp(constraints: NSLayoutConstraint.generation, requests: UIView.layoutRequests) }
    }
    private var solvedStamp: Stamp?

    /// The size `view` takes when its own subtree's constraints are solved with
    /// its width and height pulled toward `target` at the given priorities
    /// (`systemLayoutSizeFitting`). Nothing is moved: a throwaway engine solves it.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        UIStackView.updateConstraints(in: view)
        let engine = LayoutEngine()
        engine.fitting = (target, horizontal, vertical)
        engine.solve(root: view)
        guard let frame = engine.frames[ObjectIdentifier(view)] else {
            // No constraints inside: UIKit answers with the intrinsic size where there is one, else the target.
            let size = view.intrinsicContentSize
            return CGSize(width: size.width == UIView.noIntrinsicMetric ? target.width : size.width,
                          height: size.height == UIView.noIntrinsicMetric ? target.height : size.height)
        }
        return CGSize(width: max(0, CGFloat(frame.width.value)), height: max(0, CGFloat(frame.height.value)))
    }

    /// The view an item lays out in: a view itself, a guide its owning view.
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The view a constraint belongs to: its items' nearest common ancestor.
    static func owner(of constraint: NSLayoutConstraint) -> UIView? {
        guard let first = view(of: constraint.firstItem) else { return nil }
        guard let second = view(of: constraint.secondItem) else { return first }
        var candidate: UIView? = first
        while let view = candidate, !second.isDescendant(of: view) { candidate = view.superview }
        return candidate
    }

    private func solve(root: UIView) {
        // Constraints whose first view is gone can never apply again: they leave the active set.
        for (id, constraint) in NSLayoutConstraint.activeConstraints where constraint.firstItem == nil {
            NSLayoutConstraint.activeConstraints[id] = nil
        }
        let constraints = NSLayoutConstraint.activeConstraints.values.filter { constraint in
            guard let first = LayoutEngine.view(of: constraint.firstItem), first.isDescendant(of: root) else { return false }
            return LayoutEngine.view(of: constraint.secondItem)?.isDescendant(of: root) ?? (constraint.secondItem == nil)
        }.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
        guard !constraints.isEmpty else { return }
        // Every view named (or owning a guide named), and its ancestors up to the root; the guides named.
        var views: [UIView] = [], seen: Set<ObjectIdentifier> = []
        var guides: [UILayoutGuide] = []
        for constraint in constraints {
            for item in [constraint.firstItem, constraint.secondItem] {
                if let guide = item as? UILayoutGuide, seen.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
                var current = LayoutEngine.view(of: item)
                while let view = current, seen.insert(ObjectIdentifier(view)).inserted {
                    views.append(view)
                    current = view === root ? nil : view.superview
                }
            }
        }
        // A scroll view's content area places its subviews (LayoutEngine+ScrollView.swift).
        for case let scroll as UIScrollView in views where seen.insert(ObjectIdentifier(scroll.contentGuide)).inserted {
            guides.append(scroll.contentGuide)
        }
        var wanted: [AnyHashable: (signature: [Double], make: () -> [LayoutSolverConstraint])] = [:]
        for view in views {
            let frame = variables(for: view)
            if view === root, let fitting {
                let t = fitting.target
                wanted["root"] = ([Double(t.width), Double(t.height)], {
                    [self.fix(frame.x, 0), self.fix(frame.y, 0),
                     LayoutSolverConstraint(LayoutExpression([(frame.width, 1)], constant: -Double(t.width)), .equal, strength: fitting.horizontal.strength),
                     LayoutSolverConstraint(LayoutExpression([(frame.height, 1)], constant: -Double(t.height)), .equal, strength: fitting.vertical.strength)]
                })
            } else if view === root {
                let b = view.bounds
                wanted["root"] = ([Double(b.minX), Double(b.minY), Double(b.width), Double(b.height)], {
                    [self.fix(frame.x, b.minX), self.fix(frame.y, b.minY), self.fix(frame.width, b.width), self.fix(frame.height, b.height)]
                })
            } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
                let f = view.frame, p = placement(in: parent), x = Double(f.minX - p.origin.x), y = Double(f.minY - p.origin.y)
                wanted[ObjectIdentifier(view)] = ([x, y, Double(f.width), Double(f.height)], {
                    [LayoutSolverConstraint(LayoutExpression([(frame.x, 1), (p.x, -1)], constant: -x), .equal),
                     LayoutSolverConstraint(LayoutExpression([(frame.y, 1), (p.y, -1)], constant: -y), .equal),
                     self.fix(frame.width, f.width), self.fix(frame.height, f.height)]
                })
            } else {
                let size = view.intrinsicContentSize
                let hug = (view.contentHuggingPriority(for: .horizontal), view.contentHuggingPriority(for: .vertical))
                let resist = (view.contentCompressionResistancePriority(for: .horizontal), view.contentCompressionResistancePriority(for: .vertical))
                let signature = [Double(size.width), Double(size.height), Double(hug.0.rawValue), Double(hug.1.rawValue),
                                 Double(resist.0.rawValue), Double(resist.1.rawValue)]
                wanted[IntrinsicKey(view: ObjectIdentifier(view))] = (signature, {
                    var made: [LayoutSolverConstraint] = []
                    for (variable, length, hugging, resisting) in [(frame.width, size.width, hug.0, resist.0), (frame.height, size.height, hug.1, resist.1)]
                    where length != UIView.noIntrinsicMetric && length.isFinite && length >= 0 {
                        let expression = LayoutExpression([(variable, 1)], constant: -Double(length))
                        made.append(LayoutSolverConstraint(expression, .lessThanOrEqual, strength: hugging.strength))
                        made.append(LayoutSolverConstraint(expression, .greaterThanOrEqual, strength: resisting.strength))
                    }
                    return made
                })
            }
        }
        for guide in guides {
            guard let owner = guide.owningView else { continue }
            let (signature, make) = guideConstraints(guide, owner)
            wanted[GuideKey(id: ObjectIdentifier(guide))] = (signature, make)
        }
        for constraint in constraints {
            let rightToLeft = LayoutEngine.isRightToLeft(constraint)
            let signature = [Double(constraint.constant), Double(constraint.priority.rawValue), rightToLeft ? 1 : 0]
                + LayoutEngine.baselineSignature(of: constraint) + LayoutEngine.marginSignature(of: constraint)
                + LayoutEngine.contentSignature(of: constraint)
            wanted[ConstraintKey(id: ObjectIdentifier(constraint))] = (signature, {
                self.solverConstraint(for: constraint, rightToLeft: rightToLeft).map { [$0] } ?? []
            })
        }
        apply(wanted, constraintsByKey: Dictionary(uniqueKeysWithValues: constraints.map { (ConstraintKey(id: ObjectIdentifier($0)) as AnyHashable, $0) }))
        solver.updateVariables()
        for guide in guides {
            guard let owner = guide.owningView else { continue }
            let g = variables(for: guide), v = variables(for: owner)
            guide.layoutFrame = CGRect(x: CGFloat(g.x.value - v.x.value) + owner.bounds.minX, y: CGFloat(g.y.value - v.y.value) + owner.bounds.minY,
                                       width: CGFloat(g.width.value), height: CGFloat(g.height.value))
        }
        guard fitting == nil else { return }
        laidOut = views.filter { $0 !== root && !$0.translatesAutoresizingMaskIntoConstraints }.map(WeakView.init)
        updateScrollViews(in: views, constraints: constraints)
        setFrames()
    }

    private struct WeakView { weak var view: UIView? }
    /// The views whose frames the last solve set, parents first.
    private var laidOut: [WeakView] = []
    var laidOutViews: [UIView] { laidOut.compactMap(\.view) }

    /// A solved length rounded to pixels.
    func snap(_ value: Double) -> CGFloat {
        let scale = UIScreen.main.scale
        return (CGFloat(value) * scale).rounded() / scale
    }

    /// Sets the frames of the views constraints lay out from the solved
    /// variables, parents first, each relative to its superview's solved place.
    /// Each edge is rounded to pixels and the size is what lies between, so
    /// views that meet in the solution meet on screen (three equal thirds of
    /// 320 pt at scale 2: 106.5, 107, 106.5), never overlapping by a pixel.
    func setFrames() {
        for view in laidOut.compactMap(\.view) {
            guard let parent = view.superview else { continue }
            let v = variables(for: view), p = placement(in: parent)
            let x = v.x.value - p.x.value, y = v.y.value - p.y.value
            let minX = snap(x), minY = snap(y)
            let frame = CGRect(x: minX + p.origin.x, y: minY + p.origin.y,
                               width: max(0, snap(x + v.width.value) - minX), height: max(0, snap(y + v.height.value) - minY))
            if view.frame != frame { view.frame = frame }
        }
    }

    private struct IntrinsicKey: Hashable { let view: ObjectIdentifier }
    private struct GuideKey: Hashable { let id: ObjectIdentifier }

    /// What keeps a system guide in its owning view (an app's own guides: nothing).
    private func guideConstraints(_ guide: UILayoutGuide, _ owner: UIView) -> ([Double], () -> [LayoutSolverConstraint]) {
        if let scroll = owner as? UIScrollView, let made = scrollGuideConstraints(guide, scroll) { return made }
        let g = variables(for: guide), v = variables(for: owner)
        let m = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        let kind = guide.kind
        let signature = [Double(m.top), Double(m.left), Double(m.bottom), Double(m.right), kind == .custom ? 0 : 1]
        func equal(_ terms: [(LayoutVariable, Double)], _ constant: Double, strength: Double = LayoutStrength.required) -> LayoutSolverConstraint {
            LayoutSolverConstraint(LayoutExpression(terms, constant: constant), .equal, strength: strength)
        }
        return (signature, {
            guard kind != .custom else { return [] }
            let (l, r, t, b) = (Double(m.left), Double(m.right), Double(m.top), Double(m.bottom))
            var made = [equal([(g.y, 1), (v.y, -1)], -t), equal([(g.height, 1), (v.height, -1)], t + b)]
            if kind == .readableContent {
                // As wide as the margins allow, at most 672 pt, centred between them.
                made.append(LayoutSolverConstraint(LayoutExpression([(g.width, 1)], constant: -672), .lessThanOrEqual))
                made.append(LayoutSolverConstraint(LayoutExpression([(g.width, 1), (v.width, -1)], constant: l + r), .lessThanOrEqual))
                made.append(equal([(g.width, 1), (v.width, -1)], l + r, strength: UILayoutPriority(999).strength))
                made.append(equal([(g.x, 1), (g.width, 0.5), (v.x, -1), (v.width, -0.5)], -l + (l + r) / 2))
            } else {
                made.append(equal([(g.x, 1), (v.x, -1)], -l))
                made.append(equal([(g.width, 1), (v.width, -1)], l + r))
            }
            return made
        })
    }
    private struct ConstraintKey: Hashable { let id: ObjectIdentifier }

    /// Swaps in what changed since the last pass, and drops what is gone.
    private func apply(_ wanted: [AnyHashable: (signature: [Double], make: () -> [LayoutSolverConstraint])],
                       constraintsByKey: [AnyHashable: NSLayoutConstraint]) {
        for (key, old) in installed where wanted[key]?.signature != old.signature {
            for constraint in old.solved where solver.hasConstraint(constraint) { try? solver.removeConstraint(constraint) }
            installed[key] = nil
        }
        // Fixed frames first, then the app's constraints: a conflict is blamed on the app's.
        let order = wanted.keys.sorted { a, b in (a.base is ConstraintKey ? 1 : 0) < (b.base is ConstraintKey ? 1 : 0) }
        for key in order where installed[key] == nil {
            let (signature, make) = wanted[key]!
            var added: [LayoutSolverConstraint] = []
            for constraint in make() {
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } catch {
                    let broken = constraintsByKey[key].map { String(describing: $0) } ?? String(describing: key)
                    let holding = installedDescriptions(constraintsByKey).joined(separator: "\n")
                    LayoutEngine.log("Unable to simultaneously satisfy constraints.\n" + holding
                                     + "\nWill attempt to recover by breaking constraint\n    " + broken)
                }
            }
            installed[key] = Installed(signature: signature, solved: added)
        }
    }

    private func installedDescriptions(_ constraintsByKey: [AnyHashable: NSLayoutConstraint]) -> [String] {
        constraintsByKey.compactMap { key, constraint in installed[key] != nil ? "    \(constraint)" : nil }.sorted()
    }

    func variables(for view: AnyObject) -> Frame {
        if let known = frames[ObjectIdentifier(view)] { return known }
        let name = "\(type(of: view))"
        let made = Frame(x: LayoutVariable(name + ".x"), y: LayoutVariable(name + ".y"),
                         width: LayoutVariable(name + ".width"), height: LayoutVariable(name + ".height"))
        frames[ObjectIdentifier(view)] = made
        return made
    }

    private func fix(_ variable: LayoutVariable, _ value: CGFloat) -> LayoutSolverConstraint {
        LayoutSolverConstraint(LayoutExpression([(variable, 1)], constant: -Double(value)), .equal)
    }
}
