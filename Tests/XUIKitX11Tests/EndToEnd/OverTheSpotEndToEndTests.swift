import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// The over-the-spot input style on a real Xorg with uim-xim: the input
/// method draws its own preedit, at the spot XUIKit keeps at the caret.
@MainActor
@Suite("End to end: an over-the-spot input method follows the caret")
struct OverTheSpotEndToEndTests {
    @Test("XUIKIT_IM_PREEDIT=over-the-spot picks XIMPreeditPosition; the spot is the caret's baseline as it moves; the commit arrives as text, with no marked text")
    func spotFollowsCaret() throws {
        setenv("XUIKIT_IM_PREEDIT", "over-the-spot", 1)
        defer { unsetenv("XUIKIT_IM_PREEDIT") }
        let harness = try BackendHarness(inputMethod: "py")
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        try harness.show(window)
        let xWindow = try #require(harness.backend.xWindow(for: window))
        #expect(field.becomeFirstResponder())  // opens the input method (it opens lazily)
        harness.pump(timeout: 0.2) { false }
        #expect(harness.backend.input.inputStyle(window: xWindow) == 0x404)  // XIMPreeditPosition | XIMStatusNothing
        let keyboard = harness.server.keyboard
        /// The caret's left edge and baseline (its bottom) in window pixels.
        func caretSpot() -> (x: Int32, y: Int32)? {
            guard let range = field.selectedTextRange else { return nil }
            let caret = field.convert(field.caretRect(for: range.end), to: window)
            let scale = harness.backend.scale
            return (Int32((caret.minX * scale).rounded()), Int32((caret.maxY * scale).rounded()))
        }
        try keyboard.tap([38, 56])  // a, b: uim starts in direct input
        #expect(harness.pump { field.text == "ab" }, "text \(field.text ?? "")")
        let afterB = try #require(caretSpot())
        // Shift+space switches uim into pinyin; the key press moves the spot to the caret first.
        try keyboard.key(keycode: 50, isPress: true)
        try keyboard.tap([65])
        try keyboard.key(keycode: 50, isPress: false)
        try keyboard.sync()
        harness.pump(timeout: 0.3) { false }
        try keyboard.tap([57, 31])  // n, i: uim draws the preedit itself
        harness.pump(timeout: 0.3) { false }
        // uim-xim used to die here: over-the-spot needs the font set the context now gives it.
        #expect(harness.imServer?.isRunning == true)
        let spot = try #require(harness.backend.input.spotLocation(window: xWindow))
        #expect(spot.x == afterB.x && spot.y == afterB.y, "spot \(spot), caret \(afterB)")
        #expect(field.markedTextRange == nil && field.text == "ab")
        try keyboard.tap([36])  // Return commits the candidate
        #expect(harness.pump { field.text == "ab你" }, "text \(field.text ?? "")")
        try keyboard.tap([65])  // a key press after the commit moves the spot past 你
        harness.pump(timeout: 0.3) { false }
        let moved = try #require(harness.backend.input.spotLocation(window: xWindow))
        // Past 你 on the same line (the line's baseline may move a pixel or two for the CJK font).
        #expect(moved.x > spot.x && abs(moved.y - spot.y) <= 3, "spot \(moved) after \(spot)")
    }
}
