import Foundation
import Testing
@testable import XUIKitCore

@Suite("Frame scheduler: frames on a 60 Hz grid of the input clock, idle without observers")
struct FrameSchedulerTests {
    private func makeScheduler(start: TimeInterval = 0) -> (FrameScheduler, InputClock) {
        let clock = InputClock.manual(start: start)
        return (FrameScheduler { clock }, clock)
    }

    private func ms(_ t: TimeInterval) -> String { String(format: "%.1f", t * 1000) }

    @Test("With no observer nothing is scheduled; the first observer starts frames, the last removal stops them")
    func idleWithoutObservers() {
        let (scheduler, clock) = makeScheduler()
        #expect(!scheduler.isRunning && clock.nextDeadline == nil)
        let token = scheduler.addObserver { _ in }
        #expect(scheduler.isRunning && clock.nextDeadline != nil)
        scheduler.removeObserver(token)
        #expect(!scheduler.isRunning && clock.nextDeadline == nil)
    }

    @Test("Frames fall on the grid of frameInterval, each targeting the next grid point")
    func framesOnTheGrid() {
        let (scheduler, clock) = makeScheduler(start: 0.005)
        var frames: [String] = []
        scheduler.addObserver { frames.append("\(self.ms($0.timestamp))->\(self.ms($0.targetTimestamp))") }
        clock.advance(to: 0.06)
        #expect(frames == ["16.7->33.3", "33.3->50.0", "50.0->66.7"])
    }

    @Test("A frame firing late stands for the latest grid point passed (no burst), never a repeated one")
    func lateFrameRule() {
        let interval = 1.0 / 60.0
        // Due at 16.7 ms, fired at 70 ms: the frame is the 66.7 ms one; the three missed are skipped.
        #expect(ms(FrameScheduler.gridPoint(now: 0.070, after: 1 * interval, interval: interval)) == "66.7")
        // Fired a hair early (before its grid point): it still stands for the next point.
        #expect(ms(FrameScheduler.gridPoint(now: 2 * interval - 1e-9, after: 1 * interval, interval: interval)) == "33.3")
    }

    @Test("An observer removed during a frame is not called; one added during a frame starts next frame")
    func changesDuringAFrame() {
        let (scheduler, clock) = makeScheduler(start: 0.001)
        var log: [String] = []
        var second: FrameScheduler.Token?
        var added = false
        scheduler.addObserver { frame in
            log.append("a \(self.ms(frame.timestamp))")
            if let token = second { scheduler.removeObserver(token); second = nil }
            if !added {
                added = true
                scheduler.addObserver { log.append("c \(self.ms($0.timestamp))") }
            }
        }
        second = scheduler.addObserver { log.append("b \(self.ms($0.timestamp))") }
        clock.advance(to: 0.034)
        #expect(log == ["a 16.7", "a 33.3", "c 33.3"])
    }

    @Test("A 120 Hz interval set before the next frame is scheduled halves the spacing")
    func frameIntervalChange() {
        let (scheduler, clock) = makeScheduler(start: 0.001)
        scheduler.frameInterval = 1.0 / 120.0
        var frames: [String] = []
        scheduler.addObserver { frames.append(self.ms($0.timestamp)) }
        clock.advance(to: 0.03)
        #expect(frames == ["8.3", "16.7", "25.0"])
    }

    @Test("The application's scheduler runs on its clock and a test reset clears it")
    func applicationScheduler() {
        UIApplication.shared.resetForTesting()
        var frames: [String] = []
        UIApplication.shared.frameScheduler.addObserver { frames.append(self.ms($0.timestamp)) }
        UIApplication.shared.inputClock.advance(by: 0.04)
        #expect(frames == ["0.0", "16.7", "33.3"])
        UIApplication.shared.resetForTesting()
        #expect(!UIApplication.shared.frameScheduler.isRunning)
        #expect(UIApplication.shared.inputClock.nextDeadline == nil)
    }
}
