import Foundation
import Testing
import TouchServer
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// Fuzzed touch traffic through a real headless server into the backend and
/// views, with the phase checker on every call (issue 17's soak).
///
/// Frames of 1-10 fingers landing, moving and lifting at random over a grid
/// of views with pan and tap recognizers; now and then a view is removed
/// mid-touch (and a fresh one added), and the touchscreen is disabled
/// mid-touch and enabled again. `make soak` runs 1,000,000 touch events
/// (`XUIKIT_SOAK_EVENTS`) and prints resident memory every 100,000; `make
/// test` runs 3,000 as a guard.
@MainActor
@Suite("Soak: fuzzed touch traffic through a headless server", .serialized)
struct SoakTests {
    /// Every touch a view sees: began once, then moves, then ended or cancelled exactly once.
    final class PhaseChecker {
        private var live: [ObjectIdentifier: String] = [:]
        private(set) var began = 0, ended = 0, cancelled = 0
        private(set) var violations: [String] = []

        var liveCount: Int { live.count }

        func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, view: String) {
            for touch in touches {
                let id = ObjectIdentifier(touch)
                switch phase {
                case .began:
                    if live[id] != nil { violations.append("began twice on \(view)") }
                    live[id] = view
                    began += 1
                case .ended, .cancelled:
                    if live.removeValue(forKey: id) == nil { violations.append("\(phase) of a touch not live on \(view)") }
                    if phase == .ended { ended += 1 } else { cancelled += 1 }
                default:
                    if live[id] != view { violations.append("\(phase) of a touch not live on \(view)") }
                }
            }
        }
    }

    final class CheckingView: UIView {
        let name: String
        let checker: PhaseChecker
        init(_ name: String, frame: CGRect, checker: PhaseChecker) {
            self.name = name
            self.checker = checker
            super.init(frame: frame)
            isMultipleTouchEnabled = true
            addGestureRecognizer(UIPanGestureRecognizer { _ in })
            addGestureRecognizer(UITapGestureRecognizer { _ in })
        }
        required init?(coder: NSCoder) { nil }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { checker.record(.began, touches, view: name) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { checker.record(.moved, touches, view: name) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { checker.record(.ended, touches, view: name) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            checker.record(.cancelled, touches, view: name)
        }
    }

    /// A small deterministic generator (SplitMix64), so a failing run can be replayed from its seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Resident memory of this process, in MB.
    static func residentMB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Double(text.split(separator: " ")[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    @Test("Every touch begun ends exactly once (cancelled where the system took it) and memory stays flat")
    func soak() throws {
        let total = Int(ProcessInfo.processInfo.environment["XUIKIT_SOAK_EVENTS"] ?? "") ?? 3_000
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let checker = PhaseChecker()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        var views: [CheckingView] = []
        for i in 0..<4 {
            let view = CheckingView("v\(i)", frame: CGRect(x: (i % 2) * 320, y: (i / 2) * 240, width: 320, height: 240), checker: checker)
            window.addSubview(view)
            views.append(view)
        }
        try harness.show(window)
        let screen = harness.server.touchscreen
        var random = Random(state: 17)
        var down: [UInt32: (Double, Double)] = [:]
        var nextID: UInt32 = 1
        var sent = 0, nextSample = 0, disables = 0, removals = 0
        var samples: [Double] = []
        let started = monotonicSeconds()
        while sent < total {
            for _ in 0..<20 {
                var frame: [VirtualTouchscreen.Change] = []
                switch random.next(3) {
                case 0 where down.count < 10:
                    for _ in 0..<1 + random.next(min(3, 10 - down.count)) {
                        let point = (Double(random.next(640)), Double(random.next(480)))
                        down[nextID] = point
                        frame.append(.down(id: nextID, x: point.0, y: point.1))
                        nextID += 1
                    }
                case 1 where !down.isEmpty:
                    for id in down.keys.sorted() {
                        let (x, y) = down[id]!
                        let point = (min(639, max(0, x + Double(random.next(41) - 20))), min(479, max(0, y + Double(random.next(41) - 20))))
                        down[id] = point
                        frame.append(.move(id: id, x: point.0, y: point.1))
                    }
                default:
                    for id in down.keys.sorted() where random.next(2) == 0 {
                        down[id] = nil
                        frame.append(.up(id: id))
                    }
                }
                if !frame.isEmpty { try screen.send(frame: frame) }
                sent += frame.count
            }
            try screen.sync()
            harness.pump(timeout: 0.002) { false }
            if random.next(50) == 0 {
                // A view removed mid-touch (its touches are cancelled), a fresh one in its place.
                let index = random.next(views.count)
                let old = views[index]
                old.removeFromSuperview()
                let fresh = CheckingView("v\(index).\(removals)", frame: old.frame, checker: checker)
                window.addSubview(fresh)
                views[index] = fresh
                removals += 1
            }
            if sent / 250_000 > disables, !down.isEmpty {
                // The touchscreen taken away mid-touch: every live touch is cancelled, none ended.
                harness.pump(timeout: 0.05) { false }
                let endedBefore = checker.ended
                try xinputWhilePumping(["disable", "touchscreen"], harness)
                #expect(checker.liveCount == 0, "touches left live after disable: \(checker.liveCount)")
                #expect(checker.ended == endedBefore, "touches ended (not cancelled) by the disable")
                try xinputWhilePumping(["enable", "touchscreen"], harness)
                down.removeAll()
                disables += 1
            }
            if sent >= nextSample {
                samples.append(Self.residentMB())
                nextSample += 100_000
            }
        }
        try screen.send(frame: down.keys.sorted().map { .up(id: $0) })
        try screen.sync()
        harness.pump(timeout: 0.5) { false }
        let seconds = monotonicSeconds() - started
        print("soak: \(sent) touch events in \(Int(seconds)) s; began \(checker.began), ended \(checker.ended), "
            + "cancelled \(checker.cancelled); \(removals) views removed, \(disables) disables; "
            + "resident MB per 100,000: \(samples.map { String(format: "%.1f", $0) }.joined(separator: " "))")
        #expect(checker.violations.isEmpty, "\(checker.violations.prefix(5))")
        #expect(checker.liveCount == 0)
        #expect(checker.began == checker.ended + checker.cancelled)
        #expect(checker.began > sent / 20)
        if samples.count >= 4 {
            // Flat: after warm-up (the second sample), growth stays within 10%.
            #expect(samples.last! <= samples[1] * 1.1, "resident memory grew: \(samples)")
        }
    }
}

/// Seconds on the monotonic clock.
private func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
