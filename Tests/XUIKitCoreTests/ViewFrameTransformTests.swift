import Testing
import Foundation
@testable import XUIKitCore

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) < tolerance }
private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

@MainActor
@Suite("Setting frame on a transformed view, as UIKit stores it")
struct ViewFrameTransformTests {
    @Test("Under scale 0.5, frame (0, 0, 100, 100) gives bounds 200 x 200 centred at (50, 50), and reads back unchanged")
    func halfScaleFrame() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("Different x and y scales divide each side by its own factor, and the frame round-trips")
    func unequalScaleRoundTrip() {
        // flowkey's CALayer tests (scale 0.25 x 0.75 against frame (50, 50, 100, 100)).
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(close(view.bounds.width, 400) && close(view.bounds.height, 400.0 / 3))
        #expect(close(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100)))
    }

    @Test("A bounds origin survives a frame assignment under a transform; only the size is derived")
    func boundsOriginKept() {
        let view = UIView()
        view.bounds.origin = CGPoint(x: 7, y: -3)
        view.transform = CGAffineTransform(scaleX: 2, y: 4)
        view.frame = CGRect(x: 10, y: 20, width: 60, height: 40)
        #expect(view.bounds == CGRect(x: 7, y: -3, width: 30, height: 10))
        #expect(view.center == CGPoint(x: 40, y: 40))
    }

    @Test("Converting into a 2x-scaled subview uses its derived bounds: (60, 20) becomes (25, 5) and back, as an iPhone gives")
    func conversionIntoScaledSubview() {
        // flowkey's UIKit-cross-platform conversion tests, which they ran on iOS.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let subview = UIView()
        subview.transform = CGAffineTransform(scaleX: 2, y: 2)
        subview.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        view.addSubview(subview)
        #expect(subview.bounds.size == CGSize(width: 30, height: 20))
        #expect(view.convert(CGPoint(x: 60, y: 20), to: subview) == CGPoint(x: 25, y: 5))
        #expect(subview.convert(CGPoint(x: 25, y: 5), to: view) == CGPoint(x: 60, y: 20))
        // Hit-testing follows the real extent (10...70, 10...50), not a 120 x 80 one.
        #expect(view.hitTest(CGPoint(x: 69, y: 11), with: nil) === subview)
        #expect(view.hitTest(CGPoint(x: 75, y: 35), with: nil) === view)
    }

    @Test("Under a 0.1 rad rotation the frame does not round-trip: (20, 20, 100, 100) reads back as an iPhone measured it")
    func rotatedFrameAsMeasured() {
        // Measured on iOS (Stack Overflow, "Strange UIView frame behaviour after
        // rotation", 2011): a 100 x 100 view at (20, 20) rotated by 0.1 rad reads
        // frame (15.258121, 15.258121, 109.483757, 109.483757); given its old frame
        // back it reads (11.063205, 20, 117.873589, 100). Bounds through the
        // inverse rotation: 100(cos 0.1 + sin 0.1) = 109.4838 by 100(cos 0.1 − sin 0.1) = 89.5171.
        // That iPhone's CGFloat was a 32-bit float: the figures agree to 1e-5.
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: 0.1)
        #expect(close(view.frame, CGRect(x: 15.258121, y: 15.258121, width: 109.483757, height: 109.483757), 1e-5))
        view.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        #expect(close(view.bounds.width, 100 * (cos(0.1) + sin(0.1))) && close(view.bounds.height, 100 * (cos(0.1) - sin(0.1))))
        #expect(view.center == CGPoint(x: 70, y: 70))
        #expect(close(view.frame, CGRect(x: 11.063205, y: 20, width: 117.873589, height: 100), 1e-5))
    }

    @Test("A flipped view keeps a positive bounds size and round-trips its frame; a quarter turn swaps the sides")
    func flipAndQuarterTurn() {
        let flipped = UIView()
        flipped.transform = CGAffineTransform(scaleX: -1, y: 2)
        flipped.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(flipped.bounds.size == CGSize(width: 30, height: 20))
        #expect(flipped.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        let turned = UIView()
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(close(turned.bounds.width, 40) && close(turned.bounds.height, 30))
        #expect(close(turned.frame, CGRect(x: 0, y: 0, width: 30, height: 40)))
    }

    @Test("A transform with no inverse (zero scale) keeps the frame's size as the bounds size")
    func singularTransform() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 0, y: 1)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        #expect(view.center == CGPoint(x: 15, y: 20))
    }
}
