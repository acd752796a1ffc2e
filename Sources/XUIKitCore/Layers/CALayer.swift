import Foundation

/// A rectangle of composited content: Core Animation's `CALayer`.
///
/// Every `UIView` is backed by one (`view.layer`, its delegate), and the
/// view's geometry, visibility, opacity, background and clipping are stored
/// here. Geometry as Core Animation: `bounds` is the layer's own space,
/// `position` is where `anchorPoint` (unit coordinates of the bounds, default
/// the middle) sits in the superlayer, and `transform` applies about the
/// anchor point; `frame` is derived (CALayer+Geometry.swift).
///
/// A layer that draws (its delegate's `draw(_:in:)`, a view's `draw(_:)`, or
/// an override of `draw(in:)`) keeps what it drew in a backing store:
/// changing geometry, visibility or style recomposites without drawing again;
/// `setNeedsDisplay()`, a new bounds size or a new scale redraws.
///
/// No implicit animations: a change shows at the next frame. Explicit ones
/// (`add(_:forKey:)`, and `UIView.animate`) leave the model as set;
/// `presentation()` is a copy with the values on screen now.
///
/// An `NSObject`, as on iOS: equal only to itself (`==`, `hash` by identity),
/// described as `<CALayer: 0x...>`, with key-value coding by property name
/// (CALayer+KeyValueCoding.swift). Corelibs' `NSObject` adds no stored
/// properties, so the layout below is the one hit-testing was tuned for.
@preconcurrency @MainActor
open class CALayer: NSObject {
    // Hit-testing reads the geometry of view-backed layers for every touch:
    // no runtime exclusivity checks (see UIView's stored properties).
    @exclusivity(unchecked) package var storedBounds = CGRect.zero
    @exclusivity(unchecked) package var storedPosition = CGPoint.zero
    @exclusivity(unchecked) package var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The transform's affine part, what compositing and hit-testing use.
    @exclusivity(unchecked) package var storedAffineTransform = CGAffineTransform.identity
    @exclusivity(unchecked) package var storedIsHidden = false
    @exclusivity(unchecked) package var storedOpacity: CGFloat = 1
    @exclusivity(unchecked) package var storedMasksToBounds = false
    @exclusivity(unchecked) package var storedSublayers: [CALayer] = []
    /// The animations running on the layer (LayerAnimationEngine.swift).
    // Hit-testing asks every view whether one runs: no runtime exclusivity
    // check (the engine's in-place edits never call into app code). Declared
    // here, as the 3D transform after it, so that what a hit-test reads of a
    // layer shares three cache lines.
    @exclusivity(unchecked) var runningAnimations: [RunningAnimation] = []
    /// The full transform when it has non-affine components (drawn through its projection).
    @exclusivity(unchecked) package var storedTransform3D: CATransform3D?
    /// `isDoubleSided` (CALayer+Perspective.swift); read for every layer composited, so beside the 3D transform.
    @exclusivity(unchecked) package var storedIsDoubleSided = true

    /// The view this layer backs, if any (set once by `UIView`, cleared by its deinit).
    // Not weak, for the same reason as `storedSuperlayer`: a weak reference
    // would give every view a side table and slow each retain of it on the
    // touch path. Sound: the view owns this layer and clears it when it goes.
    @exclusivity(unchecked) package unowned(unsafe) var owningView: UIView?

    /// The layer's superlayer, or nil.
    public var superlayer: CALayer? { storedSuperlayer }
    // Not weak: a weak reference gives the superlayer a side table, and every
    // retain of it (each hit-test step reads a view's layer) takes the slow
    // path. Sound: a superlayer holds its sublayers, and clears their pointers
    // when it goes (deinit) or lets them go (detach).
    @exclusivity(unchecked) package unowned(unsafe) var storedSuperlayer: CALayer?

    /// The object that draws the layer's content (a view for its layer). Weak.
    open var delegate: (any CALayerDelegate)? {
        get { owningView ?? otherDelegate }
        set { if let view = owningView, newValue === view { otherDelegate = nil } else { otherDelegate = newValue } }
    }
    private weak var otherDelegate: (any CALayerDelegate)?

    /// Actions by key, asked after the delegate (see `action(forKey:)`). Default nil.
    open var actions: [String: any CAAction]?
    /// The transaction the layer was made in: its changes animate implicitly once that one committed.
    package let madeInTransaction = CATransaction.generation

    /// A layer with empty bounds at the origin.
    public required override init() { super.init() }

    deinit {
        // Sublayers that outlive this layer (held elsewhere) must not point at it.
        MainActor.assumeIsolated { for layer in storedSublayers { layer.storedSuperlayer = nil } }
    }

    /// A copy of `layer`'s model values (Core Animation's shadow-layer initializer).
    public required init(layer: Any) {
        if let other = layer as? CALayer {
            storedBounds = other.storedBounds; storedPosition = other.storedPosition
            storedAnchorPoint = other.storedAnchorPoint; storedAffineTransform = other.storedAffineTransform
            storedTransform3D = other.storedTransform3D; storedIsHidden = other.storedIsHidden
            storedOpacity = other.storedOpacity; storedMasksToBounds = other.storedMasksToBounds
            backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
            maskedCorners = other.maskedCorners; borderWidth = other.borderWidth; borderColor = other.borderColor
            shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
            shadowRadius = other.shadowRadius; shadowPath = other.shadowPath; contents = other.contents
            contentsScale = other.contentsScale; zPosition = other.zPosition
            contentsGravity = other.contentsGravity; contentsRect = other.contentsRect; storedMask = other.storedMask
            contentsCenter = other.contentsCenter
            sublayerTransformBox = other.sublayerTransformBox; storedIsDoubleSided = other.storedIsDoubleSided
            keyedValues = other.keyedValues
        }
        super.init()
    }

    // MARK: Visibility

    /// Whether the layer and its sublayers are not drawn. Default false.
    open var isHidden: Bool {
        get { storedIsHidden }
        set { guard newValue != storedIsHidden else { return }
            if let view = owningView { view.isHidden = newValue } else { changeComposite { storedIsHidden = newValue } } }
    }

    /// The layer's opacity, 0...1, applied to it and its sublayers as a group. Default 1.
    open var opacity: Float {
        get { Float(storedOpacity) }
        set {
            if let view = owningView { view.alpha = CGFloat(newValue); return }
            let old = storedOpacity
            changeComposite { storedOpacity = CGFloat(newValue) }
            implicitChange("opacity", from: .scalar(Double(old)))
        }
    }

    /// Whether sublayers are clipped to the bounds (rounded by `cornerRadius`). Default false.
    open var masksToBounds: Bool {
        get { storedMasksToBounds }
        set { if let view = owningView { view.clipsToBounds = newValue } else { changeComposite { storedMasksToBounds = newValue } } }
    }

    /// The stacking order among siblings: higher draws later. Default 0;
    /// equal values keep the sublayers' order.
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 { didSet { setNeedsComposite(); implicitChange("zPosition", from: .scalar(Double(oldValue))) } }

    // MARK: Style (drawn by the compositor, no redraw)

    // The compositor reads these for every layer of every frame: their storage
    // skips the runtime exclusivity check (four to six a layer, each costing more
    // than the read). Sound: layers live on the main thread, and their
    // observers run after the storage is written, not during an access.

    /// The colour filling the bounds (with `cornerRadius`) under the content. Default nil.
    @exclusivity(unchecked) open var backgroundColor: CGColor? { didSet { setNeedsComposite(); implicitChange("backgroundColor", from: .color(AnimatableValue.rgba(oldValue))) } }
    /// The radius of the rounded corners of the background, border and (with
    /// `masksToBounds`) the clip. Default 0.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 { didSet { setNeedsComposite(); implicitChange("cornerRadius", from: .scalar(Double(oldValue))) } }
    /// Which corners `cornerRadius` rounds. Default all four.
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { setNeedsComposite() }
    }
    /// The width of the border drawn inside the bounds, above the content and sublayers. Default 0.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 { didSet { setNeedsComposite(); implicitChange("borderWidth", from: .scalar(Double(oldValue))) } }
    /// The border's colour. Default opaque black.
    @exclusivity(unchecked) open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { setNeedsComposite(); implicitChange("borderColor", from: .color(AnimatableValue.rgba(oldValue))) } }
    /// The shadow's colour. Default opaque black.
    @exclusivity(unchecked) open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { setNeedsComposite(); implicitChange("shadowColor", from: .color(AnimatableValue.rgba(oldValue))) } }
    /// The shadow's opacity, 0...1. Default 0 (no shadow).
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 { didSet { setNeedsComposite(); implicitChange("shadowOpacity", from: .scalar(Double(oldValue))) } }
    /// The shadow's offset. Default (0, -3), Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { setNeedsComposite(); implicitChange("shadowOffset", from: .size(oldValue)) } }
    /// The shadow's blur radius. Default 3.
    open var shadowRadius: CGFloat = 3 { didSet { setNeedsComposite(); implicitChange("shadowRadius", from: .scalar(Double(oldValue))) } }
    /// The shadow's shape (layer space); nil: the shape of what the layer paints. Default nil.
    open var shadowPath: CGPath? { didSet { setNeedsComposite() } }

    // MARK: Content

    /// The layer's image (a `CGImage`; anything else draws nothing), placed by
    /// `contentsGravity`, under what the layer draws. Default nil.
    // Damaged before and after: placed contents may reach outside the bounds.
    @exclusivity(unchecked) open var contents: Any? { willSet { setNeedsComposite() } didSet { setNeedsComposite() } }
    /// How `contents` is placed or scaled in the bounds. Default `.resize`
    /// (stretched over them). Not clipped to the bounds unless `masksToBounds`.
    open var contentsGravity: CALayerContentsGravity = .resize { willSet { setNeedsComposite() } didSet { setNeedsComposite() } }
    /// Pixels per point of `contents`: with a gravity that does not resize, the
    /// image shows at its pixel size over this. Default 1 (UIImageView sets
    /// its image's scale). XUIKit's backing stores follow the screen's scale, not this.
    open var contentsScale: CGFloat = 1 {
        willSet { if newValue != contentsScale { setNeedsComposite() } }
        didSet { if contentsScale != oldValue { setNeedsDisplay() } }
    }
    /// The part of `contents` shown, in unit coordinates of the image (y down,
    /// as images are stored). Default (0, 0, 1, 1): all of it. Outside the
    /// image, its edge pixels extend.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { willSet { setNeedsComposite() } didSet { setNeedsComposite() } }
    /// The part of the contents (unit rectangle of what `contentsRect`
    /// selects) that stretches when the contents are resized: the parts
    /// beside it stretch along it only, the corners not at all (nine parts, as
    /// a resizable image's). Default (0, 0, 1, 1): all of it stretches.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { setNeedsComposite() } }

    /// A layer whose alpha masks this layer's content, sublayers, border and
    /// shadow: where the mask is transparent nothing shows. Placed in this
    /// layer's space by its own frame, like a sublayer, but not one (its
    /// `superlayer` stays nil). Default nil.
    open var mask: CALayer? {
        get { storedMask }
        set {
            guard newValue !== storedMask else { return }
            if storedMask?.maskOwner === self { storedMask?.maskOwner = nil }
            storedMask = newValue
            newValue?.removeFromSuperlayer()
            newValue?.maskOwner = self
            setNeedsComposite()
        }
    }
    // nonisolated(unsafe): the deinit (nonisolated) releases it; only main-actor code reads or writes it. No runtime exclusivity check: read for every layer composited.
    @exclusivity(unchecked) nonisolated(unsafe) package var storedMask: CALayer?
    /// The layer this one masks, for damage to reach a window through it.
    package weak var maskOwner: CALayer?

    /// Whether the content is to be redrawn (set by `setNeedsDisplay()`).
    @exclusivity(unchecked) package var contentIsStale = true
    /// The part of the bounds to redraw when only part is stale (`UIView.setNeedsDisplay(_:)`
    /// of a rect on a layer that was not stale yet); nil: the whole content.
    @exclusivity(unchecked) package var staleRect: CGRect?
    /// While the backing store redraws only part of the content: that part (bounds space), which
    /// `UIView.draw(_:)` receives as its rect; nil while the whole is drawn.
    // Set and read around every draw, main thread only: no runtime exclusivity checks.
    @exclusivity(unchecked) package var drawingRect: CGRect?
    /// The graphics module's backing store for what the layer drew (opaque here).
    // Read for every layer composited, main thread only, no outside code while
    // it is accessed: no runtime exclusivity checks.
    @exclusivity(unchecked) package var backingStore: AnyObject?
    /// The graphics module's blurred shadow mask (opaque here).
    package var shadowCache: AnyObject?
    /// Values stored by `setValue(_:forKey:)` under keys that name no property.
    package var keyedValues: [String: Any]?
    /// `sublayerTransform` when it is not the identity (CALayer+Perspective.swift), boxed:
    /// 8 bytes in every layer rather than 136 (hit-testing walks thousands of them).
    @exclusivity(unchecked) package var sublayerTransformBox: SublayerTransformBox?

    /// Makes a context current around a view's `draw(_:)` (set by the graphics
    /// module, which owns UIKit's context stack).
    // Read once per view drawn: no runtime exclusivity check (set once, on the main actor).
    @exclusivity(unchecked) package static var currentContextScope: ((CGContext, () -> Void) -> Void)?

    /// Whether `setNeedsDisplay()` was called since the content was last drawn.
    open func needsDisplay() -> Bool { contentIsStale }

    /// Marks the content for redrawing at the next frame.
    open func setNeedsDisplay() {
        contentIsStale = true
        staleRect = nil
        setNeedsComposite()
    }

    /// Marks the content for redrawing (XUIKit redraws all of it).
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    /// Redraws the content now if it is marked: `display()`.
    open func displayIfNeeded() { if contentIsStale { display() } }

    /// Updates the content: asks the delegate's `display(_:)`, whose default
    /// leaves the drawing to `draw(in:)` at the next composite.
    open func display() {
        if let delegate { delegate.display(self) }
        contentIsStale = true
        staleRect = nil
        setNeedsComposite()
    }

    /// Draws the content in `ctx` (layer bounds space): the delegate's
    /// `draw(_:in:)`; nothing without a delegate. Subclasses override it.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Presentation

    /// The layer as shown on screen. Equal to the model (the layer itself)
    /// until animations exist (issue 14 replaces it with a copy in flight).
    open func presentation() -> Self? {
        guard !runningAnimations.isEmpty else { return self }
        let copy = type(of: self).init(layer: self)
        for keyPath in Set(runningAnimations.map(\.keyPath)) {
            if let value = LayerAnimationEngine.presentedValue(of: self, keyPath) { copy.storeRaw(value, for: keyPath) }
        }
        return copy
    }

    /// The model layer: the layer itself.
    open func model() -> Self { self }

    // MARK: Actions

    /// The action for `event` (a property's key), looked up as Core Animation
    /// does: the delegate's `action(for:forKey:)` (a view's layer: `NSNull`,
    /// no implicit animation), then `actions`, then `defaultAction(forKey:)`,
    /// then, for a property XUIKit animates, a `CABasicAnimation` of it (on
    /// the transaction's duration and timing function); an
    /// `NSNull` anywhere ends the search with no action (nil).
    open func action(forKey event: String) -> (any CAAction)? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        if found is NSNull { return nil }
        if let found { return found }
        return storedValue(event) == nil ? nil : Self.implicitAnimation(event)
    }

    /// The class's action for `event` when neither the delegate nor `actions` has one. Default nil.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Layout

    /// Lays out sublayers: the delegate's `layoutSublayers(of:)`; nothing by default.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// Marks layout as needed: the owning view's `setNeedsLayout()`.
    open func setNeedsLayout() { owningView?.setNeedsLayout() }
    /// Lays out now if needed: the owning view's `layoutIfNeeded()`.
    open func layoutIfNeeded() { owningView?.layoutIfNeeded() }
}
