import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@MainActor
@Suite("Layer geometry as Core Animation: frame from position, anchorPoint, bounds and transform")
struct LayerGeometryTests {
    @Test("frame is bounds placed so the anchor point sits at position")
    func anchorPointFrames() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 10, y: 20)
        #expect(layer.frame == CGRect(x: -40, y: -5, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50) && layer.position == CGPoint(x: 10, y: 20))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: -90, y: -30, width: 100, height: 50))
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(layer.position == CGPoint(x: 40, y: 20) && layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("A transform turns about the anchor point; frame is the bounding box")
    func rotationAboutAnchor() {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 50, y: 50)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(layer.frame, CGRect(x: -50, y: 50, width: 100, height: 100)))
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(close(layer.frame, CGRect(x: 50, y: 50, width: 200, height: 300)))
    }

    @Test("A view's anchorPoint moves its frame and what hit-testing finds; center stays the layer's position")
    func viewAnchorPoint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        root.addSubview(child)
        child.layer.anchorPoint = .zero
        #expect(child.center == CGPoint(x: 125, y: 125) && child.frame == CGRect(x: 125, y: 125, width: 50, height: 50))
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 125, y: 125))
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(child.center == .zero && child.layer.position == .zero)
    }

    @Test("Affine transforms round-trip through the layer, the view and CATransform3D")
    func affineRoundTrips() {
        let transforms = [CGAffineTransform.identity, CGAffineTransform(scaleX: 2, y: 0.5),
                          CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: -3),
                          CGAffineTransform(a: 1, b: 0.2, c: -0.4, d: 1.5, tx: 10, ty: 20)]
        for t in transforms {
            let view = UIView()
            view.transform = t
            #expect(view.layer.affineTransform() == t)
            #expect(view.layer.transform == CATransform3DMakeAffineTransform(t))
            #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(t)) == t)
            #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(t)))
            view.layer.setAffineTransform(.identity)
            #expect(view.transform == .identity)
            view.layer.transform = CATransform3DMakeAffineTransform(t)
            #expect(view.transform == t)
        }
    }

    @Test("CATransform3D: concatenation applies the first then the second; a 3D rotation is stored, not affine")
    func transform3D() {
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(t.m41 == 20 && t.m11 == 2 && t.m22 == 2)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(t))
        let z = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let g = CATransform3DGetAffineTransform(z), expected = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(g.a - expected.a) < 1e-12 && abs(g.b - expected.b) < 1e-12 && abs(g.c - expected.c) < 1e-12)
        let x = CATransform3DMakeRotation(0.5, 1, 0, 0)
        #expect(!CATransform3DIsAffine(x))
        let layer = CALayer()
        layer.transform = x
        #expect(layer.transform == x)
    }
}
