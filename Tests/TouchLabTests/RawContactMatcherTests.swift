import Testing
import TouchLab

/// How the inspector pairs its contacts with the raw touches the devices
/// reported: by place at the landing, then event by event in order.
@Suite("Inspector: pairing contacts with the devices' raw touches")
struct RawContactMatcherTests {
    /// A raw event of device 11 at (`x`, `y`) pixels whose device position is ten times the pixels.
    private func raw(_ phase: RawContactEvent.Phase, _ touch: UInt32, _ x: Double, _ y: Double, device: Int = 11,
                     major: Double? = nil, minor: Double? = nil, orientation: Double? = nil) -> RawContactEvent {
        RawContactEvent(phase: phase, touch: touch, screenX: x, screenY: y,
                        axes: RawContactAxes(device: device, x: x * 10, y: y * 10, major: major, minor: minor, orientation: orientation))
    }

    private func sample(_ phase: String, _ x: Double, _ y: Double) -> ContactRecord.Sample {
        ContactRecord.Sample(time: 0, phase: phase, x: x, y: y)
    }

    @Test("Two fingers landing in one frame are paired by place, not by order: the left contact gets the touch that came second")
    func landingByPlace() {
        var matcher = RawContactMatcher()
        matcher.receive([raw(.begin, 5, 300, 400, major: 50), raw(.begin, 6, 100, 200, major: 60)])
        #expect(matcher.axes(forContact: 0, sample: sample("began", 100, 200), scale: 1) == RawContactAxes(device: 11, x: 1000, y: 2000, major: 60))
        #expect(matcher.axes(forContact: 1, sample: sample("began", 300, 400), scale: 1) == RawContactAxes(device: 11, x: 3000, y: 4000, major: 50))
    }

    @Test("Later samples take the raw event at their position, skipping an update the application dropped (orientation alone)")
    func samplesInOrder() {
        var matcher = RawContactMatcher()
        matcher.receive([raw(.begin, 1, 100, 100, major: 30, minor: 20, orientation: 0),
                         raw(.update, 1, 100, 100, major: 30, minor: 20, orientation: 10),
                         raw(.update, 1, 110, 100, major: 32, minor: 21, orientation: 10),
                         raw(.update, 1, 120, 100, major: 34, minor: 22, orientation: 15),
                         raw(.end, 1, 120, 100, major: 34, minor: 22, orientation: 15)])
        let trace = [sample("began", 100, 100), sample("moved", 110, 100), sample("moved", 120, 100), sample("ended", 120, 100)].map {
            matcher.axes(forContact: 0, sample: $0, scale: 1).map { "\($0.x) \($0.major!) \($0.minor!) \($0.orientation!)" } ?? "nil"
        }
        #expect(trace == ["1000.0 30.0 20.0 0.0", "1100.0 32.0 21.0 10.0", "1200.0 34.0 22.0 15.0", "1200.0 34.0 22.0 15.0"])
        #expect(matcher.rawTouchCount == 0, "an ended contact lets its raw touch go")
    }

    @Test("Raw events that arrive ahead of the application's samples wait for them: each sample still gets its own")
    func rawAhead() {
        var matcher = RawContactMatcher()
        matcher.receive([raw(.begin, 1, 10, 10), raw(.update, 1, 20, 10), raw(.update, 1, 30, 10)])
        #expect(matcher.axes(forContact: 0, sample: sample("began", 10, 10), scale: 1)?.x == 100)
        matcher.receive([raw(.update, 1, 40, 10)])
        #expect(matcher.axes(forContact: 0, sample: sample("moved", 20, 10), scale: 1)?.x == 200)
        #expect(matcher.axes(forContact: 0, sample: sample("moved", 30, 10), scale: 1)?.x == 300)
        #expect(matcher.axes(forContact: 0, sample: sample("moved", 40, 10), scale: 1)?.x == 400)
    }

    @Test("Points are scaled to pixels, and a window away from the screen's origin keeps its offset after the landing")
    func scaleAndOffset() {
        var matcher = RawContactMatcher()
        matcher.receive([raw(.begin, 1, 200, 124), raw(.update, 1, 200, 164), raw(.update, 1, 201, 164)])
        // At scale 2, (100, 50) pt is (200, 100) px; the raw touch lies 24 px lower: the window starts 24 px down.
        #expect(matcher.axes(forContact: 0, sample: sample("began", 100, 50), scale: 2)?.y == 1240)
        #expect(matcher.axes(forContact: 0, sample: sample("moved", 100, 70), scale: 2)?.y == 1640)
    }

    @Test("A raw touch that landed outside the window stays unpaired and is forgotten once a touch landing after its end is paired")
    func strayTouches() {
        var matcher = RawContactMatcher()
        matcher.receive([raw(.begin, 9, 900, 700), raw(.end, 9, 900, 700), raw(.begin, 10, 100, 100)])
        #expect(matcher.rawTouchCount == 2)
        #expect(matcher.axes(forContact: 0, sample: sample("began", 100, 100), scale: 1)?.x == 1000)
        #expect(matcher.rawTouchCount == 1)
        #expect(matcher.axes(forContact: 1, sample: sample("began", 400, 400), scale: 1) == nil, "no raw touch landed near it")
    }

    @Test("Two devices may use the same touch id at once; updates of a touch whose begin was never seen are ignored")
    func devicesAndUnknownTouches() {
        var matcher = RawContactMatcher()
        matcher.receive([raw(.begin, 1, 100, 100, device: 11), raw(.begin, 1, 500, 100, device: 12),
                         raw(.update, 1, 510, 100, device: 12), raw(.update, 7, 300, 300)])
        #expect(matcher.rawTouchCount == 2)
        #expect(matcher.axes(forContact: 0, sample: sample("began", 500, 100), scale: 1)?.device == 12)
        #expect(matcher.axes(forContact: 0, sample: sample("moved", 510, 100), scale: 1)?.x == 5100)
        #expect(matcher.axes(forContact: 1, sample: sample("began", 100, 100), scale: 1)?.device == 11)
        #expect(matcher.axes(forContact: 2, sample: sample("began", 300, 300), scale: 1) == nil)
    }

    @Test("A landing more than 32 px from every raw touch gets none; within it, the nearest wins")
    func landingTolerance() {
        var matcher = RawContactMatcher()
        matcher.receive([raw(.begin, 1, 100, 100), raw(.begin, 2, 120, 100)])
        #expect(matcher.axes(forContact: 0, sample: sample("began", 100, 133), scale: 1) == nil)
        #expect(matcher.axes(forContact: 0, sample: sample("began", 112, 100), scale: 1)?.x == 1200)
    }
}
