import Foundation
import XUIKitCore
import XUIKitGraphics

/// The event model drawn over any app: switched on by `XUIKIT_DEBUG_OVERLAY=1`
/// at launch or Ctrl+Alt+D at any time (`UIApplicationMain` installs it).
///
/// Over each window that receives touches it draws every live touch (a ring
/// with its number and phase), the outline of the view each touch hit-tested
/// to, and a panel: per touch, the responder chain from that view up
/// (`next` by `next`, as `touchesBegan` would travel when nobody handles it),
/// the gesture recognizers attached to the touch with their states, and the
/// window's first responder. The overlay takes no touches and leaves when
/// switched off. (An XUIKit tool, not UIKit API.)
@preconcurrency @MainActor
public enum DebugOverlay {
    /// Whether the overlay is on.
    public private(set) static var isEnabled = false

    /// Registers Ctrl+Alt+D, and switches the overlay on when `XUIKIT_DEBUG_OVERLAY` is "1".
    public static func install() {
        TouchAuditing.installIfAsked()  // the other debugging tool the environment may ask for
        UIApplication.debugOverlayToggle = { setEnabled(!isEnabled) }
        if ProcessInfo.processInfo.environment["XUIKIT_DEBUG_OVERLAY"] == "1" { setEnabled(true) }
    }

    /// Switches the overlay on or off.
    public static func setEnabled(_ enabled: Bool) {
        isEnabled = enabled
        if enabled {
            UIApplication.debugTouchObserver = { event, window in overlay(in: window).update(with: event) }
        } else {
            UIApplication.debugTouchObserver = nil
            for view in views.values { view.removeFromSuperview() }
            views.removeAll()
        }
    }

    private static var views: [ObjectIdentifier: DebugOverlayView] = [:]

    /// The window's overlay, made on first use and kept frontmost.
    static func overlay(in window: UIWindow) -> DebugOverlayView {
        let view = views[ObjectIdentifier(window)] ?? {
            let made = DebugOverlayView(frame: window.bounds)
            views[ObjectIdentifier(window)] = made
            return made
        }()
        if view.superview !== window || window.subviews.last !== view {
            window.addSubview(view)
        }
        view.frame = window.bounds
        return view
    }
}

/// What the overlay shows for one touch, read off the touch after its event was delivered.
struct DebugTouchSnapshot: Equatable {
    var number: Int
    var phase: String
    var location: CGPoint
    /// The hit view's frame in window coordinates.
    var hitFrame: CGRect?
    var hitView: String
    var chain: [String]
    var recognizers: [String]
}

/// The overlay's view: draws what `update(with:)` last saw.
final class DebugOverlayView: UIView {
    private(set) var touches: [DebugTouchSnapshot] = []
    private(set) var firstResponder = "none"
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var nextNumber = 1

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { return nil }

    /// Reads the live touches of `event` (ended ones show once more, then go).
    func update(with event: UIEvent) {
        guard let window else { return }
        var snapshots: [DebugTouchSnapshot] = []
        for touch in (event.allTouches ?? []).sorted(by: { number(for: $0) < number(for: $1) }) {
            let view = touch.view
            let chain = (view?.responderChain ?? []).map { String(describing: type(of: $0)) }
            snapshots.append(DebugTouchSnapshot(
                number: number(for: touch), phase: touch.phase.debugName, location: touch.location(in: window),
                hitFrame: view.map { $0.convert($0.bounds, to: window) }, hitView: view.map { String(describing: type(of: $0)) } ?? "none",
                chain: chain, recognizers: (touch.gestureRecognizers ?? []).map { "\(type(of: $0)) \($0.state.debugName)" }))
            if touch.phase == .ended || touch.phase == .cancelled { numbers[ObjectIdentifier(touch)] = nil }
        }
        if numbers.isEmpty { nextNumber = 1 }
        touches = snapshots
        firstResponder = window.debugFirstResponder.map { String(describing: type(of: $0)) } ?? "none"
        setNeedsDisplay()
    }

    private func number(for touch: UITouch) -> Int {
        if let number = numbers[ObjectIdentifier(touch)] { return number }
        numbers[ObjectIdentifier(touch)] = nextNumber
        nextNumber += 1
        return nextNumber - 1
    }

    /// The lines of the panel.
    var panelLines: [String] {
        var lines = touches.flatMap { touch -> [String] in
            var block = ["touch \(touch.number) \(touch.phase) at (\(Int(touch.location.x)), \(Int(touch.location.y))) → \(touch.hitView)",
                         "  chain: " + touch.chain.joined(separator: " → ")]
            if !touch.recognizers.isEmpty { block.append("  recognizers: " + touch.recognizers.joined(separator: ", ")) }
            return block
        }
        lines.append("first responder: \(firstResponder)")
        return lines
    }

    /// The panel goes to the bottom while a touch is in the top half, else to the top, so it never hides the fingers.
    override func draw(_ rect: CGRect) {
        let font = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular)
        let text = panelLines.joined(separator: "\n") as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.white]
        let size = text.boundingRect(with: CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, attributes: attributes, context: nil).size
        let height = size.height + 12
        let atBottom = touches.contains { $0.location.y < bounds.midY }
        let panel = CGRect(x: 8, y: atBottom ? bounds.maxY - 8 - height : 8, width: min(bounds.width - 16, size.width + 16), height: height)
        UIColor(white: 0, alpha: 0.72).setFill()
        UIBezierPath(roundedRect: panel, cornerRadius: 8).fill()
        text.draw(in: panel.insetBy(dx: 8, dy: 6), withAttributes: attributes)

        let accent = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
        for touch in touches {
            if let frame = touch.hitFrame {
                let outline = UIBezierPath(rect: frame.insetBy(dx: 1, dy: 1))
                outline.lineWidth = 2
                outline.setLineDash([6, 4], count: 2, phase: 0)
                accent.setStroke()
                outline.stroke()
            }
            let ring = UIBezierPath(ovalIn: CGRect(x: touch.location.x - 22, y: touch.location.y - 22, width: 44, height: 44))
            ring.lineWidth = 3
            accent.withAlphaComponent(touch.phase == "ended" || touch.phase == "cancelled" ? 0.4 : 1).setStroke()
            ring.stroke()
            ("\(touch.number)" as NSString).draw(at: CGPoint(x: touch.location.x + 18, y: touch.location.y - 38), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: accent,
            ])
        }
    }
}
