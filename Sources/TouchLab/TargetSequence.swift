/// Crosshairs shown one at a time, each waiting for the tap that answers it:
/// what calibration and the edge grid share with the inspector's screen.
///
///     target 1 --tap--> target 2 ... --tap--> done
public protocol TargetSequence {
    /// The crosshair to tap next, in normalized screen coordinates; nil once done.
    var currentTarget: Calibration.Point? { get }
    /// How many targets there are, and how many have their tap.
    var targetCount: Int { get }
    var tapCount: Int { get }
    /// Records where the tap for the current target arrived; ignored once done.
    mutating func record(_ touch: Calibration.Point)
}

extension TargetSequence {
    public var isDone: Bool { currentTarget == nil }
}

extension Calibration: TargetSequence {
    public var targetCount: Int { targets.count }
    public var tapCount: Int { touches.count }
}
