import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("The touch-phase audit: every touch a view gets begins once and ends once there")
struct TouchPhaseAuditTests {
    func scene() -> (UIWindow, InputSimulator, UIView, TouchPhaseAudit, CallTrace) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let view = TracingView("a", frame: CGRect(x: 0, y: 0, width: 160, height: 480), trace: trace)
        window.addSubview(view)
        let audit = TouchPhaseAudit { trace.log("violation: \($0)") }
        UIApplication.shared.touchPhaseAudit = audit
        return (window, input, view, audit, trace)
    }

    @Test("Taps, a drag and a view removed mid-touch: every call counted, nothing live, no violation")
    func wellFormedTraffic() {
        let (_, input, view, audit, trace) = scene()
        defer { UIApplication.shared.touchPhaseAudit = nil }
        input.tap(at: CGPoint(x: 10, y: 10))
        input.down(2, at: CGPoint(x: 20, y: 20))
        input.drag(2, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 100, y: 20), steps: 4)
        input.up(2, at: CGPoint(x: 100, y: 20))
        input.down(3, at: CGPoint(x: 30, y: 30))
        view.removeFromSuperview()
        input.up(3, at: CGPoint(x: 30, y: 30))
        #expect(audit.summary == "began 3 ended 2 cancelled 1 live 0 violations 0", "\(trace.lines)")
        #expect(!trace.lines.contains { $0.hasPrefix("violation") })
    }

    @Test("Calls that break the promise are each reported: a second end, a move on another view, a second began")
    func violationsAreReported() {
        let (window, _, view, audit, trace) = scene()
        defer { UIApplication.shared.touchPhaseAudit = nil }
        let other = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        window.addSubview(other)
        let touch = UITouch()
        audit.record(.began, [touch], view: view)
        audit.record(.moved, [touch], view: other)
        audit.record(.ended, [touch], view: view)
        audit.record(.cancelled, [touch], view: view)
        audit.record(.began, [touch], view: view)
        #expect(audit.violations == 3)
        #expect(trace.lines == [
            "violation: moved for a touch not live on UIView",
            "violation: cancelled for a touch that had already finished (TracingView)",
            "violation: touchesBegan again for a touch that has finished (TracingView)",
        ])
        #expect(audit.liveCount == 1)
    }
}
