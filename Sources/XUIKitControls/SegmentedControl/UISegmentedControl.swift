import Foundation
import XUIKitCore
import XUIKitGraphics

/// A row of segments, one of them selected: UIKit's `UISegmentedControl` (titled segments).
///
/// UIKit's defaults: no segment selected (`noSegment`, -1), not momentary,
/// segments of equal width, 32 pt high (iOS 13 and later). Touch rules (iOS 13
/// and later): the segment under the finger is highlighted from touch-down;
/// dragging moves the highlight to the segment under the finger (a drag past
/// either end keeps the end segment; outside the tracking slop, none); the
/// lift selects the highlighted segment and sends `.valueChanged` (and
/// `.primaryActionTriggered`) when the selection changed. A momentary control
/// sends `.valueChanged` on each lift on a segment and shows no selection
/// afterwards. Disabled segments cannot be chosen. Setting
/// `selectedSegmentIndex` sends nothing. A superview's single-tap recognizer
/// does not take the control's tap.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment: -1.
    public static let noSegment = -1
    static let height: CGFloat = 32
    static let titlePadding: CGFloat = 14

    struct Segment {
        var title: String?
        var isEnabled = true
    }

    var segments: [Segment] = []
    var storedSelectedIndex = UISegmentedControl.noSegment
    /// The segment under the finger while tracking, else nil.
    var highlightedIndex: Int?

    /// The selected segment, or `noSegment`. Setting it sends no event; an index out of range is ignored.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else { return }
            storedSelectedIndex = newValue
            setNeedsDisplay()
        }
    }
    /// Whether segments act as buttons (no lasting selection). Default false.
    open var isMomentary = false
    /// The selected segment's background; nil means white (iOS's light appearance).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        defaultActionIsSingleTap = true
    }

    /// A control with a segment per item; items are strings (other items give untitled segments).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] { segments.append(Segment(title: item as? String)) }
        bounds.size = intrinsicContentSize
    }

    public required init?(coder: NSCoder) { return nil }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `segment` (clamped to 0...count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, segments.count))
        segments.insert(Segment(title: title), at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsChanged()
    }

    /// Removes the segment at `segment`; removing the selected one leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment { storedSelectedIndex = UISegmentedControl.noSegment } else if storedSelectedIndex > segment { storedSelectedIndex -= 1 }
        segmentsChanged()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = UISegmentedControl.noSegment
        segmentsChanged()
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segmentsChanged()
    }

    /// The title of the segment at `segment`, or nil.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables the segment at `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Equal segments as wide as the widest title needs, 32 pt high.
    open override var intrinsicContentSize: CGSize {
        var widest: CGFloat = 0
        for segment in segments {
            widest = max(widest, ceil((segment.title ?? "").size(withAttributes: [.font: UISegmentedControl.titleFont]).width))
        }
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * UISegmentedControl.titlePadding), height: UISegmentedControl.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Tracking

    /// The segment at `x` (bounds space), clamped to the ends.
    func segmentIndex(atX x: CGFloat) -> Int? {
        guard !segments.isEmpty, bounds.width > 0 else { return nil }
        let width = bounds.width / CGFloat(segments.count)
        return max(0, min(segments.count - 1, Int((x - bounds.minX) / width)))
    }

    private func trackedIndex(_ touch: UITouch) -> Int? {
        let point = touch.location(in: self)
        guard bounds.insetBy(dx: -UIControl.trackingSlop, dy: -UIControl.trackingSlop).contains(point),
              let index = segmentIndex(atX: point.x), segments[index].isEnabled else { return nil }
        return index
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedIndex = trackedIndex(touch)
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = trackedIndex(touch)
        if index != highlightedIndex {
            highlightedIndex = index
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = touch.flatMap(trackedIndex)
        highlightedIndex = nil
        setNeedsDisplay()
        guard let chosen else { return }
        if isMomentary {
            storedSelectedIndex = UISegmentedControl.noSegment
        } else {
            guard chosen != storedSelectedIndex else { return }
            storedSelectedIndex = chosen
        }
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedIndex = nil
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) { drawSegments() }

    private func segmentsChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
