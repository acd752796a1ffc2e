import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The iOS app folder Tests/PortedApp/iOS, compiled unchanged through the
/// XUIKitPort plugin, run on the headless server and tapped: its
/// `#selector` actions, target-action, gesture and bar button item, on X.
@Suite("End to end: an iOS app folder built through the XUIKitPort plugin")
struct PortedAppEndToEndTests {
    /// The built PortedApp, next to the test bundle.
    nonisolated static let appURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("PortedApp")

    @Test("Taps reach the ported actions: Increment twice, the view's tap recognizer and its delayed perform, then Reset")
    func tapsReachThePortedActions() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.appURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched"))
        let x = try XDisplay(name: server.display)
        defer { x.close() }
        // The label (20, 100, 200 x 40) shows the count; the button's centre is (80, 182).
        let label = { try ScreenCapture(display: x, x: 20, y: 100, width: 200, height: 40).pixels }
        #expect(waitUntil { (try? label())?.contains { $0 & 0xFF_FFFF != 0xFF_FFFF } == true }, "the label's 0 is drawn")
        let zero = try stable(label)

        try tap(server, at: (80, 182))
        #expect(app.waitForOutput("count 1"))
        try tap(server, at: (80, 182))
        #expect(app.waitForOutput("count 2"))
        #expect(waitUntil { (try? label()) != zero }, "the label shows 2")
        let two = try stable(label)
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_SCREENSHOT_DIR"] {
            try ScreenCapture(display: x).writePNG(to: directory + "/ported-app.png")
        }

        try tap(server, at: (320, 400))
        #expect(app.waitForOutput("autosave after tap"), "the tap recognizer's perform(_:with:afterDelay:)")
        try tap(server, at: (600, 22))
        #expect(app.waitForOutput("reset"), "the navigation bar's Reset item")
        #expect(waitUntil { (try? label()) != two }, "the label changed back")
        let reset = try stable(label)
        #expect(reset.count == zero.count && zip(reset, zero).filter { $0 != $1 }.count == 0, "the label shows 0 again: \(zip(reset, zero).filter { $0 != $1 }.count) pixels differ")
        #expect(app.standardOutput == "launched\ncount 1\ncount 2\nautosave after tap\nreset\n")
    }

    private func tap(_ server: HeadlessTouchServer, at point: (Double, Double)) throws {
        try server.touchscreen.down(id: 1, x: point.0, y: point.1)
        try server.touchscreen.up(id: 1)
        try server.sync()
    }

    /// A capture once two in a row, 100 ms apart, agree (drawing has settled).
    private func stable(_ capture: () throws -> [UInt32]) throws -> [UInt32] {
        var last = try capture()
        for _ in 0..<50 {
            usleep(100_000)
            let next = try capture()
            if next == last { return next }
            last = next
        }
        return last
    }

    private func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
