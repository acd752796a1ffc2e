import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// `XCTAssertEqual`'s requirement: the arguments are Equatable.
private func equal<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }

@MainActor
@Suite("A layer is an NSObject, with Core Animation's key-value coding")
struct LayerObjectTests {
    @Test("Layers are equal only to themselves, hash by identity, and describe themselves as <CALayer: 0x...>")
    func identityEqualityAndDescription() {
        let a = CALayer(), b = CALayer(), shape = CAShapeLayer()
        #expect(equal(a, a) && !equal(a, b))
        #expect((a as NSObject).isEqual(a) && !(a as NSObject).isEqual(b))
        #expect(Set([a, b, a, shape]).count == 3)
        #expect(a.hash == a.hash && a.hash != b.hash)
        let parent = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(shape)
        #expect(parent.sublayers?.firstIndex(of: shape) == 1)
        #expect(a.description.hasPrefix("<CALayer: 0x") && a.description.hasSuffix(">"))
        #expect(shape.description.hasPrefix("<CAShapeLayer: 0x"))
    }

    @Test("value(forKey:) reads properties by their Objective-C names, scalars as NSNumber")
    func valueForKey() {
        let layer = CALayer()
        layer.opacity = 0.5
        layer.position = CGPoint(x: 10, y: 20)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.cornerRadius = 4
        layer.isHidden = true
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
        #expect((layer.value(forKey: "cornerRadius") as? NSNumber)?.doubleValue == 4)
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 10, y: 20))
        #expect(layer.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(layer.value(forKey: "frame") as? CGRect == CGRect(x: -10, y: 5, width: 40, height: 30))
        #expect((layer.value(forKey: "backgroundColor") as? CGColor)?.components == [1, 0, 0, 1])
        #expect(layer.value(forKey: "borderWidth") as? Double == 0)
        #expect(layer.value(forKey: "mask") == nil && layer.value(forKey: "undefinedKey") == nil)
    }

    @Test("setValue(_:forKey:) writes through the setters: a view's layer moves the view; wrong types change nothing")
    func setValueForKey() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.setValue(0.25, forKey: "opacity")
        view.layer.setValue(CGPoint(x: 70, y: 45), forKey: "position")
        view.layer.setValue(NSNumber(value: true), forKey: "masksToBounds")
        #expect(view.alpha == 0.25 && view.center == CGPoint(x: 70, y: 45) && view.clipsToBounds)
        #expect(view.frame == CGRect(x: 20, y: 20, width: 100, height: 50))
        view.layer.setValue("not a number", forKey: "opacity")
        view.layer.setValue(CGPoint(x: 1, y: 1), forKey: "bounds")
        view.layer.setValue(7, forKey: "superlayer")
        #expect(view.alpha == 0.25 && view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let shape = CAShapeLayer()
        shape.setValue(0.5, forKey: "strokeEnd")
        shape.setValue(nil, forKey: "fillColor")
        #expect(shape.strokeEnd == 0.5 && shape.fillColor == nil)
        #expect(shape.value(forKey: "strokeEnd") as? Double == 0.5 && shape.value(forKey: "lineWidth") as? Double == 1)
    }

    @Test("Key paths reach Core Animation's animatable parts and other layers' keys")
    func keyPaths() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        layer.setValue(2, forKeyPath: "transform.scale")
        layer.setValue(30, forKeyPath: "position.x")
        layer.setValue(CGFloat(12), forKeyPath: "bounds.size.height")
        #expect(abs((layer.value(forKeyPath: "transform.rotation.z") as? Double ?? 0) - Double.pi / 2) < 1e-9)
        #expect(abs((layer.value(forKeyPath: "transform.scale.x") as? Double ?? 0) - 2) < 1e-9)
        #expect(layer.position.x == 30 && layer.bounds.height == 12)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 40, height: 12))
        let mask = CALayer()
        layer.mask = mask
        layer.setValue(0.5, forKeyPath: "mask.opacity")
        #expect(mask.opacity == 0.5 && layer.value(forKeyPath: "mask.opacity") as? Float == 0.5)
    }

    @Test("Keys that name no property store values, as in Core Animation's key-value container; nil removes them")
    func arbitraryKeys() {
        let layer = CALayer()
        layer.setValue("card-7", forKey: "identifier")
        layer.setValue(3, forKey: "index")
        #expect(layer.value(forKey: "identifier") as? String == "card-7" && layer.value(forKey: "index") as? Int == 3)
        let copy = CALayer(layer: layer)
        #expect(copy.value(forKey: "identifier") as? String == "card-7")
        layer.setValue(nil, forKey: "identifier")
        #expect(layer.value(forKey: "identifier") == nil && layer.value(forKey: "index") as? Int == 3)
    }
}
