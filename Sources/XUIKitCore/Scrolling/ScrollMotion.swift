import Foundation

/// A scroll view's motion with no finger on it, as a function of time:
/// either the two axes decelerating and bouncing on their own (after a
/// release), or an animated change of offset (`setContentOffset(_:animated:)`,
/// `scrollRectToVisible(_:animated:)`).
struct ScrollMotion: Equatable {
    enum Kind: Equatable {
        case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion)
        case animation(from: CGPoint, to: CGPoint, since: TimeInterval)
    }

    /// How long an animated offset change takes: XUIKit's figure (UIKit does
    /// not document its own; it is about this long), eased out.
    static let animationDuration: TimeInterval = 0.3

    private(set) var kind: Kind

    var isAnimation: Bool { if case .animation = kind { return true } else { return false } }

    /// Where the motion comes to rest.
    var restingOffset: CGPoint {
        switch kind {
        case let .deceleration(x, y): return CGPoint(x: x.restingOffset, y: y.restingOffset)
        case let .animation(_, to, _): return to
        }
    }

    init(x: ScrollAxisMotion, y: ScrollAxisMotion) { kind = .deceleration(x: x, y: y) }
    init(animatingFrom from: CGPoint, to: CGPoint, now: TimeInterval) { kind = .animation(from: from, to: to, since: now) }

    /// Whether it has nothing left to do.
    var isDone: Bool {
        if case let .deceleration(x, y) = kind { return x.isDone && y.isDone }
        return false
    }

    /// Advances to `now`: the offset there, and whether the motion is over.
    mutating func offset(at now: TimeInterval) -> (offset: CGPoint, isDone: Bool) {
        switch kind {
        case .deceleration(var x, var y):
            let offset = CGPoint(x: x.offset(at: now), y: y.offset(at: now))
            kind = .deceleration(x: x, y: y)
            return (offset, x.isDone && y.isDone)
        case let .animation(from, to, since):
            let progress = min(1, max(0, (now - since) / Self.animationDuration))
            let eased = CGFloat(1 - pow(1 - progress, 3))  // cubic ease-out
            let offset = CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
            return (progress >= 1 ? to : offset, progress >= 1)
        }
    }
}
