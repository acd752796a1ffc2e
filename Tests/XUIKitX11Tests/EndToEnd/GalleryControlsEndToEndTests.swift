import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The gallery's controls and stacks pages (4 and 6) on the headless server, driven by touches and keys.
@Suite("End to end: the gallery's controls and stack-view pages")
struct GalleryControlsEndToEndTests {
    /// A tap, then 150 ms for the page to answer before the next one.
    func tap(_ server: HeadlessTouchServer, _ x: Double, _ y: Double) throws {
        try server.tap(x, y)
        usleep(150_000)
    }

    @Test("Page 4: the switch, the stepper's +, a segment, typing on the on-screen keyboard into Name, Tab to Email: each reports its value")
    func controlsPage() throws {
        let gallery = try GallerySession()
        let server = gallery.server, app = gallery.app
        #expect(gallery.launched)
        try tap(server, 120, 196)
        #expect(app.waitForOutput("page 4: Controls and text"))
        try tap(server, 286, 111)  // the switch, off by default
        #expect(app.waitForOutput("switch on"))
        try tap(server, 331, 166)  // the stepper's +
        #expect(app.waitForOutput("stepper 1"))
        try tap(server, 490, 166)  // "Week"
        #expect(app.waitForOutput("segment 1"))
        try tap(server, 430, 223)  // the Name field: the on-screen keyboard slides up
        usleep(600_000)
        try tap(server, 613, 635)  // h
        try tap(server, 766, 581)  // i
        #expect(app.waitForOutput("text hi"))
        // Tab on the hardware keyboard moves to Email (and, as on iPadOS, a hardware key hides the
        // on-screen keyboard); a typed there goes to Email.
        for (code, press) in [(23, true), (23, false), (38, true), (38, false)] {
            try server.keyboard.key(keycode: code, isPress: press)
        }
        try server.keyboard.sync()
        #expect(app.waitForOutput("text a\n"), "\(app.standardOutput)")
    }

    @Test("Page 4: the four configuration buttons press; Filled darkens under the mouse pointer and clears when it leaves")
    func configurationButtonsAndHover() throws {
        let gallery = try GallerySession()
        let server = gallery.server, app = gallery.app
        #expect(gallery.launched)
        try tap(server, 120, 196)
        #expect(app.waitForOutput("page 4: Controls and text"))
        try tap(server, 292, 373)
        #expect(app.waitForOutput("pressed Plain"))
        try tap(server, 531, 373)
        #expect(app.waitForOutput("pressed Filled"))
        let x = try XDisplay(name: server.display)
        defer { x.close() }
        // Left of "Filled", inside its background: systemBlue; under a 10 % black wash while hovered.
        let blue: RGB = (0, 122, 255), hovered: RGB = (0, 110, 230)
        try server.pointer.move(x: 900, y: 600)
        try server.pointer.sync()
        #expect(waitForPixel(x, 503, 373, blue), "not hovered")
        try server.pointer.move(x: 540, y: 380)
        try server.pointer.sync()
        #expect(waitForPixel(x, 503, 373, hovered), "hovered")
        try server.pointer.move(x: 900, y: 600)
        try server.pointer.sync()
        #expect(waitForPixel(x, 503, 373, blue), "the pointer left")
    }

    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

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

    @Test("Page 6: the stack view's equally wide buttons each fire their own action")
    func stacksPage() throws {
        let gallery = try GallerySession()
        let server = gallery.server, app = gallery.app
        #expect(gallery.launched)
        try tap(server, 120, 308)
        #expect(app.waitForOutput("page 6: Stacks and constraints"))
        try tap(server, 632, 252)
        #expect(app.waitForOutput("pressed Save"))
        try tap(server, 883, 252)
        #expect(app.waitForOutput("pressed Share"))
        try tap(server, 381, 252)
        #expect(app.waitForOutput("pressed Cancel"))
    }
}
