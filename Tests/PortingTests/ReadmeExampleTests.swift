// The README's XUIKitTesting example, verbatim.
import Testing
import XUIKit
import XUIKitTesting

@MainActor @Suite struct TapTests {
    @Test func aTapReachesTheView() {
        let (window, input) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        window.addSubview(TracingView("v", frame: window.bounds, trace: trace))
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(trace.text == "began v, ended v")
    }
}
