import Testing
import Foundation
@testable import XUIKitCore

@Suite("NSValue holds UIKit's geometry types, and CGRect, CGPoint and CGSize bridge to it as on iOS")
struct NSValueGeometryTests {
    @Test("Each UIKit NSValue initializer round-trips its value through the matching accessor")
    func roundTrips() {
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: -5, y: 6.5)).cgPointValue == CGPoint(x: -5, y: 6.5))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        #expect(NSValue(cgVector: CGVector(dx: 9, dy: -10)).cgVectorValue == CGVector(dx: 9, dy: -10))
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 11, vertical: 12)).uiOffsetValue == UIOffset(horizontal: 11, vertical: 12))
        var cube = CATransform3DMakeScale(2, 3, 4)
        cube.m34 = -1.0 / 500
        #expect(NSValue(caTransform3D: cube).caTransform3DValue == cube)
    }

    @Test("Rectangles, points and sizes are Foundation's values: same type encoding, equal and hashed alike")
    func foundationValues() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(String(cString: NSValue(cgRect: rect).objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
        #expect(NSValue(cgRect: rect) == NSValue(rect: rect))
        #expect(NSValue(cgRect: rect).hash == NSValue(rect: rect).hash)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).pointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(NSValue(uiEdgeInsets: .zero) != NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)))
    }

    @Test("Reading a value as a type of another size gives zero; one of the same size reads the fields in order")
    func mismatchedReads() {
        let insets = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(insets.cgRectValue == .zero)
        #expect(insets.cgAffineTransformValue == CGAffineTransform())
        #expect(insets.directionalEdgeInsetsValue == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgPointValue == .zero)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).uiOffsetValue == .zero)
    }

    @Test("A keyboard frame in userInfo reads both as NSValue and as CGRect; a point value is no CGRect")
    func bridging() {
        let frame = CGRect(x: 0, y: 264, width: 320, height: 216)
        let boxed: [AnyHashable: Any] = ["frame": NSValue(cgRect: frame), "point": NSValue(cgPoint: CGPoint(x: 3, y: 4)), "size": NSValue(cgSize: CGSize(width: 5, height: 6))]
        #expect((boxed["frame"] as? NSValue)?.cgRectValue == frame)
        #expect(boxed["frame"] as? CGRect == frame)
        #expect(boxed["point"] as? CGPoint == CGPoint(x: 3, y: 4))
        #expect(boxed["size"] as? CGSize == CGSize(width: 5, height: 6))
        #expect(boxed["point"] as? CGRect == nil)
        #expect(boxed["frame"] as? CGSize == nil)
        let plain: [AnyHashable: Any] = ["frame": frame]
        #expect((plain["frame"] as? NSValue)?.cgRectValue == frame)
        #expect(plain["frame"] as? CGRect == frame)
    }
}
