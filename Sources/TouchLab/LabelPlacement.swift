import XUIKit

/// Where a finger's label goes: beside the finger, on the first side that
/// covers no other finger and no label already placed.
///
/// Candidates, in order: up-right, up-left, down-right, down-left of the
/// finger, `gap` points clear of its centre. A candidate leaving `bounds` is
/// moved inside, which may push it onto the finger: the finger's own square
/// (`gap` around it) counts as an obstacle too. When every candidate overlaps
/// something, the one overlapping least (by area) is taken, so the result is
/// always in bounds.
public enum LabelPlacement {
    /// The frame of a label of `size` for a finger at `point`, avoiding `obstacles`.
    public static func frame(for point: CGPoint, size: CGSize, gap: CGFloat, avoiding obstacles: [CGRect], in bounds: CGRect) -> CGRect {
        let right = point.x + gap, left = point.x - gap - size.width
        let up = point.y - gap - size.height, down = point.y + gap
        let candidates = [(right, up), (left, up), (right, down), (left, down)].map { x, y in
            clamp(CGRect(x: x, y: y, width: size.width, height: size.height), to: bounds)
        }
        let own = CGRect(x: point.x - gap, y: point.y - gap, width: 2 * gap, height: 2 * gap)
        func overlap(_ frame: CGRect) -> CGFloat {
            ([own] + obstacles).reduce(0) { total, obstacle in
                let shared = frame.intersection(obstacle)
                return total + (shared.isNull ? 0 : shared.width * shared.height)
            }
        }
        return candidates.min { overlap($0) < overlap($1) } ?? candidates[0]
    }

    private static func clamp(_ frame: CGRect, to bounds: CGRect) -> CGRect {
        var frame = frame
        frame.origin.x = min(max(bounds.minX, frame.minX), bounds.maxX - frame.width)
        frame.origin.y = min(max(bounds.minY, frame.minY), bounds.maxY - frame.height)
        return frame
    }
}
