import Foundation
import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The report `--report DIR` writes, built from a log made on a manual clock.
@Suite("Inspector: the report")
struct InspectorReportTests {
    static let touchscreen = InspectedDevice(
        id: 6, name: "inputtest touch", kind: .directTouch, use: "slave pointer", isEnabled: true, maxTouches: 10,
        axes: [.init(number: 0, label: "Abs MT Position X", min: 0, max: 65535, resolution: 0, mode: "absolute"),
               .init(number: 1, label: "Abs MT Position Y", min: 0, max: 65535, resolution: 0, mode: "absolute"),
               .init(number: 4, label: "Abs MT Pressure", min: 0, max: 2047, resolution: 0, mode: "absolute")])

    /// A tap (contact 1) and a drag (contact 2, still down).
    private func makeLog() -> (InspectorViewController, ContactLog) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 300)
        let inspector = InspectorViewController(devices: [Self.touchscreen], start: 0)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        input.tap(1, at: CGPoint(x: 50, y: 50))
        input.down(2, at: CGPoint(x: 100, y: 200))
        input.drag(2, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 100), steps: 4, duration: 0.1)
        return (inspector, inspector.canvas.log)
    }

    @Test("report.json: schema version, screen, devices, contacts with phases, ends and path length, the maximum and the totals")
    func jsonFields() throws {
        let (_, log) = makeLog()
        let report = InspectorReport(log: log, devices: [Self.touchscreen], startedAt: Date(timeIntervalSince1970: 0), duration: 2.5,
                                     screen: .init(width: 400, height: 300, scale: 1))
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(Set(json.keys) == ["schemaVersion", "startedAt", "duration", "screen", "devices", "contacts", "maxSimultaneousContacts", "totals",
                                "ghostTouchLimits", "ghostTouches", "deviceUnitsDevice", "outputs"])
        #expect(json["deviceUnitsDevice"] as? Int == 6)
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["startedAt"] as? String == "1970-01-01T00:00:00.000Z")
        #expect(json["maxSimultaneousContacts"] as? Int == 1)
        let totals = try #require(json["totals"] as? [String: Int])
        #expect(totals == ["contacts": 2, "samples": 7, "ended": 1, "cancelled": 0, "stillDown": 1])
        let contacts = try #require(json["contacts"] as? [[String: Any]])
        #expect(contacts.map { $0["id"] as? Int } == [1, 2])
        #expect(contacts[0]["phases"] as? [String] == ["began", "ended"])
        #expect(contacts[0]["ended"] as? Double == 0.05)
        #expect(contacts[1]["ended"] == nil, "still down: no end time")
        #expect(contacts[1]["first"] as? [String: Double] == ["x": 100, "y": 200])
        #expect(contacts[1]["last"] as? [String: Double] == ["x": 100, "y": 100])
        #expect(contacts[1]["pathLength"] as? Double == 100)
        #expect(contacts[1]["firstDeviceUnits"] as? [String: Double] == ["x": 16384, "y": 43690.666666666664], "at 100, 200 of 400x300")
        let sample = try #require((contacts[1]["samples"] as? [[String: Any]])?.last)
        #expect(Set(sample.keys) == ["time", "phase", "x", "y"], "no force or radius keys when the device reports none")
        let device = try #require((json["devices"] as? [[String: Any]])?.first)
        #expect(device["kind"] as? String == "direct touch")
        #expect(device["maxTouches"] as? Int == 10)
        #expect((device["axes"] as? [[String: Any]])?.first?["max"] as? Double == 65535)
        #expect(try JSONDecoder().decode(InspectorReport.self, from: report.jsonData()) == report)
    }

    @Test("write(to:) makes the directory, a report.json that decodes to the report, and a trails.png of the screen size")
    func files() throws {
        let (_, log) = makeLog()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspector-report-\(getpid())/nested")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let report = InspectorReport(log: log, devices: [], startedAt: Date(), duration: 1, screen: .init(width: 400, height: 300, scale: 1))
        let files = try report.write(to: directory, log: log, size: CGSize(width: 400, height: 300), scale: 1)
        #expect(try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: files.json)) == report)
        let image = try #require(UIImage(data: Data(contentsOf: files.trails)))
        #expect(image.size == CGSize(width: 400, height: 300))
    }

    @Test("Device units: points back to the touchscreen's axis values as the X server scales them, with the axis minimum and the screen scale")
    func deviceUnits() throws {
        let units = try #require(DeviceUnits(devices: [Self.touchscreen], width: 1024, height: 768, scale: 1))
        #expect(units.device == 6)
        #expect(units.convert(x: 150, y: 200) == (9600, 200 * 65536 / 768.0))
        var offset = Self.touchscreen
        offset.axes[0].min = 1000
        offset.axes[0].max = 1999
        let scaled = try #require(DeviceUnits(devices: [offset], width: 500, height: 400, scale: 2))
        #expect(scaled.convert(x: 250, y: 0).x == 1500)
        var disabled = Self.touchscreen
        disabled.isEnabled = false
        #expect(DeviceUnits(devices: [disabled], width: 1024, height: 768, scale: 1) == nil)
    }

    @Test("Device units undo the transformation matrix: a panel mapped onto the left half reads its own middle at a quarter of the screen")
    func deviceUnitsWithMatrix() throws {
        var halved = Self.touchscreen
        halved.transformationMatrix = [0.5, 0, 0, 0, 1, 0, 0, 0, 1]
        let units = try #require(DeviceUnits(devices: [halved], width: 1024, height: 768, scale: 1))
        let middle = units.convert(x: 256, y: 384)
        #expect(abs(middle.x - 32768) < 1 && abs(middle.y - 32768) < 1, "\(middle)")
        var rotated = Self.touchscreen  // xinput's matrix for a panel turned 90 degrees clockwise
        rotated.transformationMatrix = [0, -1, 1, 1, 0, 0, 0, 0, 1]
        let corner = try #require(DeviceUnits(devices: [rotated], width: 1000, height: 1000, scale: 1)).convert(x: 1000, y: 0)
        #expect(abs(corner.x) < 1 && abs(corner.y) < 1, "the screen's top right is the panel's origin: \(corner)")
        var singular = Self.touchscreen
        singular.transformationMatrix = [0, 0, 0, 0, 0, 0, 0, 0, 1]
        #expect(DeviceUnits(devices: [singular], width: 1024, height: 768, scale: 1) == nil)
        #expect(DevicePanelView(devices: [halved]).text.hasSuffix("\n  matrix 0.50 0 0 · 0 1 0 · 0 0 1"))
    }

    @Test("The device panel lists each device but the masters with its kind, touches, axes with ranges and matrix where it matters")
    func devicePanel() {
        let mouse = InspectedDevice(id: 4, name: "relative mouse", kind: .pointer, use: "slave pointer", isEnabled: false, maxTouches: nil,
                                    axes: [.init(number: 0, label: "Rel X", min: -1, max: -1, resolution: 0, mode: "relative")])
        let master = InspectedDevice(id: 2, name: "Virtual core pointer", kind: .master, use: "master pointer", isEnabled: true,
                                     maxTouches: nil, axes: [])
        let keyboard = InspectedDevice(id: 7, name: "keyboard", kind: .keyboard, use: "slave keyboard", isEnabled: true, maxTouches: nil,
                                       axes: [], transformationMatrix: [1, 0, 0, 0, 1, 0, 0, 0, 1])
        var touchscreen = Self.touchscreen
        touchscreen.transformationMatrix = [1, 0, 0, 0, 1, 0, 0, 0, 1]
        let panel = DevicePanelView(devices: [master, mouse, touchscreen, keyboard])
        #expect(panel.text == """
            4 relative mouse
              pointer · disabled
              0 Rel X relative

            6 inputtest touch
              direct touch · 10 touches
              0 Abs MT Position X 0…65535
              1 Abs MT Position Y 0…65535
              4 Abs MT Pressure 0…2047
              matrix identity

            7 keyboard
              keyboard
            """)
    }
}
