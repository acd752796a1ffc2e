import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@MainActor
@Suite("Rect conversion through rotated levels boxes twice, as UIKit does")
struct ViewRectConversionTests {
    /// window ─ p (rotated 45°) ─┬─ s1 (30°) ─ s (30°)
    ///                           └─ d (−45°)
    /// Each frame is set before its transform, so bounds are the frames' sizes.
    private func scene() -> (window: UIWindow, p: UIView, s: UIView, d: UIView) {
        let (window, _) = TestApplication.makeKeyWindow()
        let p = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let s1 = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))
        let s = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        let d = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        window.addSubview(p); p.addSubview(s1); s1.addSubview(s); p.addSubview(d)
        p.transform = CGAffineTransform(rotationAngle: .pi / 4)
        s1.transform = CGAffineTransform(rotationAngle: .pi / 6)
        s.transform = CGAffineTransform(rotationAngle: .pi / 6)
        d.transform = CGAffineTransform(rotationAngle: -.pi / 4)
        return (window, p, s, d)
    }

    // s's bounds (0, 0, 40, 20) turned 60° into p, their nearest common ancestor:
    //   box 40 cos 60° + 20 sin 60° = 20 + 10√3 = 37.3205 wide, 40 sin 60° + 20 cos 60° = 20√3 + 10 = 44.6410 high,
    //   centred where s's centre lands: (30, 20) in s1, − s1's mid (50, 30) = (−20, −10), turned 30°:
    //   (−20 cos 30° + 10 sin 30°, −20 sin 30° − 10 cos 30°) = (−12.3205, −18.6603), + s1's centre (90, 70)
    //   = (77.6795, 51.3397).
    // That box turned 45° into d (d is at −45° in p):
    //   (37.3205 + 44.6410) cos 45° = 15√2 (1 + √3) = 57.9555 square,
    //   centred at ((77.6795, 51.3397) − d's centre (200, 200)) turned 45°, + d's mid (50, 50):
    //   ((−122.3205 + 148.6603) / √2, (−122.3205 − 148.6603) / √2) + (50, 50) = (68.6250, −141.6123).
    // One box of the composed 105° turn would be 29.6713 x 43.8134 (the old answer).
    private static let side = 15 * sqrt(2.0) * (1 + sqrt(3.0))
    private static let center = CGPoint(x: 68.62501298457119, y: -141.612334461578)
    private static let twoBoxes = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)

    @Test("A rect in a twice-rotated view is boxed in the common ancestor, then in the destination: 57.9555 square")
    func boxedInCommonAncestorThenDestination() {
        let (_, _, s, d) = scene()
        let rect = s.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: d)
        #expect(close(rect, Self.twoBoxes), "\(rect)")
    }

    @Test("convert(_:from:) is the same two boxes, asked from the destination's side")
    func fromIsTheMirror() {
        let (_, _, s, d) = scene()
        #expect(close(d.convert(CGRect(x: 0, y: 0, width: 40, height: 20), from: s), Self.twoBoxes))
    }

    @Test("Up to an ancestor (the window here) the rect is boxed once, through the composed turn of 105°")
    func oneBoxUpToAnAncestor() {
        let (window, p, s, _) = scene()
        let cos105 = abs(cos(7 * CGFloat.pi / 12)), sin105 = sin(7 * CGFloat.pi / 12)
        let width = 40 * cos105 + 20 * sin105, height = 40 * sin105 + 20 * cos105
        // 29.6713 x 43.8134 around s's centre in the window.
        let middle = s.convert(CGPoint(x: 20, y: 10), to: nil)
        let expected = CGRect(x: middle.x - width / 2, y: middle.y - height / 2, width: width, height: height)
        #expect(close(s.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: nil), expected))
        #expect(close(s.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: window), expected))
        // Into p, the box is the first of the two above.
        let inP = s.convert(CGRect(x: 0, y: 0, width: 40, height: 20), to: p)
        // Centre (95 − 10√3, 60 − 5√3), size (20 + 10√3) x (20√3 + 10).
        let root3 = sqrt(3.0)
        #expect(close(inP, CGRect(x: 95 - 10 * root3 - (10 + 5 * root3), y: 60 - 5 * root3 - (10 * root3 + 5),
                                  width: 20 + 10 * root3, height: 20 * root3 + 10)))
    }

    @Test("Views in two windows meet in screen space: a box there, then one in the other window's view")
    func acrossWindows() {
        let (first, _) = TestApplication.makeKeyWindow()
        let second = UIWindow(frame: CGRect(x: 100, y: 0, width: 200, height: 200))
        second.makeKeyAndVisible()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        first.addSubview(a); second.addSubview(b)
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)   // frame (5, −5, 10, 20) on screen
        b.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // Screen box (5, −5, 10, 20), centre (10, 5). In b: (10, 5) − b's screen centre (170, 70)
        // = (−160, −65), turned −45°: ((−160 − 65) / √2, (160 − 65) / √2) + (20, 20); size 30 / √2 square.
        let side = 30 / sqrt(2.0)
        let center = CGPoint(x: -225 / sqrt(2.0) + 20, y: 95 / sqrt(2.0) + 20)
        let expected = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        #expect(close(a.convert(CGRect(x: 0, y: 0, width: 20, height: 10), to: b), expected))
    }
}
