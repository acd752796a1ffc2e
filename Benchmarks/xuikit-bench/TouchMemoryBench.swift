import Foundation
import XUIKitCore

/// Resident memory growth over 100,000 touch updates, in process, through
/// `UIApplication.shared.handle(_:in:)` as the X11 backend feeds it.
///
/// A window holds a view that counts its touches and has a pan recognizer.
/// One cycle is 1,000 updates: ten fingers land in one frame, move together
/// for 98 frames (1 ms apart), lift in one frame. After a warm-up of ten
/// cycles (first-use allocations: touch objects, arrays at their working
/// size), the process's resident set is read (/proc/self/statm) before and
/// after 100 cycles, and again after 100 more: the growth, and whether it
/// stays flat after.
@MainActor
enum TouchMemoryBench {
    final class CountingView: UIView {
        var updates = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { updates += touches.count }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { updates += touches.count }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { updates += touches.count }
    }

    /// The resident set in kB: anonymous (heap, stacks) and file-backed (code and data of the binary and libraries).
    static func resident() -> (anonymous: Int, file: Int) {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
        func field(_ name: String) -> Int {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return 0 }
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return (field("RssAnon"), field("RssFile"))
    }

    /// Resident growth in kB over the first and the second 100,000 updates after the warm-up.
    static func run() -> (first: (anonymous: Int, file: Int), second: (anonymous: Int, file: Int)) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let view = CountingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        view.addGestureRecognizer(UIPanGestureRecognizer(target: nil, action: nil))
        window.addSubview(view)
        window.makeKeyAndVisible()
        var time = 0.0, nextTouch: UInt32 = 1
        func cycles(_ count: Int) {
            for _ in 0..<count {
                let ids = (0..<10).map { TouchInput.ID(device: 2, touch: nextTouch + UInt32($0)) }
                nextTouch += 10
                for frame in 0..<100 {
                    let phase: TouchInput.Phase = frame == 0 ? .began : frame == 99 ? .ended : .moved
                    let touches = ids.enumerated().map { finger, id in
                        TouchInput(id: id, phase: phase, location: CGPoint(x: 40 + Double(finger) * 70 + Double(frame), y: 100 + Double(frame) * 3))
                    }
                    UIApplication.shared.handle(.touches(touches, timestamp: time), in: window)
                    time += 0.001
                }
            }
        }
        cycles(10)
        // Read once first: the reading's own code pages count in the reading after it.
        _ = resident()
        let start = resident()
        cycles(100)
        let middle = resident()
        cycles(100)
        let end = resident()
        precondition(view.updates > 0, "the touches reached the view")
        window.isHidden = true
        return ((middle.anonymous - start.anonymous, middle.file - start.file),
                (end.anonymous - middle.anonymous, end.file - middle.file))
    }
}
