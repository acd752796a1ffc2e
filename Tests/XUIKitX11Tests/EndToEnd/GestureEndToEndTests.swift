import Foundation
import Testing
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Pinch and rotation played through the virtual touchscreen reach UIKit's
/// recognizers with the right scale and rotation (issue 5's end-to-end check).
@MainActor
@Suite("End to end: pinch and rotation on the touchscreen")
struct GestureEndToEndTests {
    private final class Recorder {
        var states: [UIGestureRecognizer.State] = []
        var last: CGFloat = 0
    }

    private func scene(_ harness: BackendHarness) throws -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        try harness.show(window)
        return view
    }

    @Test("Fingers 100 px apart spreading to 200 px give a pinch scale of 2 (within 1%)")
    func pinchScale() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let view = try scene(harness)
        let recorder = Recorder()
        let pinch = UIPinchGestureRecognizer(handler: { recognizer in
            recorder.states.append(recognizer.state)
            recorder.last = (recognizer as! UIPinchGestureRecognizer).scale
        })
        view.addGestureRecognizer(pinch)
        try TouchScriptPlayer(timing: .realTime).play(.pinch(center: ScreenPoint(x: 320, y: 240), from: 100, to: 200), on: harness.server)
        #expect(harness.pump { recorder.states.last == .ended })
        #expect(recorder.states.first == .began)
        #expect(abs(recorder.last - 2) < 0.02, "scale \(recorder.last)")
    }

    @Test("Two fingers turning by 90 degrees give a rotation of pi/2 (within 1%)")
    func rotation() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let view = try scene(harness)
        let recorder = Recorder()
        let rotation = UIRotationGestureRecognizer(handler: { recognizer in
            recorder.states.append(recognizer.state)
            recorder.last = (recognizer as! UIRotationGestureRecognizer).rotation
        })
        view.addGestureRecognizer(rotation)
        try TouchScriptPlayer(timing: .realTime).play(.rotate(center: ScreenPoint(x: 320, y: 240), by: 90), on: harness.server)
        #expect(harness.pump { recorder.states.last == .ended })
        #expect(recorder.states.first == .began)
        #expect(abs(recorder.last - .pi / 2) < 0.01 * .pi / 2, "rotation \(recorder.last)")
    }
}
