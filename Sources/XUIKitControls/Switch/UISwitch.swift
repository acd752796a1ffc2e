import Foundation
import XUIKitCore
import XUIKitGraphics

/// An on/off control: UIKit's `UISwitch`, 51 x 31 pt as on iOS.
///
/// A tap toggles it; a drag moves the thumb, and the lift sets the side the
/// finger is on (a move of more than 5 pt from the touch-down makes a drag,
/// XUIKit's figure). A change made by touch sends `.valueChanged` then
/// `.primaryActionTriggered`, before the touch's `.touchUpInside`/`Outside`;
/// `isOn` and `setOn(_:animated:)` send nothing (UIKit's rule). Colours
/// (light appearance): `onTintColor` default `.systemGreen`, the off track
/// `.systemFill`-grey, `thumbTintColor` default white. A superview's single-tap
/// recognizer does not take the switch's tap.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size on iOS.
    public static let switchSize = CGSize(width: 51, height: 31)
    static let dragThreshold: CGFloat = 5

    /// Whether the switch is on. Default false.
    open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
    /// The track colour when on; nil means `.systemGreen`.
    open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The thumb colour; nil means white.
    open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

    var dragStartX: CGFloat?
    /// While dragging: the side the finger is on.
    var dragIsOn: Bool?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        isOpaque = false
        defaultActionIsSingleTap = true
    }

    public required init?(coder: NSCoder) { return nil }

    /// The size part is ignored: the control keeps its fixed size (UIKit's rule); the origin is kept.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }
    /// The size part is ignored, as for `frame`.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch.switchSize) }
    }

    /// Sets the state; no event is sent.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.switchSize }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartX = touch.location(in: self).x
        dragIsOn = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if dragIsOn != nil || abs(x - (dragStartX ?? x)) > UISwitch.dragThreshold {
            dragIsOn = x >= bounds.midX
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let inside = touch.map { isInsideForTracking($0.location(in: self)) } ?? false
        let newValue = dragIsOn ?? (inside ? !isOn : isOn)
        finishDrag()
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    open override func cancelTracking(with event: UIEvent?) { finishDrag() }

    private func finishDrag() {
        dragStartX = nil
        dragIsOn = nil
        setNeedsDisplay()
    }

    /// Whether a point counts as inside for the tap (the tracking slop applies).
    private func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.trackingSlop, dy: -UIControl.trackingSlop).contains(point)
    }

    open override func draw(_ rect: CGRect) {
        let shownOn = dragIsOn ?? isOn
        let track = CGRect(x: bounds.midX - 25.5, y: bounds.midY - 15.5, width: 51, height: 31)
        let trackPath = UIBezierPath(roundedRect: track, cornerRadius: track.height / 2)
        (shownOn ? onTintColor ?? .systemGreen : UISwitch.offTrackColor).setFill()
        trackPath.fill()
        let diameter: CGFloat = 27
        let x = shownOn ? track.maxX - 2 - diameter : track.minX + 2
        let thumb = UIBezierPath(ovalIn: CGRect(x: x, y: track.minY + 2, width: diameter, height: diameter))
        (thumbTintColor ?? .white).setFill()
        thumb.fill()
        UIColor(white: 0, alpha: 0.06).setStroke()
        thumb.lineWidth = 0.5
        thumb.stroke()
        if !isEnabled {
            UIColor(white: 1, alpha: 0.5).setFill()
            trackPath.fill()
        }
    }

    /// The off track: iOS's light grey (`.systemFill`, 120, 120, 128 at 16 %, opaque over white: 233, 233, 235).
    static let offTrackColor = UIColor(red: 233 / 255, green: 233 / 255, blue: 235 / 255, alpha: 1)
}
