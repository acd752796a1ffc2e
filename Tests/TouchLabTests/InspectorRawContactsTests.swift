import Foundation
import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The inspector with a raw feed: each sample carries what the device itself
/// reported, the finger labels show it and the report holds it.
@Suite("Inspector: the devices' own values")
struct InspectorRawContactsTests {
    /// A scripted feed: hands over the events queued since the last drain.
    final class ScriptedFeed: RawContactSource {
        var queued: [RawContactEvent] = []
        private(set) var drains = 0
        func drainRawContacts() -> [RawContactEvent] {
            drains += 1
            defer { queued = [] }
            return queued
        }
    }

    private func makeInspector(feed: ScriptedFeed) -> (InspectorViewController, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 800, height: 600)
        let inspector = InspectorViewController(devices: [InspectorReportTests.touchscreen], start: 0, rawContacts: feed)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        inspector.view.layoutIfNeeded()
        return (inspector, input)
    }

    private func event(_ phase: RawContactEvent.Phase, _ touch: UInt32, _ x: Double, _ y: Double, _ axes: RawContactAxes) -> RawContactEvent {
        RawContactEvent(phase: phase, touch: touch, screenX: x, screenY: y, axes: axes)
    }

    @Test("A finger on a panel with contact axes: its samples carry the device's position, major, minor and orientation; its label shows them")
    func panelWithAxes() throws {
        let feed = ScriptedFeed()
        let (inspector, input) = makeInspector(feed: feed)
        feed.queued = [event(.begin, 3, 120, 80, RawContactAxes(device: 11, x: 216, y: 144, major: 40, minor: 30, orientation: -15))]
        input.down(1, at: CGPoint(x: 120, y: 80))
        feed.queued = [event(.update, 3, 130, 80, RawContactAxes(device: 11, x: 234, y: 144, major: 44, minor: 31.5, orientation: -12))]
        input.move(1, to: CGPoint(x: 130, y: 80))
        inspector.canvas.refreshLabels(at: 0)
        #expect(inspector.canvas.fingerLabelTexts.first?.hasSuffix("ev/s\ndev 11: 234, 144\nmaj 44 · min 31.5 · ori -12") == true,
                "\(inspector.canvas.fingerLabelTexts)")
        feed.queued = [event(.end, 3, 130, 80, RawContactAxes(device: 11, x: 234, y: 144, major: 44, minor: 31.5, orientation: -12))]
        input.up(1, at: CGPoint(x: 130, y: 80))
        let contact = try #require(inspector.canvas.log.contacts.first)
        #expect(contact.samples.map(\.device) == [
            RawContactAxes(device: 11, x: 216, y: 144, major: 40, minor: 30, orientation: -15),
            RawContactAxes(device: 11, x: 234, y: 144, major: 44, minor: 31.5, orientation: -12),
            RawContactAxes(device: 11, x: 234, y: 144, major: 44, minor: 31.5, orientation: -12),
        ])
        #expect(feed.drains == 3, "one drain per responder call")
    }

    @Test("A device without contact axes: the label says so, and the report's samples have the position and no major, minor or orientation keys")
    func deviceWithoutAxes() throws {
        let feed = ScriptedFeed()
        let (inspector, input) = makeInspector(feed: feed)
        feed.queued = [event(.begin, 1, 400, 300, RawContactAxes(device: 6, x: 32768, y: 32768))]
        input.down(1, at: CGPoint(x: 400, y: 300))
        inspector.canvas.refreshLabels(at: 0)
        #expect(inspector.canvas.fingerLabelTexts.first?.hasSuffix("ev/s\ndev 6: 32768, 32768\nno size or orientation axes") == true,
                "\(inspector.canvas.fingerLabelTexts)")
        // A second finger the feed never reported: no device values, the label falls back to units worked back from points.
        input.down(2, at: CGPoint(x: 700, y: 100))
        inspector.canvas.refreshLabels(at: 0)
        #expect(inspector.canvas.fingerLabelTexts.last?.hasSuffix("ev/s\ndevice ≈ 57344, 10923") == true, "\(inspector.canvas.fingerLabelTexts)")

        let report = InspectorReport(log: inspector.canvas.log, devices: [InspectorReportTests.touchscreen], startedAt: Date(), duration: 1,
                                     screen: .init(width: 800, height: 600, scale: 1))
        let json = try #require(String(data: try report.jsonData(), encoding: .utf8))
        #expect(json.contains("""
                  "device" : {
                    "device" : 6,
                    "x" : 32768,
                    "y" : 32768
                  },
        """), "\(json)")
        #expect(!json.contains("\"major\"") && !json.contains("\"orientation\""))
        let decoded = try JSONDecoder().decode(InspectorReport.self, from: report.jsonData())
        #expect(decoded.contacts.map { $0.samples.first?.device } == [RawContactAxes(device: 6, x: 32768, y: 32768), nil])
    }
}
