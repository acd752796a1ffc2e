import Foundation
import XUIKitCore
import XUIKitGraphics

/// A spinner for work in progress: UIKit's `UIActivityIndicatorView`.
///
/// iOS's look: eight rounded spokes, the leading one darkest, turning one
/// spoke every 1/8 s (a full turn a second) on the frame clock while
/// animating; no frames while stopped. UIKit's defaults: `.medium` (20 pt),
/// grey, hidden when stopped, not animating.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }

    open var style: Style { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }
    open var color: UIColor! = .secondaryLabel { didSet { setNeedsDisplay() } }
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    open private(set) var isAnimating = false
    /// Which spoke leads (0...7); advanced by the spinner's display link.
    private(set) var phase = 0
    private var link: CADisplayLink?

    public init(style: Style = .medium) {
        self.style = style
        let side: CGFloat = style == .large ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize { style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let link = CADisplayLink { [weak self] _ in self?.step() }
        link.preferredFramesPerSecond = 8
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Off screen nothing turns (and the frame clock can idle); back on screen it goes on.
        if window == nil, let link { link.isPaused = true } else { link?.isPaused = false }
    }

    private func step() {
        phase = (phase + 1) % 8
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        let width = radius * 0.22, inner = radius * 0.45
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            // The leading spoke is solid; the ones behind it fade to 30%.
            let age = (phase - spoke + 8) % 8
            (color ?? .secondaryLabel).withAlphaComponent(1 - CGFloat(age) * 0.1).setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            path.addLine(to: CGPoint(x: center.x + cos(angle) * (radius - width / 2), y: center.y + sin(angle) * (radius - width / 2)))
            path.lineWidth = width
            path.lineCapStyle = .round
            path.stroke()
        }
    }
}
