import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin, b.origin) && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@MainActor
@Suite("View geometry, conversion and hit-testing with transforms")
struct ViewGeometryTests {
    @Test("frame, bounds and center are center-anchored; a transform changes frame, not bounds or center")
    func centerAnchoredGeometry() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        #expect(view.center == CGPoint(x: 200, y: 150) && view.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(close(view.frame, CGRect(x: 0, y: 125, width: 400, height: 50)))
        #expect(view.center == CGPoint(x: 200, y: 150) && view.bounds.size == CGSize(width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 150, y: 50, width: 100, height: 200)))
        view.transform = .identity
        view.bounds.size = CGSize(width: 100, height: 50)
        #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(view.center == CGPoint(x: 5, y: 10) && view.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("A quarter-turned view maps its top-left corner to the top-right of its frame, and back")
    func rotatedConversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 250, y: 50)))
        #expect(close(view.convert(CGPoint(x: 200, y: 100), to: root), CGPoint(x: 150, y: 250)))
        #expect(close(view.convert(CGPoint(x: 250, y: 50), from: root), CGPoint(x: 0, y: 0)))
        #expect(close(view.convert(CGRect(x: 0, y: 0, width: 200, height: 100), to: root), CGRect(x: 150, y: 50, width: 100, height: 200)))
        // Hit-testing follows the rotated shape: (160, 240) is inside it, (120, 120) is not.
        #expect(root.hitTest(CGPoint(x: 160, y: 240), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
    }

    @Test("A bounds origin shifts subviews: a subview at the bounds origin appears at the top-left")
    func boundsOriginShiftsContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 50, y: 40, width: 20, height: 20))
        root.addSubview(scroller); scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 50, y: 40)
        #expect(close(content.convert(CGPoint.zero, to: root), CGPoint(x: 10, y: 10)))
        #expect(close(root.convert(CGPoint(x: 15, y: 15), to: content), CGPoint(x: 5, y: 5)))
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === content)
        #expect(scroller.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("Conversion composes scale, rotation and bounds origins through a chain, and nil means the window")
    func chainedConversion() {
        let (window, _) = TestApplication.makeKeyWindow(width: 600, height: 600)
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(a); a.addSubview(b)
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        a.bounds.origin = CGPoint(x: 10, y: 0)
        b.transform = CGAffineTransform(rotationAngle: .pi)
        // b's (0,0) is its bottom-right after the half turn: b-local (0,0) → a (150, 150) → window.
        // In a: mid of b is (100, 100); corner offset (-50,-50) rotated by pi → (50, 50) → (150, 150).
        // a: (150,150) − mid(110,100) = (40, 50) → ×2 = (80, 100) → + center (200, 200) = (280, 300).
        #expect(close(b.convert(CGPoint.zero, to: nil), CGPoint(x: 280, y: 300)))
        #expect(close(b.convert(CGPoint.zero, to: window), CGPoint(x: 280, y: 300)))
        #expect(close(b.convert(CGPoint(x: 280, y: 300), from: nil), .zero))
        let other = UIView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
        window.addSubview(other)
        #expect(close(b.convert(CGPoint.zero, to: other), CGPoint(x: 275, y: 293)))
    }

    @Test("Every point of a grid hits the view a direct computation says it should")
    func exhaustiveGridSweep() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        let scaled = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let shifted = UIView(frame: CGRect(x: 22, y: 5, width: 16, height: 16))
        let inner = UIView(frame: CGRect(x: 8, y: 8, width: 8, height: 8))
        root.addSubview(left); root.addSubview(scaled); root.addSubview(shifted); shifted.addSubview(inner)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 1)   // frame (5, 10, 20, 10)
        shifted.bounds.origin = CGPoint(x: 4, y: 4)           // inner shows at (26, 9)-(34, 17)
        func expected(_ x: CGFloat, _ y: CGFloat) -> UIView {
            if x >= 26 && x < 34 && y >= 9 && y < 17 { return inner }
            if x >= 22 && x < 38 && y >= 5 && y < 21 { return shifted }
            if x >= 5 && x < 25 && y >= 10 && y < 20 { return scaled }
            if x < 20 { return left }
            return root
        }
        var mismatches = 0
        for i in 0..<80 { for j in 0..<80 {
            let x = CGFloat(i) / 2, y = CGFloat(j) / 2
            if root.hitTest(CGPoint(x: x, y: y), with: nil) !== expected(x, y) { mismatches += 1 }
        } }
        #expect(mismatches == 0)
    }
}
