import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Appearance and presentation invariants over every style, with and without animation, and every script")
struct PresentationInvariantTests {
    struct Scene {
        let window: UIWindow
        let input: InputSimulator
        let a: TracingController, b: TracingController, c: TracingController
        let animated: Bool
        var all: [UIViewController] { [a, b, c] }

        /// Lets animations end and the run-loop pass finish.
        func settle() {
            input.advance(by: 0.7)
            TestApplication.endRunLoopPass()
        }
    }

    nonisolated private static let styles: [UIModalPresentationStyle] = [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic, .popover]

    private static let scripts: [(String, (Scene) -> Void)] = [
        ("present, dismiss", { s in
            s.a.present(s.b, animated: s.animated); s.settle()
            s.b.dismiss(animated: s.animated); s.settle()
        }),
        ("a chain dismissed from its root", { s in
            s.a.present(s.b, animated: s.animated); s.settle()
            s.b.present(s.c, animated: s.animated); s.settle()
            s.a.dismiss(animated: s.animated); s.settle()
        }),
        ("the window hidden and shown while presenting", { s in
            s.a.present(s.b, animated: s.animated); s.settle()
            s.window.isHidden = true; s.settle()
            s.window.isHidden = false; s.settle()
            s.a.dismiss(animated: s.animated); s.settle()
        }),
        ("a swipe down, then a dismiss if still shown", { s in
            s.a.present(s.b, animated: s.animated); s.settle()
            s.input.down(1, at: CGPoint(x: 160, y: 300))
            s.input.drag(1, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 470), steps: 8, duration: 0.4)
            s.input.up(1, at: CGPoint(x: 160, y: 470)); s.settle()
            if s.a.presentedViewController != nil { s.a.dismiss(animated: s.animated); s.settle() }
        }),
        ("presenting and dismissing mid-transition (refused), then for real", { s in
            s.a.present(s.b, animated: s.animated)
            s.a.present(s.c, animated: s.animated)
            s.a.dismiss(animated: s.animated); s.settle()
            s.a.dismiss(animated: s.animated); s.settle()
        }),
    ]

    /// Whether one controller's appearance callbacks follow the legal transitions
    /// (AppearanceState's comment), viewIsAppearing exactly once before each viewDidAppear.
    private static func wellFormed(_ callbacks: [String]) -> Bool {
        var state = "disappeared", isAppearingSent = false
        for callback in callbacks {
            switch (callback, state) {
            case ("viewWillAppear", "disappeared"), ("viewWillAppear", "disappearing"): state = "appearing"; isAppearingSent = false
            case ("viewIsAppearing", "appearing") where !isAppearingSent: isAppearingSent = true
            case ("viewDidAppear", "appearing") where isAppearingSent: state = "appeared"
            case ("viewWillDisappear", "appeared"), ("viewWillDisappear", "appearing"): state = "disappearing"
            case ("viewDidDisappear", "disappearing"): state = "disappeared"
            default: return false
            }
        }
        return true
    }

    @Test("Every step keeps the invariants; every controller's callbacks are well formed; no container is left behind",
          arguments: styles, [false, true])
    func sweep(style: UIModalPresentationStyle, animated: Bool) {
        let saved = UIViewController.presentationLog
        UIViewController.presentationLog = { _ in }
        defer { UIViewController.presentationLog = saved }
        for (name, script) in Self.scripts {
            let (window, input) = TestApplication.makeKeyWindow(width: style == .popover || style == .formSheet ? 1024 : 320, height: 480)
            let trace = CallTrace()
            let scene = Scene(window: window, input: input, a: TracingController("a", trace), b: TracingController("b", trace),
                              c: TracingController("c", trace), animated: animated)
            window.rootViewController = scene.a
            TestApplication.endRunLoopPass()
            for controller in [scene.b, scene.c] {
                controller.modalPresentationStyle = style
                controller.popoverPresentationController?.sourceView = scene.a.view
                controller.popoverPresentationController?.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
            }
            script(scene)
            let violations = UIViewController.invariantViolations(of: scene.all) + window.orphanedPresentationContainers
            #expect(violations.isEmpty, "\(style) animated \(animated), \(name): \(violations)")
            for controller in ["a", "b", "c"] {
                let callbacks = trace.lines.filter { $0.hasPrefix(controller + " view") }.map { String($0.dropFirst(2).split(separator: " ")[0]) }
                    .filter { $0.contains("ppear") }
                #expect(Self.wellFormed(callbacks), "\(style) animated \(animated), \(name), \(controller): \(callbacks)")
            }
            #expect(scene.a.presentedViewController == nil && window.subviews == [scene.a.view], "\(style) animated \(animated), \(name): all dismissed")
        }
    }
}
