import Foundation

/// A view whose bounds origin scrolls over larger content: UIKit's `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`; subviews are the content, placed in
/// content coordinates. The offset may go from `-adjustedContentInset.top/left`
/// to `contentSize + adjustedContentInset.bottom/right − bounds.size` (no less
/// than the minimum); dragging past those pulls against a rubber band when
/// `bounces`, and a release springs back. A finger drags it through
/// `panGestureRecognizer` (1:1 once the pan began: the 10 pt slop is not
/// made up with a jump); a release with velocity decelerates at
/// `decelerationRate` to the offset UIKit predicts (`ScrollPhysics`),
/// which `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
/// sees and may change; paging stops on multiples of the bounds size.
/// Motion runs on the application's frame clock: nothing runs while still.
///
/// UIKit's defaults: scrolling enabled, bounces, no always-bounce, deceleration
/// `.normal`, paging and directional lock off, `delaysContentTouches` and
/// `canCancelContentTouches` true, insets zero, indicators shown.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    // MARK: Content and insets

    /// The point of the content at the view's top-left corner: `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let offset = CGPoint(x: newValue.x.isFinite ? newValue.x : 0, y: newValue.y.isFinite ? newValue.y : 0)
            guard offset != bounds.origin else { return }
            bounds.origin = offset
            contentOffsetDidChange()
            refreshControlView?.scrollViewDidMove()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The size of the content (default zero). Setting it keeps the offset;
    /// NaN or infinite parts count as zero. Auto Layout sets it at each layout
    /// pass when constraints reach the content area (`contentLayoutGuide`, or
    /// the scroll view's edges from inside it: LayoutEngine+ScrollView.swift).
    open var contentSize: CGSize = .zero {
        didSet {
            if !contentSize.width.isFinite { contentSize.width = 0 }
            if !contentSize.height.isFinite { contentSize.height = 0 }
            if contentSize != oldValue { safeAreaAdjustmentChanged() }
        }
    }

    /// The content area for Auto Layout (iOS 11): its rectangle is
    /// (0, 0, contentSize) in the scroll view's bounds space, so it scrolls
    /// with the content; constraining its edges (or its width and height)
    /// sets `contentSize` at the next layout pass.
    open var contentLayoutGuide: UILayoutGuide { contentGuide }

    /// The scroll view's own frame for Auto Layout (iOS 11): what is pinned to
    /// it stays put while the content scrolls. Its `layoutFrame` is the
    /// visible rectangle in the bounds space (`bounds`: origin `contentOffset`).
    open var frameLayoutGuide: UILayoutGuide { frameGuide }

    /// The two guides, made when first asked for (UIScrollView+LayoutGuides.swift).
    lazy var contentGuide = makeScrollGuide(.scrollContent, "UIScrollView-contentLayoutGuide")
    lazy var frameGuide = makeScrollGuide(.scrollFrame, "UIScrollView-frameLayoutGuide")

    /// Extra room around the content (default zero). Negative insets are
    /// allowed, as in UIKit; NaN or infinite parts count as zero.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            contentInset = Self.sanitized(contentInset)
            lastAdjustedContentInset = adjustedContentInset
            adjustedContentInsetDidChange()
        }
    }

    /// How the safe area adds to `contentInset` (default `.automatic`;
    /// UIScrollView+SafeArea.swift has the rules).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { safeAreaAdjustmentChanged() } }
    }

    /// `contentInset` with the system's additions: the safe-area insets
    /// `contentInsetAdjustmentBehavior` lets in (XUIKit windows have none of
    /// their own; a navigation or tab bar over the view adds its height), and,
    /// while a refresh is under way, its control's 60 pt at the top.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        let safe = safeAreaAdjustment
        inset.top += safe.top + refreshInset
        inset.left += safe.left
        inset.bottom += safe.bottom
        inset.right += safe.right
        return inset
    }

    /// The adjusted inset last reported, so a change can keep a scroll view resting at its top there.
    var lastAdjustedContentInset: UIEdgeInsets = .zero

    /// The safe area changed: `adjustedContentInset` may follow (UIScrollView+SafeArea.swift).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaAdjustmentChanged()
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    // MARK: Behaviour

    open weak var delegate: UIScrollViewDelegate?
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    open var isDirectionalLockEnabled = false
    open var isPagingEnabled = false
    open var bounces = true
    open var bouncesZoom = true
    /// The smallest and largest zoom scales (default 1 and 1: no zooming).
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsChanged() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsChanged() } }
    /// Whether a pinch is zooming the content now.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back inside its limits after a pinch.
    open internal(set) var isZoomBouncing = false
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var decelerationRate: DecelerationRate = .normal
    /// Whether touches reach the content only after 150 ms without scrolling (default true).
    open var delaysContentTouches = true {
        didSet { delayedTouchesRecognizer.isEnabled = delaysContentTouches }
    }
    /// Whether the pan may take touches the content already has (default true).
    open var canCancelContentTouches = true
    /// Whether a scroll-to-top gesture may scroll this view (default true;
    /// UIScrollView+ScrollToTop.swift has XUIKit's stand-in for the status bar tap).
    open var scrollsToTop = true
    /// Whether the animated scroll under way is a scroll-to-top (its end tells the delegate `scrollViewDidScrollToTop`).
    var isScrollingToTop = false
    /// Whether keys scroll the view while it holds focus (iOS 17; default true; see UIScrollView+Keyboard.swift).
    open var allowsKeyboardScrolling = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The pull-to-refresh control, shown above the content (UIScrollView+Refresh.swift).
    open var refreshControl: UIRefreshControl? {
        get { refreshControlView }
        set {
            let old = refreshControlView
            refreshControlView = newValue
            installRefreshControl(old: old)
        }
    }
    var refreshControlView: UIRefreshControl?
    open var indicatorStyle: IndicatorStyle = .default
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }

    // MARK: State

    /// Whether a finger is on the content (it may not have moved yet).
    open internal(set) var isTracking = false
    /// Whether the content is being dragged (the pan has begun).
    open internal(set) var isDragging = false
    /// Whether the content is moving after the finger lifted (decelerating or bouncing back).
    open internal(set) var isDecelerating = false

    /// The recognizer that drags the content. Add it to another view to drag this one from there (UIKit allows that).
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = ScrollViewPanGestureRecognizer(scrollView: self)
        return pan
    }()

    /// The scroll indicators (subviews once first shown) and their timers.
    let indicators = ScrollIndicators()
    /// Holds touches from the content for `delaysContentTouches`.
    lazy var delayedTouchesRecognizer = ScrollViewDelayedTouchesGestureRecognizer(scrollView: self)
    /// Whether the content has been given the current touches (the delay passed, or there is none).
    var contentHasTouches = false

    /// Motion in progress after a release or an animated offset change, and its frame observer.
    var motion: ScrollMotion?
    var frameToken: FrameScheduler.Token?
    /// The drag in progress: the offset the pan started from, and the axes it may move.
    var drag: ScrollDrag?
    /// Zooming (UIScrollView+Zooming.swift): the pinch once installed, the
    /// unscaled point it holds under the fingers, the scale it began at, and an animated zoom.
    var pinchRecognizer: ScrollViewPinchGestureRecognizer?
    var zoomAnchor: CGPoint = .zero
    var zoomStartScale: CGFloat = 1
    var zoomAnimation: ZoomAnimation?
    var zoomToken: FrameScheduler.Token?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        Self.noteMade(self)
    }

    /// Shows the scroll indicators briefly (they fade 0.5 s later).
    open func flashScrollIndicators() { flashIndicators() }

    // MARK: Touches on the content (UIScrollView+ContentTouches.swift)

    /// Whether touches landing on `view` in the content go to it (default true).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may scroll away touches `view` already has: true unless it is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === panGestureRecognizer
            ? panFollowsScrollableAxis() && panMayBegin() : super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Scrolling

    /// Sets the offset, at once or animated over 0.3 s (then
    /// `scrollViewDidEndScrollingAnimation` follows). Any motion in progress stops first.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContentOffset(to: contentOffset, animated: animated)
    }

    /// Scrolls as little as needed to show `rect` (content coordinates) inside
    /// the bounds less the insets; a rectangle larger than that shows its
    /// top-left. Nothing happens when it is already visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        reveal(rect, animated: animated)
    }

    /// The keyboard-scrolling commands while the view holds focus (UIScrollView+Keyboard.swift).
    open override var keyCommands: [UIKeyCommand]? { scrollingKeyCommands }

    // MARK: Zooming (UIScrollView+Zooming.swift)

    /// The zoomed view's scale (1 with no view to zoom). Setting it zooms at once.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale`, clamped to the limits, about the middle of the visible area.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomAboutMiddle(to: scale, animated: animated) }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the bounds as far as the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) { zoomToFill(rect, animated: animated) }

    // MARK: Offsets

    /// The offsets the content may rest at, per axis.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content along each axis: there is more content than room, or it always bounces.
    var scrollableAxes: (x: Bool, y: Bool) {
        let range = offsetRange
        return (range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
                range.y.upperBound > range.y.lowerBound || alwaysBounceVertical)
    }

    /// `offset` moved into the allowed offsets.
    package func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                       y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    static func sanitized(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom), right: finite(insets.right))
    }
}
