import Foundation
import Testing
import TouchServer
import TouchServerX11
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// The on-screen keyboard on a real Xorg: a finger taps a text field, the
/// keyboard appears, fingers tap its keys, and a key on the server's
/// keyboard puts it away.
@MainActor
@Suite("End to end: the on-screen keyboard on the touchscreen")
struct OnScreenKeyboardEndToEndTests {
    /// Whether the screen pixel at (x, y) is within 2 of the keyboard's grey (209, 212, 217), the app running meanwhile.
    static func keyboardGrey(at x: Int, _ y: Int, _ harness: BackendHarness, _ display: XDisplay, wanted: Bool) -> Bool {
        harness.pump(timeout: 3) {
            guard let capture = try? ScreenCapture(display: display, x: x, y: y, width: 1, height: 1) else { return false }
            let got = capture.rgb(x: 0, y: 0)
            let grey = abs(Int(got.red) - 209) <= 2 && abs(Int(got.green) - 212) <= 2 && abs(Int(got.blue) - 217) <= 2
            return grey == wanted
        }
    }

    @Test("A tap on a field shows the keyboard; tapping h, i types 'hi'; a hardware key hides it and types")
    func tapTypeAndHide() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        OnScreenKeyboard.install()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 360, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        try harness.show(window)
        let screen = harness.server.touchscreen
        func tap(_ point: CGPoint, id: UInt32) throws {
            try screen.down(id: id, x: Double(point.x), y: Double(point.y))
            try harness.server.sync()
            harness.pump(timeout: 0.05) { false }
            try screen.up(id: id)
            try harness.server.sync()
        }
        try tap(CGPoint(x: 200, y: 57), id: 1)
        var keyboard: OnScreenKeyboard?
        #expect(harness.pump { keyboard = window.subviews.last?.subviews.last as? OnScreenKeyboard; return keyboard != nil })
        harness.pump(timeout: 0.1) { false }  // laid out and drawn
        for (index, letter) in ["h", "i"].enumerated() {
            let key = try #require(keyboard?.key(titled: letter))
            try tap(key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil), id: UInt32(2 + index))
            let typed = index == 0 ? "h" : "hi"
            #expect(harness.pump { field.text == typed }, "text \(field.text ?? "")")
        }
        try harness.server.keyboard.key(keycode: 38, isPress: true)  // a
        try harness.server.keyboard.key(keycode: 38, isPress: false)
        try harness.server.keyboard.sync()
        #expect(harness.pump { field.text == "hia" && !(window.subviews.last?.subviews.last is OnScreenKeyboard) })
    }

    @Test("Fingers type 'Hi 1' with shift and the numbers page; the screen shows the keyboard's grey at the bottom until a hardware key")
    func typeWithShiftAndNumbers() throws {
        let harness = try BackendHarness()
        let display = try XDisplay(name: harness.server.display)
        defer { display.close(); harness.tearDown() }
        OnScreenKeyboard.install()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 480))
        window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 360, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        try harness.show(window)
        #expect(Self.keyboardGrey(at: 200, 268, harness, display, wanted: false))
        let screen = harness.server.touchscreen
        var nextID: UInt32 = 1
        func tap(_ point: CGPoint) throws {
            try screen.down(id: nextID, x: Double(point.x), y: Double(point.y))
            try harness.server.sync()
            harness.pump(timeout: 0.05) { false }
            try screen.up(id: nextID)
            try harness.server.sync()
            harness.pump(timeout: 0.05) { false }
            nextID += 1
        }
        try tap(CGPoint(x: 200, y: 57))
        var keyboard: OnScreenKeyboard?
        #expect(harness.pump { keyboard = window.subviews.last?.subviews.last as? OnScreenKeyboard; return keyboard != nil })
        #expect(Self.keyboardGrey(at: 200, 268, harness, display, wanted: true))
        let expected = ["shift": "", "h": "H", "i": "Hi", "space": "Hi ", "123": "Hi ", "1": "Hi 1"]
        for title in ["shift", "h", "i", "space", "123", "1"] {
            window.layoutIfNeeded()
            let key = try #require(keyboard?.key(titled: title), "key \(title)")
            try tap(key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil))
            #expect(harness.pump { (field.text ?? "") == expected[title] }, "after \(title): \(field.text ?? "")")
        }
        try harness.server.keyboard.key(keycode: 36, isPress: true)  // Return: a hardware key
        try harness.server.keyboard.key(keycode: 36, isPress: false)
        try harness.server.keyboard.sync()
        #expect(harness.pump { !(window.subviews.last?.subviews.last is OnScreenKeyboard) })
        #expect(Self.keyboardGrey(at: 200, 268, harness, display, wanted: false))
        #expect(field.text == "Hi 1")
    }
}
