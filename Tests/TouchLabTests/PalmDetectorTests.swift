import Foundation
import Testing
import TouchLab
import TouchServer
import XUIKit
import XUIKitGraphics
import XUIKitTesting

/// The palm/large-contact view's decision on contact sizes as a real panel
/// records them (the headless touchscreen reports none), and the view.
@Suite("Inspector: the palm/large-contact view")
struct PalmDetectorTests {
    /// A format-2 recording from a 1920x1080 laptop panel whose X axis spans 3456 units: a fingertip
    /// (major 20 units), a thumb laid flat (70), and a palm that lands small, spreads to 150 and
    /// rolls off shrinking (40, 150, 60).
    static let recording = """
    format 2
    recorded at 2026-11-26T11:20:00.125Z display :0 screen 1920x1080
    device 11 direct-touch 10 "ELAN9008:00 04F3:2C3B"
    axis 11 0 0 3456 12000 absolute "Abs MT Position X"
    axis 11 1 0 1944 12000 absolute "Abs MT Position Y"
    axis 11 2 0 255 0 absolute "Abs MT Touch Major"
    at 0
    down 1 300 200 0.2 device 11 major 20 minor 18
    at 50
    up 1
    at 100
    down 2 900 500 0.3 device 11 major 70 minor 40 orientation 30
    at 150
    up 2
    at 200
    down 3 1500 800 0.4 device 11 major 40 minor 30
    at 216
    move 3 1510 810 0.5 device 11 major 150 minor 110
    at 232
    move 3 1530 830 0.3 device 11 major 60 minor 50
    at 248
    up 3
    """

    /// The contacts of a format-2 recording as the application receives them: each `major` in device
    /// units becomes `UITouch.majorRadius` in points as XUIKit's X11 backend scales it (half the
    /// major's pixels, `major * screen width / X axis span`), on a screen of the recorded size at scale 1.
    static func contacts(of text: String) throws -> ContactLog {
        let script = try TouchScript(parsing: text)
        let screenWidth = Double(try #require(script.header?.origin?.screen?.width))
        let xAxis = try #require(script.header?.devices.first?.axes.first { $0.label == "Abs MT Position X" })
        var events: [(id: UInt32, sample: ContactRecord.Sample)] = []
        var now = 0.0
        for step in script.steps {
            switch step {
            case let .at(milliseconds): now = milliseconds / 1000
            case let .down(id, x, y, _): events.append((id, .init(time: now, phase: "began", x: x, y: y)))
            case let .move(id, x, y, _): events.append((id, .init(time: now, phase: "moved", x: x, y: y)))
            case let .up(id):
                let last = try #require(events.last { $0.id == id })
                events.append((id, .init(time: now, phase: "ended", x: last.sample.x, y: last.sample.y, majorRadius: last.sample.majorRadius)))
            case let .contact(detail):
                // The details of the finger's latest down or move.
                let index = try #require(events.lastIndex { $0.id == detail.id })
                events[index].sample.majorRadius = detail.major.map { $0 * screenWidth / (xAxis.max - xAxis.min) / 2 }
            default: break
            }
        }
        var log = ContactLog()
        let touches = (0..<10).map { _ in NSObject() }
        for (id, sample) in events { log.record(touch: ObjectIdentifier(touches[Int(id)]), sample: sample, tapCount: 1) }
        return log
    }

    @Test("Recorded contact sizes: a fingertip is a finger, a flat thumb a thumb, and a palm stays a palm as it rolls off shrinking")
    func recordedSizes() throws {
        let log = try Self.contacts(of: Self.recording)
        let report = PalmDetector().report(of: log, touchscreenReportsSize: true)
        #expect(report.contacts.map(\.verdict) == [.finger, .thumb, .palm])
        #expect(report.contacts.map { $0.largestRadius.map { ($0 * 10).rounded() / 10 } } == [5.6, 19.4, 41.7])
        let palm = report.contacts[2]
        #expect(palm.palmSince == 0.216 && palm.x == 1510 && palm.y == 810, "the first sample over 30 pt, where it was largest")
        #expect(log.contacts[2].last.majorRadius.map { $0 < 30 } == true, "it lifted at a fingertip's size and is still a palm")
        #expect((report.palms, report.thumbs, report.fingers, report.noSize) == (1, 1, 1, 0))
        #expect(report.contacts.map(\.summary) == ["#1 finger: radius 5.6 pt", "#2 thumb: radius 19.4 pt", "#3 palm: radius 41.7 pt from 0.22 s"])
    }

    @Test("The limits are exclusive: 15 pt is a finger, 30 pt a thumb; just over each is the next class; no size at all is `no size`")
    func limits() {
        func verdict(_ radii: [Double?]) -> PalmDetector.Verdict {
            var log = ContactLog()
            let touch = ObjectIdentifier(NSObject.self)
            for (index, radius) in radii.enumerated() {
                log.record(touch: touch, sample: .init(time: Double(index), phase: index == 0 ? "began" : "moved", x: 0, y: 0, majorRadius: radius),
                           tapCount: 1)
            }
            return PalmDetector().entry(for: log.contacts[0]).verdict
        }
        #expect(verdict([15]) == .finger && verdict([15.01]) == .thumb)
        #expect(verdict([30]) == .thumb && verdict([30.01]) == .palm)
        #expect(verdict([nil, nil]) == .noSize)
        #expect(verdict([nil, 40, nil]) == .palm, "a sample without a size does not undo one with it")
    }

    @Test("The touchscreen reports contact size when an enabled direct touch device has an Abs MT Touch Major axis")
    func sizeAxis() {
        var panel = InspectorReportTests.touchscreen
        #expect(!PalmDetector.reportsContactSize([panel]), "the headless touchscreen: position and pressure only")
        panel.axes.append(.init(number: 2, label: "Abs MT Touch Major", min: 0, max: 255, resolution: 0, mode: "absolute"))
        #expect(PalmDetector.reportsContactSize([panel]))
        panel.isEnabled = false
        #expect(!PalmDetector.reportsContactSize([panel]))
    }

    @Test("The palm view in the inspector: a fingertip, a flat thumb and a palm are listed by class in the panel and drawn green, orange and red; the report has them")
    func paneAndReport() throws {
        let (window, _) = TestApplication.makeKeyWindow(width: 800, height: 600)
        var panel = InspectorReportTests.touchscreen
        panel.axes.append(.init(number: 2, label: "Abs MT Touch Major", min: 0, max: 255, resolution: 0, mode: "absolute"))
        let inspector = InspectorViewController(devices: [panel], start: 0)
        inspector.showPalms()
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        inspector.view.layoutIfNeeded()
        func send(_ id: UInt32, _ phase: TouchInput.Phase, _ x: CGFloat, _ y: CGFloat, radius: CGFloat) {
            let input = TouchInput(id: .init(device: 6, touch: id), phase: phase, location: CGPoint(x: x, y: y), force: nil,
                                   maximumPossibleForce: 0, majorRadius: radius, type: .direct)
            UIApplication.shared.handle(.touches([input], timestamp: UIApplication.shared.inputClock.now), in: window)
            UIApplication.shared.endRunLoopPass()
        }
        send(1, .began, 110, 330, radius: 6)
        send(2, .began, 300, 250, radius: 12)
        send(2, .moved, 320, 260, radius: 45)
        send(3, .began, 200, 470, radius: 20)
        #expect(inspector.palmEntries.map(\.summary) == ["#1 finger: radius 6.0 pt", "#2 palm: radius 45.0 pt from 0.00 s", "#3 thumb: radius 20.0 pt"])
        #expect(inspector.palmSectionText?.contains("reports no contact size") == false)
        #expect(inspector.panel.text.contains("Palm view\nfinger ≤ 15 pt · thumb ≤ 30 pt · palm > 30 pt (radius)"), "\(inspector.panel.text)")
        #expect(inspector.panel.text.contains("#2 palm: radius 45.0 pt") && inspector.panel.text.contains("Ghost-touch watch"))
        // Each disc's colour 15 pt below its centre (inside every disc; the labels keep clear of the fingers).
        let canvas = inspector.canvas
        canvas.layoutIfNeeded()  // the panel's text sized to its new sections, as the run loop does before drawing
        let png = UIGraphicsImageRenderer(size: canvas.bounds.size).pngData { _ in
            _ = canvas.drawHierarchy(in: canvas.bounds, afterScreenUpdates: true)
        }
        try png.write(to: URL(fileURLWithPath: InspectEndToEndTests.screenshotDirectory).appendingPathComponent("inspector-palms.png"))
        let image = try #require(UIImage(data: png))
        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) { let p = image.pixel(x: x, y: y); return (Int(p.r), Int(p.g), Int(p.b)) }
        let (palm, finger, thumb) = (rgb(320, 275), rgb(110, 337), rgb(200, 485))
        #expect(palm.0 > 100 && palm.0 > 3 * palm.1 && palm.0 > 3 * palm.2, "palm red: \(palm)")
        #expect(finger.1 > 100 && finger.1 > finger.0 + 40 && finger.1 > finger.2 + 40, "fingertip green: \(finger)")
        #expect(thumb.0 > 100 && thumb.0 > thumb.1 + 30 && thumb.1 > thumb.2 + 30, "thumb orange: \(thumb)")
        send(1, .ended, 110, 330, radius: 6)
        send(2, .ended, 320, 260, radius: 20)
        send(3, .ended, 200, 470, radius: 20)
        let report = InspectorReport(log: inspector.canvas.log, devices: [panel], startedAt: Date(), duration: 1,
                                     screen: .init(width: 800, height: 600, scale: 1),
                                     palms: inspector.palmDetector?.report(of: inspector.canvas.log, touchscreenReportsSize: true))
        #expect(report.palms?.palms == 1 && report.palms?.thumbs == 1 && report.palms?.fingers == 1, "the palm lifted small and stays a palm")
    }
}
