// Layer actions as iOS code uses them, compiled in each language mode beside
// Patterns.swift: a progress ring whose stroke animates implicitly, a slow
// custom action for position, a delegate refusing one for bounds, and a
// change with actions disabled.
import CoreGraphics
import Foundation
import QuartzCore
import XUIKit

/// Refuses the bounds action, as a delegate answering NSNull does on iOS.
final class RingLayerDelegate: NSObject, CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        event == "bounds" ? NSNull() : nil
    }
}

@MainActor func actionSummary(window: UIWindow) -> String {
    let ring = CAShapeLayer()
    ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
    ring.strokeEnd = 0
    window.layer.addSublayer(ring)
    CATransaction.flush()  // the ring is on screen: its changes animate from now on
    ring.strokeEnd = 0.75
    let slow = CABasicAnimation()
    slow.duration = 1
    ring.actions = ["position": slow]
    ring.position = CGPoint(x: 40, y: 40)
    let delegate = RingLayerDelegate()
    ring.delegate = delegate
    ring.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ring.opacity = 0.5
    CATransaction.commit()
    let summary = "actions: strokeEnd \(ring.animation(forKey: "strokeEnd") != nil), "
        + "position \(ring.animation(forKey: "position")?.duration ?? 0), "
        + "bounds \(ring.animation(forKey: "bounds") != nil), opacity \(ring.animation(forKey: "opacity") != nil)"
    ring.removeFromSuperlayer()
    return summary
}
