import CTouchServerShim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Serves a headless server's devices to other processes over a unix socket
/// in the server's directory, since each device accepts one controlling
/// connection for the server's whole life (see `TouchControlRequest`).
///
/// Every connection is served on its own thread, so requests never wait for
/// each other's clients: a client that connects and sends nothing holds up
/// nobody (it is answered with an error after `requestTimeout` seconds of
/// silence), and `info` and `stop` are answered during a `play`. Plays take
/// turns (the devices are shared), in the order their requests arrived;
/// `play` answers after the script has been played and synced.
///
/// Stopping (a `stop` request, or `wakeDescriptor` becoming readable, say on
/// SIGTERM) always works: the playback running is cut short, lifting its
/// fingers and releasing its keys and buttons (`PlaybackStop`), plays still
/// waiting their turn are refused, silent clients are dropped, and `run`
/// returns once every request thread has finished.
// @unchecked Sendable: `listener` and `activeRequests` are guarded by `lock`; the stop pipe and
// `playback` are thread-safe; `server`'s devices lock their own sends and `playLock` serialises plays.
public final class TouchControlServer: @unchecked Sendable {
    public let server: HeadlessTouchServer
    /// The control socket's path: `<server.directory>/control.sock`.
    public let path: String
    /// Seconds a client may stay silent before its request is refused.
    public static let requestTimeout = 10.0
    /// Largest request accepted (a script of about a million steps).
    public static let maxRequestBytes = 32 << 20

    private let lock = NSCondition()
    private var listener: Int32
    private var activeRequests = 0
    /// Readable once stopping: wakes `run` and every request thread's waits.
    private let stopPipe: (read: Int32, write: Int32)
    private let playback = PlaybackStop()
    private let playLock = NSLock()

    /// Binds the control socket. The socket file goes away with the
    /// server's directory.
    public init(server: HeadlessTouchServer) throws {
        self.server = server
        path = "\(server.directory)/\(TouchControlRequest.socketName)"
        var ends: [Int32] = [-1, -1]
        guard cts_pipe_cloexec(&ends) == 0 else { throw TouchServerError.setupFailed("control stop pipe: \(errnoText())") }
        stopPipe = (ends[0], ends[1])
        do {
            listener = try UnixSocket.listen(at: path)
        } catch let failure as UnixSocket.Failure {
            Glibc.close(ends[0])
            Glibc.close(ends[1])
            throw TouchServerError.setupFailed("control socket \(path): \(failure.reason)")
        }
    }

    deinit {
        close()
        Glibc.close(stopPipe.read)
        Glibc.close(stopPipe.write)
    }

    /// Closes the control socket; idempotent. (Call it after `run` returns.)
    public func close() {
        lock.withLock {
            if listener >= 0 {
                Glibc.close(listener)
                listener = -1
            }
        }
    }

    /// Whether stopping has begun (a `stop` request or the wake descriptor).
    public var isStopping: Bool { playback.isStopped }

    /// Serves requests until a `stop` request or until `wakeDescriptor`
    /// (say, a signal pipe) becomes readable; then stops the playback
    /// running and returns once every request has been answered.
    public func run(wakeDescriptor: Int32? = nil) {
        let listening = lock.withLock { listener }
        while listening >= 0 && !isStopping {
            var fds = [pollfd(fd: listening, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            if let wakeDescriptor { fds.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, fds[1].revents == 0, fds.count < 3 || fds[2].revents == 0 else { break }
            let client = cts_accept_cloexec(listening)
            guard client >= 0 else { continue }
            lock.withLock { activeRequests += 1 }
            Thread.detachNewThread { [self] in
                serve(client)
                Glibc.close(client)
                lock.withLock {
                    activeRequests -= 1
                    lock.broadcast()
                }
            }
        }
        beginStopping()
        lock.withLock { while activeRequests > 0 { lock.wait() } }
    }

    /// Stops the playback running, refuses waiting plays and wakes every wait.
    private func beginStopping() {
        guard !playback.isStopped else { return }
        playback.stop()
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    /// Reads one request from `client` and answers it.
    private func serve(_ client: Int32) {
        let reply: String
        switch readRequest(client) {
        case .success(let bytes): reply = answer(String(decoding: bytes, as: UTF8.self), client: client)
        case .failure(let error): reply = "error: \(error.message)\n"
        }
        _ = UnixSocket.writeAll(client, Array(reply.utf8))
    }

    /// The reply to the request `text` from `client` (-1: none): `ok\n...` or `error: ...\n`.
    func answer(_ text: String, client: Int32 = -1) -> String {
        do {
            switch try TouchControlRequest(parsing: text) {
            case .play(let script, let timing):
                try play(script, timing: timing, client: client)
                return "ok\n"
            case .info:
                return "ok\ndisplay \(server.display)\nsize \(server.screen)\ntouches \(server.touchSlots)\n"
                    + server.outputs.map { "output \($0)\n" }.joined()
                    + (server.touchpad != nil ? "touchpad\n" : "") + (server.pen != nil ? "pen\n" : "")
                    + (server.touchscreen.hasContactAxes ? "contact-axes\n" : "")
            case .stop:
                beginStopping()
                return "ok\n"
            }
        } catch {
            return "error: \(error)\n"
        }
    }

    /// Plays `script` when its turn comes; cut short when stopping, or when
    /// `client` hangs up (killed mid-play: nobody waits for the rest, and
    /// the plays queued behind it should not either).
    private func play(_ script: TouchScript, timing: TouchScriptPlayer.Timing, client: Int32) throws {
        try TouchScript.validate(script.steps, for: server.playbackTarget)
        playLock.lock()
        defer { playLock.unlock() }
        guard !isStopping else { throw PlaybackStoppedError() }
        let stop = PlaybackStop { [playback] in playback.isStopped || Self.hasHungUp(client) }
        try TouchScriptPlayer(timing: timing, stop: stop).play(script, on: server)
    }

    /// Whether the peer of `fd` has closed its socket entirely (it shuts
    /// down only its writing side after sending a request).
    private static func hasHungUp(_ fd: Int32) -> Bool {
        guard fd >= 0 else { return false }
        var poller = pollfd(fd: fd, events: 0, revents: 0)
        return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLHUP | POLLERR) != 0
    }

    private struct RequestError: Error {
        var message: String
    }

    /// Everything the client sends until it shuts down its writing side;
    /// fails after `requestTimeout` seconds without a byte, beyond
    /// `maxRequestBytes`, or once stopping.
    private func readRequest(_ client: Int32) -> Result<[UInt8], RequestError> {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var fds = [pollfd(fd: client, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, Int32(Self.requestTimeout * 1000))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 {
                return .failure(RequestError(message: "no complete request within \(Int(Self.requestTimeout)) s"))
            }
            if fds[1].revents != 0 { return .failure(RequestError(message: "the touch server is stopping")) }
            let n = recv(client, &buffer, buffer.count, 0)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return .success(request) }
            request += buffer[0..<n]
            if request.count > Self.maxRequestBytes {
                return .failure(RequestError(message: "request larger than \(Self.maxRequestBytes) bytes"))
            }
        }
    }
}
