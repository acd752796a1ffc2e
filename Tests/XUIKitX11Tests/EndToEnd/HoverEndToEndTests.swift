import CX11
import Foundation
import Testing
import TouchServer
@testable import XUIKitX11
import XUIKit

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

    @Test("Pointer motion is selected on the window only while a hover recognizer is attached to a view in it")
    func motionSelectedOnlyWithHover() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        try harness.show(window)
        let display = harness.backend.connection.display
        let xWindow = try #require(harness.backend.xWindow(for: window))
        func motionSelected() -> Bool { selectedMasterXI2Events(display: display, window: xWindow).contains(XI_Motion) }
        #expect(!motionSelected())
        #expect(selectedMasterXI2Events(display: display, window: xWindow).isSuperset(of: [XI_TouchBegin, XI_ButtonPress]))
        let hover = UIHoverGestureRecognizer(handler: { _ in })
        view.addGestureRecognizer(hover)
        harness.pump(timeout: 0.2) { false }
        #expect(motionSelected())
        hover.isEnabled = false
        harness.pump(timeout: 0.2) { false }
        #expect(!motionSelected())
        hover.isEnabled = true
        harness.pump(timeout: 0.2) { false }
        #expect(motionSelected())
        view.removeGestureRecognizer(hover)
        harness.pump(timeout: 0.2) { false }
        #expect(!motionSelected())
    }
}
