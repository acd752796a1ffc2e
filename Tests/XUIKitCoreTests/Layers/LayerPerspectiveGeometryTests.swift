import Testing
import Foundation
@testable import XUIKitCore
import XUIKitTesting

private func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@MainActor
@Suite("3D layer geometry: the homography a layer's transform and its superlayer's sublayerTransform give")
struct LayerPerspectiveGeometryTests {
    /// A 200 x 200 container with m34 = -1/500 holding a 100 x 100 card at its centre turned `angle` about y.
    private func card(angle: CGFloat) -> (container: CALayer, card: CALayer) {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        container.addSublayer(card)
        return (container, card)
    }

    @Test("A card turned 45° about y under m34 = -1/500 maps its corners where x cos a / w, y / w put them (w = 1 + x sin a / 500)")
    func cornersProject() {
        let (container, card) = card(angle: .pi / 4)
        defer { withExtendedLifetime(container) {} }  // the superlayer holds the perspective
        #expect(card.hasTransform3DToSuperlayer)
        let h = card.homographyToSuperlayer
        #expect(!h.isAffine)
        for (x, y) in [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0), (30.0, 70.0)] {
            let (cx, cy) = (CGFloat(x) - 50, CGFloat(y) - 50)
            let w = 1 + cx * sin(CGFloat.pi / 4) / 500
            #expect(close(h.apply(CGPoint(x: x, y: y)), CGPoint(x: 100 + cx * cos(CGFloat.pi / 4) / w, y: 100 + cy / w)), "(\(x), \(y))")
        }
        let box = card.extentInSuperlayer(card.bounds)
        #expect(abs(box.minX - 61.95) < 0.01 && abs(box.maxX - 133.02) < 0.01 && abs(box.minY - (100 - 50 / (1 - 50 * sin(CGFloat.pi / 4) / 500))) < 1e-9)
        #expect(h.determinant > 0, "front facing")
        let turnedAway = self.card(angle: 2 * .pi / 3)
        #expect(turnedAway.card.homographyToSuperlayer.determinant < 0, "past 90°: the back faces the viewer")
        withExtendedLifetime(turnedAway.container) {}
    }

    @Test("A homography composed with its inverse maps points back; an edge-on one squashes the plane (determinant 0 to rounding)")
    func inverse() {
        let scene = card(angle: 0.7), edgeOn = card(angle: .pi / 2)
        defer { withExtendedLifetime((scene, edgeOn)) {} }
        #expect(!scene.card.homographyToSuperlayer.isAffine)
        let h = scene.card.homographyToSuperlayer.concatenating(LayerHomography(CGAffineTransform(a: 2, b: 0.3, c: -0.2, d: 1.5, tx: 7, ty: -4)))
        let back = h.concatenating(h.inverted()!)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 20), CGPoint(x: 45, y: 99)] {
            #expect(close(back.apply(p), p, 1e-9))
        }
        #expect(abs(edgeOn.card.homographyToSuperlayer.determinant) < 1e-12)
    }

    @Test("The part behind the eye is cut away: every vertex kept has w > 0 and the bounding box stays finite")
    func behindTheEye() {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        container.sublayerTransform = perspective
        let layer = CALayer()
        layer.frame = container.bounds
        layer.transform = CATransform3DMakeRotation(80 * .pi / 180, 0, 1, 0)
        container.addSublayer(layer)
        defer { withExtendedLifetime(container) {} }
        let h = layer.homographyToSuperlayer
        #expect(h.w(at: CGPoint(x: 0, y: 100)) < 0 && h.apply(CGPoint(x: 0, y: 100)) == nil, "the left edge is behind the eye")
        let polygon = h.visiblePolygon(of: layer.bounds)
        #expect(polygon.count == 4 && polygon.allSatisfy { h.w(at: $0) >= 2 * LayerHomography.minimumW * 0.999 })
        // The cut runs where w = 0: x = 100 - 50 / sin 80° in the layer.
        let cut = 100 - 50 / sin(80 * CGFloat.pi / 180)
        #expect(polygon.map(\.x).min().map { abs($0 - cut) < 0.02 } == true, "cut at w = 2 · minimumW, 0.01 pt in")
        let box = layer.extentInSuperlayer(layer.bounds)
        #expect(!box.isNull && box.minX >= -1_000_000 && box.maxX <= 1_000_000 && abs(box.maxX - 105.85) < 0.01)
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        layer.transform.m43 = 60  // pushed toward the viewer past the eye (w = 1 - 60 / 50 < 0 everywhere)
        #expect(layer.extentInSuperlayer(layer.bounds).isNull)
    }

    @Test("sublayerTransform defaults to the identity (stored as none), isDoubleSided to true; both copy to a presentation layer")
    func defaults() {
        let layer = CALayer()
        #expect(CATransform3DIsIdentity(layer.sublayerTransform) && layer.isDoubleSided)
        let plain = CALayer()
        layer.addSublayer(plain)
        defer { withExtendedLifetime(layer) {} }
        #expect(!plain.hasTransform3DToSuperlayer && plain.homographyToSuperlayer.isAffine)
        layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        #expect(plain.hasTransform3DToSuperlayer)
        layer.sublayerTransform = CATransform3DIdentity
        #expect(layer.storedSublayerTransform == nil && !plain.hasTransform3DToSuperlayer)
        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        layer.sublayerTransform = perspective
        layer.isDoubleSided = false
        let copy = CALayer(layer: layer)
        #expect(copy.sublayerTransform == perspective && !copy.isDoubleSided)
    }
}

@MainActor
@Suite("sublayerTransform animates as Core Animation's other transform does")
struct SublayerTransformAnimationTests {
    @Test("A CABasicAnimation of sublayerTransform from the identity to m34 = -1/250 presents m34 = -1/500 halfway (linear), the model at once")
    func explicitAnimation() throws {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 200)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let container = CALayer()
        container.frame = view.bounds
        view.layer.addSublayer(container)
        CATransaction.flush()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 250
        let animation = CABasicAnimation(keyPath: "sublayerTransform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = perspective
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        CATransaction.setDisableActions(true)
        container.sublayerTransform = perspective
        CATransaction.setDisableActions(false)
        container.add(animation, forKey: "perspective")
        #expect(container.sublayerTransform.m34 == -1.0 / 250)
        input.advance(by: 0.5 - 1.0 / 60)
        let shown = try #require(container.presentation()).sublayerTransform.m34
        #expect(abs(shown - -1.0 / 500) < 1e-9, "halfway: \(shown)")
        input.advance(by: 0.6)
        #expect(container.animationKeys() == nil && container.presentation()?.sublayerTransform.m34 == -1.0 / 250)
    }

    @Test("Setting a committed standalone layer's sublayerTransform animates it implicitly under its key")
    func implicitAnimation() {
        let (window, _) = TestApplication.makeKeyWindow(width: 200, height: 200)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let container = CALayer()
        view.layer.addSublayer(container)
        CATransaction.flush()
        container.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        #expect(container.animationKeys() == ["sublayerTransform"])
    }
}

@MainActor
@Suite("The inverse projection hit-testing through a 3D transform would use")
struct ProjectedPointTests {
    /// A 200 x 200 container with m34 = -1/500 holding a card at (50, 50, 100, 100) turned 45° about y.
    /// Projected, the card spans x 61.95...133.02 (near edge y 46.2...153.8); its affine part, x 64.64...135.36, y 50...150.
    private func scene() -> (container: CALayer, card: CALayer) {
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        container.addSublayer(card)
        return (container, card)
    }

    @Test("Points inside the projected card map into its bounds (even outside its affine frame); points past the projection map outside")
    func pointsFollowTheProjection() {
        let scene = scene()
        defer { withExtendedLifetime(scene) {} }
        func inCard(_ x: CGFloat, _ y: CGFloat) -> Bool { scene.card.bounds.contains(scene.card.projectedPointFromSuperlayer(CGPoint(x: x, y: y))) }
        #expect(inCard(63, 100) && inCard(70, 48) && inCard(100, 100), "left of and above the affine frame, inside the near edge")
        #expect(!inCard(134, 100) && !inCard(130, 52), "inside the affine frame, past the far edge (its top is y 53.0 at x 130)")
        let p = scene.card.projectedPointFromSuperlayer(CGPoint(x: 100, y: 100))
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 50) < 1e-9, "the centre maps to the centre")
        #expect(!scene.card.bounds.contains(scene.card.pointFromSuperlayer(CGPoint(x: 63, y: 100))), "hit-testing's affine map misses it there")
    }

    @Test("A point only the part behind the eye would project to maps outside the layer")
    func behindTheEye() {
        let scene = scene()
        defer { withExtendedLifetime(scene) {} }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        scene.container.sublayerTransform = perspective
        scene.card.transform = CATransform3DIdentity
        scene.card.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        scene.card.transform = CATransform3DMakeRotation(80 * .pi / 180, 0, 1, 0)
        func inCard(_ x: CGFloat, _ y: CGFloat) -> Bool { scene.card.bounds.contains(scene.card.projectedPointFromSuperlayer(CGPoint(x: x, y: y))) }
        // In front of the eye the card reaches from the left edge to x 105.85; past it only the mirrored part behind the eye lands.
        #expect(inCard(50, 100) && inCard(104, 100))
        #expect(!inCard(108, 100) && !inCard(150, 100))
    }
}
