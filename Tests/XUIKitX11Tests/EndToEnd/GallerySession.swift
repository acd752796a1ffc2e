import Foundation
import TouchServer
import TouchServerX11

/// The demo gallery running on its own 1024 x 768 headless server, for the
/// gallery's end-to-end suites; both go away with the session.
final class GallerySession {
    let server: HeadlessTouchServer
    let app: AppProcess
    /// Whether the gallery printed its launch line.
    let launched: Bool

    init() throws {
        server = try HeadlessTouchServer(width: 1024, height: 768)
        do {
            app = try AppProcess(executable: GalleryEndToEndTests.galleryURL, environment: ["DISPLAY": server.display])
        } catch {
            server.stop()
            throw error
        }
        launched = app.waitForOutput("launched gallery")
    }

    deinit {
        app.kill()
        server.stop()
    }

    /// A one-finger tap at (x, y): down, 60 ms, up.
    func tap(_ x: Double, _ y: Double) throws { try server.tap(x, y) }
}

extension HeadlessTouchServer {
    /// A one-finger tap at (x, y) on the touchscreen: down, 60 ms, up, each synced.
    func tap(_ x: Double, _ y: Double) throws {
        try touchscreen.down(id: 1, x: x, y: y)
        try sync()
        usleep(60_000)
        try touchscreen.up(id: 1)
        try sync()
    }
}
