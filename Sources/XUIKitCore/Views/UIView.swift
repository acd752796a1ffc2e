import Foundation

/// A rectangular area of the screen and the object that manages its content
/// and its touches: UIKit's `UIView`.
///
/// Geometry is center-anchored as in UIKit: `bounds` (whose origin shifts the
/// content), `center` (in the superview's space) and `transform` (about the
/// center) are stored; `frame` is derived from them. Subviews are ordered back
/// to front. Hit-testing, coordinate conversion and hierarchy changes live in
/// the `UIView+*.swift` files.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    // Hit-testing and dispatch read these for every touch, so their storage
    // skips the runtime exclusivity check (UIKit has none either). Sound: views
    // live on the main thread, the values are plain data or references, and
    // the core's own in-place mutations (array appends and removals by
    // identity) never call into app code. Getters and setters stay overridable.

    /// The layer backing the view, of `layerClass`; the view is its delegate.
    /// It stores the view's geometry, visibility, opacity, background and clipping.
    public let layer: CALayer
    /// Whether the view's class keeps all of UIView's hit-testing members
    /// (`hitTest(_:with:)`, `point(inside:with:)` and the `isHidden`, `alpha`
    /// and `isUserInteractionEnabled` getters): decided once per class
    /// (`HitTestOverrides`), so a hit-test of such a view reads stored fields
    /// instead of making five dynamic calls (`UIView+HitTesting.swift`).
    /// Next to `layer`, which the walk reads anyway.
    let hitTestsByDefault: Bool
    /// `isUserInteractionEnabled`'s storage (the walk reads it directly for `hitTestsByDefault` views).
    @exclusivity(unchecked) var storedIsUserInteractionEnabled = true

    // The geometry lives in the layer; `frame` is derived (UIView+Geometry.swift).
    var storedBounds: CGRect {
        get { layer.storedBounds }
        set { layer.storedBounds = newValue }
    }
    var storedCenter: CGPoint {
        get { layer.storedPosition }
        set { layer.storedPosition = newValue }
    }
    var storedTransform: CGAffineTransform {
        get { layer.storedAffineTransform }
        set { layer.storedAffineTransform = newValue; layer.storedTransform3D = nil }
    }

    /// The class of the view's layer; `CALayer` by default. Override to back a
    /// view with a `CAShapeLayer`, `CAGradientLayer`, ... (must be a `CALayer` subclass).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's superview, or nil.
    public internal(set) var superview: UIView? {
        get { unretainedSuperview?.takeUnretainedValue() }
        set { if let newValue { unretainedSuperview = Unmanaged.passUnretained(newValue) } else { unretainedSuperview = nil } }
    }
    /// The superview, unretained. Not weak: a weak reference gives the
    /// superview a side table, and every retain and release of it (each level
    /// of a hit-test, each step up the responder chain) then takes the
    /// runtime's slow path. Not `unowned(unsafe)` either: reading one retains
    /// it, and walks up the tree (a touch's `location(in:)`, every frame)
    /// should not. Sound: a superview holds its subviews, clears this when it
    /// lets one go (detach, move), and clears its subviews' when it goes
    /// itself (deinit).
    @exclusivity(unchecked) var unretainedSuperview: Unmanaged<UIView>?
    /// The view's subviews, back to front.
    public internal(set) var subviews: [UIView] {
        get { storedSubviews }
        // A hit-test in progress borrows the array: a change keeps the old one alive for it.
        _modify { HitTestBorrowing.retireSubviews(of: self); yield &storedSubviews }
        set { HitTestBorrowing.retireSubviews(of: self); storedSubviews = newValue }
    }
    @exclusivity(unchecked) var storedSubviews: [UIView] = []
    /// The view controller whose `view` this is (the responder chain goes through it).
    weak var owningViewController: UIViewController?
    /// Gesture recognizers attached to this view, in the order added.
    @exclusivity(unchecked) var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// Whether the view is hidden; hidden views and their subviews are not hit-tested. Default false.
    /// Stored as the layer's `isHidden`.
    open var isHidden: Bool {
        get { layer.storedIsHidden }
        set {
            guard newValue != layer.storedIsHidden else { return }
            layer.storedIsHidden = newValue
            damageVisibleSubtree(includingHiddenRoot: true)
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }
    /// The view's opacity; views with alpha below 0.01 are not hit-tested. Default 1.
    /// Stored as the layer's `opacity`.
    open var alpha: CGFloat {
        get { layer.storedOpacity }
        set {
            guard newValue != layer.storedOpacity else { return }
            layer.storedOpacity = newValue
            damageVisibleSubtree()
        }
    }
    /// The background colour. Default nil (transparent). Stored as the layer's
    /// `backgroundColor`; a colour set on the layer reads back as a `UIColor` of it.
    open var backgroundColor: UIColor? {
        get {
            guard let color = layer.backgroundColor else { return nil }
            if let stored = storedBackgroundColor, stored.cgColor == color { return stored }
            return UIColor(cgColor: color)
        }
        set { storedBackgroundColor = newValue; layer.backgroundColor = newValue?.cgColor }
    }
    private var storedBackgroundColor: UIColor?
    /// Whether the view (and so its subtree) takes part in hit-testing. Default true.
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    /// Whether subviews are clipped to the bounds when drawn. Default false.
    /// Hit-testing never reaches outside the bounds, whatever this says.
    /// Stored as the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.storedMasksToBounds }
        set { guard newValue != layer.storedMasksToBounds else { return }; layer.storedMasksToBounds = newValue; damageVisibleSubtree() }
    }
    /// Whether the view is opaque (a drawing hint). Default true.
    open var isOpaque = true
    /// Whether the view receives more than one touch at a time. Default false:
    /// the view receives only the first of simultaneous touches.
    @exclusivity(unchecked) open var isMultipleTouchEnabled = false
    /// Whether a touch in this view blocks touches to other views of the same window. Default false.
    @exclusivity(unchecked) open var isExclusiveTouch = false
    /// An integer that identifies the view. Default 0.
    open var tag = 0
    /// The tint colour: the view's own, else the superview's, else `.systemBlue`
    /// (UIKit's default), dimmed when the effective `tintAdjustmentMode` is
    /// `.dimmed`. Setting nil goes back to inheriting (UIView+Tint.swift).
    open var tintColor: UIColor! {
        get { resolvedTintColor() }
        set { changeTint { storedTintColor = newValue } }
    }
    /// How the tint is adjusted; `.automatic` (the default) takes the superview's.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { storedTintAdjustmentMode == .automatic ? effectiveTintAdjustmentMode : storedTintAdjustmentMode }
        set { changeTint { storedTintAdjustmentMode = newValue } }
    }
    /// Called when the view's effective tint colour or adjustment mode changed. Does nothing by default.
    open func tintColorDidChange() {}
    var storedTintColor: UIColor?
    var storedTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// How the content fills the bounds when drawn. Default `.scaleToFill`.
    /// Sets the layer's `contentsGravity` as UIKit does (`.top` sets `.bottom`:
    /// CALayerContentsGravity.swift), so layer `contents` follow it too.
    open var contentMode: ContentMode = .scaleToFill { didSet { layer.contentsGravity = contentMode.contentsGravity } }
    /// A view whose alpha masks this view's content and subviews (its layer
    /// becomes `layer.mask`); its frame is in this view's bounds space. It is
    /// not a subview and receives no touches. Default nil.
    open var mask: UIView? { didSet { if mask !== oldValue { layer.mask = mask?.layer } } }

    // MARK: Geometry (center-anchored, as UIKit)

    /// The view's rectangle in its superview's space: the bounding box of the
    /// transformed bounds around `center`. Setting it sets `center` to its
    /// midpoint and `bounds.size` to its size through the inverse transform
    /// (scale 0.5 and frame 100 x 100: bounds 200 x 200), keeping the bounds
    /// origin and the transform (UIView+Geometry.swift).
    open var frame: CGRect {
        get { frameFromGeometry() }
        set {
            geometryWillChange()
            let oldBounds = storedBounds
            setGeometry(fromFrame: newValue)
            geometryDidChange(boundsChangedFrom: oldBounds)
        }
    }

    /// The view's own coordinate space. The origin is the point shown at the
    /// top-left corner (changing it scrolls content and subviews); the size is
    /// kept centred on `center`.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            geometryWillChange()
            let oldBounds = storedBounds
            storedBounds = newValue.standardized
            geometryDidChange(boundsChangedFrom: oldBounds)
        }
    }

    /// The middle of the bounds, in the superview's space.
    open var center: CGPoint {
        get { storedCenter }
        set { geometryWillChange(); storedCenter = newValue; geometryDidChange() }
    }

    /// A transform applied about the center. Default identity.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { geometryWillChange(); storedTransform = newValue; geometryDidChange() }
    }

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// Adds `view` in front of all subviews, removing it from its old superview first.
    /// Adding a view that is already a subview brings it to the front. The
    /// next `layoutIfNeeded()` lays out this view, then `view`.
    open func addSubview(_ view: UIView) { insert(view, at: subviews.count) }

    /// Inserts `view` at `index` of `subviews` (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { insert(view, at: index) }

    /// Inserts `view` just above `siblingSubview`. When `siblingSubview` is
    /// not a subview of this view, `view` is added in front, as UIKit does.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 1)
    }

    /// Inserts `view` just below `siblingSubview`. When `siblingSubview` is
    /// not a subview of this view, `view` is added in front, as UIKit does.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, relativeTo: siblingSubview, offset: 0)
    }

    /// Moves `view` (a subview) to the front.
    open func bringSubviewToFront(_ view: UIView) { reorder(view, toFront: true) }

    /// Moves `view` (a subview) to the back.
    open func sendSubviewToBack(_ view: UIView) { reorder(view, toFront: false) }

    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
        layer.placeViewLayer(subviews[index1].layer, among: subviews, at: index1)
        layer.placeViewLayer(subviews[index2].layer, among: subviews, at: index2)
        subviews[index1].damageVisibleSubtree(); subviews[index2].damageVisibleSubtree()
    }

    /// Detaches the view from its superview. Touches it is receiving are
    /// cancelled if it leaves its window, and it resigns first responder.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Called before the superview changes. Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the window changes. Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed. Does nothing by default.
    open func didMoveToWindow() {}
    /// Called after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The view itself or the first descendant (depth first) whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Hit-testing (UIView+HitTesting.swift)

    /// The farthest descendant (or the view itself) that contains `point`
    /// (in the view's bounds space), or nil.
    ///
    /// Returns nil when the view is hidden, has alpha below 0.01, has user
    /// interaction disabled, or `point(inside:with:)` is false, so a point
    /// outside the view never reaches its subviews even if they overflow.
    /// Subviews are tried front to back; the first non-nil answer wins.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Whether `point` (bounds space) is inside the view: the half-open bounds,
    /// `minX <= x < maxX` and `minY <= y < maxY`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        point.x >= storedBounds.minX && point.x < storedBounds.maxX
            && point.y >= storedBounds.minY && point.y < storedBounds.maxY
    }

    // MARK: Coordinate conversion (UIView+Conversion.swift)

    /// `point` in this view's bounds space converted to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transformToView(view))
    }

    /// `point` in `view`'s bounds space (nil: the window's) converted to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(transformFromView(view))
    }

    /// `rect` in this view's bounds space converted to `view`'s (nil: the
    /// window's): the bounding box of its transformed corners in the nearest
    /// common ancestor, then that box's bounding box in `view`, as UIKit boxes it.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        convertRectThroughCommonAncestor(rect, to: view ?? root)
    }

    /// `rect` in `view`'s bounds space (nil: the window's) converted to this
    /// view's: `view.convert(rect, to: self)`.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        (view ?? root).convertRectThroughCommonAncestor(rect, to: self)
    }

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view, or nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer`, detaching it from any other view first.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attach(gestureRecognizer) }

    /// Detaches `gestureRecognizer`; a gesture in progress is cancelled.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detach(gestureRecognizer) }

    /// Whether `gestureRecognizer` may leave the possible state; true by default.
    /// Asked for recognizers attached to this view (UIKit asks the view they are attached to).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// A view with the given frame.
    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
        hitTestsByDefault = HitTestOverrides.keepsDefaults(Self.self)
        layer.storedBounds = CGRect(origin: .zero, size: frame.size)
        layer.storedPosition = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
        layer.owningView = self
        if ViewCensus.isOn { ViewCensus.note(type(of: self), 1) }
    }

    deinit {
        if ViewCensus.isOn { ViewCensus.note(type(of: self), -1) }
        // The layer and the subviews may outlive the view (held elsewhere): they must not point at it.
        MainActor.assumeIsolated {
            layer.owningView = nil
            for view in subviews { view.unretainedSuperview = nil }
        }
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Views cannot be decoded (there are no nibs on Linux); always nil.
    public required init?(coder: NSCoder) { layer = CALayer(); hitTestsByDefault = false; return nil }

    /// The next responder: the owning view controller, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    override var responderWindow: UIWindow? { window }

    /// The window the view is in: the root of its hierarchy when that is a `UIWindow`.
    open var window: UIWindow? { root as? UIWindow }

    /// Asks the view to redraw; coalesced by the backend into one redraw per frame.
    open func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Asks the view to redraw `rect` (bounds space): the area damaged on
    /// screen, and the part of the layer's drawing redrawn (`draw(_:)` is
    /// called with that part, in whole pixels, clipped to it; the rest of the
    /// drawing is kept, as UIKit's backing store keeps it).
    open func setNeedsDisplay(_ rect: CGRect) {
        if !layer.contentIsStale {
            layer.staleRect = rect
        } else if let stale = layer.staleRect {
            layer.staleRect = stale.union(rect)
        }
        layer.contentIsStale = true
        window?.invalidate(convert(rect, to: nil))
    }

    /// Lays out subviews; does nothing by default.
    open func layoutSubviews() {}
    /// Marks the layout as needing an update; XUIKit lays out on the next `layoutIfNeeded()`.
    // MARK: Constraint updates (Layout/UIView+ConstraintUpdates.swift)

    /// Updates the view's constraints in the update pass that runs before
    /// layout, after `setNeedsUpdateConstraints()`. Override to change
    /// constraints in one place; call super at the end.
    open func updateConstraints() {}
    /// Asks for `updateConstraints()` before the next layout pass.
    open func setNeedsUpdateConstraints() { ConstraintUpdates.mark(self) }
    /// Runs the pending constraint updates of this view's subtree now, deepest views first.
    open func updateConstraintsIfNeeded() { ConstraintUpdates.run(under: self) }
    /// Whether `updateConstraints()` is pending.
    open func needsUpdateConstraints() -> Bool { ConstraintUpdates.isPending(self) }
    /// Whether the class needs constraint-based layout. Default false.
    open class var requiresConstraintBasedLayout: Bool { false }

    open func setNeedsLayout() {
        needsLayout = true
        UIView.layoutRequests &+= 1
    }
    /// Lays out now if marked: the constraints of the view's tree are solved
    /// (`LayoutEngine`), then this view's `layoutSubviews()` (bracketed by its
    /// controller's `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`, after
    /// a pending `viewIsAppearing`), then its subviews', parents before children.
    open func layoutIfNeeded() {
        LayoutEngine.solveBeforeLayout(of: self)
        let controller = owningViewController
        controller?.sendIsAppearingIfPending()
        if needsLayout {
            needsLayout = false
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }
    /// Called when `safeAreaInsets` changed. Does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// Auto Layout settings, made when first set (UIView+Constraints.swift).
    var layoutStateStorage: ViewLayoutState?
    /// The layout engine of the tree this view is the root of (LayoutEngine.swift).
    var layoutEngineStorage: LayoutEngine?
    /// Whether `layoutSubviews()` is due. A new view needs layout, as in UIKit.
    var needsLayout = true
    /// Counts layout requests (`setNeedsLayout`, subtrees entering a window), so
    /// that a renderer walks a window's tree for `layoutIfNeeded()` only after one.
    // Read by the renderer on every loop pass: no runtime exclusivity checks.
    // Sound: main thread only, and its increments call no app code.
    @exclusivity(unchecked) package static var layoutRequests: UInt64 = 0

    /// Draws the view's content; does nothing by default. Called with a current
    /// context when the layer's content is stale (`setNeedsDisplay()`, a bounds
    /// size change, a new scale); what it draws is kept and recomposited until then.
    open func draw(_ rect: CGRect) {}

    // MARK: CALayerDelegate

    /// Draws the layer's content: `draw(_:)` over the bounds with `ctx` as the current context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        let rect = layer.drawingRect ?? bounds
        if let scope = CALayer.currentContextScope { scope(ctx) { self.draw(rect) } } else { draw(rect) }
    }
    /// Updates the layer's content; leaves it to `draw(_:in:)` by default.
    open func display(_ layer: CALayer) {}
    /// Lays out the layer's sublayers; nothing by default (views lay out in `layoutSubviews()`).
    open func layoutSublayers(of layer: CALayer) {}
    /// `NSNull()`: a view's layer has no implicit animations (its properties
    /// animate inside `UIView.animate`, which makes its own). XUIKit does not
    /// ask a view about its own layer's changes (none ever animate implicitly).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }

    /// The view's size that best fits `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }
    /// Makes the first responder in this subtree resign (with `force`, without asking it).
    @discardableResult open func endEditing(_ force: Bool) -> Bool { endEditingDefault(force) }
    /// The size the content needs; `noIntrinsicMetric` in both axes by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

    nonisolated open override var description: String {
        mainActorDescription { debugSummary }  // UIView+DebugDescription.swift
    }

    /// The intrinsic size of an axis with no natural size: -1, as UIKit's.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How content fills the bounds; recorded for UIKit fidelity.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
