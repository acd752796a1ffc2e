import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UIButton pointer hover")
struct ButtonHoverTests {
    @Test("Only a button with isPointerInteractionEnabled installs a hover recognizer (so motion is selected only then)")
    func installsRecognizerOnlyWhenEnabled() {
        let button = UIButton(type: .system)
        let (_, _, _) = host(button, frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        #expect(!button.isPointerInteractionEnabled && (button.gestureRecognizers ?? []).isEmpty)
        #expect(!UIHoverGestureRecognizer.isAnyInWindow)
        button.isPointerInteractionEnabled = true
        #expect((button.gestureRecognizers ?? []).contains { $0 is UIHoverGestureRecognizer })
        #expect(UIHoverGestureRecognizer.isAnyInWindow)
        button.isPointerInteractionEnabled = false
        #expect((button.gestureRecognizers ?? []).isEmpty && !UIHoverGestureRecognizer.isAnyInWindow)
    }

    @Test("The pointer entering, moving over and leaving gives hover on, then off, through the update handler")
    func hoverTrace() {
        let trace = CallTrace()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Hover"
        let button = UIButton(configuration: configuration)
        button.isPointerInteractionEnabled = true
        button.configurationUpdateHandler = { trace.log("update hovered=\($0.isHoveredByPointer)") }
        let (window, input, _) = host(button, frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        window.layoutIfNeeded()
        trace.clear()
        input.hover(to: CGPoint(x: 5, y: 5))
        window.layoutIfNeeded()
        input.hover(to: CGPoint(x: 40, y: 30))
        window.layoutIfNeeded()
        input.hover(to: CGPoint(x: 60, y: 35))
        window.layoutIfNeeded()
        input.hover(to: CGPoint(x: 150, y: 150))
        window.layoutIfNeeded()
        #expect(trace.text == "update hovered=true, update hovered=false")
        // In and out of the window between two layout passes: one update, as UIKit coalesces them.
        input.hover(to: CGPoint(x: 50, y: 40))
        input.hover(to: nil)
        window.layoutIfNeeded()
        #expect(trace.text == "update hovered=true, update hovered=false, update hovered=false")
        #expect(!button.isHoveredByPointer)
    }

    @Test("A hovered filled button's background darkens by a 10 % black wash, and clears when the pointer leaves")
    func filledHoverPixels() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Hover"
        let button = UIButton(configuration: configuration)
        button.isPointerInteractionEnabled = true
        let (window, input, _) = host(button, frame: CGRect(x: 20, y: 20, width: 120, height: 40))
        #expect(render(window).pixel(x: 44, y: 46) == systemBluePixel)
        input.hover(to: CGPoint(x: 30, y: 30))
        // systemBlue (0, 122, 255) under 10 % black: (0, 110, 230).
        #expect(near(render(window).pixel(x: 44, y: 46), RGBA(0, 110, 230, 255), 2))
        input.hover(to: CGPoint(x: 180, y: 180))
        #expect(render(window).pixel(x: 44, y: 46) == systemBluePixel)
    }

    @Test("A hovered classic .system button shows a grey platter; disabled or without pointer interaction, none")
    func classicPlatter() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let (window, input, _) = host(button, frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        input.hover(to: CGPoint(x: 30, y: 30))
        #expect(render(window).pixel(x: 50, y: 50) == whitePixel, "no pointer interaction: no hover")
        button.isPointerInteractionEnabled = true
        input.hover(to: CGPoint(x: 31, y: 30))
        let platter = render(window).pixel(x: 50, y: 50)
        #expect(platter.r == platter.g && platter.r < 250 && platter.b > platter.r, "tertiarySystemFill over white: \(platter)")
        button.isEnabled = false
        #expect(render(window).pixel(x: 50, y: 50) == whitePixel)
    }

    @Test("A hovered button leaving its window stops hovering; back in, it hovers again only when the pointer enters")
    func leavingTheWindowEndsHover() {
        let trace = CallTrace()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.isPointerInteractionEnabled = true
        button.gestureRecognizers?.first?.addTarget { trace.log("hover \($0.state)") }
        let (window, input, _) = host(button, frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        input.hover(to: CGPoint(x: 30, y: 30))
        #expect(button.isHoveredByPointer)
        button.removeFromSuperview()
        #expect(!button.isHoveredByPointer)
        window.addSubview(button)
        #expect(!button.isHoveredByPointer)
        input.hover(to: CGPoint(x: 150, y: 150))
        input.hover(to: CGPoint(x: 40, y: 40))
        #expect(button.isHoveredByPointer)
        #expect(trace.text == "hover began, hover cancelled, hover began")
    }

    @Test("A tap on a hover-enabled button still sends exactly one touchUpInside")
    func tapStillWorks() {
        let trace = CallTrace()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.isPointerInteractionEnabled = true
        let (_, input, _) = host(button, frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        logEvents([(.touchDown, "touchDown"), (.touchUpInside, "touchUpInside")], of: button, into: trace)
        input.hover(to: CGPoint(x: 60, y: 40))
        input.tap(at: CGPoint(x: 60, y: 40))
        #expect(trace.text == "touchDown, touchUpInside")
    }
}
