import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// Touches while a presentation comes and goes: UIKit ignores interaction
/// events during a transition, so from the call to `present` (or `dismiss`)
/// to the end of its animation no touch reaches the presenter's views, nor
/// the views moving in or out; and a presentation keeps both of its
/// controllers alive until it has ended, as UIKit's strong references do.
@MainActor
@Suite("Touches during presentation transitions, and who keeps the controllers alive")
struct TransitionTouchTests {
    /// A shown 320 x 480 window whose root controller's view is a touch-tracing view filling it.
    func scene() -> (UIWindow, InputSimulator, UIViewController, CallTrace) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let root = UIViewController()
        root.view = TracingView("presenter", frame: window.bounds, trace: trace)
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        return (window, input, root, trace)
    }

    /// A controller whose view is a touch-tracing view.
    func presented(_ style: UIModalPresentationStyle, _ trace: CallTrace) -> UIViewController {
        let controller = UIViewController()
        controller.view = TracingView("presented", frame: CGRect(x: 0, y: 0, width: 100, height: 100), trace: trace)
        controller.modalPresentationStyle = style
        return controller
    }

    @Test("While a sheet slides up, taps on the dimmed presenter and on the moving card reach nobody; once it rests, the card takes them")
    func sheetPresentation() {
        let (_, input, a, trace) = scene()
        let b = presented(.pageSheet, trace)
        a.present(b, animated: true)
        input.advance(by: 0.016)
        input.tap(at: CGPoint(x: 160, y: 5))  // above the card: the presenter, under the dimming that is still clear
        input.tap(2, at: CGPoint(x: 160, y: 470))  // where the card is coming up
        #expect(trace.lines == [])
        input.advance(by: 0.6)
        input.tap(at: CGPoint(x: 160, y: 470))
        #expect(trace.lines == ["began presented", "ended presented"])
    }

    @Test("A touch that begins during the transition reaches no view and no recognizer, not even the window's; it still ends once in its event")
    func ignoredTouchGoesNowhere() {
        let (window, input, a, _) = scene()
        var recognizerSaw = 0
        let windowRecognizer = UITapGestureRecognizer { _ in recognizerSaw += 1 }
        windowRecognizer.cancelsTouchesInView = false
        window.addGestureRecognizer(windowRecognizer)
        a.present(presented(.overFullScreen, CallTrace()), animated: true)
        #expect(UIApplication.shared.touchDispatcher.ignoringDepth == 1)
        input.down(1, at: CGPoint(x: 40, y: 40))
        let touch = try! #require(UIApplication.shared.touchDispatcher.event.allTouches?.first)
        #expect(touch.view == nil && touch.window === window && touch.phase == .began && touch.gestureRecognizers?.isEmpty != false)
        input.advance(by: 0.05)
        input.up(1, at: CGPoint(x: 40, y: 40))
        #expect(touch.phase == .ended && recognizerSaw == 0)
        input.advance(by: 0.6)
        #expect(UIApplication.shared.touchDispatcher.ignoringDepth == 0, "the transition's end stops the ignoring")
    }

    @Test("beginIgnoringInteractionEvents nests: touches reach views again only after as many ends; extra ends do nothing")
    @available(*, deprecated)
    func ignoringNests() {
        let (_, input, _, trace) = scene()
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        input.tap(at: CGPoint(x: 10, y: 10))
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(trace.lines == [])
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(trace.lines == ["began presenter", "ended presenter"])
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents, "one begin after the extra end ignores again")
        app.endIgnoringInteractionEvents()
    }

    @Test("While a full-screen dismissal slides down, a tap on the presenter, back in the window, reaches nothing; after it, the presenter takes taps")
    func fullScreenDismissal() {
        let (_, input, a, trace) = scene()
        let b = presented(.fullScreen, trace)
        a.present(b, animated: false)
        b.dismiss(animated: true)
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 160, y: 20))  // the presented view has moved down past here: the presenter shows
        #expect(trace.lines == [])
        input.advance(by: 0.6)
        input.tap(at: CGPoint(x: 160, y: 20))
        #expect(trace.lines == ["began presenter", "ended presenter"])
    }

    @Test("An alert-style fade (cross dissolve) over full screen: a tap in its first frame reaches nothing")
    func crossDissolve() {
        let (_, input, a, trace) = scene()
        let b = presented(.overFullScreen, trace)
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        input.tap(at: CGPoint(x: 160, y: 240))
        #expect(trace.lines == [])
        input.advance(by: 0.6)
        input.tap(at: CGPoint(x: 160, y: 240))
        #expect(trace.lines == ["began presented", "ended presented"])
    }

    @Test("A touch that began on the presenter before present goes on to the presenter and ends there, once")
    func touchStartedBeforePresentEnds() {
        let (_, input, a, trace) = scene()
        input.down(1, at: CGPoint(x: 160, y: 5))
        a.present(presented(.pageSheet, CallTrace()), animated: true)
        input.advance(by: 0.05)
        input.up(1, at: CGPoint(x: 160, y: 5))
        #expect(trace.lines == ["began presenter", "ended presenter"])
    }

    @Test("A presenter nothing else holds lives until its presentation is dismissed, with what it presents; then both go")
    func presentationKeepsBothControllersAlive() {
        let (window, input, _, _) = scene()
        weak var weakPresenter: UIViewController?
        weak var weakPresented: UIViewController?
        weak var weakPresentation: UIPresentationController?
        do {
            let presenter = UIViewController()
            window.rootViewController = presenter
            let b = presented(.pageSheet, CallTrace())
            presenter.present(b, animated: false)
            weakPresenter = presenter
            weakPresented = b
            weakPresentation = b.presentationController
        }
        window.rootViewController = UIViewController()  // the presenter's view leaves; the sheet is still up
        TestApplication.endRunLoopPass()
        #expect(weakPresenter != nil && weakPresented != nil)
        #expect(weakPresentation?.presentingViewController === weakPresenter && weakPresentation?.presentedViewController === weakPresented)
        var completed = false
        weakPresented?.dismiss(animated: true) { completed = true }
        input.advance(by: 0.6)
        #expect(completed)
        TestApplication.endRunLoopPass()
        #expect(weakPresenter == nil && weakPresented == nil && weakPresentation == nil)
    }
}

@MainActor
@Suite("A finger landing after another lifted, read in one batch")
struct LandingAfterLiftTests {
    @Test("A button's lift presents a screen; a finger listed after that lift in the same batch lands on the presentation, not on the view behind")
    func landingAfterLiftSeesThePresentation() {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let root = UIViewController()
        root.view = TracingView("presenter", frame: window.bounds, trace: trace)
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        let button = LiftAction(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        root.view.addSubview(button)
        let sheet = UIViewController()
        button.onLift = { root.present(sheet, animated: true) }
        input.down(1, at: CGPoint(x: 50, y: 20))
        input.advance(by: 0.05)
        input.frame([.ended(1, at: CGPoint(x: 50, y: 20)), .began(2, at: CGPoint(x: 200, y: 5))])
        #expect(root.presentedViewController === sheet)
        input.advance(by: 0.05)
        input.up(2, at: CGPoint(x: 200, y: 5))
        #expect(trace.lines == [], "the second finger reached the presenter: \(trace.lines)")
    }
}

/// A view that runs `onLift` when a touch on it ends (a button's touch-up, without the controls module).
private final class LiftAction: UIView {
    var onLift: () -> Void = {}
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onLift() }
}
