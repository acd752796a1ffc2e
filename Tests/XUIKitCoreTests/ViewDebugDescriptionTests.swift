import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Views describe themselves as iOS prints them; recursiveDescription dumps the hierarchy; the debugging chords")
struct ViewDebugDescriptionTests {
    /// `description` itself is this summary on the main thread (Swift Testing runs main-actor
    /// tests off it, where `description` stays the bare "<UIView>").
    @Test("description: class, address, frame, then only the flags that differ from a plain view")
    func description() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 44.5))
        let text = view.debugSummary
        #expect(text.hasPrefix("<UIView: 0x") && text.contains("; frame = (10 20; 100 44.5); layer = <CALayer: 0x") && text.hasSuffix(">>"))
        view.isHidden = true
        view.alpha = 0.5
        view.isUserInteractionEnabled = false
        view.tag = 7
        view.addGestureRecognizer(UITapGestureRecognizer())
        let flagged = view.debugSummary
        for part in ["hidden = YES", "alpha = 0.5", "userInteractionEnabled = NO", "tag = 7", "gestureRecognizers = [UITapGestureRecognizer possible]"] {
            #expect(flagged.contains(part), "\(part) in \(flagged)")
        }
    }

    @Test("recursiveDescription: one line per view, each level indented with '   | ', in subview order")
    func recursive() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = UIScrollView(frame: .zero), c = UIView(frame: .zero)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(c)
        let lines = root.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("<UIView: ") && lines[1].hasPrefix("   | <UIView: ") && lines[2].hasPrefix("   |    | <UIView: ")
            && lines[3].hasPrefix("   | <UIScrollView: "))
        #expect(lines[3].contains("clipsToBounds = YES"))
    }

    @Test("Ctrl+Alt+D calls the installed overlay toggle and is consumed; with none installed it is an ordinary key")
    func overlayChord() {
        final class Listener: UIView {
            var presses = 0
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses += 1 }
        }
        let (window, input) = TestApplication.makeKeyWindow(width: 100, height: 100)
        let listener = Listener(frame: window.bounds)
        window.addSubview(listener)
        _ = listener.becomeFirstResponder()
        defer { UIApplication.debugOverlayToggle = nil }
        UIApplication.debugOverlayToggle = nil
        input.key(.keyboardD, characters: "d", modifiers: [.control, .alternate])
        #expect(listener.presses == 1)
        var toggles = 0
        UIApplication.debugOverlayToggle = { toggles += 1 }
        input.key(.keyboardD, characters: "d", modifiers: [.control, .alternate])
        #expect(toggles == 1 && listener.presses == 1)
    }
}

@MainActor
@Suite("responderChain lists the responder and each next after it")
struct ResponderChainListTests {
    final class Controller: UIViewController {}

    @Test("A button in a controller's view in a window: button, view, controller, window, application")
    func chain() {
        let (window, _) = TestApplication.makeKeyWindow(width: 100, height: 100)
        let controller = Controller()
        window.rootViewController = controller
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(button)
        let chain = button.responderChain
        #expect(chain.count == 5 && chain[0] === button && chain[1] === controller.view && chain[2] === controller
            && chain[3] === window && chain[4] === UIApplication.shared)
        #expect(UIView().responderChain.count == 1)
    }
}
