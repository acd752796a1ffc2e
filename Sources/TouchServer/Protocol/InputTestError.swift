/// A failure talking to an inputtest device socket. The description says
/// what happened and on which socket.
public enum InputTestError: Error, Equatable, CustomStringConvertible {
    /// `socket()` or `connect()` failed.
    case connectFailed(path: String, reason: String)
    /// The driver closed the connection (it does so when a message's
    /// length does not match its type, or when the server exits).
    case connectionClosed(path: String, during: String)
    /// A read returned fewer bytes than the response needs.
    case shortRead(path: String, expected: Int, got: Int)
    /// A response header did not have the expected type or length.
    case unexpectedResponse(path: String, type: UInt32, length: UInt32, expected: String)
    /// A system call failed with errno.
    case systemError(path: String, call: String, reason: String)
    /// The connection was already closed by this side.
    case notConnected(path: String)
    /// The driver dropped the connection and answers no new one: its
    /// device is off (`xinput disable`) or gone, or (the driver then takes no
    /// connection for the server's life) it was sent a malformed message.
    case deviceOff(path: String, reason: String)
    /// The driver did not answer within `seconds`.
    case noAnswer(path: String, during: String, seconds: Double)

    public var description: String {
        switch self {
        case .connectFailed(let path, let reason):
            return "cannot connect to inputtest socket \(path): \(reason)"
        case .connectionClosed(let path, let during):
            return "inputtest driver at \(path) closed the connection during \(during) "
                + "(it drops clients that send a message of the wrong size, and when the server exits)"
        case .shortRead(let path, let expected, let got):
            return "short read from inputtest socket \(path): expected \(expected) bytes, got \(got)"
        case .unexpectedResponse(let path, let type, let length, let expected):
            return "unexpected response from inputtest socket \(path): type \(type) length \(length), expected \(expected)"
        case .systemError(let path, let call, let reason):
            return "\(call) on inputtest socket \(path) failed: \(reason)"
        case .notConnected(let path):
            return "inputtest connection to \(path) is closed"
        case .deviceOff(let path, let reason):
            return "inputtest driver at \(path) closed the connection and answers no new one (\(reason)): its device "
                + "is turned off (xinput disable? turn it on with `xinput enable`), or it was sent a message of the wrong size"
        case .noAnswer(let path, let during, let seconds):
            return "inputtest socket \(path) gave no answer within \(seconds) s during \(during)"
        }
    }
}
