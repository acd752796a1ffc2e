import Foundation
import XUIKit

/// The touch-to-pixel benchmark's app (`BENCH_MODE=pixel-full`, `pixel-rects`
/// or `pixel-center`): on each touch begin a 20 x 20 red square appears
/// centred on the touch, the rest of the window white. `xuikit-bench
/// --pixel-only` times sending the touch to reading the red pixel on screen.
///
/// - `pixel-full`: `touchesBegan` calls `setNeedsDisplay()`; `draw(_:)` fills
///   the window white and the square red.
/// - `pixel-rects`: the same drawing, but `setNeedsDisplay(_:)` of the old
///   and the new square only.
/// - `pixel-center`: a red 20 x 20 subview moved by `center`; no drawing code.
///
/// Every touch begin also writes its handler moment (CLOCK_MONOTONIC
/// nanoseconds, 8 bytes) to stdout, as `TouchReportingView` does.
final class PixelViewController: UIViewController {
    enum Mode: String {
        case full = "pixel-full", rects = "pixel-rects", center = "pixel-center"
    }

    let mode: Mode
    init(mode: Mode) {
        self.mode = mode
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        switch mode {
        case .full, .rects: view = SquareDrawingView(redrawsDamageOnly: mode == .rects)
        case .center: view = SquareMovingView()
        }
        view.isOpaque = true
    }
}

/// The square side, in points.
private let squareSide: CGFloat = 20

/// The square centred on `point`.
private func square(at point: CGPoint) -> CGRect {
    CGRect(x: point.x - squareSide / 2, y: point.y - squareSide / 2, width: squareSide, height: squareSide)
}

/// Draws the window white and a red square where the last touch began.
final class SquareDrawingView: UIView {
    private let redrawsDamageOnly: Bool
    private var squareRect = CGRect.zero

    init(redrawsDamageOnly: Bool) {
        self.redrawsDamageOnly = redrawsDamageOnly
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        reportHandlerMoment()
        guard let touch = touches.first else { return }
        let old = squareRect
        squareRect = square(at: touch.location(in: self))
        if redrawsDamageOnly {
            setNeedsDisplay(old)
            setNeedsDisplay(squareRect)
        } else {
            setNeedsDisplay()
        }
    }

    override func draw(_ rect: CGRect) {
        UIColor.white.setFill()
        UIRectFill(bounds)
        UIColor.red.setFill()
        UIRectFill(squareRect)
    }
}

/// A white view whose red square subview follows the last touch begin by `center`.
final class SquareMovingView: UIView {
    private let squareView = UIView(frame: CGRect(x: -squareSide, y: -squareSide, width: squareSide, height: squareSide))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        squareView.backgroundColor = .red
        squareView.isUserInteractionEnabled = false
        addSubview(squareView)
    }
    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        reportHandlerMoment()
        guard let touch = touches.first else { return }
        squareView.center = touch.location(in: self)
    }
}
