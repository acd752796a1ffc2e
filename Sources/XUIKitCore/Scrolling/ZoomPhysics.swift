import Foundation

/// The arithmetic of zooming, free of views.
enum ZoomPhysics {
    /// The scale shown for a pinch asking `raw`: inside the limits as asked;
    /// beyond them, with `bounces`, pulled back by the square root of the
    /// overshoot ratio (XUIKit's rubber band for zoom; UIKit's exact curve is
    /// unpublished), else held at the limit.
    static func shownScale(_ raw: CGFloat, minimum: CGFloat, maximum: CGFloat, bounces: Bool) -> CGFloat {
        guard raw.isFinite, raw > 0 else { return minimum }
        if raw > maximum { return bounces ? maximum * (raw / maximum).squareRoot() : maximum }
        if raw < minimum { return bounces ? minimum * (raw / minimum).squareRoot() : minimum }
        return raw
    }

    /// The offset that keeps the zoomed view's unscaled point `anchor` under
    /// the visible point `visible`, for the view's frame origin `origin` at `scale`.
    static func offset(keeping anchor: CGPoint, at visible: CGPoint, origin: CGPoint, scale: CGFloat) -> CGPoint {
        CGPoint(x: origin.x + anchor.x * scale - visible.x, y: origin.y + anchor.y * scale - visible.y)
    }
}

/// A zoom animating to a scale and offset (setZoomScale/zoom(to:) animated, or a bounce back after a pinch).
struct ZoomAnimation {
    let fromScale: CGFloat, toScale: CGFloat
    let fromOffset: CGPoint, toOffset: CGPoint
    let start: TimeInterval
    /// 0.3 s ease-in-out: XUIKit's choice (UIKit's zoom animations look about that long).
    static let duration: TimeInterval = 0.3
    /// Whether the end calls `scrollViewDidEndZooming` (a pinch's bounce, an animated zoom).
    let endsZooming: Bool

    /// The scale and offset at `time`, and whether the animation is over.
    func state(at time: TimeInterval) -> (scale: CGFloat, offset: CGPoint, isDone: Bool) {
        let share = min(max((time - start) / Self.duration, 0), 1)
        guard share < 1 else { return (toScale, toOffset, true) }
        let p = CGFloat(share < 0.5 ? 2 * share * share : 1 - pow(-2 * share + 2, 2) / 2)
        return (fromScale + (toScale - fromScale) * p,
                CGPoint(x: fromOffset.x + (toOffset.x - fromOffset.x) * p, y: fromOffset.y + (toOffset.y - fromOffset.y) * p), false)
    }
}
