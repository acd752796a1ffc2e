import Foundation

/// UIKit's hit-testing algorithm (see `UIView.hitTest(_:with:)`).
extension UIView {
    /// Whether the view can be the target of a touch at all: not hidden,
    /// alpha at least 0.01, user interaction enabled.
    var isHitTestable: Bool { !isHidden && alpha >= 0.01 && isUserInteractionEnabled && !isAnimatingUninteractively }

    /// Whether an animation that takes touches away from the view runs on its
    /// layer (`UIView.animate` without `.allowUserInteraction`, as UIKit).
    var isAnimatingUninteractively: Bool {
        let running = layer.runningAnimations
        return !running.isEmpty && running.contains { $0.blocksInteraction && !$0.isHeld }
    }

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let subviewPoint = point.applying(subview.transformToSuperview.inverted())
            if let hit = subview.hitTest(subviewPoint, with: event) { return hit }
        }
        return self
    }
}
