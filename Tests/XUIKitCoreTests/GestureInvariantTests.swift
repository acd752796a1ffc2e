import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Gesture invariants over every recognizer and input script")
struct GestureInvariantTests {
    /// Input scripts: each leaves every finger up.
    private static let scripts: [(String, (InputSimulator) -> Void)] = [
        ("tap", { $0.tap(at: .at(100, 100)) }),
        ("double tap", { $0.tap(at: .at(100, 100)); $0.advance(by: 0.1); $0.tap(at: .at(102, 100)) }),
        ("hold", { $0.down(1, at: .at(100, 100)); $0.advance(by: 0.7); $0.up(1, at: .at(100, 100)) }),
        ("drag", { $0.down(1, at: .at(100, 100)); $0.drag(1, from: .at(100, 100), to: .at(200, 120)); $0.up(1, at: .at(200, 120)) }),
        ("flick", { $0.down(1, at: .at(100, 100)); $0.advance(by: 0.02); $0.move(1, to: .at(100, 180)); $0.up(1, at: .at(100, 180)) }),
        ("edge drag", { $0.down(1, at: .at(5, 100)); $0.drag(1, from: .at(5, 100), to: .at(90, 100)); $0.up(1, at: .at(90, 100)) }),
        ("pinch", { input in
            input.frame([.began(1, at: .at(100, 100)), .began(2, at: .at(200, 100))])
            input.advance(by: 0.1)
            input.frame([.moved(1, to: .at(80, 90)), .moved(2, to: .at(220, 110))])
            input.frame([.ended(1, at: .at(80, 90)), .ended(2, at: .at(220, 110))])
        }),
        ("three fingers staggered", { input in
            input.down(1, at: .at(100, 100)); input.down(2, at: .at(150, 100)); input.down(3, at: .at(200, 100))
            input.move(2, to: .at(170, 140)); input.up(1, at: .at(100, 100)); input.up(3, at: .at(200, 100))
            input.up(2, at: .at(170, 140))
        }),
        ("cancelled", { $0.down(1, at: .at(100, 100)); $0.move(1, to: .at(140, 100)); $0.cancel(1, at: .at(140, 100)) }),
    ]

    private static func recognizers() -> [UIGestureRecognizer] {
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2
        let twoFingerTap = UITapGestureRecognizer(); twoFingerTap.numberOfTouchesRequired = 2
        let edge = UIScreenEdgePanGestureRecognizer(); edge.edges = .left
        let swipe = UISwipeGestureRecognizer(); swipe.direction = [.down, .right]
        let delaying = UITapGestureRecognizer(); delaying.delaysTouchesBegan = true
        let keeping = UIPanGestureRecognizer(); keeping.cancelsTouchesInView = false
        return [UITapGestureRecognizer(), double, twoFingerTap, UILongPressGestureRecognizer(), UIPanGestureRecognizer(),
                edge, swipe, UIPinchGestureRecognizer(), UIRotationGestureRecognizer(), delaying, keeping]
    }

    /// How many touches the view's trace began, and how many it ended or cancelled.
    private func balance(_ trace: CallTrace) -> (began: Int, finished: Int) {
        var began = 0, finished = 0
        for line in trace.lines {
            let parts = line.split(separator: " ")
            let count = parts.count == 3 ? Int(parts[2].dropFirst())! : 1
            if parts[0] == "began" { began += count }
            if parts[0] == "ended" || parts[0] == "cancelled" { finished += count }
        }
        return (began, finished)
    }

    private func check(_ script: String, _ run: (InputSimulator) -> Void, with recognizers: [UIGestureRecognizer], label: String) {
        let trace = CallTrace()
        let (_, input, view) = makeTracedView(trace)
        recognizers.forEach(view.addGestureRecognizer)
        run(input)
        input.advance(by: 2)
        let (began, finished) = balance(trace)
        #expect(began == finished, "\(script) with \(label): view began \(began) touches, finished \(finished)")
        for recognizer in recognizers {
            #expect(recognizer.state == .possible, "\(script) with \(label): \(recognizer) not reset")
        }
        #expect(UIApplication.shared.inputClock.nextDeadline == nil, "\(script) with \(label): a timer outlived the gesture")
    }

    @Test("After any script, each recognizer alone is reset, no timer is left and the view's touches all finished")
    func eachRecognizerAlone() {
        for (script, run) in Self.scripts {
            for recognizer in Self.recognizers() {
                check(script, run, with: [recognizer], label: "\(type(of: recognizer))")
            }
        }
    }

    @Test("After any script, all recognizers together are reset, no timer is left and the view's touches all finished")
    func allRecognizersTogether() {
        for (script, run) in Self.scripts {
            check(script, run, with: Self.recognizers(), label: "all")
        }
    }
}
