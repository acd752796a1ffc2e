#if canImport(Glibc)
import Glibc
#endif

/// Small helpers for AF_UNIX stream sockets (close-on-exec, no SIGPIPE).
/// Errors are returned as `strerror` text for the caller to wrap.
enum UnixSocket {
    struct Failure: Error {
        var reason: String
    }

    /// A connected socket to `path`.
    static func connect(to path: String) throws -> Int32 {
        let fd = try makeSocket()
        let result = try withAddress(path) { Glibc.connect(fd, $0, $1) }
        guard result == 0 else {
            let reason = errnoText()
            close(fd)
            throw Failure(reason: reason)
        }
        return fd
    }

    /// A listening socket bound to `path` (which must not exist).
    static func listen(at path: String) throws -> Int32 {
        let fd = try makeSocket()
        let result = try withAddress(path) { bind(fd, $0, $1) }
        guard result == 0, Glibc.listen(fd, 16) == 0 else {
            let reason = errnoText()
            close(fd)
            throw Failure(reason: reason)
        }
        return fd
    }

    /// Writes all of `bytes`; false if the peer is gone or a write failed.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Reads until end-of-file (or an error) and returns what arrived.
    static func readToEnd(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return result }
            result += buffer[0..<n]
        }
    }

    private static func makeSocket() throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(reason: errnoText()) }
        return fd
    }

    private static func withAddress(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) throws -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(path.utf8)
        guard pathBytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw Failure(reason: "path too long for a unix socket (\(pathBytes.count) bytes)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in pathBytes.enumerated() { raw[i] = byte }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
