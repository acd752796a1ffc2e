import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real Xorg server with no screen and no hardware: the dummy video driver
/// at a chosen size, a 10-finger direct touchscreen with pressure, a keyboard
/// and an absolute pointer, all driven through the inputtest protocol; with
/// `VirtualDeviceOptions`, more or fewer touch slots, contact size and
/// orientation axes (XUIKit's own driver, `ContactTouchDriver`), a touchpad,
/// a pen and more outputs.
///
/// `init` returns once the server accepts X clients and every device has
/// completed the version handshake; `display` is then usable as `DISPLAY`. Config, log and device
/// sockets live in a private directory `/tmp/xuitouch.XXXXXX`. `stop()` (or
/// deinit) shuts Xorg down and removes that directory, and so does the death
/// of this process, however it dies (see `XorgWatchdog`). Servers started side
/// by side get distinct display numbers.
///
/// The server object holds the only controlling connection each device will
/// ever accept; other processes drive it through `TouchControlServer`.
///
///     let server = try HeadlessTouchServer(width: 1024, height: 768)
///     try server.touchscreen.down(id: 1, x: 100, y: 200)
///     try server.touchscreen.up(id: 1)
///     try server.sync()
///     server.stop()
// @unchecked Sendable: after init only `stop()` mutates (the watchdog and connections), once, decided under `lock`; devices lock their own sends.
public final class HeadlessTouchServer: @unchecked Sendable {
    /// The display name, such as `":1"`.
    public let display: String
    /// The display number.
    public let displayNumber: Int
    /// The screen size in pixels: the first output's, or with more outputs their bounding box.
    public let screen: ScreenSize
    /// The outputs showing the screen (`DUMMY0`, then any more, left to right).
    public let outputs: [ServerOutput]
    /// The touchscreen's touch slots: the most fingers it tracks at once.
    public let touchSlots: Int
    /// The private directory holding config, log and sockets.
    public let directory: String
    public let touchscreen: VirtualTouchscreen
    public let keyboard: VirtualKeyboard
    public let pointer: VirtualPointer
    /// The touchpad, when `VirtualDeviceOptions.hasTouchpad` asked for one.
    public let touchpad: VirtualTouchpad?
    /// The pen, when `VirtualDeviceOptions.hasPen` asked for one.
    public let pen: VirtualPen?
    private let watchdog: XorgWatchdog
    private let lock = NSLock()
    private var isStopped = false

    /// How long `init` waits for Xorg to accept clients before giving up.
    public static let startTimeout = 30.0

    /// Starts a server. Throws `TouchServerError` naming the package to
    /// install when Xorg or a driver is missing (`contactDriverMissing`, saying
    /// how to build it, when contact axes are asked for and XUIKit's own driver
    /// is not built), and with the end of the Xorg
    /// log when the server does not come up. `refreshRate` (Hz, default 60) is
    /// the output mode's rate that XRandR reports. `width` and `height` are
    /// the first output's size; `devices` adds outputs and devices (throws
    /// `invalidDevices` for options it cannot serve).
    public init(width: Int = 1024, height: Int = 768, refreshRate: Double = 60, xorgPath: String? = nil,
                devices: VirtualDeviceOptions = VirtualDeviceOptions()) throws {
        let first = ScreenSize(width: width, height: height)
        guard (128...16384).contains(width), (128...16384).contains(height), (20...500).contains(refreshRate) else {
            throw TouchServerError.invalidScreenSize(first)
        }
        if let problem = devices.problem(first: first) { throw TouchServerError.invalidDevices(problem) }
        let size = devices.screen(first: first)
        let installation = try XorgInstallation.locate(explicitPath: xorgPath)
        let contactModules = devices.hasContactAxes ? try ContactTouchDriver.locateModuleDirectory() : nil
        let (watchdog, number) = try Self.launch(xorg: installation.xorgPath, screen: first, refreshRate: refreshRate,
                                                 devices: devices, contactModules: contactModules)
        let dir = watchdog.directory
        let sockets = Self.socketPaths(in: dir, devices: devices)
        func fail(_ reason: String) -> TouchServerError {
            let tail = Self.logTail(directory: dir)
            watchdog.stop()
            return .startFailed(reason: reason, logTail: tail)
        }
        try? "\(number)\n".write(toFile: "\(dir)/display", atomically: false, encoding: .utf8)
        do {
            touchscreen = VirtualTouchscreen(connection: try InputTestConnection(path: sockets.touch), screen: size,
                                             hasContactAxes: devices.hasContactAxes)
            keyboard = VirtualKeyboard(connection: try InputTestConnection(path: sockets.keyboard))
            pointer = VirtualPointer(connection: try InputTestConnection(path: sockets.pointer), screen: size)
            touchpad = try sockets.touchpad.map { VirtualTouchpad(connection: try InputTestConnection(path: $0)) }
            pen = try sockets.pen.map { VirtualPen(connection: try InputTestConnection(path: $0), screen: size) }
        } catch {
            throw fail("a device did not answer: \(error)")
        }
        self.display = ":\(number)"
        self.displayNumber = number
        self.screen = size
        self.outputs = devices.outputs(first: first)
        self.touchSlots = devices.touchSlots
        self.directory = dir
        self.watchdog = watchdog
    }

    deinit { stop() }

    /// The X server's process id, or nil once stopped.
    public var xorgProcessID: pid_t? {
        guard let text = try? String(contentsOfFile: "\(directory)/xorg.pid", encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Waits until the server has processed every event sent so far on every device.
    public func sync() throws {
        try touchscreen.sync()
        try keyboard.sync()
        try pointer.sync()
        try touchpad?.sync()
        try pen?.sync()
    }

    /// The last `lines` lines of the Xorg log (for diagnostics).
    public func logTail(lines: Int = 30) -> String {
        Self.logTail(directory: directory, lines: lines)
    }

    /// Closes the device connections, stops Xorg and removes the private
    /// directory. Idempotent; also called by deinit.
    public func stop() {
        let wasStopped = lock.withLock { () -> Bool in
            defer { isStopped = true }
            return isStopped
        }
        guard !wasStopped else { return }
        touchscreen.connection.close()
        keyboard.connection.close()
        pointer.connection.close()
        touchpad?.connection.close()
        pen?.connection.close()
        watchdog.stop()
    }

    /// Serialises the display-number race between servers of this process.
    private static let launchLock = NSLock()
    /// How often a start that lost a display-number race is retried.
    static let launchAttempts = 5

    /// Spawns Xorg, in a fresh private directory, under its watchdog and
    /// waits for its display number.
    ///
    /// Two Xorgs choosing a number at the same moment can collide on the
    /// socket file (Xorg then exits with "SocketCreateListener() failed");
    /// starts within this process take turns, and a start that loses such a
    /// race with another process is retried in a new directory.
    private static func launch(xorg: String, screen: ScreenSize, refreshRate: Double, devices: VirtualDeviceOptions,
                               contactModules: String?) throws -> (XorgWatchdog, Int) {
        launchLock.lock()
        defer { launchLock.unlock() }
        var attempt = 1
        while true {
            let dir = try makePrivateDirectory(screen: screen, refreshRate: refreshRate, devices: devices, contactModules: contactModules)
            let arguments = ["-config", "\(dir)/xorg.conf", "-noreset", "-nolisten", "tcp",
                             "-logfile", "\(dir)/xorg.log", "-novtswitch", "-sharevts"]
            let watchdog: XorgWatchdog
            do {
                watchdog = try XorgWatchdog(xorg: xorg, arguments: arguments, directory: dir)
            } catch {
                rmdirRecursively(dir)
                throw error
            }
            if let number = watchdog.waitForDisplayNumber(timeout: startTimeout) {
                return (watchdog, number)
            }
            let tail = logTail(directory: dir)
            let lostRace = tail.contains("SocketCreateListener() failed") || tail.contains("Cannot establish any listening sockets")
            watchdog.stop()
            if !lostRace || attempt == launchAttempts {
                throw TouchServerError.startFailed(
                    reason: "Xorg exited or did not accept clients within \(Int(startTimeout)) s (attempt \(attempt))", logTail: tail)
            }
            attempt += 1
        }
    }

    /// Creates `/tmp/xuitouch.XXXXXX` with the server's `xorg.conf`.
    private static func makePrivateDirectory(screen: ScreenSize, refreshRate: Double, devices: VirtualDeviceOptions,
                                             contactModules: String?) throws -> String {
        var template = Array("/tmp/xuitouch.XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw TouchServerError.setupFailed("mkdtemp in /tmp: \(errnoText())")
        }
        let dir = String(cString: created)
        let config = XorgConfiguration(screen: screen, refreshRate: refreshRate, devices: devices,
                                       sockets: socketPaths(in: dir, devices: devices), contactDriverModules: contactModules)
        do {
            try config.text.write(toFile: "\(dir)/xorg.conf", atomically: false, encoding: .utf8)
        } catch {
            rmdirRecursively(dir)
            throw TouchServerError.setupFailed("writing \(dir)/xorg.conf: \(error)")
        }
        return dir
    }

    private static func socketPaths(in dir: String, devices: VirtualDeviceOptions) -> XorgConfiguration.DeviceSockets {
        .init(touch: "\(dir)/touchscreen.sock", keyboard: "\(dir)/keyboard.sock", pointer: "\(dir)/pointer.sock",
              touchpad: devices.hasTouchpad ? "\(dir)/touchpad.sock" : nil, pen: devices.hasPen ? "\(dir)/pen.sock" : nil)
    }

    static func logTail(directory: String, lines: Int = 30) -> String {
        var text = ""
        for file in ["xorg.log", "xorg.out", "watchdog.err"] {
            guard let content = try? String(contentsOfFile: "\(directory)/\(file)", encoding: .utf8),
                  !content.isEmpty else { continue }
            let tail = content.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines)
            text += "[\(file)]\n" + tail.joined(separator: "\n") + "\n"
        }
        return text.isEmpty ? "(no log written)" : text
    }
}

/// Removes a directory tree, ignoring errors (used before the watchdog owns it).
func rmdirRecursively(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}
