import Testing
@testable import XUIKitX11
import XUIKit

/// When the backend gives Foundation's main run loop a pass.
@Suite("Run loop passes: when a timer is due, and at most once a frame after app code")
struct RunLoopPassScheduleTests {
    let frame = RunLoopPassSchedule.interval

    @Test("The first iteration takes a pass; with no app code since, none until a run loop timer is due")
    func passOnlyWhenSomethingIsDue() {
        var schedule = RunLoopPassSchedule()
        var taken: [Bool] = []
        taken.append(schedule.takePass(now: 10, timerDue: false))
        taken.append(schedule.takePass(now: 11, timerDue: false))
        #expect(schedule.secondsToEarnedPass(now: 11) == nil)
        taken.append(schedule.takePass(now: 12, timerDue: true))
        taken.append(schedule.takePass(now: 12, timerDue: true))  // a due timer is never held back
        #expect(taken == [true, false, true, true])
    }

    @Test("App code earns a pass at once when the last was a frame ago, else when the frame is up")
    func appCodeEarnsOnePassPerFrame() throws {
        var schedule = RunLoopPassSchedule()
        var taken: [Bool] = []
        taken.append(schedule.takePass(now: 10, timerDue: false))
        schedule.noteAppCodeRan()
        taken.append(schedule.takePass(now: 10 + frame / 4, timerDue: false))
        let wait = try #require(schedule.secondsToEarnedPass(now: 10 + frame / 4))
        #expect(abs(wait - frame * 3 / 4) < 1e-9)
        schedule.noteAppCodeRan()  // more input in the same frame: still one pass
        taken.append(schedule.takePass(now: 10 + frame, timerDue: false))
        #expect(schedule.secondsToEarnedPass(now: 10 + frame) == nil)
        schedule.noteAppCodeRan()
        taken.append(schedule.takePass(now: 20, timerDue: false))  // idle longer than a frame: at once
        #expect(taken == [true, false, true, true])
    }
}
