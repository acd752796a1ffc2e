/// Targets shown one at a time, each waiting for the contact that answers
/// it: what calibration, the edge grid and the line test share with the
/// inspector's screen. A target is a crosshair to tap, or a guide line to
/// draw along (`currentGuide`).
///
///     target 1 --contact lifts--> target 2 ... --contact lifts--> done
public protocol TargetSequence {
    /// The crosshair to tap next, in normalized screen coordinates; nil once done.
    var currentTarget: Calibration.Point? { get }
    /// How many targets there are, and how many have their tap.
    var targetCount: Int { get }
    var tapCount: Int { get }
    /// Records where the tap for the current target arrived; ignored once done.
    mutating func record(_ touch: Calibration.Point)
    /// Records the lifted contact that answers the current target, its
    /// positions divided by the screen's `width` and `height` in points.
    /// By default: its last position, through `record(_:)`.
    mutating func record(contact: ContactRecord, width: Double, height: Double)
    /// The guide line to draw along, (from, to) normalized; nil: a crosshair at `currentTarget`.
    var currentGuide: (from: Calibration.Point, to: Calibration.Point)? { get }
}

extension TargetSequence {
    public var isDone: Bool { currentTarget == nil }
    public var currentGuide: (from: Calibration.Point, to: Calibration.Point)? { nil }

    public mutating func record(contact: ContactRecord, width: Double, height: Double) {
        record(Calibration.Point(x: contact.last.x / width, y: contact.last.y / height))
    }
}

extension Calibration: TargetSequence {
    public var targetCount: Int { targets.count }
    public var tapCount: Int { touches.count }
}
