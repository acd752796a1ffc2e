import CTouchServerShim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Serves a headless server's devices to other processes over a unix socket
/// in the server's directory, since each device accepts one controlling
/// connection for the server's whole life (see `TouchControlRequest`).
///
/// Requests are handled one at a time, in the order they connect; `play`
/// answers after the script has been played and synced.
public final class TouchControlServer {
    public let server: HeadlessTouchServer
    /// The control socket's path: `<server.directory>/control.sock`.
    public let path: String
    private var listener: Int32

    /// Binds the control socket. The socket file goes away with the
    /// server's directory.
    public init(server: HeadlessTouchServer) throws {
        self.server = server
        path = "\(server.directory)/\(TouchControlRequest.socketName)"
        do {
            listener = try UnixSocket.listen(at: path)
        } catch let failure as UnixSocket.Failure {
            throw TouchServerError.setupFailed("control socket \(path): \(failure.reason)")
        }
    }

    deinit { close() }

    /// Closes the control socket; idempotent.
    public func close() {
        if listener >= 0 {
            Glibc.close(listener)
            listener = -1
        }
    }

    /// Serves requests until a `stop` request has been answered or
    /// `wakeDescriptor` (say, a signal pipe) becomes readable.
    public func run(wakeDescriptor: Int32? = nil) {
        while listener >= 0 {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            if let wakeDescriptor { fds.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), -1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return }
            if fds.count > 1 && fds[1].revents != 0 { return }
            let client = cts_accept_cloexec(listener)
            guard client >= 0 else { continue }
            let shouldStop = handle(client)
            Glibc.close(client)
            if shouldStop { return }
        }
    }

    /// Answers one request; true if it was `stop`.
    func handle(_ client: Int32) -> Bool {
        let text = String(decoding: UnixSocket.readToEnd(client), as: UTF8.self)
        var reply = "ok\n"
        var isStop = false
        do {
            switch try TouchControlRequest(parsing: text) {
            case .play(let script, let timing):
                try TouchScriptPlayer(timing: timing).play(script, on: server)
            case .info:
                reply += "display \(server.display)\nsize \(server.screen)\n"
            case .stop:
                isStop = true
            }
        } catch {
            reply = "error: \(error)\n"
        }
        _ = UnixSocket.writeAll(client, Array(reply.utf8))
        return isStop
    }
}
