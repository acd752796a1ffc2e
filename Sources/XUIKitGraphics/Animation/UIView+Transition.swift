import Foundation

extension UIView {
    /// Runs `animations` on `view` with a whole-view transition: the view as
    /// it showed before is snapshotted, the changes happen at once (animated
    /// themselves only with `.allowAnimatedContent`), and the snapshot gives
    /// way to the new content over `duration`, paced by the options' curve.
    ///
    /// `.transitionCrossDissolve` fades the old picture out over the new.
    /// The flips turn the view half a turn about its vertical axis (from left
    /// and right) or horizontal one (from top and bottom) in perspective
    /// (`TransitionRun.flipPerspectiveDistance`), the old picture showing for
    /// the first half, the new content for the second, never from behind.
    /// `.transitionCurlUp` rolls the old picture up off the top and
    /// `.transitionCurlDown` down off the bottom, squashed rather than curled.
    /// With no transition option the changes animate as `UIView.animate`.
    /// `completion` gets true when the transition ran to its end.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let style = TransitionStyle(options)
        guard style != .none else {
            return animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
        }
        guard duration > 0, duration.isFinite, areAnimationsEnabled, view.bounds.width > 0, view.bounds.height > 0,
              let picture = ViewSnapshot.image(of: view) else {
            animations?()
            if let completion { _ = UIApplication.shared.inputClock.schedule(after: 0) { completion(true) } }
            return
        }
        if options.contains(.allowAnimatedContent) {
            animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {})
        } else {
            performWithoutAnimation { animations?() }
        }
        TransitionRun(view: view, picture: picture, style: style, duration: duration, options: options, completion: completion).start()
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a
    /// transition on that superview: `toView` goes in above `fromView` and
    /// `fromView` is removed, or with `.showHideTransitionViews` `fromView` is
    /// hidden and `toView` shown instead. A `fromView` with no superview is
    /// only swapped out of nothing: the completion runs with true.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            if let completion { _ = UIApplication.shared.inputClock.schedule(after: 0) { completion(true) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}

/// The transition an `AnimationOptions` value names (its bits 20-23, UIKit's raw values).
enum TransitionStyle: UInt {
    case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom

    init(_ options: UIView.AnimationOptions) { self = TransitionStyle(rawValue: (options.rawValue >> 20) & 0xF) ?? .none }
}

/// A picture of a view as it shows now.
@MainActor
enum ViewSnapshot {
    /// The view's hierarchy drawn with its presented values at its window's scale.
    static func image(of view: UIView) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = view.window?.screen.scale ?? UIScreen.main.scale
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
        var image: UIImage?
        LayerAnimationEngine.withPresentation {
            image = renderer.image { _ in _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: false) }
        }
        return image?.cgImage
    }
}

/// One transition in flight: the snapshot layer over the view and the animations that retire it.
@MainActor
final class TransitionRun: CAAnimationDelegate {
    private let view: UIView
    private let overlay = CALayer()
    private let style: TransitionStyle
    private let duration: TimeInterval
    private let curve: CAMediaTimingFunction
    private let completion: ((Bool) -> Void)?
    private var retained: TransitionRun?

    init(view: UIView, picture: CGImage, style: TransitionStyle, duration: TimeInterval,
         options: UIView.AnimationOptions, completion: ((Bool) -> Void)?) {
        (self.view, self.style, self.duration, self.completion) = (view, style, duration, completion)
        curve = options.timingFunction
        overlay.contents = picture
        overlay.frame = view.bounds
    }

    func start() {
        retained = self  // until the last animation stops
        view.layer.addSublayer(overlay)  // above everything the block added
        let bounds = view.bounds
        switch style {
        case .crossDissolve:
            overlay.add(basic("opacity", from: 1, to: 0), forKey: "transition")
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            view.layer.add(flipTurn(from: view.layer.transform), forKey: "transition")
            let hide = keyframes("opacity", [1, 0], times: [0, 0.5, 1])
            hide.calculationMode = .discrete
            overlay.add(hide, forKey: "transition")
        case .curlUp, .curlDown:
            overlay.anchorPoint = CGPoint(x: 0.5, y: style == .curlUp ? 0 : 1)
            overlay.position = CGPoint(x: bounds.midX, y: style == .curlUp ? bounds.minY : bounds.maxY)
            overlay.add(basic("bounds.size.height", from: bounds.height, to: 0), forKey: "transition")
        case .none:
            break
        }
        overlay.animation(forKey: "transition")?.delegate = self
    }

    /// The perspective of a flip: m34 = -1 / this (points). UIKit publishes
    /// none; chosen so a phone-sized view turns with a clear near edge.
    static let flipPerspectiveDistance: CGFloat = 1000

    /// The view's half turn about its vertical (flips from left and right) or
    /// horizontal axis in perspective, in `transform` keyframes (every 1/32 of
    /// the time, close enough for straight interpolation between them): the
    /// old side to edge-on by half time, then the new side from edge-on back
    /// to `base`, never showing a back. As UIKit documents: from the left, the
    /// left side moves toward the viewer; from the top, the top side does.
    private func flipTurn(from base: CATransform3D) -> CAKeyframeAnimation {
        let horizontal = style == .flipFromLeft || style == .flipFromRight
        let sign: CGFloat = style == .flipFromLeft || style == .flipFromBottom ? 1 : -1
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / TransitionRun.flipPerspectiveDistance
        func turned(_ angle: CGFloat) -> CATransform3D {
            let rotation = CATransform3DMakeRotation(sign * angle, horizontal ? 0 : 1, horizontal ? 1 : 0, 0)
            return CATransform3DConcat(CATransform3DConcat(rotation, perspective), base)
        }
        let steps = 16
        var times: [Double] = [], values: [CATransform3D] = []
        for i in 0...steps {
            times.append(0.5 * Double(i) / Double(steps))
            values.append(turned(.pi / 2 * CGFloat(i) / CGFloat(steps)))
        }
        // From +90° to -90° in a millisecond of the turn: edge-on all the way (nothing drawn).
        for i in 0...steps {
            times.append(0.501 + 0.499 * Double(i) / Double(steps))
            values.append(turned(-.pi / 2 + .pi / 2 * CGFloat(i) / CGFloat(steps)))
        }
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.duration = duration
        animation.timingFunction = curve
        return animation
    }

    private func basic(_ keyPath: String, from: CGFloat, to: CGFloat) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue) = (from, to)
        animation.duration = duration
        animation.timingFunction = curve
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    private func keyframes(_ keyPath: String, _ values: [CGFloat], times: [Double]) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.duration = duration
        animation.timingFunction = curve
        return animation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        overlay.removeAllAnimations()
        overlay.removeFromSuperlayer()
        retained = nil
        completion?(flag)
    }
}
