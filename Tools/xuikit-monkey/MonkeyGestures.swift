import Foundation
import TouchServer

/// A small deterministic generator (SplitMix64): a run is replayed from its seed.
struct MonkeyRandom {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    /// A number in range.
    mutating func within(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() % 1_000_001) / 1_000_000 * (range.upperBound - range.lowerBound)
    }
}

/// Random input of every kind the touch server sends, spread over the demo
/// gallery (1024 x 768: the page list's 240 pt on the left, 11 rows 56 pt
/// apart from y 28; the page to its right), one gesture at a time as script
/// steps: taps of 1-3 fingers, double taps, drags, flings, long presses,
/// pinches, page switches by the list, keys, typed text, mouse clicks (left
/// and right), wheel turns and pointer moves.
///
/// Every gesture ends with its fingers lifted, keys and buttons released, so
/// any prefix of gestures is a valid script (a crash report replays one).
struct MonkeyGestures {
    var random: MonkeyRandom
    let width: Double, height: Double
    private var nextFinger: UInt32 = 1

    init(seed: UInt64, width: Double = 1024, height: Double = 768) {
        random = MonkeyRandom(state: seed)
        self.width = width
        self.height = height
    }

    /// The kinds, with their weights out of 100.
    enum Kind: CaseIterable {
        case pageSwitch, tap, doubleTap, drag, fling, longPress, pinch, keys, typing, click, rightClick, wheel
        var weight: Int {
            switch self {
            case .pageSwitch: 6
            case .tap: 24
            case .doubleTap: 5
            case .drag: 14
            case .fling: 9
            case .longPress: 3
            case .pinch: 5
            case .keys: 10
            case .typing: 5
            case .click: 10
            case .rightClick: 2
            case .wheel: 7
            }
        }
    }

    /// The next gesture's steps (waits included), and its kind.
    mutating func next() -> (Kind, [TouchScript.Step]) {
        var pick = random.below(100)
        var kind = Kind.tap
        for candidate in Kind.allCases {
            if pick < candidate.weight { kind = candidate; break }
            pick -= candidate.weight
        }
        var steps: [TouchScript.Step]
        switch kind {
        case .pageSwitch: steps = tap(at: [(120, 28 + 56 * Double(random.below(11)))])
        case .tap: steps = tap(at: (0...random.below(3)).map { _ in point(onPage: random.below(4) != 0) })
        case .doubleTap:
            let spot = point(onPage: true)
            steps = tap(at: [spot]) + [.wait(milliseconds: 80)] + tap(at: [spot])
        case .drag: steps = drag(moves: 8 + random.below(20), interval: 8)
        case .fling: steps = drag(moves: 3 + random.below(4), interval: 6, reach: 400)
        case .longPress:
            let spot = point(onPage: true)
            let id = finger()
            steps = [.down(id: id, x: spot.0, y: spot.1, pressure: nil), .wait(milliseconds: random.within(550...900)), .up(id: id)]
        case .pinch: steps = pinch()
        case .keys: steps = (0...random.below(3)).flatMap { _ in key(Self.namedKeys[random.below(Self.namedKeys.count)]) }
        case .typing: steps = type(Self.words[random.below(Self.words.count)])
        case .click: steps = click(button: 1)
        case .rightClick: steps = click(button: 3)
        case .wheel:
            let spot = point(onPage: true)
            let button = random.below(4) != 0 ? 5 : 4  // down more often than up
            steps = [.pointer(x: spot.0, y: spot.1)] + (0...random.below(4)).flatMap { _ in [TouchScript.Step.button(button, action: .click), .wait(milliseconds: 15)] }
        }
        steps.append(.wait(milliseconds: random.within(10...40)))
        return (kind, steps)
    }

    /// How many of `steps` are input events (not waits or syncs).
    static func eventCount(_ steps: [TouchScript.Step]) -> Int {
        steps.reduce(0) { count, step in
            switch step {
            case .wait, .at, .sync, .contact: count
            case .key(_, .click), .button(_, .click): count + 2
            default: count + 1
            }
        }
    }

    // MARK: Pieces

    private mutating func finger() -> UInt32 {
        defer { nextFinger = nextFinger == 100_000 ? 1 : nextFinger + 1 }
        return nextFinger
    }

    /// A point on the page (right of the list) or anywhere.
    private mutating func point(onPage: Bool) -> (Double, Double) {
        let minX = onPage ? 242.0 : 1
        return (random.within(minX...(width - 2)).rounded(), random.within(1...(height - 2)).rounded())
    }

    private func clamp(_ p: (Double, Double)) -> (Double, Double) {
        (min(width - 1, max(0, p.0)).rounded(), min(height - 1, max(0, p.1)).rounded())
    }

    private mutating func tap(at points: [(Double, Double)]) -> [TouchScript.Step] {
        let ids = points.map { _ in finger() }
        var steps = zip(ids, points).map { TouchScript.Step.down(id: $0, x: $1.0, y: $1.1, pressure: nil) }
        steps.append(.wait(milliseconds: random.within(30...90)))
        steps += ids.map { .up(id: $0) }
        return steps
    }

    private mutating func drag(moves: Int, interval: Double, reach: Double = 250) -> [TouchScript.Step] {
        let id = finger()
        var at = point(onPage: random.below(5) != 0)
        let angle = random.within(0...(2 * Double.pi)), length = random.within(20...reach)
        let step = (cos(angle) * length / Double(moves), sin(angle) * length / Double(moves))
        var steps: [TouchScript.Step] = [.down(id: id, x: at.0, y: at.1, pressure: nil)]
        for _ in 0..<moves {
            steps.append(.wait(milliseconds: interval))
            at = clamp((at.0 + step.0, at.1 + step.1))
            steps.append(.move(id: id, x: at.0, y: at.1, pressure: nil))
        }
        steps.append(.up(id: id))
        return steps
    }

    private mutating func pinch() -> [TouchScript.Step] {
        let centre = point(onPage: true)
        let (a, b) = (finger(), finger())
        let start = random.within(20...120), end = random.within(20...220)
        var steps: [TouchScript.Step] = []
        for index in 0...10 {
            let r = start + (end - start) * Double(index) / 10
            let p = clamp((centre.0 - r, centre.1)), q = clamp((centre.0 + r, centre.1))
            if index == 0 {
                steps += [.down(id: a, x: p.0, y: p.1, pressure: nil), .down(id: b, x: q.0, y: q.1, pressure: nil)]
            } else {
                steps += [.wait(milliseconds: 10), .move(id: a, x: p.0, y: p.1, pressure: nil), .move(id: b, x: q.0, y: q.1, pressure: nil)]
            }
        }
        return steps + [.up(id: a), .up(id: b)]
    }

    private mutating func click(button: Int) -> [TouchScript.Step] {
        let spot = point(onPage: random.below(4) != 0)
        return [.pointer(x: spot.0, y: spot.1), .button(button, action: .down), .wait(milliseconds: random.within(20...80)), .button(button, action: .up)]
    }

    /// Evdev keycodes (Linux KEY_* + 8) of keys that move focus, edit and dismiss.
    static let namedKeys: [Int] = [
        36, 9, 23, 22, 119, 113, 114, 111, 116, 112, 117, 110, 115, 65,  // Return Escape Tab BackSpace Delete arrows Prior Next Home End space
    ]
    static let words = ["hello", "Rename", "XUIKit", "touch 123", "a.b-c", "Zürich"]

    private func key(_ keycode: Int) -> [TouchScript.Step] {
        [.key(keycode: keycode, action: .down), .wait(milliseconds: 20), .key(keycode: keycode, action: .up), .wait(milliseconds: 10)]
    }

    private mutating func type(_ word: String) -> [TouchScript.Step] {
        guard case .success(let layout) = KeyboardLayout.server else { return [] }
        var steps: [TouchScript.Step] = []
        for character in word {
            guard let stroke = layout.stroke(for: character) else { continue }  // no key types it: skipped
            steps += stroke.toggled.flatMap(key) + stroke.held.map { .key(keycode: $0, action: .down) }
            steps += key(stroke.keycode)
            steps += stroke.held.reversed().map { .key(keycode: $0, action: .up) } + stroke.toggled.flatMap(key)
        }
        return steps
    }
}
