import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// A target that records each frame it is called for.
final class FrameCounter: NSObject {
    var frames: [(timestamp: CFTimeInterval, target: CFTimeInterval)] = []
    @MainActor func step(_ link: CADisplayLink) { frames.append((link.timestamp, link.targetTimestamp)) }
}

@MainActor
@Suite("CADisplayLink: one call per frame on the frame clock, preferred rates, pausing, invalidation")
struct DisplayLinkTests {
    let frame = 1.0 / 60

    @Test("Each frame calls the target once, with timestamp on the frame grid and targetTimestamp one duration later")
    func callsPerFrame() {
        let (_, input) = TestApplication.makeKeyWindow()
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: Selector(FrameCounter.step))
        input.advance(by: frame / 2)  // between two frames: the next one is at 1/60
        link.add(to: .main, forMode: .common)
        for _ in 0..<3 { input.advance(by: frame) }
        #expect(counter.frames.count == 3)
        #expect(abs(link.duration - frame) < 1e-12)
        for (index, call) in counter.frames.enumerated() {
            #expect(abs(call.timestamp - Double(index + 1) * frame) < 1e-9)
            #expect(abs(call.target - call.timestamp - frame) < 1e-9)
        }
        #expect(abs(CACurrentMediaTime() - 3.5 * frame) < 1e-9)
        link.invalidate()
    }

    @Test("Preferring 30 fps on a 60 Hz clock calls every other frame, and targetTimestamp is two frames on")
    func preferredRate() {
        let (_, input) = TestApplication.makeKeyWindow()
        var stamps: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { link in stamps.append((link.timestamp, link.targetTimestamp)) }
        input.advance(by: frame / 2)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .default)
        for _ in 0..<6 { input.advance(by: frame) }
        #expect(stamps.count == 3)
        #expect(stamps.allSatisfy { abs($0.1 - $0.0 - 2 * frame) < 1e-9 })
        link.invalidate()
    }

    @Test("A paused link is not called and lets the frame clock idle; an invalidated one releases its target")
    func pauseAndInvalidate() {
        let (_, input) = TestApplication.makeKeyWindow()
        var counter: FrameCounter? = FrameCounter()
        weak let released = counter
        let link = CADisplayLink(target: counter!, selector: Selector(FrameCounter.step))
        input.advance(by: frame / 2)
        link.add(to: .main, forMode: .common)
        input.advance(by: frame)
        link.isPaused = true
        #expect(!UIApplication.shared.frameScheduler.isRunning)  // a paused link wakes the app for no frames
        input.advance(by: 3 * frame)
        #expect(counter?.frames.count == 1)
        link.isPaused = false
        #expect(UIApplication.shared.frameScheduler.isRunning)
        input.advance(by: frame)
        #expect(counter?.frames.count == 2)
        counter = nil
        #expect(released != nil)  // the link keeps its target, as on iOS
        link.invalidate()
        #expect(released == nil && !UIApplication.shared.frameScheduler.isRunning)
        link.add(to: .main, forMode: .common)
        #expect(!UIApplication.shared.frameScheduler.isRunning)  // an invalidated link cannot be added again
    }
}
