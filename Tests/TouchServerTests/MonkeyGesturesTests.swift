import Foundation
import Testing
import TouchServer
@testable import xuikit_monkey

/// The monkey's generator: every gesture is a valid script on its own and
/// lifts what it pressed, a seed gives the same gestures every time, and a
/// replay that skips gestures lands on the same ones.
@Suite("The monkey's random gestures")
struct MonkeyGesturesTests {
    @Test("2,000 gestures of a seed, played as one script, parse and validate for a 1024 x 768 server and end with nothing down")
    func gesturesAreValidScripts() throws {
        var generator = MonkeyGestures(seed: 42)
        var steps: [TouchScript.Step] = []
        var kinds = Set<String>()
        for _ in 0..<2_000 {
            let (kind, gesture) = generator.next()
            kinds.insert("\(kind)")
            steps += gesture
        }
        let target = PlaybackTarget(screen: ScreenSize(width: 1024, height: 768), hasKeyboardAndPointer: true)
        let text = TouchScript(steps).text
        let parsed = try TouchScript(parsing: text, for: target)
        #expect(parsed.steps.count == steps.count)
        #expect(kinds.count == MonkeyGestures.Kind.allCases.count, "every kind came up: \(kinds.sorted())")
        var pressedKeys = Set<Int>(), pressedButtons = Set<Int>()
        for step in steps {
            switch step {
            case .key(let code, .down): pressedKeys.insert(code)
            case .key(let code, .up): pressedKeys.remove(code)
            case .button(let button, .down): pressedButtons.insert(button)
            case .button(let button, .up): pressedButtons.remove(button)
            default: break
            }
        }
        #expect(pressedKeys.isEmpty && pressedButtons.isEmpty)
    }

    @Test("A seed gives the same gestures; skipping K of them gives gesture K next")
    func seedsReplay() {
        var a = MonkeyGestures(seed: 7), b = MonkeyGestures(seed: 7), c = MonkeyGestures(seed: 8)
        let first = (0..<50).map { _ in a.next().1 }
        #expect(first == (0..<50).map { _ in b.next().1 })
        #expect(first != (0..<50).map { _ in c.next().1 })
        var skipping = MonkeyGestures(seed: 7)
        for _ in 0..<30 { _ = skipping.next() }
        #expect(skipping.next().1 == first[30])
    }

    @Test("Events are counted as the server gets them: a click is a press and a release, waits are none")
    func eventCount() {
        let steps: [TouchScript.Step] = [
            .down(id: 1, x: 1, y: 1, pressure: nil), .wait(milliseconds: 5), .up(id: 1),
            .button(1, action: .click), .key(keycode: 36, action: .down), .key(keycode: 36, action: .up), .pointer(x: 3, y: 3), .sync,
        ]
        #expect(MonkeyGestures.eventCount(steps) == 7)
    }
}
