import Foundation
import XUIKitTesting
@testable import XUIKitCore

/// Logs each action of `recognizer` into `trace` as "<name> <state>" ("tap ended", "pan began").
func logActions(of recognizer: UIGestureRecognizer, as name: String, into trace: CallTrace) {
    recognizer.addTarget { trace.log("\(name) \($0.state)") }
}

/// A delegate allowing every pair of recognizers to recognize together.
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// A fresh app with one tracing view "v" filling a 400 x 400 window.
@MainActor
func makeTracedView(_ trace: CallTrace) -> (UIWindow, InputSimulator, TracingView) {
    let (window, input) = TestApplication.makeKeyWindow()
    let view = TracingView("v", frame: CGRect(x: 0, y: 0, width: 400, height: 400), trace: trace)
    view.isMultipleTouchEnabled = true
    window.addSubview(view)
    return (window, input, view)
}

extension CGPoint {
    /// A point at `x`, `y` (shorthand for test input).
    static func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
}

/// A fresh app with a tracing view "v" filling the window, `recognizer`
/// attached to it and its actions logged into `trace` as `name`.
@MainActor
func tracedRecognizer<Recognizer: UIGestureRecognizer>(
    _ recognizer: Recognizer, as name: String, into trace: CallTrace
) -> (InputSimulator, Recognizer) {
    let (_, input, view) = makeTracedView(trace)
    logActions(of: recognizer, as: name, into: trace)
    view.addGestureRecognizer(recognizer)
    return (input, recognizer)
}
