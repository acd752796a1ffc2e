import Foundation
import Testing
@testable import XUIKitCore

@Suite("Shakes from accelerometer samples: three strong jolts in half a second begin one, 0.3 s of calm ends it")
struct ShakeDetectorTests {
    @Test("At rest nothing; the third jolt over 0.8 g within 0.5 s begins; calm for 0.3 s ends; a new shake can follow")
    func beginsAndEnds() {
        var detector = ShakeDetector()
        var phases: [String] = []
        func feed(_ x: Double, _ z: Double, _ t: Double) {
            if let phase = detector.add(x: x, y: 0, z: z, at: t) { phases.append("\(phase) @\(t)") }
        }
        for t in stride(from: 0.0, to: 0.2, by: 0.02) { feed(0, 1, t) }
        feed(2, 1, 0.20); feed(-2, 1, 0.24); feed(0, 1, 0.26)
        #expect(phases.isEmpty && !detector.isShaking)
        feed(2, 1, 0.28)
        #expect(phases == ["began @0.28"] && detector.isShaking)
        feed(-2, 1, 0.32)
        for t in [0.34, 0.4, 0.5, 0.6] { feed(0, 1, t) }
        #expect(phases == ["began @0.28"], "0.28 s after the last jolt (0.32)")
        feed(0, 1, 0.62)
        #expect(phases == ["began @0.28", "ended @0.62"] && !detector.isShaking)
        feed(2, 1, 1.0); feed(-2, 1, 1.1); feed(2, 1, 1.2)
        #expect(phases.last == "began @1.2" && detector.isShaking)
    }

    @Test("Jolts spread wider than half a second, or too weak, never begin a shake; NaN samples are ignored")
    func notAShake() {
        var detector = ShakeDetector()
        for (i, t) in [0.0, 0.3, 0.6, 0.9, 1.2].enumerated() {
            #expect(detector.add(x: i.isMultiple(of: 2) ? 2 : -2, y: 0, z: 1, at: t) == nil)
        }
        for t in stride(from: 2.0, to: 2.2, by: 0.02) { #expect(detector.add(x: 0.5, y: 0, z: 1, at: t) == nil) }
        #expect(detector.add(x: .nan, y: 0, z: 1, at: 3) == nil && !detector.isShaking)
    }
}
