import Foundation
import Testing
import TouchServer

@Suite("Headless server lifecycle")
struct ServerLifecycleTests {
    @Test("Starting and stopping 20 servers in a row leaves no process, socket or temporary file behind")
    func twentyServersLeaveNothing() throws {
        var directories: [String] = []
        for _ in 0..<20 {
            let server = try HeadlessTouchServer(width: 320, height: 240)
            let xorg = try #require(server.xorgProcessID)
            #expect(processCommandLine(xorg)?.contains(server.directory) == true)
            try server.touchscreen.down(id: 1, x: 10, y: 10)
            try server.touchscreen.up(id: 1)
            try server.sync()
            directories.append(server.directory)
            server.stop()
            server.stop()  // idempotent
            #expect(processCommandLine(xorg)?.contains(server.directory) != true, "Xorg \(xorg) still running")
            #expect(!FileManager.default.fileExists(atPath: server.directory))
            #expect(!isStaleDisplaySocket(server.displayNumber))
        }
        #expect(Set(directories).count == 20)
        let survivors = processesMentioning(directories)
        #expect(survivors.isEmpty, "processes left: \(survivors)")
    }

    @Test("Servers started side by side get distinct displays and work independently")
    func serversSideBySide() throws {
        let servers = try (0..<4).map { _ in try HeadlessTouchServer(width: 400, height: 300) }
        defer { servers.forEach { $0.stop() } }
        #expect(Set(servers.map(\.display)).count == 4)
        for server in servers {
            try TouchScriptPlayer(timing: .fast).play(.tap(at: ScreenPoint(x: 5, y: 5)), on: server)
        }
    }

    @Test("A missing Xorg binary is an error naming the package to install")
    func missingXorgNamesPackage() {
        #expect {
            _ = try HeadlessTouchServer(xorgPath: "/nonexistent/Xorg")
        } throws: { error in
            "\(error)".contains("install the Debian package xserver-xorg-core")
        }
    }

    @Test("A server that fails to start is an error carrying the end of its log")
    func failedStartCarriesLog() throws {
        let fake = NSTemporaryDirectory() + "fake-xorg-\(getpid())"
        // Written through a close-on-exec descriptor: other tests fork servers in parallel, and a
        // child holding a write descriptor to the script would make exec fail with ETXTBSY.
        let script = Array("#!/bin/sh\necho 'fake Xorg: no screens found' >&2\nexit 1\n".utf8)
        let fd = open(fake, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        #expect(fd >= 0)
        #expect(script.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == script.count)
        close(fd)
        defer { try? FileManager.default.removeItem(atPath: fake) }
        #expect {
            _ = try HeadlessTouchServer(xorgPath: fake)
        } throws: { error in
            "\(error)".contains("did not start") && "\(error)".contains("fake Xorg: no screens found")
        }
    }

    @Test("An invalid screen size is rejected before anything starts")
    func invalidSize() {
        #expect(throws: TouchServerError.self) { _ = try HeadlessTouchServer(width: 0, height: 100) }
    }
}

/// The command line of process `pid`, or nil if there is no such process.
func processCommandLine(_ pid: pid_t) -> String? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
    return String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
}

/// Every process whose command line mentions one of `paths`.
func processesMentioning(_ paths: [String]) -> [String] {
    let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    return pids.compactMap { pid in
        guard let line = processCommandLine(pid), paths.contains(where: { line.contains($0) }) else { return nil }
        return "\(pid): \(line)"
    }
}

/// Whether `/tmp/.X11-unix/X<n>` or `/tmp/.X<n>-lock` exists with no server
/// listening on display n (another test's server may legitimately reuse n).
/// Whether display `n` has a socket or lock file with no server listening on it.
/// Tests run in parallel, so another test's server may be taking over the
/// number at this moment; its files exist a little before it listens, so a
/// socket only counts as stale if nobody listens on it for two seconds.
func isStaleDisplaySocket(_ n: Int) -> Bool {
    let files = ["/tmp/.X11-unix/X\(n)", "/tmp/.X\(n)-lock"]
    for _ in 0..<20 {
        guard files.contains(where: { FileManager.default.fileExists(atPath: $0) }) else { return false }
        let listening = (try? String(contentsOfFile: "/proc/net/unix", encoding: .utf8)) ?? ""
        if listening.split(separator: "\n").contains(where: { $0.hasSuffix(" @/tmp/.X11-unix/X\(n)") }) { return false }
        usleep(100_000)
    }
    return true
}
