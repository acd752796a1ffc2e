import Foundation
import XUIKitCore

/// The core's share of a touch: a tap (began frame + ended frame) through
/// `UIApplication.handle` to a view, in-process, with no X server.
/// Printed as microseconds per tap, to see where the end-to-end ratio goes.
@MainActor
enum CoreDispatchBench {
    final class CountingView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    static func run(taps: Int = 20_000) -> Double {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let view = CountingView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        let app = UIApplication.shared
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<taps {
            let id = TouchInput.ID(device: 2, touch: UInt32(index + 1))
            let t = Double(index)
            app.handle(.touches([TouchInput(id: id, phase: .began, location: CGPoint(x: 400, y: 300))], timestamp: t), in: window)
            app.handle(.touches([TouchInput(id: id, phase: .ended, location: CGPoint(x: 400, y: 300))], timestamp: t + 0.5), in: window)
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        precondition(view.began == taps, "every tap reached the view")
        window.isHidden = true
        return elapsed / Double(taps)
    }
}
