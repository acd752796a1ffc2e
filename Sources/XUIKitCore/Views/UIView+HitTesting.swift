import Foundation

/// UIKit's hit-testing algorithm (see `UIView.hitTest(_:with:)`).
///
/// It runs for every touch that begins, over trees of any size, so it
/// retains nothing per view: each level borrows its subviews array and the
/// views in it (`HitTestBorrowing` keeps them alive if app code changes the
/// tree meanwhile), and it maps points down without inverting matrices where
/// no view is rotated or scaled (`CALayer.pointFromSuperlayer`). A subview
/// whose class overrides none of UIView's hit-testing members
/// (`hitTestsByDefault`, `HitTestOverrides`) is tested from its stored fields
/// without a dynamic call; any other is asked through its overrides.
extension UIView {
    /// Whether the view can be the target of a touch at all: not hidden,
    /// alpha at least 0.01, user interaction enabled.
    var isHitTestable: Bool { !isHidden && alpha >= 0.01 && isUserInteractionEnabled && !isAnimatingUninteractively }

    /// Whether an animation that takes touches away from the view runs on its
    /// layer (`UIView.animate` without `.allowUserInteraction`, as UIKit).
    var isAnimatingUninteractively: Bool {
        // Inlined into every hit-test step: only a layer with animations pays for the search.
        !layer.runningAnimations.isEmpty && layer.hasInteractionBlockingAnimation
    }

    /// Tries the subviews front to back, each with the point in its space;
    /// the first non-nil answer wins, else the view itself. As UIKit, the
    /// subviews tried are those the view had when the walk began, even if a
    /// subview's `hitTest` or `point(inside:)` changes them.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        return hitTestSubviews(point, with: event)
    }

    /// `defaultHitTest` for a view whose class keeps every hit-testing member
    /// of UIView (`hitTestsByDefault`): the same answer from the stored
    /// fields, no dynamic call. The bounds are asked first, so a sibling the
    /// point misses costs only its geometry's reads: with no override, every
    /// check is a plain read, so their order cannot be seen.
    @inline(__always) private func hitTestKeepingDefaults(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let bounds = layer.storedBounds
        guard point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY,
              !layer.storedIsHidden, layer.storedOpacity >= 0.01, storedIsUserInteractionEnabled,
              !isAnimatingUninteractively else { return nil }
        return hitTestSubviews(point, with: event)
    }

    /// The walk below a view that takes the point: its subviews front to back, else itself.
    private func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // A leaf: nothing is borrowed, and no app code can run.
        if storedSubviews.isEmpty { return self }
        HitTestBorrowing.depth &+= 1
        defer { HitTestBorrowing.walkEnded() }
        var retiredSeen = HitTestBorrowing.retiredCount
        var index = storedSubviews.count
        while index > 0 {
            index -= 1
            if HitTestBorrowing.retiredCount != retiredSeen {
                // App code changed some view's subviews: if this view's, finish on the array it had.
                if let original = HitTestBorrowing.firstRetired(of: self, from: retiredSeen) {
                    return hitTest(original, below: index + 1, at: point, with: event) ?? self
                }
                retiredSeen = HitTestBorrowing.retiredCount
            }
            let hit = Unmanaged.passUnretained(storedSubviews[index]).withBorrowedInstance { subview in
                let local = subview.layer.pointFromSuperlayer(point)
                return subview.hitTestsByDefault
                    ? subview.hitTestKeepingDefaults(local, with: event) : subview.hitTest(local, with: event)
            }
            if let hit { return hit }
        }
        return self
    }

    /// The first hit among `subviews[..<end]`, front to back (the slow path, after the tree changed).
    private func hitTest(_ subviews: [UIView], below end: Int, at point: CGPoint, with event: UIEvent?) -> UIView? {
        for subview in subviews[..<end].reversed() {
            if let hit = subview.hitTest(subview.layer.pointFromSuperlayer(point), with: event) { return hit }
        }
        return nil
    }
}

/// What lets hit-testing borrow subviews instead of retaining them: while a
/// hit-test runs, a view's subviews array that is about to change is kept
/// here (so the old array, and every view in it, stays alive for the walk
/// that borrowed it) until the outermost hit-test ends.
@MainActor
enum HitTestBorrowing {
    /// Hit-test levels running (nested `defaultHitTest` calls).
    @exclusivity(unchecked) static var depth = 0
    /// `retired.count`, kept apart: a plain integer the walk reads after each
    /// subview with no lazy-initialization check.
    @exclusivity(unchecked) static var retiredCount = 0
    /// Subviews arrays replaced while a hit-test ran, with the view they belonged to, oldest first.
    @exclusivity(unchecked) static var retired: [(view: ObjectIdentifier, subviews: [UIView])] = []

    /// Called before `view.subviews` changes: keeps the current array while a hit-test runs.
    static func retireSubviews(of view: UIView) {
        guard depth > 0 else { return }
        retired.append((ObjectIdentifier(view), view.storedSubviews))
        retiredCount = retired.count
    }

    /// The array `view` had before its first change since `start`, if it changed.
    static func firstRetired(of view: UIView, from start: Int) -> [UIView]? {
        retired[start...].firstSatisfying { $0.view == ObjectIdentifier(view) }?.subviews
    }

    /// Ends one level; the outermost lets the retired arrays go.
    static func walkEnded() {
        depth &-= 1
        if depth == 0, retiredCount > 0 {
            retiredCount = 0
            retired.removeAll()
        }
    }
}

extension CALayer {
    /// Whether a running animation takes touches away from the layer's view.
    @inline(never) var hasInteractionBlockingAnimation: Bool {
        runningAnimations.anySatisfies { $0.blocksInteraction && !$0.isHeld }
    }
}
