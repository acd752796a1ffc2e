import CX11
import CXShim
import Foundation
import TouchServer
import TouchServerX11
@testable import XUIKitX11
import XUIKit

/// A headless touch server with one plain top-level window at (0, 0) filling
/// the screen, attached to an `X11InputSystem` on the test's own connection.
///
/// `pump(until:)` runs the backend's loop shape: XNextEvent -> handle until
/// XPending is 0 -> flush, until the collected inputs satisfy a condition or
/// the timeout passes. Close (XCloseDisplay) happens before the server stops.
final class InputServerHarness {
    let server: HeadlessTouchServer
    let display: XDisplay
    let window: UInt
    let system: X11InputSystem
    let clock = InputClock.system()
    /// Everything `pump` collected so far.
    private(set) var collected: [RoutedInput] = []

    /// A 640x480 server; the window is `windowWidth` x `windowHeight` at (0, 0).
    init(windowWidth: Int = 400, windowHeight: Int = 300, scale: CGFloat = 1) throws {
        server = try HeadlessTouchServer(width: 640, height: 480)
        display = try XDisplay(name: server.display)
        let handle = display.handle
        let screen = cx_default_screen(handle)
        let xWindow = XCreateSimpleWindow(handle, display.rootWindow, 0, 0, UInt32(windowWidth), UInt32(windowHeight), 0,
                                          XBlackPixel(handle, screen), XWhitePixel(handle, screen))
        XSelectInput(handle, xWindow, ExposureMask | StructureNotifyMask)
        XMapWindow(handle, xWindow)
        XSync(handle, 0)
        XSetInputFocus(handle, xWindow, RevertToParent, 0)
        XSync(handle, 0)
        window = UInt(xWindow)
        system = X11InputSystem(display: handle, xiOpcode: display.xiOpcode, scale: scale, clock: clock)
        system.attach(window: window)
        XSync(handle, 0)
        _ = pump(timeout: 0.2) { _ in false }  // Map/Expose/Focus, before the test's input
        collected.removeAll()
    }

    isolated deinit { close() }

    /// Closes the connection, then stops the server. Idempotent.
    func close() {
        system.close()
        display.close()
        server.stop()
    }

    /// Pumps events until `done(collected)` holds (checked after each flush)
    /// or `timeout` seconds pass; returns what was collected.
    @discardableResult
    func pump(timeout: TimeInterval = 5, until done: ([RoutedInput]) -> Bool) -> [RoutedInput] {
        let handle = display.handle
        let deadline = Date().addingTimeInterval(timeout)
        XSync(handle, 0)
        while true {
            while XPending(handle) > 0 {
                var event = XEvent()
                XNextEvent(handle, &event)
                if let inputs = system.handle(&event) { collected += inputs }
            }
            collected += system.flush()
            if done(collected) || Date() >= deadline { return collected }
            var pollfd = Glibc.pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pollfd, 1, 20)
        }
    }

    /// Pumps until `count` inputs were collected (or the timeout), then a little
    /// longer so that an unexpected extra input would show; returns their trace
    /// with the window as "w", touch ids as t1, t2... in order of appearance
    /// (the server picks them), and no timestamps.
    func trace(count: Int, settle: TimeInterval = 0.3) -> [String] {
        pump { $0.count >= count }
        pump(timeout: settle) { _ in false }
        var names: [String: String] = [:]
        return InputTrace.lines(collected).map { line in
            var line = line.replacingOccurrences(of: #" @[0-9.e\-]+$"#, with: "", options: .regularExpression)
            line = line.replacingOccurrences(of: "w\(window) ", with: "w ")
            return line.replacing(#/\b\d+:\d+\b/#) { match in
                let id = String(match.output)
                let name = names[id] ?? "t\(names.count + 1)"
                names[id] = name
                return name
            }
        }
    }

    /// Forgets what was collected.
    func reset() { collected.removeAll() }

    /// Runs an X client tool (xinput, setxkbmap) against the server; returns its exit status.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        process.environment = ["DISPLAY": server.display, "PATH": "/usr/bin:/bin"]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
