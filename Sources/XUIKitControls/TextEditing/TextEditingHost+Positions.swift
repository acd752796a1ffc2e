import Foundation
import XUIKitCore

/// `UITextInput`'s positions and ranges over UTF-16 offsets
/// (`TextOffsetPosition`/`TextOffsetRange`), the same for every editing view.
extension TextEditingHost {
    func offset(of position: UITextPosition) -> Int {
        max(0, min((position as? TextOffsetPosition)?.offset ?? 0, editing.length))
    }

    func rangeBetween(_ from: UITextPosition, _ to: UITextPosition) -> UITextRange? {
        guard from is TextOffsetPosition, to is TextOffsetPosition else { return nil }
        return TextOffsetRange(from: offset(of: from), to: offset(of: to))
    }

    func positionFrom(_ position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let position = position as? TextOffsetPosition else { return nil }
        let target = position.offset + delta
        return (0...editing.length).contains(target) ? TextOffsetPosition(target) : nil
    }

    func comparePositions(_ position: UITextPosition, _ other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position), b = offset(of: other)
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    func positionWithin(_ range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = range as? TextOffsetRange else { return nil }
        let clamped = editing.clamp(range.range)
        let forward = direction == .right || direction == .down
        return TextOffsetPosition(forward ? clamped.location + clamped.length : clamped.location)
    }

    func rangeByExtending(_ position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let at = offset(of: position)
        let forward = direction == .right || direction == .down
        return forward ? TextOffsetRange(from: at, to: editing.length) : TextOffsetRange(from: 0, to: at)
    }

    func closestPositionWithin(_ point: CGPoint, _ range: UITextRange) -> UITextPosition? {
        guard let range = range as? TextOffsetRange else { return nil }
        let clamped = editing.clamp(range.range)
        return TextOffsetPosition(max(clamped.location, min(offset(closestTo: point), clamped.location + clamped.length)))
    }

    func characterRangeAt(_ point: CGPoint) -> UITextRange? {
        guard editing.length > 0 else { return nil }
        let at = min(offset(closestTo: point), editing.length - 1)
        return TextOffsetRange(from: at, to: editing.boundaries.characterBoundary(after: at))
    }
}
