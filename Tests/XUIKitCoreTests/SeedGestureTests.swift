import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// Seed 001's gesture code, written in Swift: one image view with a tap, a
/// pinch and a rotation (recognizing together through the delegate), a swipe
/// down and a swipe up, a pan and a long press, each logging as the seed's
/// NSLog calls do and moving the view as the seed's handlers do.
final class SeedGestureController: UIViewController, UIGestureRecognizerDelegate {
    var imageView: UIView!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.addSubview(imageView)
        imageView.isUserInteractionEnabled = true
        creatGestureRecognizer()
    }

    func creatGestureRecognizer() {
        let tap = UITapGestureRecognizer(target: self, action: Selector("onTap:", SeedGestureController.onTap))
        imageView.addGestureRecognizer(tap)
        let pinch = UIPinchGestureRecognizer(target: self, action: Selector("onPinch:", SeedGestureController.onPinch))
        imageView.addGestureRecognizer(pinch)
        pinch.delegate = self
        let rot = UIRotationGestureRecognizer(target: self, action: Selector("onRotata:", SeedGestureController.onRotata))
        imageView.addGestureRecognizer(rot)
        rot.delegate = self
        let swipeDown = UISwipeGestureRecognizer(target: self, action: Selector("onSwipe:", SeedGestureController.onSwipe))
        swipeDown.direction = .down
        imageView.addGestureRecognizer(swipeDown)
        let swipeUp = UISwipeGestureRecognizer(target: self, action: Selector("onSwipe:", SeedGestureController.onSwipe))
        swipeUp.direction = .up
        imageView.addGestureRecognizer(swipeUp)
        let pan = UIPanGestureRecognizer(target: self, action: Selector("onPan:", SeedGestureController.onPan))
        imageView.addGestureRecognizer(pan)
        let longPress = UILongPressGestureRecognizer(target: self, action: Selector("onLongPress:", SeedGestureController.onLongPress))
        imageView.addGestureRecognizer(longPress)
    }

    func onTap(_ sender: UITapGestureRecognizer) {
        let p = sender.location(in: sender.view)
        log.append("tap \(Int(p.x)),\(Int(p.y))")
    }

    func onPinch(_ sender: UIPinchGestureRecognizer) {
        log.append("pinch")
        sender.view!.transform = CGAffineTransformScale(sender.view!.transform, sender.scale, sender.scale)
        sender.scale = 1
    }

    func onRotata(_ sender: UIRotationGestureRecognizer) {
        log.append("rotation")
        sender.view!.transform = CGAffineTransformRotate(sender.view!.transform, sender.rotation)
        sender.rotation = 0
    }

    func onSwipe(_ sender: UISwipeGestureRecognizer) {
        log.append("swipe")
        var p = sender.view!.center
        if sender.direction == .up { p.y -= 10 } else { p.y += 10 }
        sender.view!.center = p
    }

    func onPan(_ sender: UIPanGestureRecognizer) {
        switch sender.state {
        case .began: log.append("pan began")
        case .changed: log.append("pan changed")
        case .ended: log.append("pan ended")
        default: log.append("pan \(sender.state)")
        }
        sender.view!.center = sender.location(in: view)
    }

    func onLongPress(_ sender: UILongPressGestureRecognizer) {
        log.append("long press \(sender.state)")
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

@MainActor
@Suite("Seed 001: the gesture recognizer demo in Swift")
struct SeedGestureTests {
    private func demo() -> (InputSimulator, SeedGestureController) {
        let (window, input) = TestApplication.makeKeyWindow()
        let controller = SeedGestureController()
        window.rootViewController = controller
        controller.view.frame = window.bounds
        return (input, controller)
    }

    /// Compresses runs of the same line: "pinch x8".
    private func summary(_ log: [String]) -> String {
        var runs: [(String, Int)] = []
        for line in log {
            if let last = runs.last, last.0 == line { runs[runs.count - 1].1 += 1 } else { runs.append((line, 1)) }
        }
        return runs.map { $0.1 == 1 ? $0.0 : "\($0.0) x\($0.1)" }.joined(separator: ", ")
    }

    @Test("Pinching out twice as far while turning 90 degrees scales the view by 2 and rotates it by pi/2")
    func pinchAndRotate() {
        let (input, controller) = demo()
        let center = CGPoint.at(150, 150)
        func fingers(_ distance: CGFloat, _ angle: CGFloat) -> (CGPoint, CGPoint) {
            let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
            return (.at(center.x - dx, center.y - dy), .at(center.x + dx, center.y + dy))
        }
        var last = fingers(60, 0)
        input.frame([.began(1, at: last.0), .began(2, at: last.1)])
        for step in 1...8 {
            input.advance(by: 0.05)
            let t = CGFloat(step) / 8
            last = fingers(60 + 60 * t, .pi / 2 * t)
            input.frame([.moved(1, to: last.0), .moved(2, to: last.1)])
        }
        input.frame([.ended(1, at: last.0), .ended(2, at: last.1)])
        let transform = controller.imageView.transform
        #expect(abs(transform.a) < 1e-9 && abs(transform.b - 2) < 1e-9)
        #expect(abs(transform.c + 2) < 1e-9 && abs(transform.d) < 1e-9)
        #expect(summary(controller.log) == "pinch, rotation" + String(repeating: ", pinch, rotation", count: 9))
        #expect(controller.imageView.center == center)
    }

    @Test("Dragging moves the view's center to the finger")
    func pan() {
        let (input, controller) = demo()
        input.down(1, at: .at(150, 150))
        input.drag(1, from: .at(150, 150), to: .at(250, 300), steps: 10, duration: 0.5)
        input.up(1, at: .at(250, 300))
        #expect(summary(controller.log) == "pan began, pan changed x9, pan ended")
        #expect(controller.imageView.center == .at(250, 300))
        #expect(controller.imageView.transform.isIdentity)
    }

    @Test("A tap reports its location in the image view")
    func tap() {
        let (input, controller) = demo()
        input.tap(at: .at(130, 140))
        #expect(controller.log == ["tap 30,40"])
    }

    @Test("A fast flick down (60 pt in one frame) is a swipe down, ahead of the pan, and moves the view 10 pt down")
    func swipeDown() {
        let (input, controller) = demo()
        input.down(1, at: .at(150, 150))
        input.advance(by: 0.02)
        input.move(1, to: .at(150, 210))
        input.up(1, at: .at(150, 210))
        #expect(controller.log == ["swipe"])
        #expect(controller.imageView.center == .at(150, 160))
    }

    @Test("Holding still for 0.5 s is a long press")
    func longPress() {
        let (input, controller) = demo()
        input.down(1, at: .at(150, 150))
        input.advance(by: 0.6)
        input.up(1, at: .at(150, 150))
        #expect(controller.log == ["long press began", "long press ended"])
    }
}
