import Foundation

/// UIKit's hit-testing algorithm (see `UIView.hitTest(_:with:)`).
///
/// It runs for every touch that begins, over trees of any size, so it retains
/// nothing per view: each level keeps its subviews array (one retain) and
/// borrows the views in it, and it maps points down without inverting
/// matrices where no view is rotated or scaled (`CALayer.pointFromSuperlayer`).
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

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        // This copy holds every subview while their hitTest runs, even one
        // that rearranges the tree, so each is borrowed, never retained.
        let subviews = self.subviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let hit = Unmanaged.passUnretained(subviews[index]).withBorrowedInstance { subview in
                subview.hitTest(subview.layer.pointFromSuperlayer(point), with: event)
            }
            if let hit { return hit }
        }
        return self
    }
}

extension CALayer {
    /// Whether a running animation takes touches away from the layer's view.
    @inline(never) var hasInteractionBlockingAnimation: Bool {
        runningAnimations.anySatisfies { $0.blocksInteraction && !$0.isHeld }
    }
}
