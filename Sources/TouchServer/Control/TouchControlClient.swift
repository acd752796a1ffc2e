import Foundation

/// Talks to a `TouchControlServer` (for instance one run by
/// `xuitouch server start`) to play scripts into its devices.
public struct TouchControlClient: Sendable {
    /// The control socket's path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Finds the control socket of the headless server on `display` (":N")
    /// by looking at the `display` file of every `/tmp/xuitouch.*` directory
    /// whose Xorg (`xorg.pid`) is alive: a server killed with SIGKILL leaves
    /// its directory behind, with a display number someone else may now use.
    public static func locate(display: String) throws -> TouchControlClient {
        let number = display.split(separator: ":").last.flatMap { Int($0.split(separator: ".").first ?? "") }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
        for entry in entries.sorted() where entry.hasPrefix("xuitouch.") {
            let directory = "/tmp/\(entry)"
            let socket = "\(directory)/\(TouchControlRequest.socketName)"
            guard let text = try? String(contentsOfFile: "\(directory)/display", encoding: .utf8),
                  Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) == number,
                  FileManager.default.fileExists(atPath: socket),
                  let pid = (try? String(contentsOfFile: "\(directory)/xorg.pid", encoding: .utf8))
                      .flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }),
                  kill(pid, 0) == 0 else { continue }
            return TouchControlClient(path: socket)
        }
        throw TouchControlError.noServer(display: display)
    }

    /// Plays `script`; returns once the server has played and synced it.
    public func play(_ script: TouchScript, timing: TouchScriptPlayer.Timing = .realTime) throws {
        _ = try send(.play(script, timing))
    }

    /// The server's `display :N` and `size WxH` lines.
    public func info() throws -> String {
        try send(.info)
    }

    /// What the server can play (screen, touch slots, touchpad, pen, contact axes), from its `info` reply.
    public func playbackTarget() throws -> PlaybackTarget {
        let reply = try info()
        var target = PlaybackTarget(screen: nil)  // a server from before `touches` had 10, and no touchpad or pen
        for line in reply.split(separator: "\n") {
            if line.hasPrefix("size ") { target.screen = ScreenSize(parsing: String(line.dropFirst(5))) }
            if line.hasPrefix("touches "), let slots = Int(line.dropFirst(8)) { target.touchSlots = slots }
            if line == "touchpad" { target.hasTouchpad = true }
            if line == "pen" { target.hasPen = true }
            if line == "contact-axes" { target.hasContactAxes = true }
        }
        guard target.screen != nil else { throw TouchControlError.requestFailed("the touch server at \(path) did not say its screen size: \(reply)") }
        return target
    }

    /// Asks the server to stop; returns once it has acknowledged.
    public func stop() throws {
        _ = try send(.stop)
    }

    private func send(_ request: TouchControlRequest) throws -> String {
        let fd: Int32
        do {
            fd = try UnixSocket.connect(to: path)
        } catch let failure as UnixSocket.Failure {
            throw TouchControlError.connectFailed(path: path, reason: failure.reason)
        }
        defer { close(fd) }
        guard UnixSocket.writeAll(fd, Array(request.text.utf8)) else {
            throw TouchControlError.connectFailed(path: path, reason: "the server closed the connection")
        }
        shutdown(fd, Int32(SHUT_WR))
        let reply = String(decoding: UnixSocket.readToEnd(fd), as: UTF8.self)
        if reply.hasPrefix("ok\n") { return String(reply.dropFirst(3)) }
        if reply.hasPrefix("error: ") {
            throw TouchControlError.requestFailed(String(reply.dropFirst(7)).trimmingCharacters(in: .newlines))
        }
        throw TouchControlError.requestFailed("no answer from the touch server at \(path)")
    }
}
