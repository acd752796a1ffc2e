#if canImport(Glibc)
import Glibc
#endif

/// A client connection to one inputtest device socket.
///
/// The driver accepts a single client while its device is on and no other
/// after that client disconnects, so keep one connection per device and close
/// it only when the server goes away. Not thread-safe: use from one thread at
/// a time (the server object serialises its devices' use).
///
/// Turning the device off (`xinput disable`) makes the driver drop its client;
/// turning it on again (`xinput enable`) makes it accept one new client. So
/// when the driver has dropped this connection, the next `send` or `sync`
/// connects again (with the version handshake) and carries on; while the
/// device stays off that fails with `deviceOff`. Everything sent before the
/// drop died with the device (the server ended its touches and keys).
///
/// Every failure is thrown as `InputTestError`.
public final class InputTestConnection {
    /// The socket path this connection talks to.
    public let path: String
    /// The protocol version the driver reported in its ServerVersion reply.
    public private(set) var serverVersion: (major: UInt16, minor: UInt16) = (0, 0)
    private var fd: Int32 = -1
    /// Whether the driver has answered the handshake on `fd`. False for a
    /// connection made while the device was off: the kernel queues it on the
    /// driver's listening socket, and the driver takes it (and answers) when
    /// the device is turned on. It is kept, never closed unanswered: the
    /// driver would take the closed one, see end-of-file and from then on
    /// take no connection at all.
    private var isReady = false
    private var hasSentEvents = false
    /// Whether `close()` was called (`fd` is also -1 between a failed reconnection and the next try).
    private var isShut = false
    /// How many times the connection was made again after the driver dropped it.
    public private(set) var reconnectCount = 0

    /// Seconds the driver has to answer the first handshake or a sync (it
    /// answers within milliseconds; a wedged server must not hang its
    /// controller for ever).
    public static let responseTimeout = 10.0
    /// Seconds a reconnection waits for the handshake's answer before
    /// reporting the device off (`deviceOff`); the connection stays queued.
    public static let reconnectWait = 1.0

    /// Connects to `path`, sends ClientVersion 1.1 and reads the 12-byte
    /// ServerVersion reply.
    public init(path: String) throws {
        self.path = path
        do {
            try open()
            try finishHandshake(timeout: Self.responseTimeout)
        } catch {
            close()
            throw error
        }
    }

    /// Connects and sends the handshake, without waiting for its answer.
    private func open() throws {
        do {
            fd = try UnixSocket.connect(to: path)
        } catch let failure as UnixSocket.Failure {
            throw InputTestError.connectFailed(path: path, reason: failure.reason)
        }
        isReady = false
        hasSentEvents = false
        let hello = InputTestMessage.clientVersion(major: InputTestProtocol.versionMajor, minor: InputTestProtocol.versionMinor)
        do {
            try write(hello.bytes, during: "the version handshake")
        } catch {
            // No half-open connection is kept: the next use connects afresh.
            Glibc.close(fd)
            fd = -1
            throw error
        }
    }

    /// Reads the handshake's answer, waiting at most `timeout` seconds.
    private func finishHandshake(timeout: Double) throws {
        let reply = try readResponse(.serverVersion, size: InputTestProtocol.Size.serverVersion,
                                     during: "the version handshake", timeout: timeout)
        serverVersion = (reply.load(at: 8), reply.load(at: 10))
        isReady = true
    }

    /// Makes `fd` an answered connection: connects again when the driver
    /// has hung up (its device was turned off, and maybe on again; nothing
    /// ever comes from the driver unasked, so a readable socket means
    /// end-of-file), and waits for the answer of a pending handshake.
    private func ensureReady() throws {
        guard !isShut else { throw InputTestError.notConnected(path: path) }
        if fd < 0 {
            try reopen()  // an earlier reconnection failed before its handshake went out
        } else if isReady {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 0) > 0, poller.revents != 0 else { return }
            try reopen()
        }
        do {
            do {
                try finishHandshake(timeout: Self.reconnectWait)
            } catch InputTestError.connectionClosed {
                // The driver took the queued connection and dropped it again (off, on, off): queue a new one.
                try reopen()
                try finishHandshake(timeout: Self.reconnectWait)
            }
        } catch InputTestError.noAnswer {
            throw InputTestError.deviceOff(path: path, reason: "no answer to the handshake within \(Self.reconnectWait) s")
        }
    }

    /// Replaces the dropped connection with a new, not yet answered one.
    private func reopen() throws {
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
        isReady = false
        do {
            try open()
        } catch InputTestError.connectFailed(_, let reason) {
            throw InputTestError.deviceOff(path: path, reason: reason)
        }
        reconnectCount += 1
    }

    deinit { close() }

    /// Whether `close()` has been called.
    public var isClosed: Bool { isShut }

    /// Sends one message. The driver processes it asynchronously; call
    /// `sync()` to wait until it has.
    public func send(_ message: InputTestMessage) throws {
        try sendReconnecting(message.bytes, during: "sending a \(message.type) message")
        if message.type != .clientVersion && message.type != .waitForSync { hasSentEvents = true }
    }

    /// Sends `messages` in one write, so that the driver posts them to the
    /// server together.
    ///
    /// The driver reads its socket from the server's main loop and, once
    /// woken, reads and posts everything there is until the socket is empty;
    /// the server processes its input queue only after that. Sent one by one,
    /// the driver can be woken by the first message and the server can
    /// process (and deliver to clients) part of what was meant as one frame.
    /// One write of up to about 32 KB (30 touch messages) lands in the
    /// socket at once on Linux (one socket buffer), so the driver never sees
    /// part of it.
    public func send(_ messages: [InputTestMessage]) throws {
        guard let first = messages.first else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(messages.reduce(0) { $0 + $1.size })
        for message in messages { bytes += message.bytes }
        try sendReconnecting(bytes, during: "sending \(messages.count) messages from a \(first.type) message on")
        hasSentEvents = true
    }

    /// Sends `bytes`, first connecting again if the driver dropped the
    /// connection, and once more on a fresh connection if the drop is only
    /// noticed by this write (nothing of a failed write reached the driver:
    /// the socket was already shut).
    private func sendReconnecting(_ bytes: [UInt8], during activity: String) throws {
        try ensureReady()
        do {
            try write(bytes, during: activity)
        } catch InputTestError.connectionClosed {
            try reopen()
            try ensureReady()
            try write(bytes, during: activity)
        }
    }

    /// Sends raw bytes as they are. A test hook for checking how the driver
    /// treats malformed messages.
    package func send(bytes: [UInt8], during activity: String) throws {
        try write(bytes, during: activity)
        hasSentEvents = true
    }

    /// Writes `bytes` to the socket as they are.
    private func write(_ bytes: [UInt8], during activity: String) throws {
        guard fd >= 0 else { throw InputTestError.notConnected(path: path) }
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                Glibc.send(fd, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
            }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE || errno == ECONNRESET {
                    throw InputTestError.connectionClosed(path: path, during: activity)
                }
                throw InputTestError.systemError(path: path, call: "send", reason: errnoText())
            }
            sent += n
        }
    }

    /// Sends WaitForSync and reads SyncFinished: when this returns, the server
    /// has processed every message sent before it.
    ///
    /// Before the first event on a connection there is nothing to wait for,
    /// and this returns at once without asking: the xorg-server 21.1 driver
    /// never answers a WaitForSync that precedes every event (its drain
    /// callback, which sends the answer, only runs after an event).
    ///
    /// A connection the driver dropped (its device turned off) is made
    /// again first; events sent before the drop went with the device, so
    /// there is then nothing to wait for.
    public func sync() throws {
        try ensureReady()
        guard hasSentEvents else { return }
        do {
            // Straight to the socket: a WaitForSync must not go out alone on a fresh connection
            // (the driver never answers one that precedes every event).
            try write(InputTestMessage.waitForSync.bytes, during: "a sync")
            _ = try readResponse(.syncFinished, size: InputTestProtocol.Size.syncFinished, during: "a sync",
                                 timeout: Self.responseTimeout)
        } catch InputTestError.connectionClosed {
            // Dropped while waiting: the device went off mid-sync (deviceOff unless it is on again
            // within `reconnectWait`), or the driver refused something sent (it then answers no one).
            try reopen()
            try ensureReady()
        }
    }

    /// Closes the socket; idempotent.
    public func close() {
        if fd >= 0 {
            Glibc.close(fd)
            fd = -1
        }
        isReady = false
        isShut = true
    }

    private func readResponse(_ type: InputTestProtocol.ResponseType, size: Int, during activity: String,
                              timeout: Double) throws -> [UInt8] {
        let bytes = try read(count: size, during: activity, timeout: timeout)
        let length: UInt32 = bytes.load(at: 0)
        let actualType: UInt32 = bytes.load(at: 4)
        guard length == UInt32(size), actualType == type.rawValue else {
            throw InputTestError.unexpectedResponse(path: path, type: actualType, length: length,
                                                    expected: "\(type) of \(size) bytes")
        }
        return bytes
    }

    private func read(count: Int, during activity: String, timeout: Double) throws -> [UInt8] {
        guard fd >= 0 else { throw InputTestError.notConnected(path: path) }
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(timeout * 1000))
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { throw InputTestError.noAnswer(path: path, during: activity, seconds: timeout) }
            let n = bytes.withUnsafeMutableBytes { raw in
                recv(fd, raw.baseAddress! + got, count - got, 0)
            }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == ECONNRESET { throw InputTestError.connectionClosed(path: path, during: activity) }
                throw InputTestError.systemError(path: path, call: "recv", reason: errnoText())
            }
            if n == 0 {
                if got == 0 { throw InputTestError.connectionClosed(path: path, during: activity) }
                throw InputTestError.shortRead(path: path, expected: count, got: got)
            }
            got += n
        }
        return bytes
    }
}

extension Array where Element == UInt8 {
    /// Loads a native-endian integer at `offset`.
    func load<T: FixedWidthInteger>(at offset: Int) -> T {
        withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
}

/// `strerror(errno)` as a String.
func errnoText() -> String {
    String(cString: strerror(errno))
}
