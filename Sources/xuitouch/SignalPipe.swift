import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a readable pipe, so a poll loop can stop
/// cleanly (and the server be shut down) on Ctrl-C.
enum SignalPipe {
    /// Written once by `install()`, read by the signal handler (an atomic: async-signal-safe, no lock).
    private static let writeEnd = Atomic<Int32>(-1)

    /// Installs the handlers; returns the pipe's read end.
    static func install() -> Int32 {
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        writeEnd.store(ends[1], ordering: .sequentiallyConsistent)
        let handler: @convention(c) (Int32) -> Void = { _ in
            var byte: UInt8 = 1
            _ = write(SignalPipe.writeEnd.load(ordering: .relaxed), &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent may have spawned us with these blocked (Foundation's Process from a worker thread does).
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        return ends[0]
    }
}
