import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The screen itself, read back with XGetImage, shows what the demo draws
/// for a touch: the pixels under the finger change colour by phase.
@Suite("End to end: the demo's pixels on the X screen")
struct DemoPixelTests {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    @Test("A finger on the demo's left pad turns the pixels under it green; lifted, a red ring remains around them")
    func touchChangesPixels() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched"))
        let x = try XDisplay(name: server.display)
        defer { x.close() }
        let pad: RGB = (41, 51, 77)          // UIColor(red: 0.16, green: 0.2, blue: 0.3), rounded
        let began: RGB = (51, 217, 89)       // UIColor(red: 0.2, green: 0.85, blue: 0.35)
        let ended: RGB = (242, 64, 64)       // UIColor(red: 0.95, green: 0.25, blue: 0.25)
        #expect(waitForPixel(x, 200, 300, pad), "the pad is drawn before any touch")

        try server.touchscreen.down(id: 1, x: 200, y: 300)
        try server.sync()
        #expect(app.waitForOutput("left pad touchesBegan 1 touch(es) (184, 284)"))
        #expect(waitForPixel(x, 200, 300, began), "green under the finger")
        #expect(waitForPixel(x, 200 + 20, 300, began), "green 20 px right of the finger (circle radius 28)")
        #expect(waitForPixel(x, 200 + 40, 300, pad), "pad colour outside the circle")

        try server.touchscreen.up(id: 1)
        try server.sync()
        #expect(app.waitForOutput("left pad touchesEnded"))
        #expect(waitForPixel(x, 200, 300, pad), "the centre is clear again")
        #expect(waitForPixel(x, 200 + 28, 300, ended), "a red ring at radius 28")
        // Two seconds later a Foundation Timer (the main run loop, serviced by the backend) clears the pad.
        #expect(app.waitForOutput("left pad cleared", timeout: 10))
        #expect(waitForPixel(x, 200 + 28, 300, pad), "the ring is gone")
    }

    /// Polls the screen (up to 5 s) until the pixel at (x, y) is `expected` (±2 per channel).
    private func waitForPixel(_ display: XDisplay, _ x: Int, _ y: Int, _ expected: RGB) -> Bool {
        for _ in 0..<100 {
            if let capture = try? ScreenCapture(display: display, x: x, y: y, width: 1, height: 1) {
                let got = capture.rgb(x: 0, y: 0)
                if abs(Int(got.red) - Int(expected.red)) <= 2, abs(Int(got.green) - Int(expected.green)) <= 2,
                   abs(Int(got.blue) - Int(expected.blue)) <= 2 { return true }
            }
            usleep(50_000)
        }
        return false
    }
}
