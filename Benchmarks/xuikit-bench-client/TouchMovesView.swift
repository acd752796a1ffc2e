import Foundation
import XUIKit

/// The touch-CPU benchmark's view (`BENCH_MODE=moves`): reads every moved
/// touch's location, as the raw client reads every XI_TouchUpdate's
/// coordinates, and draws nothing. Touch begins write their moment to stdout
/// (the bench's warm-up).
final class TouchMovesView: UIView {
    /// The sum of the locations seen, so the reads are not optimised away.
    private(set) var sum: CGFloat = 0

    /// All ten fingers are delivered (UIKit's default delivers only the
    /// first touch to a view that is not multiple-touch enabled).
    init() {
        super.init(frame: .zero)
        isMultipleTouchEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        reportHandlerMoment()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let location = touch.location(in: self)
            sum += location.x + location.y
        }
    }
}
