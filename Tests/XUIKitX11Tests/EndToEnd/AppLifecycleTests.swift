import CX11
import Foundation
import Testing
import TouchServer

/// The demo app, run as a user runs it: `@main` on its app delegate,
/// launch, close button, and the one-line errors.
@Suite("End to end: an app's launch, close and errors")
struct AppLifecycleTests {
    /// The built TouchDemo, next to the test bundle.
    nonisolated static let demoURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("TouchDemo")

    @Test("Without DISPLAY the app prints one line naming the cause and exits 1")
    func noDisplay() throws {
        let run = try AppProcess(environment: ["PATH": "/usr/bin:/bin"])
        let status = run.wait(timeout: 10)
        #expect(status == 1)
        #expect(run.standardError == "xuikit: no X display: DISPLAY is not set (run on an X desktop, or start a headless server with `xuitouch server start`)\n")
    }

    @Test("An unreachable display is one line naming it, exit 1")
    func unreachableDisplay() throws {
        let run = try AppProcess(environment: ["DISPLAY": ":987"])
        #expect(run.wait(timeout: 10) == 1)
        #expect(run.standardError.hasPrefix("xuikit: cannot open X display :987:"))
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("@main launches the delegate; the window manager's close button ends the app through the delegate, exit 0")
    func closeButtonTerminates() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let run = try AppProcess(environment: ["DISPLAY": server.display])
        defer { run.kill() }
        #expect(run.waitForOutput("launched: 640x480 pt at 1.0x"))
        let window = try #require(try topLevelWindow(on: server.display))
        try sendDeleteWindow(to: window, on: server.display)
        #expect(run.wait(timeout: 10) == 0)
        #expect(run.standardOutput.hasSuffix("applicationWillTerminate\n"))
        #expect(run.standardError.isEmpty)
    }

    @Test("The server going away mid-run is one line naming the display, exit 1, no crash")
    func serverGoneMidRun() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        let run = try AppProcess(environment: ["DISPLAY": server.display])
        defer { run.kill() }
        #expect(run.waitForOutput("launched"))
        server.stop()
        #expect(run.wait(timeout: 10) == 1)
        #expect(run.standardError == "xuikit: lost the connection to X display \(server.display) (the server went away)\n")
    }

    @Test("After a burst of touches and its two-second timer, the running app sleeps: under 20 ms of CPU in a second")
    func idleAfterTouches() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let run = try AppProcess(environment: ["DISPLAY": server.display])
        defer { run.kill() }
        #expect(run.waitForOutput("launched"))
        for id in UInt32(1)...UInt32(5) {
            try server.touchscreen.down(id: id, x: 100 + Double(id) * 20, y: 200)
            try server.touchscreen.move(id: id, x: 110 + Double(id) * 20, y: 210)
            try server.touchscreen.up(id: id)
        }
        try server.sync()
        #expect(run.waitForOutput("touchesEnded"))
        Thread.sleep(forTimeInterval: 2.5)  // the demo's Foundation Timer clears the pads 2 s after the last touch
        let before = try run.cpuNanoseconds()
        Thread.sleep(forTimeInterval: 1)
        let used = try run.cpuNanoseconds() - before
        #expect(used < 20_000_000, "CPU in one idle second: \(Double(used) / 1e6) ms")
        #expect(run.wait(timeout: 0) == nil, "the app is still running")
    }

    // MARK: Helpers

    /// The first mapped top-level window with WM_PROTOCOLS (the app's), polling up to 10 s.
    private func topLevelWindow(on display: String) throws -> Window? {
        guard let x = XOpenDisplay(display) else { return nil }
        defer { XCloseDisplay(x) }
        let protocols = XInternAtom(x, "WM_PROTOCOLS", 0)
        for _ in 0..<100 {
            var root: Window = 0, parent: Window = 0, count: UInt32 = 0
            var children: UnsafeMutablePointer<Window>?
            XQueryTree(x, XDefaultRootWindow(x), &root, &parent, &children, &count)
            defer { if let children { XFree(children) } }
            for index in 0..<Int(count) {
                guard let window = children?[index] else { continue }
                var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
                var data: UnsafeMutablePointer<UInt8>?
                if XGetWindowProperty(x, window, protocols, 0, 8, 0, Atom(4) /* XA_ATOM */, &type, &format, &items, &after, &data) == Success,
                   let data {
                    XFree(data)
                    if items > 0 { return window }
                }
            }
            usleep(100_000)
        }
        return nil
    }

    /// Sends WM_DELETE_WINDOW, as a window manager does when its close button is clicked.
    private func sendDeleteWindow(to window: Window, on display: String) throws {
        let x = try #require(XOpenDisplay(display))
        defer { XCloseDisplay(x) }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(x, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(x, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(x, window, 0, NoEventMask, &event)
        XSync(x, 0)
    }
}

/// The TouchDemo app running with a given environment, its output collected.
// Sendable: its pipes' handlers run on Foundation's threads; the buffers are lock-guarded.
nonisolated final class AppProcess: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe(), errors = Pipe()
    private let lock = NSLock()
    private var outData = Data(), errData = Data()

    /// `environment` is the app's whole environment, plus the sanitizer
    /// options of this run (`make sanitize`), so the app is checked as the tests are.
    init(executable: URL = AppLifecycleTests.demoURL, environment: [String: String]) throws {
        process.executableURL = executable
        let sanitizerOptions = ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains($0.key) }
        process.environment = environment.merging(sanitizerOptions) { mine, _ in mine }
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
        try process.run()
    }

    private func append(_ data: Data, error: Bool) {
        lock.lock(); defer { lock.unlock() }
        if error { errData.append(data) } else { outData.append(data) }
    }

    var standardOutput: String { lock.lock(); defer { lock.unlock() }; return String(decoding: outData, as: UTF8.self) }
    var standardError: String { lock.lock(); defer { lock.unlock() }; return String(decoding: errData, as: UTF8.self) }

    /// Waits until standard output contains `text` (at most `timeout` seconds).
    func waitForOutput(_ text: String, timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardOutput.contains(text) { return true }
            if !process.isRunning { return standardOutput.contains(text) }
            usleep(50_000)
        }
        return false
    }

    /// The exit status, or nil if the app was still running after `timeout` seconds.
    func wait(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        usleep(100_000)  // let the readability handlers take the last bytes
        return process.terminationStatus
    }

    /// Ends the app with SIGKILL: children of the test runner inherit a mask that blocks SIGTERM and SIGINT.
    /// CPU time the app has used so far, in nanoseconds (/proc/PID/schedstat).
    func cpuNanoseconds() throws -> UInt64 {
        let text = try String(contentsOfFile: "/proc/\(process.processIdentifier)/schedstat", encoding: .utf8)
        return UInt64(text.split(separator: " ")[0]) ?? 0
    }

    func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
    }
}
