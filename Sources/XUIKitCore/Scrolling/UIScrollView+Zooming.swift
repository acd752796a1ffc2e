import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform
/// between `minimumZoomScale` and `maximumZoomScale`, its frame origin kept,
/// and `contentSize` follows its frame, as UIKit does. A pinch zooms about the
/// fingers' centroid (the content under them stays under them, and moving
/// them pans); past a limit it pulls against a rubber band when
/// `bouncesZoom`, and springs back on release. The pinch recognizer exists
/// once the limits differ (UIKit: nil while the view cannot zoom).
extension UIScrollView {
    /// The pinch that zooms, or nil while the limits are equal.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinchRecognizer }

    /// The zoomed view's scale (1 with no view to zoom). Setting it zooms at once.
    var currentZoomScale: CGFloat {
        get {
            guard let view = zoomingView else { return 1 }
            return (view.transform.a * view.transform.a + view.transform.b * view.transform.b).squareRoot()
        }
    }

    /// Zooms to `scale` (clamped to the limits) about the middle of the visible area.
    func zoomAboutMiddle(to scale: CGFloat, animated: Bool) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let visible = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = unscaledPoint(CGPoint(x: bounds.minX + visible.x, y: bounds.minY + visible.y), in: view)
        zoom(to: target, keeping: anchor, at: visible, animated: animated)
    }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the bounds as
    /// far as the limits allow, centred.
    func zoomToFill(_ rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width.isFinite, rect.height.isFinite, rect.width > 0 || rect.height > 0 else { return }
        let wanted = min(rect.width > 0 ? bounds.width / rect.width : .infinity, rect.height > 0 ? bounds.height / rect.height : .infinity)
        let target = min(max(wanted, minimumZoomScale), maximumZoomScale)
        zoom(to: target, keeping: CGPoint(x: rect.midX, y: rect.midY), at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// The view the delegate zooms, if any.
    var zoomingView: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.isDescendant(of: self) else { return nil }
        return view
    }

    /// Installs or removes the pinch as the limits allow zooming.
    func zoomLimitsChanged() {
        let zoomable = maximumZoomScale > minimumZoomScale
        if zoomable, pinchRecognizer == nil {
            let pinch = ScrollViewPinchGestureRecognizer(scrollView: self)
            pinchRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zoomable, let pinch = pinchRecognizer {
            removeGestureRecognizer(pinch)
            pinchRecognizer = nil
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            stopZoomAnimation()
            let location = pinch.location(in: self)
            zoomAnchor = unscaledPoint(location, in: view)
            zoomStartScale = currentZoomScale
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            let visible = visiblePoint(pinch.location(in: self))
            let scale = ZoomPhysics.shownScale(zoomStartScale * pinch.scale, minimum: minimumZoomScale, maximum: maximumZoomScale,
                                               bounces: bouncesZoom)
            apply(scale: scale, to: view)
            contentOffset = ZoomPhysics.offset(keeping: zoomAnchor, at: visible, origin: view.frame.origin, scale: scale)
            delegate?.scrollViewDidZoom(self)
        case .ended, .cancelled, .failed:
            isZooming = false
            let visible = visiblePoint(pinch.location(in: self))
            let target = min(max(currentZoomScale, minimumZoomScale), maximumZoomScale)
            rebaseDrag()
            zoom(to: target, keeping: zoomAnchor, at: visible, animated: true, endsZooming: true)
        default:
            break
        }
    }

    /// Moves to `scale` keeping the zoomed view's unscaled point `anchor` at
    /// `visible` (bounds-relative), the offset then clamped inside the edges.
    private func zoom(to scale: CGFloat, keeping anchor: CGPoint, at visible: CGPoint, animated: Bool, endsZooming: Bool = false) {
        guard let view = zoomingView else { return }
        stopMotion()
        stopZoomAnimation()
        let fromScale = currentZoomScale, fromOffset = contentOffset
        apply(scale: scale, to: view)
        let offset = clamped(ZoomPhysics.offset(keeping: anchor, at: visible, origin: view.frame.origin, scale: scale))
        guard animated, scale != fromScale || offset != fromOffset else {
            contentOffset = offset
            if scale != fromScale { delegate?.scrollViewDidZoom(self) }
            if endsZooming { delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) }
            return
        }
        apply(scale: fromScale, to: view)
        isZoomBouncing = endsZooming
        zoomAnimation = ZoomAnimation(fromScale: fromScale, toScale: scale, fromOffset: fromOffset, toOffset: offset,
                                      start: UIApplication.shared.inputClock.now, endsZooming: true)
        zoomToken = UIApplication.shared.frameScheduler.addObserver { [weak self] frame in self?.stepZoom(to: frame.targetTimestamp) }
    }

    private func stepZoom(to time: TimeInterval) {
        guard let animation = zoomAnimation, let view = zoomingView else { return stopZoomAnimation() }
        let (scale, offset, isDone) = animation.state(at: time)
        apply(scale: scale, to: view)
        contentOffset = offset
        delegate?.scrollViewDidZoom(self)
        guard isDone else { return }
        stopZoomAnimation()
        if animation.endsZooming { delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale) }
    }

    func stopZoomAnimation() {
        zoomAnimation = nil
        isZoomBouncing = false
        if let zoomToken { UIApplication.shared.frameScheduler.removeObserver(zoomToken) }
        zoomToken = nil
    }

    /// Scales `view` keeping its frame origin; the content size becomes its frame's size.
    private func apply(scale: CGFloat, to view: UIView) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: origin.x + view.bounds.width * scale / 2, y: origin.y + view.bounds.height * scale / 2)
        contentSize = view.frame.size
    }

    /// A point in the scroll view's bounds as a point of `view` before scaling.
    private func unscaledPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        let origin = view.frame.origin, scale = currentZoomScale
        return CGPoint(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
    }

    /// A point in bounds coordinates, relative to the visible area's top-left.
    private func visiblePoint(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY) }

    /// A drag still under way after a pinch continues from the offset the pinch left.
    private func rebaseDrag() {
        guard drag != nil else { return }
        let pan = panGestureRecognizer
        let axes = scrollableAxes
        drag = ScrollDrag(offset: contentOffset, translation: pan.translation(in: self), movesX: axes.x, movesY: axes.y,
                          range: offsetRange, viewport: bounds.size)
    }
}

/// The scroll view's pinch; it works alongside the scroll view's pan.
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        delegate = self
        addTarget { [weak scrollView] recognizer in
            guard let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            scrollView?.handlePinch(pinch)
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === scrollView?.panGestureRecognizer
    }
}
