import Foundation
import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The ghost-touch watch: still, short and jumping contacts.
@Suite("Inspector: the ghost-touch watch")
struct GhostTouchWatchTests {
    /// A log of one contact per list of (time, phase, x, y).
    private func log(_ contacts: [[(Double, String, Double, Double)]]) -> ContactLog {
        var log = ContactLog()
        let touches = contacts.map { _ in NSObject() }  // alive together: distinct identities
        for (touch, samples) in zip(touches.map(ObjectIdentifier.init), contacts) {
            for (time, phase, x, y) in samples {
                log.record(touch: touch, sample: .init(time: time, phase: phase, x: x, y: y), tapCount: 1)
            }
        }
        return log
    }

    @Test("A finger still for more than 2 s is stationary, while down and after it lifts; 2 s exactly is not")
    func stationary() {
        let watch = GhostTouchWatch()
        let down = log([[(1, "began", 10, 10), (1.5, "moved", 20, 10)]])
        #expect(watch.findings(in: down, at: 3.5).isEmpty, "still for 2.0 s")
        #expect(watch.findings(in: down, at: 3.6).map(\.summary) == ["#1 still 2.1 s at 20.0, 10.0"])
        let lifted = log([[(0, "began", 10, 10), (3, "moved", 10, 10), (3.1, "moved", 50, 10), (3.2, "ended", 50, 10)]])
        #expect(watch.findings(in: lifted, at: 100).map(\.kind) == [.stationary])
        #expect(watch.findings(in: lifted, at: 100).first?.value == 3.1, "at 10, 10 until the sample that moved it")
    }

    @Test("A contact lifted less than 10 ms after landing is short; 10 ms is not")
    func short() {
        let watch = GhostTouchWatch()
        let found = watch.findings(in: log([[(1, "began", 5, 5), (1.004, "ended", 5, 5)], [(0, "began", 5, 5), (0.010, "ended", 5, 5)]]), at: 3)
        #expect(found.map(\.summary) == ["#1 short 4.0 ms at 5.0, 5.0"])
    }

    @Test("Steps over 100 pt between consecutive samples are jumps, one finding each; 100 pt is not")
    func jumps() {
        let watch = GhostTouchWatch()
        let found = watch.findings(in: log([[(0, "began", 0, 0), (0.1, "moved", 100, 0), (0.2, "moved", 100, 150), (0.3, "moved", 300, 150),
                                             (0.4, "ended", 300, 150)]]), at: 1)
        #expect(found.map(\.summary) == ["#1 jump 150.0 pt to 100.0, 150.0 at 0.20 s", "#1 jump 200.0 pt to 300.0, 150.0 at 0.30 s"])
    }

    @Test("A contact radius over 30 pt is a palm, found once at its largest; 30 pt is not; no radius never is")
    func large() {
        var log = ContactLog()
        let touches = [NSObject(), NSObject()]
        let (palm, finger) = (ObjectIdentifier(touches[0]), ObjectIdentifier(touches[1]))
        log.record(touch: palm, sample: .init(time: 0, phase: "began", x: 10, y: 10, majorRadius: 31), tapCount: 1)
        log.record(touch: palm, sample: .init(time: 0.1, phase: "moved", x: 12, y: 10, majorRadius: 45), tapCount: 1)
        log.record(touch: palm, sample: .init(time: 0.2, phase: "ended", x: 12, y: 10, majorRadius: 20), tapCount: 1)
        log.record(touch: finger, sample: .init(time: 0, phase: "began", x: 300, y: 10, majorRadius: 30), tapCount: 1)
        log.record(touch: finger, sample: .init(time: 0.2, phase: "ended", x: 300, y: 10), tapCount: 1)
        #expect(GhostTouchWatch().findings(in: log, at: 1).map(\.summary) == ["#1 large: radius 45.0 pt at 12.0, 10.0"])
    }

    @Test("The ledger finds what the watch finds after every sample of a run of still, short, jumping and ordinary contacts")
    func ledgerMatchesWatch() {
        var log = ContactLog()
        var ledger = GhostTouchLedger()
        let touches = (0..<4).map { _ in NSObject() }
        let plan: [(Int, Double, String, Double, Double)] = [
            (0, 0, "began", 10, 10), (1, 0.5, "began", 100, 100), (1, 0.505, "ended", 100, 100), (2, 1, "began", 0, 300),
            (2, 1.1, "moved", 200, 300), (0, 2.6, "moved", 12, 10), (3, 3, "began", 50, 50), (2, 3.2, "ended", 200, 300),
            (3, 3.3, "moved", 60, 50), (0, 5, "ended", 12, 10), (3, 6, "ended", 60, 50),
        ]
        for (touch, time, phase, x, y) in plan {
            log.record(touch: ObjectIdentifier(touches[touch]), sample: .init(time: time, phase: phase, x: x, y: y), tapCount: 1)
            for now in [time, time + 2.5] {
                #expect(ledger.findings(in: log, at: now) == GhostTouchWatch().findings(in: log, at: now), "at \(now)")
            }
        }
        #expect(GhostTouchWatch().findings(in: log, at: 10).map(\.kind) == [.stationary, .short, .stationary, .jump, .stationary])
    }

    @Test("The panel lists the findings live; the report carries them with the limits")
    func panelAndReport() throws {
        let (window, input) = TestApplication.makeKeyWindow(width: 800, height: 600)
        let inspector = InspectorViewController(devices: [], start: 0)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        #expect(inspector.panel.text.hasSuffix("Ghost-touch watch\nstill > 2 s · down < 10 ms · jump > 100 pt\npalm: radius > 30 pt\nnothing suspicious"))
        input.down(1, at: CGPoint(x: 100, y: 100))
        input.move(1, to: CGPoint(x: 300, y: 100))
        input.up(1, at: CGPoint(x: 300, y: 100))
        #expect(inspector.panel.text.hasSuffix("\n#1 jump 200.0 pt to 300.0, 100.0 at 0.00 s"))
        #expect(inspector.ghostTouches.map(\.kind) == [.short, .jump])
        let report = InspectorReport(log: inspector.canvas.log, devices: [], startedAt: Date(), duration: 1,
                                     screen: .init(width: 800, height: 600, scale: 1), ghostTouchWatch: inspector.ghostTouchWatch)
        #expect(report.ghostTouches == inspector.ghostTouches)
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(json["ghostTouchLimits"] as? [String: Double] == ["stillLimit": 2, "shortLimit": 0.01, "jumpLimit": 100, "largeRadius": 30])
        #expect((json["ghostTouches"] as? [[String: Any]])?.last?["kind"] as? String == "jump")
    }
}
