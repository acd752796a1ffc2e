import Foundation

/// A spring timing curve: UIKit's `UISpringTimingParameters`.
///
/// Two kinds, as in UIKit: by damping ratio (the animator's duration is kept,
/// the spring settling exactly at its end), or by mass, stiffness and damping
/// (the animator's duration is ignored and the spring's settling time used).
/// `initialVelocity` is a vector because UIKit applies `dx` to horizontal and
/// `dy` to vertical motion; XUIKit drives all of a block's properties by one
/// progress, so it uses `dx`, or `dy` when `dx` is 0 (documented difference).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in units of the whole distance per second.
    public let initialVelocity: CGVector
    let kind: Kind

    enum Kind: Equatable {
        case dampingRatio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    /// UIKit's system spring: mass 3, stiffness 1000, damping 500 (over-damped, no bounce).
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(Double(ratio))
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    /// iOS 17's spring by perceptual duration and bounce; the animator runs until it settles.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
        let curve = SpringCurve.perceptual(duration: duration, bounce: Double(bounce))
        self.init(mass: CGFloat(curve.mass), stiffness: CGFloat(curve.stiffness), damping: CGFloat(curve.damping),
                  initialVelocity: initialVelocity)
    }

    nonisolated public required init?(coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return nil }
        initialVelocity = CGVector(dx: coder.decodeDouble(forKey: "UIInitialVelocityX"), dy: coder.decodeDouble(forKey: "UIInitialVelocityY"))
        if coder.containsValue(forKey: "UIDampingRatio") {
            kind = .dampingRatio(coder.decodeDouble(forKey: "UIDampingRatio"))
        } else {
            kind = .physical(mass: coder.decodeDouble(forKey: "UIMass"), stiffness: coder.decodeDouble(forKey: "UIStiffness"),
                             damping: coder.decodeDouble(forKey: "UIDamping"))
        }
        super.init()
    }

    nonisolated open func encode(with coder: NSCoder) {
        coder.encode(Double(initialVelocity.dx), forKey: "UIInitialVelocityX")
        coder.encode(Double(initialVelocity.dy), forKey: "UIInitialVelocityY")
        switch kind {
        case let .dampingRatio(ratio): coder.encode(ratio, forKey: "UIDampingRatio")
        case let .physical(mass, stiffness, damping):
            coder.encode(mass, forKey: "UIMass")
            coder.encode(stiffness, forKey: "UIStiffness")
            coder.encode(damping, forKey: "UIDamping")
        }
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The velocity XUIKit gives the spring (see the type's note).
    var scalarVelocity: Double { Double(initialVelocity.dx != 0 ? initialVelocity.dx : initialVelocity.dy) }

    /// The spring for an animator of `duration`, and how long it runs.
    func curve(forDuration duration: TimeInterval) -> (SpringCurve, TimeInterval) {
        switch kind {
        case let .dampingRatio(ratio):
            return (SpringCurve.settling(in: duration, dampingRatio: ratio, initialVelocity: scalarVelocity), duration)
        case let .physical(mass, stiffness, damping):
            let curve = SpringCurve(mass: max(mass, 1e-6), stiffness: max(stiffness, 1e-6), damping: max(damping, 0),
                                    initialVelocity: scalarVelocity)
            return (curve, curve.settlingDuration)
        }
    }
}
