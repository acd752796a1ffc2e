import Foundation
import Testing
import TouchLab
import XUIKit
import XUIKitGraphics
import XUIKitTesting

/// The inspector's live view fed through the public input funnel on a manual
/// clock: what it records and shows for known touches.
@Suite("Inspector: the live view")
struct InspectorLiveViewTests {
    /// A key window of 800x600 showing an inspector, and its simulator at t = 0.
    private func makeInspector(devices: [InspectedDevice] = []) -> (InspectorViewController, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 800, height: 600)
        let inspector = InspectorViewController(devices: devices, start: 0)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        inspector.view.layoutIfNeeded()
        return (inspector, input)
    }

    @Test("A tap and a 200 pt drag get ids in landing order, UIKit's phase sequences, exact ends and path lengths")
    func tapAndDrag() {
        let (inspector, input) = makeInspector()
        input.down(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.01)
        input.down(2, at: CGPoint(x: 300, y: 200))
        input.advance(by: 0.05)
        input.up(1, at: CGPoint(x: 100, y: 100))
        input.drag(2, from: CGPoint(x: 300, y: 200), to: CGPoint(x: 500, y: 200), steps: 8, duration: 0.16)
        input.advance(by: 0.01)
        input.up(2, at: CGPoint(x: 500, y: 200))
        let log = inspector.canvas.log
        #expect(log.contacts.map(\.id) == [1, 2])
        #expect(log.contacts[0].phases == ["began", "ended"])
        #expect(log.contacts[1].phases == ["began"] + Array(repeating: "moved", count: 8) + ["ended"])
        #expect(log.contacts[1].first == .init(time: 0.01, phase: "began", x: 300, y: 200, force: nil, majorRadius: nil))
        #expect(log.contacts[1].last.x == 500 && log.contacts[1].last.y == 200)
        #expect(abs(log.contacts[1].pathLength - 200) < 1e-9)
        #expect(abs(log.contacts[1].largestJump - 25) < 1e-9)
        #expect(log.contacts[0].pathLength == 0)
        #expect(abs(log.contacts[0].age(at: 10) - 0.06) < 1e-9)
        #expect(log.maxSimultaneous == 2 && log.liveCount == 0)
    }

    @Test("The status line counts the contacts down now, the most seen at once and the total")
    func statusLine() {
        let (inspector, input) = makeInspector()
        input.frame([.began(1, at: CGPoint(x: 50, y: 300)), .began(2, at: CGPoint(x: 150, y: 300)), .began(3, at: CGPoint(x: 250, y: 300))])
        #expect(inspector.statusText == "xuitouch inspect · contacts now 3 · max seen 3 · total 3 · samples 3")
        input.up(2, at: CGPoint(x: 150, y: 300))
        #expect(inspector.statusText == "xuitouch inspect · contacts now 2 · max seen 3 · total 3 · samples 4")
        input.frame([.ended(1, at: CGPoint(x: 50, y: 300)), .ended(3, at: CGPoint(x: 250, y: 300))])
        input.down(4, at: CGPoint(x: 400, y: 300))
        #expect(inspector.statusText == "xuitouch inspect · contacts now 1 · max seen 3 · total 4 · samples 7")
        // Touches landing in one frame are numbered left to right.
        #expect(inspector.canvas.log.contacts.prefix(3).map(\.first.x) == [50, 150, 250])
    }

    @Test("The most contacts seen is shown against the most an enabled touchscreen says it tracks")
    func maximumContacts() {
        let (inspector, input) = makeInspector(devices: [InspectorReportTests.touchscreen])
        input.down(1, at: CGPoint(x: 50, y: 300))
        #expect(inspector.statusText == "xuitouch inspect · contacts now 1 · max seen 1 of 10 · total 1 · samples 1")
        var disabled = InspectorReportTests.touchscreen
        disabled.isEnabled = false
        inspector.showDevices([disabled])
        #expect(inspector.statusText == "xuitouch inspect · contacts now 1 · max seen 1 · total 1 · samples 1")
    }

    @Test("Line deviation: how far a contact strayed from the straight line between its ends")
    func lineDeviation() {
        let (inspector, input) = makeInspector()
        input.down(1, at: CGPoint(x: 100, y: 100))
        input.move(1, to: CGPoint(x: 200, y: 106))
        input.move(1, to: CGPoint(x: 300, y: 97))
        input.up(1, at: CGPoint(x: 400, y: 100))
        input.tap(2, at: CGPoint(x: 500, y: 500))
        #expect(inspector.canvas.log.contacts.map(\.lineDeviation) == [6, 0])
    }

    @Test("Each finger down has a label: id, phase, position, force, radius, taps, age and events per second")
    func fingerLabels() {
        let (inspector, input) = makeInspector()
        input.frame([.began(1, at: CGPoint(x: 120.25, y: 80))], force: 2)
        for step in 1...4 {
            input.advance(by: 0.1)
            input.frame([.moved(1, to: CGPoint(x: 120.25 + Double(step), y: 80))], force: 2)
        }
        inspector.canvas.refreshLabels(at: 0.4)
        #expect(inspector.canvas.fingerLabelTexts == ["""
            #1 moved
            124.3, 80.0 pt
            force 2.00
            taps 1 · 0.4 s · 5 ev/s
            """])
        input.tap(2, at: CGPoint(x: 400, y: 400))
        input.tap(2, at: CGPoint(x: 400, y: 400))
        #expect(inspector.canvas.log.contacts.last?.tapCount == 2)
        inspector.showDevices([InspectorReportTests.touchscreen])
        inspector.canvas.refreshLabels(at: 0.4)
        #expect(inspector.canvas.fingerLabelTexts.first?.hasSuffix("ev/s\ndevice ≈ 10179, 8738") == true,
                "124.25, 80 of 800x600 in 0...65535")
        input.up(1, at: CGPoint(x: 124.25, y: 80))
        #expect(inspector.canvas.fingerLabelTexts.isEmpty)
    }

    @Test("The device panel fills the right 330 pt at full height; the status line runs along the top left of it")
    func layout() {
        let (inspector, _) = makeInspector()
        #expect(inspector.panel.frame == CGRect(x: 470, y: 0, width: 330, height: 600))
        #expect(inspector.panel.isUserInteractionEnabled == false)
    }

    @Test("Lifted trails are drawn once into the cache and the canvas looks the same: a trail pixel has the trail's colour as in trails.png")
    func finishedTrailsCache() {
        let (inspector, input) = makeInspector()
        input.down(1, at: CGPoint(x: 50, y: 200))
        input.drag(1, from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), steps: 4, duration: 0.1)
        input.down(2, at: CGPoint(x: 50, y: 400))
        #expect(inspector.canvas.finishedTrails.cached.isEmpty)
        input.up(1, at: CGPoint(x: 250, y: 200))
        #expect(inspector.canvas.finishedTrails.cached == [0], "the lifted one, not the one still down")
        let canvas = inspector.canvas
        let onScreen = UIGraphicsImageRenderer(size: canvas.bounds.size).image { _ in
            _ = canvas.drawHierarchy(in: canvas.bounds, afterScreenUpdates: true)
        }
        let reported = UIImage(data: InspectorReport.trailsPNG(of: canvas.log, size: canvas.bounds.size, scale: 1))
        #expect(onScreen.pixel(x: 150, y: 200) == reported?.pixel(x: 150, y: 200))
        #expect(onScreen.pixel(x: 150, y: 200) != onScreen.pixel(x: 150, y: 250), "the trail is there")
    }

    @Test("A cancelled touch ends its contact with phase cancelled")
    func cancelled() {
        let (inspector, input) = makeInspector()
        input.down(1, at: CGPoint(x: 10, y: 10))
        input.cancel(1, at: CGPoint(x: 10, y: 10))
        #expect(inspector.canvas.log.contacts.map(\.phases) == [["began", "cancelled"]])
        #expect(inspector.canvas.log.liveCount == 0)
    }

    @Test("Touches on the side panel and the labels still reach the canvas")
    func panelLetsTouchesThrough() {
        let (inspector, input) = makeInspector()
        input.down(1, at: CGPoint(x: 780, y: 100))  // on the panel
        input.down(2, at: CGPoint(x: 20, y: 15))    // on the status label
        #expect(inspector.canvas.log.liveCount == 2)
    }
}
