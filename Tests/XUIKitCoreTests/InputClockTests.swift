import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("The input clock")
struct InputClockTests {
    @Test("A manual clock fires due timers in deadline order, each at its own time, and skips cancelled ones")
    func manualTimers() {
        let clock = InputClock.manual(start: 10)
        var fired: [String] = []
        clock.schedule(after: 0.5) { fired.append("b@\(clock.now)") }
        clock.schedule(after: 0.2) { fired.append("a@\(clock.now)") }
        let cancelled = clock.schedule(after: 0.3) { fired.append("never") }
        clock.cancel(cancelled)
        #expect(clock.nextDeadline == 10.2)
        clock.advance(by: 0.4)
        #expect(fired == ["a@10.2"])
        #expect(clock.now == 10.4)
        clock.advance(by: 1)
        #expect(fired == ["a@10.2", "b@10.5"])
        #expect(clock.nextDeadline == nil)
    }

    @Test("A system clock reads ProcessInfo's systemUptime: every reading falls between the two around it")
    func systemClockIsProcessInfoUptime() {
        let clock = InputClock.system()
        for _ in 0..<1000 {
            let before = ProcessInfo.processInfo.systemUptime
            let now = clock.now
            let after = ProcessInfo.processInfo.systemUptime
            #expect(before <= now && now <= after)
            if !(before <= now && now <= after) { break }
        }
    }

    @Test("The next deadline is the earliest scheduled one, whatever order the timers were scheduled in")
    func nextDeadlineIsEarliestInEveryOrder() {
        let orders: [[TimeInterval]] = [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1], [2, 2, 1]]
        for delays in orders {
            let clock = InputClock.manual(start: 0)
            var timers: [InputClock.Timer] = []
            for delay in delays { timers.append(clock.schedule(after: delay) {}) }
            #expect(clock.nextDeadline == delays.min(), "scheduled \(delays)")
            clock.cancel(timers[delays.firstIndex(of: delays.min()!)!])
            let rest = delays.enumerated().filter { $0.offset != delays.firstIndex(of: delays.min()!)! }.map(\.element)
            #expect(clock.nextDeadline == rest.min(), "scheduled \(delays), earliest cancelled")
        }
    }

    @Test("Input with a later timestamp advances the application's manual clock first, firing timers on the way")
    func inputAdvancesClock() {
        let (window, _) = TestApplication.makeKeyWindow()
        var fired: [TimeInterval] = []
        UIApplication.shared.inputClock.schedule(after: 1) { fired.append(UIApplication.shared.inputClock.now) }
        let down = TouchInput(id: .init(touch: 1), phase: .began, location: CGPoint(x: 1, y: 1))
        UIApplication.shared.handle(.touches([down], timestamp: 2.5), in: window)
        #expect(fired == [1])
        #expect(UIApplication.shared.inputClock.now == 2.5)
    }
}
