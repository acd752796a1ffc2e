import CX11
import Foundation
import TouchServer
@testable import XUIKitX11
import XUIKit

/// A headless touch server with the app's backend connected to it: the
/// end-to-end fixture. Runs on the main actor (as the core tests do) because
/// it drives `UIApplication.shared`; every test gets a fresh application
/// with a system clock, and the backend is closed before the server stops.
@MainActor
final class BackendHarness {
    let server: HeadlessTouchServer
    let backend: X11Backend

    /// `resources`: an X resource string (`Xft.dpi: 192`) put on the root window
    /// before the backend connects, as `xrdb` or a settings daemon would.
    init(width: Int = 640, height: Int = 480, resources: String? = nil) throws {
        UIApplication.shared.resetForTesting(clock: .system())
        server = try HeadlessTouchServer(width: width, height: height)
        if let resources, let x = XOpenDisplay(server.display) {
            var bytes = Array(resources.utf8)
            let resourceManager: Atom = 23, string: Atom = 31  // XA_RESOURCE_MANAGER, XA_STRING
            XChangeProperty(x, XDefaultRootWindow(x), resourceManager, string, 8, PropModeReplace, &bytes, Int32(bytes.count))
            XCloseDisplay(x)
        }
        do {
            backend = try X11Backend(displayName: server.display)
        } catch {
            server.stop()
            throw error
        }
    }

    /// Closes the backend, stops the server, and leaves a clean application.
    func tearDown() {
        backend.close()
        server.stop()
        UIApplication.shared.resetForTesting()
    }

    /// Pumps the backend until `condition` holds (at most `timeout` seconds).
    @discardableResult
    func pump(timeout: TimeInterval = 5, until condition: () -> Bool) -> Bool {
        backend.pump(until: condition, timeout: timeout)
    }

    /// Shows `window` and waits until the server has mapped it and its first frame is drawn.
    func show(_ window: UIWindow) throws {
        window.makeKeyAndVisible()
        guard pump(until: { backend.host(for: window)?.isMapped == true }) else {
            throw HarnessError.timedOut("window was never mapped")
        }
        pump(timeout: 0.2) { false }
    }

    enum HarnessError: Error { case timedOut(String) }
}
