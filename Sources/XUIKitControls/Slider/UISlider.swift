import Foundation
import XUIKitCore
import XUIKitGraphics

/// A control choosing a value in a range by dragging a thumb: UIKit's `UISlider`.
///
/// UIKit's defaults: `value` 0 in `minimumValue` 0 ... `maximumValue` 1,
/// `isContinuous` true. Values are clamped to the range; NaN becomes
/// `minimumValue`. Only a touch on the thumb (its 28 pt circle, or its image, grown by
/// 10 pt, XUIKit's figure) starts a drag, as on iOS: a tap on the track does
/// not move the thumb. The thumb keeps its offset from the finger. While
/// dragging, each change sends `.valueChanged` (and `.primaryActionTriggered`)
/// when continuous, else once at the lift if the value changed. Programmatic
/// changes send nothing. A pan or swipe recognizer on an ancestor does not
/// begin while the thumb is being dragged.
///
/// Drawn as iOS's light slider: a 4 pt rounded track, `minimumTrackTintColor`
/// (nil: the tint) left of the thumb, `maximumTrackTintColor` (nil: light grey)
/// right, a white thumb. Images replace each part (UISlider+Images.swift):
/// value images at the ends, thumb and track images per state.
@preconcurrency @MainActor
open class UISlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let thumbTouchMargin: CGFloat = 10

    var storedValue: Float = 0
    /// The value, clamped to the range. Default 0.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamped(newValue); setNeedsDisplay() }
    }
    /// The lower end of the range. Default 0.
    open var minimumValue: Float = 0 { didSet { rangeChanged() } }
    /// The upper end of the range. Default 1.
    open var maximumValue: Float = 1 { didSet { rangeChanged() } }
    /// Whether drags send `.valueChanged` as they go (else at the lift). Default true.
    open var isContinuous = true
    /// The track left of the thumb; nil means the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The track right of the thumb; nil means iOS's light grey.
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb; nil means white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The image left of the track (the minimum's end). Default nil.
    open var minimumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The image right of the track (the maximum's end). Default nil.
    open var maximumValueImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Images set per state, keyed by `UIControl.State.rawValue` (UISlider+Images.swift).
    var thumbImages: [UInt: UIImage] = [:]
    var minimumTrackImages: [UInt: UIImage] = [:]
    var maximumTrackImages: [UInt: UIImage] = [:]

    var grabOffset: CGFloat = 0
    var valueAtBegin: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { return nil }

    /// Sets the value (clamped); no event is sent.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    /// The track's rectangle: the span between the value images (each with
    /// `valueImageSpacing`) or the bounds' edges, less half the thumb's width
    /// each side (so the thumb stays inside), 4 pt high (a track image's
    /// height when one is set), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + UISlider.valueImageSpacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - UISlider.valueImageSpacing }
        let inset = thumbSize.width / 2
        let height = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let trackHeight = height > 0 ? height : UISlider.trackHeight
        return CGRect(x: minX + inset, y: bounds.midY - trackHeight / 2, width: max(0, maxX - minX - 2 * inset), height: trackHeight)
    }

    /// The thumb's rectangle for `value`: the thumb's size (28 pt, or the
    /// thumb image's), centred on the track at the value's position and on the bounds vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize
        let x = rect.minX + rect.width * CGFloat(fraction(of: value))
        return CGRect(x: x - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        let point = touch.location(in: self)
        guard thumb.insetBy(dx: -UISlider.thumbTouchMargin, dy: -UISlider.thumbTouchMargin).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtBegin = value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let x = touch.location(in: self).x - grabOffset
        let t = track.width > 0 ? Float((x - track.minX) / track.width) : 0
        let newValue = clamped(minimumValue + t * (maximumValue - minimumValue))
        if newValue != value {
            value = newValue
            if isContinuous { sendValueChanged() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && value != valueAtBegin { sendValueChanged() }
    }

    // MARK: Customizing the slider's appearance

    /// Sets the thumb's image for `state` (nil removes it).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// Sets the image of the track left of the thumb for `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// Sets the image of the track right of the thumb for `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        setNeedsDisplay()
    }

    /// The thumb's image for `state`, else the normal state's; nil when none is set.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    /// The minimum track's image for `state`, else the normal state's.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }
    /// The maximum track's image for `state`, else the normal state's.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

    /// The thumb image in use for the current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image in use for the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image in use for the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    // MARK: Overrides for subclasses

    /// Where `minimumValueImage` is drawn: its size, centred vertically, at the
    /// bounds' left edge; zero width without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `maximumValueImage` is drawn: its size, centred vertically, at the
    /// bounds' right edge; zero width without an image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// iOS: a drag on the thumb wins over an ancestor's pan or swipe.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isTracking, gestureRecognizer.view !== self,
           gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func draw(_ rect: CGRect) {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        drawValueImages()
        drawTrack(track, thumbMidX: thumb.midX)
        if let image = currentThumbImage {
            image.draw(in: thumb)
            return
        }
        let path = UIBezierPath(ovalIn: thumb.insetBy(dx: 0.25, dy: 0.25))
        (thumbTintColor ?? .white).setFill()
        path.fill()
        UIColor(white: 0, alpha: 0.15).setStroke()
        path.lineWidth = 0.5
        path.stroke()
    }

    /// iOS's light maximum track: `.systemFill` over white, opaque (233, 233, 235).
    static let maximumTrackColor = UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1)

    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    private func clamped(_ v: Float) -> Float {
        guard !v.isNaN else { return minimumValue }
        return min(max(v, minimumValue), max(minimumValue, maximumValue))
    }

    private func fraction(of v: Float) -> Float {
        let span = maximumValue - minimumValue
        return span > 0 ? (v - minimumValue) / span : 0
    }

    private func rangeChanged() {
        if maximumValue < minimumValue { maximumValue = minimumValue }
        storedValue = clamped(storedValue)
        setNeedsDisplay()
    }
}
