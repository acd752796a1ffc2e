import Foundation

/// The object that places a presented controller's view and the chrome
/// around it: UIKit's `UIPresentationController`.
///
/// Each presentation gets a container view in front of everything else in the
/// presenter's window, covering it. Inside it, by the presented controller's
/// (resolved) `modalPresentationStyle`:
///
///     .fullScreen       the presented view fills the container; once shown,
///                       the presenter's view leaves the window
///     .overFullScreen   the same, but the presenter's view stays behind it
///     .pageSheet        a card: the container's width, from 10 pt below the
///     .formSheet        top of the safe area to the bottom, top corners rounded
///                       (10 pt), over a dimming view (black at 40%) that hides
///                       the presenter; in a container at least 700 pt wide a
///                       form sheet is a 540 x 620 pt card centred instead
///
/// `.custom` fills the container over the presenter, with no dimming, unless a
/// subclass (from the `transitioningDelegate`) says otherwise. The container
/// lays the presented view out again when it is resized.
@preconcurrency @MainActor
open class UIPresentationController {
    /// The controller being presented (strong, as UIKit's header declares it).
    ///
    /// Held strongly from `present` to the end of its dismissal, so nothing
    /// the transition or its completion calls can outlive it. Outside a
    /// presentation the presented controller keeps this object alive (its
    /// `presentationController`), and this one refers back without a retain,
    /// so the two do not keep each other alive for ever.
    public var presentedViewController: UIViewController { heldPresentedViewController ?? unheldPresentedViewController }
    private unowned let unheldPresentedViewController: UIViewController
    /// The presented controller while a presentation runs or shows (`present` to the end of `dismiss`).
    var heldPresentedViewController: UIViewController?
    /// The controller presenting it (the root ancestor of the one `present` was
    /// called on); the presented controller itself until a presentation starts.
    public var presentingViewController: UIViewController { presenter ?? presentedViewController }
    /// Strong, as UIKit's header declares `presentingViewController`: a
    /// presenter lives as long as what it shows (so does every handler that
    /// captured it). Set by `present`, cleared at the end of the dismissal.
    var presenter: UIViewController?
    /// Where the presenter's view was before a full-screen presentation took it
    /// out of the window, to put it back on dismissal.
    weak var presenterViewSuperview: UIView?
    var presenterViewIndex = 0
    /// Told about interactive dismissal (a sheet's swipe down).
    public weak var delegate: UIAdaptivePresentationControllerDelegate?
    /// The view the presentation happens in: nil until the presentation starts.
    public private(set) var containerView: UIView?
    /// The dimming view behind a sheet (nil for full-screen styles).
    package internal(set) var dimmingView: UIView?
    /// Whether a transition (presentation or dismissal, animated or driven by
    /// a swipe) is under way. While it is, the application ignores touches
    /// that begin, as UIKit does during a transition: nothing behind the
    /// presentation, and nothing moving in or out, can be touched from the
    /// first frame to the last (touches already down go on to their end).
    package internal(set) var isTransitioning = false {
        didSet {
            guard isTransitioning != oldValue else { return }
            let dispatcher = UIApplication.shared.touchDispatcher
            if isTransitioning { dispatcher.ignoringDepth += 1 } else { dispatcher.ignoringDepth = max(0, dispatcher.ignoringDepth - 1) }
        }
    }
    /// Whether the presentation finished and is not being dismissed.
    var isPresented = false
    /// Whether the transition starting or running animates (the `animated` given to `present`/`dismiss`).
    var transitionIsAnimated = false

    /// The card's distance below the top of the safe area, and its corner radius.
    static let sheetTopInset: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    /// The dimming view's colour behind a sheet.
    static let dimmingAlpha: CGFloat = 0.4

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.unheldPresentedViewController = presentedViewController
        self.presenter = presentingViewController
    }

    /// The style shown: the presented controller's `modalPresentationStyle`, resolved.
    public var presentationStyle: UIModalPresentationStyle { adaptedStyle }

    /// The resolved style after adaptation: a popover without a popover
    /// presentation controller is shown as a page sheet.
    var adaptedStyle: UIModalPresentationStyle {
        let style = presentedViewController.modalPresentationStyle.resolved
        return style == .popover ? .pageSheet : style
    }

    /// The view animated in: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Whether the presenter's view leaves the window once the presentation ends.
    open var shouldRemovePresentersView: Bool { presentationStyle.removesPresenterView }

    /// The colour of the view dimming what is behind the presented view, or nil
    /// for none: black at 40% behind a sheet, nothing otherwise, unless a
    /// subclass in the package set `customDimmingColor`.
    var dimmingColor: UIColor? { customDimmingColor ?? (isSheet ? UIColor(white: 0, alpha: Self.dimmingAlpha) : nil) }
    package var customDimmingColor: UIColor?

    /// How the presented view moves in and out: `customTransitionKind` when a
    /// subclass in the package set it, `.fade` for `.crossDissolve`, else `.slideUp`.
    var transitionKind: PresentationTransitionKind {
        customTransitionKind ?? (presentedViewController.modalTransitionStyle == .crossDissolve ? .fade : .slideUp)
    }
    package var customTransitionKind: PresentationTransitionKind?

    /// Called by `present` before anything loads or moves (a popover asks its delegate to prepare).
    func presentationWillStart() {}

    // MARK: Transition hooks (UIKit's; the defaults do nothing)

    /// Called when a presentation starts, its views installed, before it animates.
    open func presentationTransitionWillBegin() {}
    /// Called when a presentation's animation ended (`completed` is always true here).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when a dismissal starts, before it animates.
    open func dismissalTransitionWillBegin() {}
    /// Called when a dismissal ended, before the views leave (`completed` false: a cancelled swipe).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container lays out.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid out (and the presented view went to its place).
    open func containerViewDidLayoutSubviews() {}

    /// Where the presented view sits in the container (see the type's comment).
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch presentationStyle {
        case .pageSheet, .formSheet:
            if isCentredFormSheet {
                let size = CGSize(width: min(540, bounds.width), height: min(620, bounds.height))
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            }
            let top = sheetTop
            return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top))
        default:
            return bounds
        }
    }

    /// Whether the sheet is a centred form sheet (a wide container), which neither detents nor swipes move.
    var isCentredFormSheet: Bool { presentationStyle == .formSheet && (containerView?.bounds.width ?? 0) >= 700 }

    /// The tallest a card from the bottom can be: the container's height less
    /// 10 pt below the top of its safe area.
    var largestSheetHeight: CGFloat {
        guard let container = containerView else { return 0 }
        return max(0, container.bounds.height - container.safeAreaInsets.top - Self.sheetTopInset)
    }

    /// The heights a card from the bottom rests at, smallest first (the largest
    /// only here; a `UISheetPresentationController` has its detents).
    var restingSheetHeights: [CGFloat] { [largestSheetHeight] }

    /// The height the card rests at now.
    var currentSheetHeight: CGFloat { largestSheetHeight }

    /// The card's top in the container for a height.
    func sheetTop(forHeight height: CGFloat) -> CGFloat { (containerView?.bounds.maxY ?? 0) - height }

    /// The card's top at its current resting height.
    var sheetTop: CGFloat { sheetTop(forHeight: currentSheetHeight) }

    /// A swipe let the card rest at `height` (one of `restingSheetHeights`); nothing here.
    func sheetDidSettle(atHeight height: CGFloat) {}

    /// Whether the presented view is a card over a dimmed presenter.
    var isSheet: Bool { presentationStyle == .pageSheet || presentationStyle == .formSheet }

    // MARK: The container

    /// Makes the container in front of everything in `window`, the dimming view
    /// for a sheet, and puts the presented view at its place, laid out.
    func installViews(in window: UIWindow) {
        let container = PresentationContainerView(frame: window.bounds)
        container.presentation = self
        containerView = container
        if let color = dimmingColor {
            let dimming = UIView(frame: container.bounds)
            dimming.backgroundColor = color
            container.addSubview(dimming)
            dimmingView = dimming
        }
        let view: UIView = presentedViewController.view
        view.frame = frameOfPresentedViewInContainerView
        if isSheet {
            // A centred form sheet rounds all four corners; a card from the bottom only its top ones.
            view.layer.cornerRadius = Self.sheetCornerRadius
            let centred = presentationStyle == .formSheet && container.bounds.width >= 700
            view.layer.maskedCorners = centred ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            view.clipsToBounds = true
        }
        container.addSubview(view)
        window.addSubview(container)
        if isSheet { installSwipeToDismiss(on: view) }
    }

    /// Takes the container (and the presented view in it) out of the window.
    func removeViews() {
        removeSwipeToDismiss()
        presentedViewController.viewIfLoaded?.removeFromSuperview()
        containerView?.removeFromSuperview()
        containerView = nil
        dimmingView = nil
    }

    /// The presented view's frame off screen, where `.coverVertical` starts and ends:
    /// just below the container.
    var offscreenFrame: CGRect {
        var frame = frameOfPresentedViewInContainerView
        frame.origin.y = containerView?.bounds.maxY ?? frame.minY
        return frame
    }

    /// Called when the container lays out: the presented view goes back to its place,
    /// unless a transition or a drag is moving it.
    func containerDidLayout() {
        guard !isTransitioning, !isDragging, let view = presentedView, view.superview === containerView else { return }
        view.frame = frameOfPresentedViewInContainerView
        dimmingView?.frame = containerView?.bounds ?? .zero
    }

    /// Whether a swipe is moving the sheet (UIPresentationController+Swipe.swift).
    var isDragging = false
    /// The sheet's swipe-down recognizer, while the sheet is shown.
    var swipeRecognizer: UIPanGestureRecognizer?
    /// The swipe in progress: whether it may dismiss (asked when it began),
    /// where the sheet's top was then, whether it went below the smallest
    /// resting height, and whether the dismissal began.
    var swipeMayDismiss = false
    var swipeStartTop: CGFloat = 0
    var swipeAttemptedDismissal = false
    var swipeBeganDismissal = false
}

/// The view a presentation happens in (UIKit's `UITransitionView`).
final class PresentationContainerView: UIView {
    weak var presentation: UIPresentationController?

    /// Touches on no subview (an undimmed sheet's presenter) go through to the views behind.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let found = super.hitTest(point, with: event)
        return found === self ? nil : found
    }
    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        presentation?.containerDidLayout()
        presentation?.containerViewDidLayoutSubviews()
    }
}
