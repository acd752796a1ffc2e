import Foundation

/// Motion without a finger: deceleration and bounce after a release, and
/// animated offset changes, one frame of the application's frame clock at a
/// time (each frame shows the offset for its `targetTimestamp`).
extension UIScrollView {
    /// `setContentOffset(_:animated:)`'s work.
    func moveContentOffset(to contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        run(ScrollMotion(animatingFrom: self.contentOffset, to: contentOffset, now: UIApplication.shared.inputClock.now))
    }

    /// `scrollRectToVisible(_:animated:)`'s work.
    func reveal(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        func axis(_ offset: CGFloat, _ visibleMin: CGFloat, _ visibleMax: CGFloat, _ min: CGFloat, _ max: CGFloat) -> CGFloat {
            if max - min > visibleMax - visibleMin || min < visibleMin { return offset - (visibleMin - min) }
            if max > visibleMax { return offset + (max - visibleMax) }
            return offset
        }
        let target = clamped(CGPoint(x: axis(contentOffset.x, visible.minX, visible.maxX, rect.minX, rect.maxX),
                                     y: axis(contentOffset.y, visible.minY, visible.maxY, rect.minY, rect.maxY)))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Starts `motion`, frame by frame.
    func run(_ motion: ScrollMotion) {
        stopMotion()
        guard !motion.isDone else { return }
        self.motion = motion
        frameToken = UIApplication.shared.frameScheduler.addObserver { [weak self] frame in
            self?.stepMotion(to: frame.targetTimestamp)
        }
    }

    private func stepMotion(to time: TimeInterval) {
        guard var motion else { return }
        let (offset, isDone) = motion.offset(at: time)
        self.motion = motion
        if isDone { endMotionObservation() }
        contentOffset = offset
        guard isDone else { return }
        indicatorsSettled()
        if motion.isAnimation, isScrollingToTop {
            isScrollingToTop = false
            delegate?.scrollViewDidScrollToTop(self)
        } else if motion.isAnimation {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Stops any motion where it is, with no delegate call (a finger caught it,
    /// or a new offset was set).
    func stopMotion() {
        isScrollingToTop = false
        endMotionObservation()
        isDecelerating = false
    }

    private func endMotionObservation() {
        motion = nil
        if let frameToken { UIApplication.shared.frameScheduler.removeObserver(frameToken) }
        frameToken = nil
    }
}

extension UIScrollView {
    /// Moves the content by `delta` because content before the visible part
    /// changed size (a table measuring rows above): what shows stays put, and
    /// a deceleration or animated scroll in progress goes on from there at
    /// the speed it had, instead of jumping by `delta` at its next frame.
    package func shiftContentKeepingMotion(by delta: CGPoint) {
        guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
        if let current = motion {
            let now = UIApplication.shared.inputClock.now
            switch current.kind {
            case let .deceleration(x, y):
                let range = offsetRange, rate = decelerationRate.rawValue
                motion = ScrollMotion(x: x.shifted(by: delta.x, at: now, range: range.x, rate: rate),
                                      y: y.shifted(by: delta.y, at: now, range: range.y, rate: rate))
            case let .animation(from, to, since):
                motion = ScrollMotion(animatingFrom: CGPoint(x: from.x + delta.x, y: from.y + delta.y),
                                      to: CGPoint(x: to.x + delta.x, y: to.y + delta.y), now: since)
            }
        }
        contentOffset = CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y)
    }
}
