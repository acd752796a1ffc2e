import Foundation
import Testing
import TouchServer
@testable import XUIKit

/// Pointer motion with no button, from the server's virtual pointer, drives
/// UIHoverGestureRecognizer through the backend (issue 5's hover, from a device).
@MainActor
@Suite("End to end: hover from the pointer")
struct HoverEndToEndTests {
    @Test("The pointer entering, moving over and leaving a view gives began, changed, ended at points in the view")
    func hoverOverView() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        window.addSubview(view)
        var trace: [String] = []
        let hover = UIHoverGestureRecognizer(handler: { recognizer in
            let p = recognizer.location(in: view)
            trace.append("\(recognizer.state) (\(Int(p.x)), \(Int(p.y)))")
        })
        view.addGestureRecognizer(hover)
        try harness.show(window)
        let pointer = harness.server.pointer
        for (x, y) in [(50.0, 50.0), (150.0, 130.0), (180.0, 140.0), (400.0, 300.0)] {
            try pointer.move(x: x, y: y)
            try pointer.sync()
            harness.pump(timeout: 0.3) { false }
        }
        #expect(trace == ["began (50, 30)", "changed (80, 40)", "ended (300, 200)"])
    }
}
