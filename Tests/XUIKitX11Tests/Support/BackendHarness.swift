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
    /// The XIM server the backend was started with (see `init(inputMethod:)`), if any.
    private(set) var imServer: Process?
    /// The uim engine of `init(inputMethod:)`.
    private let inputMethodEngine: String?

    /// `resources`: an X resource string (`Xft.dpi: 192`) put on the root window
    /// before the backend connects, as `xrdb` or a settings daemon would.
    /// `inputMethod`: a uim engine (`"py"`): starts `uim-xim` with it on the
    /// server and connects the backend to it through `XMODIFIERS=@im=uim`;
    /// with `startsInputMethod` false the backend is told of uim but the
    /// server is not started (`startInputMethod()` starts it later).
    init(width: Int = 640, height: Int = 480, refreshRate: Double = 60, resources: String? = nil, inputMethod: String? = nil,
         startsInputMethod: Bool = true) throws {
        inputMethodEngine = inputMethod
        UIApplication.shared.resetForTesting(clock: .system())
        server = try HeadlessTouchServer(width: width, height: height, refreshRate: refreshRate)
        if let resources, let x = XOpenDisplay(server.display) {
            var bytes = Array(resources.utf8)
            let resourceManager: Atom = 23, string: Atom = 31  // XA_RESOURCE_MANAGER, XA_STRING
            XChangeProperty(x, XDefaultRootWindow(x), resourceManager, string, 8, PropModeReplace, &bytes, Int32(bytes.count))
            XCloseDisplay(x)
        }
        if let inputMethod {
            do {
                if startsInputMethod { imServer = try BackendHarness.startUIMServer(engine: inputMethod, display: server.display) }
            } catch {
                server.stop()
                throw error
            }
            setlocale(LC_CTYPE, "zh_CN.UTF-8")
            setenv("XMODIFIERS", "@im=uim", 1)
        }
        defer { if inputMethod != nil { unsetenv("XMODIFIERS") } }
        do {
            backend = try X11Backend(displayName: server.display)
        } catch {
            imServer?.terminate()
            server.stop()
            throw error
        }
    }

    /// Starts `uim-xim --engine=engine` on `display` and waits until it has
    /// registered with the server (a name in the root window's XIM_SERVERS
    /// whose selection it owns).
    private static func startUIMServer(engine: String, display: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/uim-xim")
        process.arguments = ["--engine=\(engine)"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["LC_ALL"] = "zh_CN.UTF-8"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let x = XOpenDisplay(display) else { throw HarnessError.timedOut("no display for the input method") }
        defer { XCloseDisplay(x) }
        let servers = XInternAtom(x, "XIM_SERVERS", 0)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            if XGetWindowProperty(x, XDefaultRootWindow(x), servers, 0, 64, 0, 4, &type, &format, &count, &after, &data) == 0,
               let data {
                // A killed server's name stays listed: registered means a live owner of a listed name.
                let registered = data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { atoms in
                    (0..<Int(count)).contains { XGetSelectionOwner(x, Atom(atoms[$0])) != 0 }
                }
                XFree(data)
                if registered { return process }
            }
            usleep(20_000)
        }
        process.terminate()
        throw HarnessError.timedOut("uim-xim never registered (is uim-xim installed and \(engine) registered? make setup)")
    }

    /// Starts the input method server of `init(inputMethod:)` (again), once it is not running.
    func startInputMethod() throws {
        guard let engine = inputMethodEngine, imServer?.isRunning != true else { return }
        imServer = try BackendHarness.startUIMServer(engine: engine, display: server.display)
    }

    /// Kills the input method server (as a crash would: it cannot say goodbye) and waits for it to go.
    func killInputMethod() {
        guard let imServer else { return }
        kill(imServer.processIdentifier, SIGKILL)  // uim-xim ignores SIGTERM
        imServer.waitUntilExit()
        self.imServer = nil
    }

    /// Closes the backend, stops the server, and leaves a clean application.
    func tearDown() {
        backend.close()
        killInputMethod()
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
