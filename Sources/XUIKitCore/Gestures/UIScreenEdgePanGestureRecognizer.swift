import Foundation

/// A pan that starts near an edge of the screen (the window) and moves away
/// from it: UIKit's `UIScreenEdgePanGestureRecognizer`.
///
/// `edges` defaults to none (UIKit's default), which never recognizes. The
/// first finger must land within `edgeRegion` (20 pt) of one of `edges` of its
/// window, else the gesture fails at once. Once the centroid has moved past
/// the pan slop (10 pt), it begins if the movement points away from that edge
/// (its component away from the edge at least as large as the one along it),
/// and fails otherwise. After that it behaves as a `UIPanGestureRecognizer`.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from. Default none.
    open var edges: UIRectEdge = []

    /// How close to an edge the first finger must land, in points.
    static let edgeRegion: CGFloat = 20

    /// The view whose edges count instead of the window's, or nil (the
    /// window). A navigation controller's back swipe uses its own view, so
    /// it works from the left edge of a pane that is not at the window's edge.
    package weak var edgeReferenceView: UIView?

    /// The edges of `edges` the first finger landed near.
    private var startEdges: UIRectEdge = []
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = fingers.isEmpty && start == nil
        super.touchesBegan(touches, with: event)
        guard isFirst, let touch = fingers.first else { return }
        start = touch.windowLocation
        if let reference = edgeReferenceView {
            startEdges = edges.intersection(Self.edges(near: touch.location(in: reference), in: reference.bounds))
        } else {
            startEdges = edges.intersection(Self.edges(near: touch.windowLocation, in: touch.window?.bounds ?? .zero))
        }
        if startEdges.isEmpty { failIfPossible() }
    }

    override func shouldBegin() -> Bool {
        guard let start else { return false }
        let d = CGPoint(x: centroid.x - start.x, y: centroid.y - start.y)
        let away: [(UIRectEdge, Bool)] = [
            (.left, d.x > 0 && d.x >= abs(d.y)), (.right, -d.x > 0 && -d.x >= abs(d.y)),
            (.top, d.y > 0 && d.y >= abs(d.x)), (.bottom, -d.y > 0 && -d.y >= abs(d.x)),
        ]
        if away.contains(where: { startEdges.contains($0.0) && $0.1 }) { return true }
        failIfPossible()
        return false
    }

    open override func reset() {
        super.reset()
        startEdges = []
        start = nil
    }

    /// The edges of `bounds` within `edgeRegion` of `point`.
    static func edges(near point: CGPoint, in bounds: CGRect) -> UIRectEdge {
        var result: UIRectEdge = []
        if point.x - bounds.minX <= edgeRegion { result.insert(.left) }
        if bounds.maxX - point.x <= edgeRegion { result.insert(.right) }
        if point.y - bounds.minY <= edgeRegion { result.insert(.top) }
        if bounds.maxY - point.y <= edgeRegion { result.insert(.bottom) }
        return result
    }
}
