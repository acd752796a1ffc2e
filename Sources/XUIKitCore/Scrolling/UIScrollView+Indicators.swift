import Foundation

/// Showing, placing and fading the scroll indicators (see `ScrollIndicatorLayout`).
extension UIScrollView {
    /// Shows the indicators for a moment, as after a scroll (UIKit's `flashScrollIndicators()` calls this).
    func flashIndicators() {
        placeIndicators(show: true)
    }

    /// After the offset changed: while the user or a motion scrolls, the
    /// indicators show and follow; an offset set in code does not show them.
    func contentOffsetDidChange() {
        let scrolling = isDragging || isDecelerating || motion != nil
        placeIndicators(show: scrolling)
    }

    private func placeIndicators(show: Bool) {
        guard show || indicators.vertical.alpha > 0 || indicators.horizontal.alpha > 0 else { return }
        let range = offsetRange, inset = adjustedContentInset
        let horizontalFrame = showsHorizontalScrollIndicator
            ? ScrollIndicatorLayout.horizontal(bounds: bounds, contentSize: contentSize, inset: inset, indicatorInsets: horizontalScrollIndicatorInsets,
                                               range: range.x, verticalShows: false) : nil
        let verticalFrame = showsVerticalScrollIndicator
            ? ScrollIndicatorLayout.vertical(bounds: bounds, contentSize: contentSize, inset: inset, indicatorInsets: verticalScrollIndicatorInsets,
                                             range: range.y, horizontalShows: horizontalFrame != nil) : nil
        let color = indicatorStyle == .white ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35)
        for (indicator, frame) in [(indicators.vertical, verticalFrame), (indicators.horizontal, horizontalFrame)] {
            guard let frame else {
                indicator.alpha = 0
                continue
            }
            if indicator.superview !== self { addSubview(indicator) }
            if subviews.last !== indicator { bringSubviewToFront(indicator) }
            indicator.backgroundColor = color
            indicator.frame = frame
            if show { indicator.alpha = 1 }
        }
        if show { scheduleIndicatorFade() }
    }

    /// The content came to rest (a drag ended with no motion, or a motion ended):
    /// shown indicators fade 0.5 s from now.
    func indicatorsSettled() {
        if indicators.vertical.alpha > 0 || indicators.horizontal.alpha > 0 { scheduleIndicatorFade() }
    }

    /// Fades the indicators out once the content has been still for 0.5 s (not while a finger holds it).
    private func scheduleIndicatorFade() {
        let clock = UIApplication.shared.inputClock
        if let timer = indicators.hideTimer { clock.cancel(timer) }
        if let fade = indicators.fadeToken { UIApplication.shared.frameScheduler.removeObserver(fade) }
        indicators.fadeToken = nil
        indicators.hideTimer = clock.schedule(after: ScrollIndicatorLayout.hideDelay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.indicators.hideTimer = nil
                if self.isTracking || self.isDecelerating || self.motion != nil { return self.scheduleIndicatorFade() }
                self.fadeIndicators(from: clock.now)
            }
        }
    }

    private func fadeIndicators(from start: TimeInterval) {
        indicators.fadeToken = UIApplication.shared.frameScheduler.addObserver { [weak self] frame in
            guard let self else { return }
            let progress = min(1, max(0, (frame.targetTimestamp - start) / ScrollIndicatorLayout.fadeDuration))
            for indicator in [self.indicators.vertical, self.indicators.horizontal] where indicator.alpha > 0 {
                indicator.alpha = CGFloat(1 - progress)
            }
            if progress >= 1, let token = self.indicators.fadeToken {
                UIApplication.shared.frameScheduler.removeObserver(token)
                self.indicators.fadeToken = nil
            }
        }
    }
}

/// A scroll view's two indicators and their timers.
@MainActor
final class ScrollIndicators {
    let vertical = ScrollIndicatorView(frame: .zero)
    let horizontal = ScrollIndicatorView(frame: .zero)
    var hideTimer: InputClock.Timer?
    var fadeToken: FrameScheduler.Token?
}
