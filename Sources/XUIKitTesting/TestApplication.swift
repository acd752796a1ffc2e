import Foundation
import XUIKitCore

/// A clean application for each test: no windows, no live touches or
/// presses, and a manual clock (time moves only by `InputSimulator.advance`
/// or the clock's `advance`, so long presses and double taps need no sleep).
@MainActor
public enum TestApplication {
    /// Resets `UIApplication.shared` and installs `clock` (a manual one by default).
    public static func reset(clock: InputClock = .manual()) {
        UIApplication.shared.resetForTesting(clock: clock)
    }

    /// Ends the current run-loop pass as a backend does before drawing: work
    /// UIKit defers to the end of the pass runs (controllers that began
    /// appearing get `viewIsAppearing`, layout and `viewDidAppear`).
    public static func endRunLoopPass() {
        UIApplication.shared.endRunLoopPass()
    }

    /// Resets the application, then shows a key window of the given size at
    /// the origin; returns it with a simulator feeding it input at t = 0.
    public static func makeKeyWindow(width: CGFloat = 400, height: CGFloat = 400) -> (UIWindow, InputSimulator) {
        reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.makeKeyAndVisible()
        return (window, InputSimulator(window: window))
    }
}
