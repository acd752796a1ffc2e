import CTouchServerShim
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs Xorg under a small shell watchdog so the server never outlives its
/// owner and its private directory is removed with it.
///
///     owner ──lifeline pipe──► sh watchdog ──spawns──► Xorg -displayfd 3
///       ▲                                                │
///       └──────────── display number pipe ◄──────────────┘
///
/// The watchdog blocks reading the lifeline. It reaches end-of-file when the
/// owner calls `stop()` *or* when the owner dies for any reason (crashed test,
/// SIGKILL, Ctrl-C): the kernel closes the owner's write end. It then sends
/// Xorg SIGTERM, waits for it, removes a socket or lock file Xorg could not
/// remove itself, and deletes the directory. The watchdog runs in its own
/// session so a terminal's Ctrl-C reaches only the owner. Every pipe end is
/// close-on-exec, so servers started side by side never hold each other's
/// lifelines.
///
/// Xorg picks a free display number itself (`-displayfd`): it binds the
/// first free abstract socket `@/tmp/.X11-unix/X<n>`, which is atomic, so
/// parallel starts cannot collide; it writes the number once it accepts
/// clients.
final class XorgWatchdog {
    let pid: pid_t
    let directory: String
    private var lifeline: Int32
    private var displayPipe: Int32
    private var exited = false

    private static let script = """
    dir=$1; shift
    "$@" -displayfd 3 3>&1 >"$dir/xorg.out" 2>&1 </dev/null &
    xorg=$!
    echo "$xorg" >"$dir/xorg.pid"
    exec >/dev/null
    while read -r _; do :; done
    kill -TERM "$xorg" 2>/dev/null
    wait "$xorg"; status=$?
    if [ "$status" -gt 128 ] && [ -s "$dir/display" ]; then
        n=$(cat "$dir/display"); rm -f "/tmp/.X11-unix/X$n" "/tmp/.X$n-lock"
    fi
    rm -rf "$dir"
    """

    /// Spawns the watchdog, which spawns `xorg arguments...` with
    /// `-displayfd`. `directory` must exist; the watchdog deletes it on exit.
    init(xorg: String, arguments: [String], directory: String) throws {
        self.directory = directory
        var lifelineEnds: [Int32] = [0, 0]
        var displayEnds: [Int32] = [0, 0]
        guard cts_pipe_cloexec(&lifelineEnds) == 0 else { throw TouchServerError.setupFailed("pipe: \(errnoText())") }
        guard cts_pipe_cloexec(&displayEnds) == 0 else {
            close(lifelineEnds[0]); close(lifelineEnds[1])
            throw TouchServerError.setupFailed("pipe: \(errnoText())")
        }
        defer {
            close(lifelineEnds[0])
            close(displayEnds[1])
        }
        lifeline = lifelineEnds[1]
        displayPipe = displayEnds[0]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, lifelineEnds[0], 0)
        posix_spawn_file_actions_adddup2(&actions, displayEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "\(directory)/watchdog.err", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaultSignals = sigset_t()
        sigfillset(&defaultSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        posix_spawnattr_setflags(&attributes, cts_posix_spawn_setsid() | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ["/bin/sh", "-c", Self.script, "xuitouch-watchdog", directory, xorg] + arguments
        var cArgv: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArgv.forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, "/bin/sh", &actions, &attributes, &cArgv, environ)
        guard result == 0 else {
            close(lifeline); close(displayPipe)
            throw TouchServerError.setupFailed("posix_spawn /bin/sh: \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit { stop() }

    /// Blocks until Xorg writes its display number, it exits, or `timeout`
    /// seconds pass. Returns nil unless a number arrived.
    func waitForDisplayNumber(timeout: Double) -> Int? {
        var text = ""
        let deadline = monotonicSeconds() + timeout
        while !text.hasSuffix("\n") {
            var pollFd = pollfd(fd: displayPipe, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, (deadline - monotonicSeconds()) * 1000))
            let ready = poll(&pollFd, 1, remaining)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 32)
            let n = read(displayPipe, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return nil }
            text += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Closes the lifeline and waits for the watchdog to stop Xorg and
    /// remove the directory. If Xorg ignores SIGTERM for 10 s it is killed.
    /// Idempotent.
    func stop() {
        guard !exited else { return }
        exited = true
        let xorgPid = readXorgPid()
        close(displayPipe)
        close(lifeline)
        let deadline = monotonicSeconds() + 10
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if monotonicSeconds() > deadline, let xorgPid {
                kill(xorgPid, SIGKILL)
            }
            usleep(5_000)
        }
    }

    private func readXorgPid() -> pid_t? {
        guard let text = try? String(contentsOfFile: "\(directory)/xorg.pid", encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
