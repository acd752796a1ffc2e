import Foundation

/// The logs of background servers (`server start --background`): each is
/// `/tmp/xuitouch.XXXXXX.log`, next to its server's directory
/// `/tmp/xuitouch.XXXXXX`, which lives exactly as long as the server's Xorg
/// (its watchdog deletes it however the server ends).
///
/// A server that stops removes its own log. One whose process was killed
/// (SIGKILL, a crash) cannot: its directory is gone, its log stays, and the
/// next `server start` removes every log whose directory is gone, so at
/// most the logs of servers killed since the last start remain.
enum ServerLogs {
    /// The log of the server whose directory is `directory`.
    static func path(forServerDirectory directory: String) -> String { "\(directory).log" }

    /// Removes the log of the server whose directory is `directory`.
    static func remove(forServerDirectory directory: String) {
        unlink(path(forServerDirectory: directory))
    }

    /// Removes the logs in `parent` whose server directory no longer exists.
    static func removeStale(in parent: String = "/tmp") {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for entry in entries where entry.hasPrefix("xuitouch.") && entry.hasSuffix(".log") {
            let directory = "\(parent)/\(entry.dropLast(4))"
            var info = stat()
            if stat(directory, &info) != 0, errno == ENOENT { unlink("\(parent)/\(entry)") }
        }
    }
}
