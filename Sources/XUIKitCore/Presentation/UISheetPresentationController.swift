import Foundation

/// The presentation controller of a page or form sheet, with its detents:
/// UIKit's `UISheetPresentationController` (iOS 15, custom detents iOS 16).
///
/// A sheet from the bottom rests at one of its `detents`: `.large()` (the
/// full card, 10 pt below the top of the safe area, the default), `.medium()`
/// (half that height) or `.custom` (the resolver's height, given the large
/// height as `maximumDetentValue`). `selectedDetentIdentifier` picks one (nil:
/// the smallest); the view is resized to the detent's height, not moved off
/// screen. A swipe moves the sheet between detents (the one nearest where the
/// flick would carry it) and dismisses it below the smallest (see
/// UIPresentationController+Swipe.swift). With `prefersGrabberVisible` a 36 x
/// 5 pt grabber is drawn 5 pt from the sheet's top, as a subview of the
/// presented view in front of its content. A centred form sheet (a container
/// at least 700 pt wide) ignores detents.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// A detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the large height.
        public class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The full card.
        public class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A detent of the resolver's height (nil: the detent is left out), at
        /// most the large height; named `identifier` or a new unique name.
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, or nil when it is inactive.
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
        }
    }

    /// The heights the sheet may rest at. Default `[.large()]`; an empty list means `[.large()]`.
    open var detents: [Detent] = [.large()] { didSet { detentsChanged() } }
    /// The detent the sheet rests at; nil: the smallest. A swipe that settles on another changes it
    /// (and tells a `UISheetPresentationControllerDelegate`).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if selectedDetentIdentifier != oldValue { detentsChanged() } } }
    /// The largest detent at which the presenter is not dimmed; nil: always dimmed.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { detentsChanged() } }
    /// Whether a grabber shows at the top of the sheet. Default false.
    open var prefersGrabberVisible = false { didSet { updateGrabber() } }
    /// The sheet's corner radius; nil: the system's 10 pt.
    open var preferredCornerRadius: CGFloat? { didSet { if let view = presentedView, isSheet { view.layer.cornerRadius = cornerRadius } } }
    /// Kept for source compatibility; XUIKit's sheets do not coordinate with scroll views.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Kept for source compatibility (there are no compact-height layouts here).
    open var prefersEdgeAttachedInCompactHeight = false
    /// Kept for source compatibility (there are no compact-height layouts here).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    private var grabber: UIView?
    private var animatingChanges = false

    /// Makes the changes in `changes` (detents, the selected one) move the sheet with an animation.
    open func animateChanges(_ changes: () -> Void) {
        animatingChanges = true
        changes()
        animatingChanges = false
    }

    /// The corner radius in use.
    var cornerRadius: CGFloat { preferredCornerRadius ?? Self.sheetCornerRadius }

    /// The detents' heights with their identifiers, smallest first.
    var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = ResolutionContext(maximumDetentValue: largestSheetHeight)
        let list = (detents.isEmpty ? [.large()] : detents).compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        return list.sorted { $0.1 < $1.1 }
    }

    override var restingSheetHeights: [CGFloat] {
        let heights = resolvedDetents.map(\.height)
        return heights.isEmpty ? [largestSheetHeight] : heights
    }

    override var currentSheetHeight: CGFloat {
        let list = resolvedDetents
        if let selected = selectedDetentIdentifier, let match = list.first(where: { $0.identifier == selected }) { return match.height }
        return list.first?.height ?? largestSheetHeight
    }

    override func sheetDidSettle(atHeight height: CGFloat) {
        guard let match = resolvedDetents.first(where: { $0.height == height }), match.identifier != (selectedDetentIdentifier ?? resolvedDetents.first?.identifier) else {
            return
        }
        selectedDetentIdentifier = match.identifier
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    /// Whether the presenter is dimmed at a resting height.
    func dimsPresenter(atHeight height: CGFloat) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier, let limit = resolvedDetents.first(where: { $0.identifier == undimmed }) else { return true }
        return height > limit.height
    }

    /// The detents changed: the sheet goes to its resting place (animated inside `animateChanges`).
    private func detentsChanged() {
        guard isPresented, !isTransitioning, !isDragging, !isCentredFormSheet, let view = presentedView else { return }
        let frame = frameOfPresentedViewInContainerView, dimming = dimsPresenter(atHeight: currentSheetHeight) ? 1.0 : 0.0
        let apply = { view.frame = frame; self.dimmingView?.alpha = dimming }
        if animatingChanges {
            UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           animations: apply)
        } else {
            apply()
        }
    }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        if let view = presentedView, isSheet { view.layer.cornerRadius = cornerRadius }
        updateGrabber()
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !dimsPresenter(atHeight: currentSheetHeight) { dimmingView?.alpha = 0 }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { grabber?.removeFromSuperview(); grabber = nil }
    }

    open override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        updateGrabber()
    }

    /// Shows, places or removes the grabber.
    private func updateGrabber() {
        guard prefersGrabberVisible, isSheet, let view = presentedView, view.superview != nil else {
            grabber?.removeFromSuperview()
            grabber = nil
            return
        }
        let bar = grabber ?? UIView()
        bar.backgroundColor = UIColor(white: 0.24, alpha: 0.3)
        bar.layer.cornerRadius = 2.5
        bar.isUserInteractionEnabled = false
        bar.frame = CGRect(x: view.bounds.midX - 18, y: 5, width: 36, height: 5)
        view.addSubview(bar)  // in front of the content, after anything added since
        grabber = bar
    }

    private struct ResolutionContext: UISheetPresentationControllerDetentResolutionContext {
        let maximumDetentValue: CGFloat
    }
}

/// What a custom detent's resolver is given: UIKit's `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The large detent's height.
    var maximumDetentValue: CGFloat { get }
}

/// Told when a swipe changes a sheet's detent: UIKit's `UISheetPresentationControllerDelegate`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

extension UIViewController {
    /// The sheet presentation controller when the controller is (or will be)
    /// presented as a page or form sheet (`.automatic` included), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        let style = modalPresentationStyle.resolved
        guard style == .pageSheet || style == .formSheet else { return nil }
        return makePresentationControllerIfNeeded() as? UISheetPresentationController
    }
}
