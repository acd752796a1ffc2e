import Foundation

/// Which sides of a popover its arrow may point from: UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// What a popover tells its delegate: UIKit's `UIPopoverPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of a `.popover`: UIKit's `UIPopoverPresentationController`.
///
/// In a window at least 700 pt wide the presented view is a bubble of its
/// `preferredContentSize` (320 x 480 when zero, at most the window less 10 pt
/// margins), corner radius 13, with a 13 pt arrow pointing at `sourceRect` in
/// `sourceView` (the view's bounds when `sourceRect` is empty): below the
/// source when it fits (arrow up), else above (down), else to the right
/// (left), else to the left (right), among `permittedArrowDirections`; the
/// bubble slides along to stay 10 pt inside the window. It fades in and out;
/// nothing is dimmed; a tap outside dismisses it (with
/// `presentationControllerShouldDismiss`/`WillDismiss`/`DidDismiss` on the
/// delegate) unless the controller is `isModalInPresentation`, and touches in
/// `passthroughViews` reach them instead. In a narrower window it is a page
/// sheet, unless the delegate's `adaptivePresentationStyle(for:)` returns `.none`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at; empty: its bounds.
    open var sourceRect: CGRect = .zero
    /// The sides the arrow may point from. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points from, once shown; `.unknown` before.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The bubble's and arrow's colour; nil: the presented view's background (white if none).
    open var backgroundColor: UIColor?
    /// Views that keep taking touches while the popover is shown.
    open var passthroughViews: [UIView]?

    /// The arrow's length and base, the bubble's corner radius and its margin in the window.
    static let arrowLength: CGFloat = 13, arrowBase: CGFloat = 26, popoverCornerRadius: CGFloat = 13, popoverMargin: CGFloat = 10
    private var arrowView: UIView?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        customTransitionKind = .fade
    }

    /// Whether it shows as a popover (not adapted to a sheet).
    var isBubble: Bool {
        let width = containerView?.bounds.width ?? presenter?.viewIfLoaded?.window?.bounds.width ?? 0
        return width >= 700 || delegate?.adaptivePresentationStyle(for: self) == UIModalPresentationStyle.none
    }

    override var adaptedStyle: UIModalPresentationStyle {
        let style = presentedViewController.modalPresentationStyle.resolved
        guard style == .popover else { return style }
        return isBubble ? .popover : .pageSheet
    }

    /// The source rectangle in the container.
    private var anchor: CGRect {
        guard let container = containerView, let sourceView else { return .zero }
        return sourceView.convert(sourceRect.isEmpty ? sourceView.bounds : sourceRect, to: container)
    }

    /// The bubble's frame and arrow side for the current source.
    private func placement() -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        guard let container = containerView else { return (.zero, .unknown) }
        let bounds = container.bounds.insetBy(dx: Self.popoverMargin, dy: Self.popoverMargin)
        let wanted = presentedViewController.preferredContentSize
        let size = CGSize(width: min(wanted.width > 0 ? wanted.width : 320, bounds.width), height: min(wanted.height > 0 ? wanted.height : 480, bounds.height))
        let source = anchor, gap = Self.arrowLength
        func clampX(_ x: CGFloat) -> CGFloat { min(max(bounds.minX, x), bounds.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(bounds.minY, y), bounds.maxY - size.height) }
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: clampX(source.midX - size.width / 2), y: source.maxY + gap, width: size.width, height: size.height)),
            (.down, CGRect(x: clampX(source.midX - size.width / 2), y: source.minY - gap - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: source.maxX + gap, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
            (.right, CGRect(x: source.minX - gap - size.width, y: clampY(source.midY - size.height / 2), width: size.width, height: size.height)),
        ]
        let allowed = candidates.filter { permittedArrowDirections.contains($0.0) }
        if let fit = allowed.first(where: { bounds.contains($0.1) }) { return (fit.1, fit.0) }
        // Nothing fits whole: the first allowed side, squeezed into the window.
        let first = allowed.first ?? candidates[0]
        return (first.1.intersection(bounds).isNull ? CGRect(origin: bounds.origin, size: size) : first.1.intersection(bounds), first.0)
    }

    override func presentationWillStart() {
        if adaptedStyle == .popover { (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self) }
    }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard adaptedStyle == .popover else { return super.frameOfPresentedViewInContainerView }
        return placement().frame
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard adaptedStyle == .popover, let container = containerView, let view = presentedView else { return }
        // Taps outside the bubble land here (container taps with no subview pass through).
        let outside = PopoverOutsideView(frame: container.bounds)
        outside.popover = self
        container.insertSubview(outside, at: 0)
        view.layer.cornerRadius = Self.popoverCornerRadius
        view.clipsToBounds = true
        if view.backgroundColor == nil { view.backgroundColor = backgroundColor ?? .white }
        let arrow = UIView()
        arrow.isUserInteractionEnabled = false
        let shape = CAShapeLayer()
        shape.fillColor = (backgroundColor ?? view.backgroundColor ?? .white).cgColor
        arrow.layer.addSublayer(shape)
        container.addSubview(arrow)
        arrowView = arrow
        placeArrow()
        guard transitionIsAnimated else { return }
        arrow.alpha = 0
        UIView.animate(withDuration: 0.25) { arrow.alpha = 1 }
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        if let arrow = arrowView, transitionIsAnimated { UIView.animate(withDuration: 0.25) { arrow.alpha = 0 } }
    }

    open override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        placeArrow()
    }

    /// Puts the arrow between the bubble and the source, pointing at the source's middle.
    private func placeArrow() {
        guard let arrow = arrowView, let shape = arrow.layer.sublayers?.first as? CAShapeLayer else { return }
        let (frame, direction) = placement()
        arrowDirection = direction
        let source = anchor, length = Self.arrowLength, half = Self.arrowBase / 2
        let inset = Self.popoverCornerRadius + half
        let path = CGMutablePath()
        switch direction {
        case .up, .down:
            let x = min(max(source.midX, frame.minX + inset), frame.maxX - inset)
            let up = direction == .up
            arrow.frame = CGRect(x: x - half, y: up ? frame.minY - length : frame.maxY, width: half * 2, height: length)
            path.move(to: CGPoint(x: 0, y: up ? length : 0))
            path.addLine(to: CGPoint(x: half, y: up ? 0 : length))
            path.addLine(to: CGPoint(x: half * 2, y: up ? length : 0))
        default:
            let y = min(max(source.midY, frame.minY + inset), frame.maxY - inset)
            let left = direction == .left
            arrow.frame = CGRect(x: left ? frame.minX - length : frame.maxX, y: y - half, width: length, height: half * 2)
            path.move(to: CGPoint(x: left ? length : 0, y: 0))
            path.addLine(to: CGPoint(x: left ? 0 : length, y: half))
            path.addLine(to: CGPoint(x: left ? length : 0, y: half * 2))
        }
        path.closeSubpath()
        shape.path = path
    }

    /// A tap outside the bubble: dismissed, unless refused.
    func tappedOutside() {
        guard isPresented, !isTransitioning else { return }
        if presentedViewController.isModalInPresentation || !(delegate?.presentationControllerShouldDismiss(self) ?? true) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { self.delegate?.presentationControllerDidDismiss(self) }
    }
}

/// The clear view behind a popover: a touch on it dismisses the popover,
/// unless it is on one of the passthrough views, which get it instead.
final class PopoverOutsideView: UIView {
    weak var popover: UIPopoverPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let found = super.hitTest(point, with: event), let window else { return nil }
        for view in popover?.passthroughViews ?? [] where !view.isHidden && view.window === window {
            let local = convert(point, to: view)
            if let hit = view.hitTest(local, with: event) { return hit }
        }
        return found
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { popover?.tappedOutside() }
}

extension UIViewController {
    /// The popover presentation controller when `modalPresentationStyle` is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return makePresentationControllerIfNeeded() as? UIPopoverPresentationController
    }
}
