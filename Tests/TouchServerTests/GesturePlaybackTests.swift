import Testing
import TouchServer
import TouchServerX11

/// Every generator, played into a real server, read back by an independent
/// XI2 client: exactly the expected begin/update/end sequence, one X touch id
/// per finger, positions within 1 px.
@Suite("Gesture playback on a headless server")
struct GesturePlaybackTests {
    static let center = ScreenPoint(x: 512, y: 384)

    static let gestures: [(String, TouchScript)] = [
        ("tap", .tap(at: center)),
        ("three-finger tap", .tap(at: center, fingers: 3)),
        ("double tap", .doubleTap(at: center)),
        ("long press", .longPress(at: ScreenPoint(x: 10.5, y: 20.25), duration: 800)),
        ("drag", .drag(from: ScreenPoint(x: 100, y: 100), to: ScreenPoint(x: 900, y: 700), duration: 300)),
        ("swipe left", .swipe(.left, from: center, distance: 300)),
        ("swipe right", .swipe(.right, from: center, distance: 300)),
        ("swipe up", .swipe(.up, from: center, distance: 300)),
        ("swipe down", .swipe(.down, from: center, distance: 300)),
        ("four-finger swipe up", .swipe(.up, from: center, distance: 250, fingers: 4, spacing: 60)),
        ("pinch out", .pinch(center: ScreenPoint(x: 400, y: 300), from: 100, to: 300, pressure: 0.8)),
        ("pinch in at 45 degrees", .pinch(center: center, from: 400, to: 50, degrees: 45)),
        ("rotate 90 degrees", .rotate(center: center, radius: 150, by: 90)),
        ("five-finger tap near the corner", .tap(at: ScreenPoint(x: 1000, y: 767), fingers: 5, spacing: 10)),
    ]

    @Test("A played gesture reads back as exactly its touch sequence", arguments: gestures.map(\.0))
    func playedGestureReadsBack(name: String) throws {
        let script = Self.gestures.first { $0.0 == name }!.1
        try withObservedServer { server, observer in
            try TouchScriptPlayer(timing: .fast).play(script, on: server)
            let observed = observer.collect()
            let records = try #require(touchRecords(observed, namedAfter: script), "X touch ids are not one per sequence: \(observed)")
            let expected = script.expectedTouches
            #expect(records.count == expected.count)
            #expect(sequencesMatch(records, expected), "observed \(records)\nexpected \(expected)")
        }
    }

    @Test("Keys, pointer moves and buttons in a script reach X as XI2 events")
    func keysAndPointerReadBack() throws {
        let script = try TouchScript(parsing: """
            key a
            keycode 36 down
            keycode 36 up
            pointer 300.5 200
            button 3
            """)
        try withObservedServer { server, observer in
            try TouchScriptPlayer(timing: .fast).play(script, on: server)
            #expect(observer.collect() == [
                .key(isPress: true, keycode: 38), .key(isPress: false, keycode: 38),
                .key(isPress: true, keycode: 36), .key(isPress: false, keycode: 36),
                .motion(x: 300.5, y: 200),
                .button(isPress: true, button: 3, x: 300.5, y: 200), .button(isPress: false, button: 3, x: 300.5, y: 200),
            ])
        }
    }

    @Test("Every pixel position on a small grid reads back exactly on an odd-sized screen")
    func positionsAreExact() throws {
        try withObservedServer(width: 333, height: 129) { server, observer in
            var script = TouchScript()
            for x in stride(from: 0.0, through: 332, by: 37) {
                for y in stride(from: 0.0, through: 128, by: 32) {
                    script.steps += [.down(id: 1, x: x, y: y, pressure: nil), .move(id: 1, x: x + 0.5, y: y + 0.25, pressure: 1), .up(id: 1)]
                }
            }
            try TouchScriptPlayer(timing: .fast).play(script, on: server)
            let records = try #require(touchRecords(observer.collect(), namedAfter: script))
            #expect(sequencesMatch(records, script.expectedTouches, tolerance: 0.001))
        }
    }
}
