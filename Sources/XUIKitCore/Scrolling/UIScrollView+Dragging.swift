import Foundation

/// The scroll view's own pan: it drags the content, and a finger landing on
/// moving content stops it where it is.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        // Wheels and touchpads scroll a scroll view, as on iPadOS with a pointer.
        allowedScrollTypesMask = .all
        addTarget { [weak scrollView] recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            scrollView?.handlePan(pan)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDown()
    }

    /// The gesture is over and every finger has lifted.
    override func reset() {
        super.reset()
        scrollView?.fingersLifted()
    }
}

extension UIScrollView {
    /// A finger landed on the scroll view or its content: tracking starts, and
    /// moving content stops where it is (as on iOS, without `DidEndDecelerating`).
    func fingerDown() {
        if !isTracking { contentHasTouches = !delaysContentTouches }
        isTracking = true
        if motion != nil { stopMotion() }
    }

    /// The pan is over and its fingers have lifted (a drag's end already released the content).
    func fingersLifted() {
        if !isDragging { isTracking = false }
        // Content left past an edge (a caught bounce released without dragging) springs back.
        if !isDragging, motion == nil, clamped(contentOffset) != contentOffset { release(velocity: .zero) }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let translation = pan.translation(in: self)
            let axes = ScrollDrag.axes(scrollable: scrollableAxes, translation: translation, directionalLock: isDirectionalLockEnabled)
            // Fingers: the slop before the pan began is not made up. A wheel or touchpad scroll
            // (no fingers): its first delta counts, and it stops at the edges with no inertia.
            let isScrollInput = pan.numberOfTouches == 0
            drag = ScrollDrag(offset: contentOffset, translation: isScrollInput ? .zero : translation, movesX: axes.x, movesY: axes.y,
                              range: offsetRange, viewport: bounds.size, isScrollInput: isScrollInput)
            isTracking = true
            isDragging = true
            if (keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory), !isScrollInput { window?.endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough  // a scroll's first delta moves the content (for fingers nothing has moved yet)
        case .changed:
            guard let drag, !isZooming else { return }  // a pinch places the content while it zooms
            contentOffset = drag.offset(translation: pan.translation(in: self), current: contentOffset, range: offsetRange,
                                        viewport: bounds.size, bounces: bounces && !drag.isScrollInput)
            if dismissesKeyboardInteractively, let window { KeyboardPresenter.follow(fingerAt: pan.location(in: window).y, in: window) }
        case .ended, .cancelled:
            guard let drag else { return }
            self.drag = nil
            refreshControlView?.scrollViewWillRelease()
            if keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory, let window {
                KeyboardPresenter.endFollowing(in: window, movingDown: pan.state == .ended && pan.velocity(in: window).y > 50)
            }
            if isZooming || isZoomBouncing {
                // The pinch's end settles the content; the drag lets go without moving it.
                (isDragging, isTracking) = (false, false)
                delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
                return
            }
            let fingers = pan.state == .ended && !drag.isScrollInput ? pan.velocity(in: self) : .zero
            // The content moves against the finger; UIKit reports points per millisecond.
            release(velocity: CGPoint(x: drag.movesX ? -fingers.x / 1000 : 0, y: drag.movesY ? -fingers.y / 1000 : 0), afterDrag: true)
        default:
            break
        }
    }

    /// The finger let go with the content moving at `velocity` (points per ms):
    /// the delegate sees (and may change) the resting offset, then the content
    /// decelerates there, or springs back inside its edges.
    func release(velocity: CGPoint, afterDrag: Bool = false) {
        let range = offsetRange, rate = decelerationRate.rawValue, now = UIApplication.shared.inputClock.now
        var x = ScrollAxisMotion(offset: contentOffset.x, velocity: velocity.x, rate: rate, range: range.x, bounces: bounces, now: now)
        var y = ScrollAxisMotion(offset: contentOffset.y, velocity: velocity.y, rate: rate, range: range.y, bounces: bounces, now: now)
        let natural = CGPoint(x: x.restingOffset, y: y.restingOffset)
        var target = isPagingEnabled ? pageTarget(from: contentOffset, velocity: velocity) : natural
        if afterDrag {
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        }
        if target != natural {
            // A chosen target (the delegate's, or a page) is reached exactly, inside the edges.
            let goal = clamped(CGPoint(x: target.x.isFinite ? target.x : natural.x, y: target.y.isFinite ? target.y : natural.y))
            let pagingRate = isPagingEnabled ? DecelerationRate.fast.rawValue : rate
            x = ScrollAxisMotion(offset: contentOffset.x, target: goal.x, rate: pagingRate, range: range.x, bounces: bounces, now: now)
            y = ScrollAxisMotion(offset: contentOffset.y, target: goal.y, rate: pagingRate, range: range.y, bounces: bounces, now: now)
        }
        let motion = ScrollMotion(x: x, y: y)
        if afterDrag {
            isDragging = false
            isTracking = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: !motion.isDone)
        }
        guard !motion.isDone else { return indicatorsSettled() }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        run(motion)
        isDecelerating = true
    }

    /// The page a paging scroll view settles on: the next one in the direction
    /// of a flick, else the nearest (pages are the bounds' size).
    func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let position = offset / page
            let index = velocity > 0.05 ? position.rounded(.up) : velocity < -0.05 ? position.rounded(.down) : position.rounded()
            return index * page
        }
        return clamped(CGPoint(x: axis(offset.x, velocity.x, bounds.width), y: axis(offset.y, velocity.y, bounds.height)))
    }
}

extension UIScrollView {
    /// Whether a finger's drag pulls the keyboard down (the interactive modes, fingers only).
    var dismissesKeyboardInteractively: Bool {
        (keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory)
            && drag?.isScrollInput != true && panGestureRecognizer.numberOfTouches > 0
    }
}
