import Testing
import Foundation
@testable import XUIKitCore

@Suite("CGAffineTransform follows Core Graphics' math")
struct CGAffineTransformTests {
    @Test("CGAffineTransform() is the zero matrix, as the imported C struct's init() is; identity is 1, 0, 0, 1, 0, 0")
    func zeroInitializer() {
        let zero = CGAffineTransform()
        #expect([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty] == [0, 0, 0, 0, 0, 0])
        #expect(!zero.isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(zero) == .zero)
        let identity = CGAffineTransform.identity
        #expect([identity.a, identity.b, identity.c, identity.d, identity.tx, identity.ty] == [1, 0, 0, 1, 0, 0])
        #expect(CGAffineTransformIdentity == identity)
    }

    @Test("Concatenation applies the receiver first, then the argument")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 23))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 63))
    }

    @Test("scaledBy and translatedBy prepend to the receiver, as CGAffineTransformScale does")
    func prependingModifiers() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(CGAffineTransformScale(.identity, 2, 2) == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("A quarter turn maps x onto y")
    func quarterTurn() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("inverted undoes a composite transform; a singular one comes back unchanged")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let p = CGPoint(x: 13, y: -4)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("A rect maps to the bounding box of its transformed corners")
    func rectBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX - -20) < 1e-9 && abs(r.minY) < 1e-9)
        #expect(abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
    }
}
