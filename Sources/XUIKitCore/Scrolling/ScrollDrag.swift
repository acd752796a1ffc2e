import Foundation

/// A drag in progress: what a finger's translation means for the offset.
///
/// The offset follows the finger 1:1 from where the pan began (the slop the
/// pan needed to begin is not made up with a jump). Past an edge the offset
/// shows the rubber band of the pull (`ScrollPhysics.rubberBand`), or stops
/// at the edge when the scroll view does not bounce. A drag that starts
/// while the content shows past an edge (a bounce caught by the finger)
/// continues from the pull that shows it there.
struct ScrollDrag: Equatable {
    /// The unbanded offset ("the pull") at the start of the drag.
    let startPull: CGPoint
    /// The pan's translation when the drag began (subtracted: no jump).
    let startTranslation: CGPoint
    /// The axes the drag moves (scrollable, and not locked out).
    let movesX: Bool, movesY: Bool
    /// Whether a wheel or touchpad drives it rather than fingers.
    let isScrollInput: Bool

    init(offset: CGPoint, translation: CGPoint, movesX: Bool, movesY: Bool,
         range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>), viewport: CGSize, isScrollInput: Bool = false) {
        self.isScrollInput = isScrollInput
        func pull(_ shown: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            if shown < range.lowerBound { return range.lowerBound + ScrollPhysics.rubberBandPull(showing: shown - range.lowerBound, dimension: dimension) }
            if shown > range.upperBound { return range.upperBound + ScrollPhysics.rubberBandPull(showing: shown - range.upperBound, dimension: dimension) }
            return shown
        }
        startPull = CGPoint(x: pull(offset.x, range.x, viewport.width), y: pull(offset.y, range.y, viewport.height))
        startTranslation = translation
        self.movesX = movesX
        self.movesY = movesY
    }

    /// The offset to show for the pan's `translation` now; axes the drag does not move keep `current`.
    func offset(translation: CGPoint, current: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>),
                viewport: CGSize, bounces: Bool) -> CGPoint {
        func shown(_ pull: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
            if pull < range.lowerBound { return bounces ? range.lowerBound + ScrollPhysics.rubberBand(pull - range.lowerBound, dimension: dimension) : range.lowerBound }
            if pull > range.upperBound { return bounces ? range.upperBound + ScrollPhysics.rubberBand(pull - range.upperBound, dimension: dimension) : range.upperBound }
            return pull
        }
        let x = movesX ? shown(startPull.x - (translation.x - startTranslation.x), range.x, viewport.width) : current.x
        let y = movesY ? shown(startPull.y - (translation.y - startTranslation.y), range.y, viewport.height) : current.y
        return CGPoint(x: x, y: y)
    }

    /// The axes a drag moves: the scrollable ones, or with directional lock
    /// the one the first movement follows when it is within 22.5° of an axis.
    static func axes(scrollable: (x: Bool, y: Bool), translation: CGPoint, directionalLock: Bool) -> (x: Bool, y: Bool) {
        guard directionalLock, scrollable.x, scrollable.y else { return scrollable }
        let dx = abs(translation.x), dy = abs(translation.y)
        let tan22_5: CGFloat = 0.414_213_56
        if dy <= dx * tan22_5 { return (true, false) }
        if dx <= dy * tan22_5 { return (false, true) }
        return (true, true)
    }
}
