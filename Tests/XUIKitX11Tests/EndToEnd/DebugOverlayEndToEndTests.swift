import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The debug overlay on a second app: the touch demo, run with XUIKIT_DEBUG_OVERLAY=1.
@Suite("End to end: the debug overlay over the touch demo")
struct DebugOverlayEndToEndTests {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    @Test("With XUIKIT_DEBUG_OVERLAY=1 a finger gets the overlay's red ring over the demo's own drawing; Ctrl+Alt+H prints the view hierarchy")
    func overlayOnTheDemo() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(environment: ["DISPLAY": server.display, "XUIKIT_DEBUG_OVERLAY": "1"])
        defer { app.kill() }
        #expect(app.waitForOutput("launched"))
        let x = try XDisplay(name: server.display)
        defer { x.close() }
        try server.touchscreen.down(id: 1, x: 200, y: 300)
        try server.sync()
        #expect(app.waitForOutput("left pad touchesBegan"))
        let ring: RGB = (255, 58, 48)
        #expect(waitForPixel(x, 200 - 22, 300, ring), "the overlay's ring, radius 22, over the demo's green circle")
        #expect(waitForPixel(x, 200 + 22, 300, ring))
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_SCREENSHOT_DIR"] {
            try ScreenCapture(display: x, x: 0, y: 0, width: 1024, height: 768).writePNG(to: directory + "/debug-overlay.png")
        }
        try server.touchscreen.up(id: 1)
        try server.sync()
        // Ctrl+Alt+H: X keycodes 37 (Control_L), 64 (Alt_L), 43 (h).
        for (code, press) in [(37, true), (64, true), (43, true), (43, false), (64, false), (37, false)] {
            try server.keyboard.key(keycode: code, isPress: press)
        }
        try server.keyboard.sync()
        #expect(app.waitForOutput("<UIWindow: 0x"), "the hierarchy dump: \(app.standardOutput.suffix(300))")
        #expect(app.standardOutput.contains("   | <"))
    }

    private func waitForPixel(_ display: XDisplay, _ x: Int, _ y: Int, _ expected: RGB) -> Bool {
        for _ in 0..<100 {
            if let capture = try? ScreenCapture(display: display, x: x, y: y, width: 1, height: 1) {
                let got = capture.rgb(x: 0, y: 0)
                if abs(Int(got.red) - Int(expected.red)) <= 3, abs(Int(got.green) - Int(expected.green)) <= 3,
                   abs(Int(got.blue) - Int(expected.blue)) <= 3 { return true }
            }
            usleep(50_000)
        }
        return false
    }
}
