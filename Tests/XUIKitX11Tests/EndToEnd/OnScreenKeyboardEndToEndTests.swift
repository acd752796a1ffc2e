import Foundation
import Testing
import TouchServer
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// The on-screen keyboard on a real Xorg: a finger taps a text field, the
/// keyboard appears, fingers tap its keys, and a key on the server's
/// keyboard puts it away.
@MainActor
@Suite("End to end: the on-screen keyboard on the touchscreen")
struct OnScreenKeyboardEndToEndTests {
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
}
