import Foundation
import XUIKitCore
import XUIKitGraphics

/// A control that steps a value up or down: UIKit's `UIStepper`, 94 x 32 pt as on iOS.
///
/// UIKit's defaults: `value` 0 in `minimumValue` 0 ... `maximumValue` 100,
/// `stepValue` 1, `wraps` false, `autorepeat` true, `isContinuous` true.
/// A touch on the left half steps down, on the right half up, once at
/// touch-down; held, it repeats (`autorepeat`) 0.5 s after touch-down and
/// then every 0.1 s (UIKit publishes no timing; these are XUIKit's reading of
/// iOS's) on the application's `InputClock`, until the touch lifts, leaves
/// the half it started on, or is cancelled. At a limit the value stops, or
/// with `wraps` goes round to the other limit. Each step sends
/// `.valueChanged` when continuous, else one `.valueChanged` at the lift.
/// A superview's single-tap recognizer does not take the stepper's tap.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    public static let stepperSize = CGSize(width: 94, height: 32)
    static let firstRepeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    var storedValue: Double = 0
    /// The value, clamped to the range. Default 0.
    open var value: Double {
        get { storedValue }
        set { storedValue = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), maximumValue); setNeedsDisplay() }
    }
    /// The lower limit. Default 0.
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    /// The upper limit. Default 100.
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    /// The step. Default 1; must be above 0.
    open var stepValue: Double = 1
    /// Whether stepping past a limit goes round to the other. Default false.
    open var wraps = false
    /// Whether a held touch keeps stepping. Default true.
    open var autorepeat = true
    /// Whether each step sends `.valueChanged` (else one at the lift). Default true.
    open var isContinuous = true

    /// The half being pressed: -1 (minus), +1 (plus), nil.
    var pressedDirection: Double?
    var valueAtBegin: Double = 0
    var repeatTimer: InputClock.Timer?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.stepperSize))
        isOpaque = false
        defaultActionIsSingleTap = true
    }

    public required init?(coder: NSCoder) { return nil }

    /// The size part is ignored: the control keeps its fixed size (UIKit's rule); the origin is kept.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper.stepperSize) }
    }
    /// The size part is ignored, as for `frame`.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UIStepper.stepperSize) }
    }

    open override var intrinsicContentSize: CGSize { UIStepper.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.stepperSize }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
        pressedDirection = direction
        valueAtBegin = value
        step(direction)
        if autorepeat { scheduleRepeat(after: UIStepper.firstRepeatDelay) }
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let onHalf = bounds.contains(point) && (point.x < bounds.midX ? -1.0 : 1.0) == pressedDirection
        if !onHalf { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress() }
    open override func cancelTracking(with event: UIEvent?) { finishPress() }

    private func finishPress() {
        stopRepeating()
        pressedDirection = nil
        if !isContinuous && value != valueAtBegin { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    private func step(_ direction: Double) {
        var next = storedValue + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        value = next
        if isContinuous {
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        let clock = UIApplication.shared.inputClock
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let direction = self.pressedDirection, self.repeatTimer != nil else { return }
                self.step(direction)
                self.scheduleRepeat(after: UIStepper.repeatInterval)
            }
        }
    }

    private func stopRepeating() {
        if let repeatTimer { UIApplication.shared.inputClock.cancel(repeatTimer) }
        repeatTimer = nil
    }

    open override func draw(_ rect: CGRect) {
        let box = CGRect(x: bounds.midX - 47, y: bounds.midY - 16, width: 94, height: 32)
        UIStepper.boxColor.setFill()
        UIBezierPath(roundedRect: box, cornerRadius: 8).fill()
        if let pressedDirection {
            let half = CGRect(x: pressedDirection < 0 ? box.minX : box.midX, y: box.minY, width: box.width / 2, height: box.height)
            UIColor(white: 0, alpha: 0.1).setFill()
            UIBezierPath(roundedRect: half, cornerRadius: 8).fill()
        }
        UIColor.opaqueSeparator.setFill()
        UIBezierPath(rect: CGRect(x: box.midX - 0.5, y: box.minY + 8, width: 1, height: 16)).fill()
        let canDown = wraps || value > minimumValue, canUp = wraps || value < maximumValue
        let glyph = UIBezierPath()
        glyph.lineWidth = 2
        (canDown ? UIColor.label : UIColor.tertiaryLabel).setStroke()
        glyph.move(to: CGPoint(x: box.minX + 23.5 - 7, y: box.midY))
        glyph.addLine(to: CGPoint(x: box.minX + 23.5 + 7, y: box.midY))
        glyph.stroke()
        let plus = UIBezierPath()
        plus.lineWidth = 2
        (canUp ? UIColor.label : UIColor.tertiaryLabel).setStroke()
        plus.move(to: CGPoint(x: box.maxX - 23.5 - 7, y: box.midY))
        plus.addLine(to: CGPoint(x: box.maxX - 23.5 + 7, y: box.midY))
        plus.move(to: CGPoint(x: box.maxX - 23.5, y: box.midY - 7))
        plus.addLine(to: CGPoint(x: box.maxX - 23.5, y: box.midY + 7))
        plus.stroke()
    }

    /// iOS's light stepper background: `.tertiarySystemFill` over white, opaque (238, 238, 240).
    static let boxColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 240 / 255, alpha: 1)
}
