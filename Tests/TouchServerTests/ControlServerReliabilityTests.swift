import Foundation
import Synchronization
import Testing
import TouchServer
import TouchServerX11

/// The control socket under stress: silent clients, long plays, stop and
/// SIGTERM mid-play, a client killed mid-play (issue 17, items 3 and 7).
@Suite("Control server reliability")
struct ControlServerReliabilityTests {
    /// A server, its control socket served on a background thread, and an observer.
    final class Served: @unchecked Sendable {
        let server: HeadlessTouchServer
        let control: TouchControlServer
        let observer: XI2EventObserver
        let client: TouchControlClient
        let wake: (read: Int32, write: Int32)
        let finished = Atomic<Bool>(false)

        init() throws {
            server = try HeadlessTouchServer(width: 640, height: 480)
            control = try TouchControlServer(server: server)
            observer = try XI2EventObserver(displayName: server.display)
            client = TouchControlClient(path: control.path)
            var ends: [Int32] = [-1, -1]
            pipe(&ends)
            wake = (ends[0], ends[1])
            Thread.detachNewThread { [self] in
                control.run(wakeDescriptor: wake.read)
                finished.store(true, ordering: .sequentiallyConsistent)
            }
        }

        /// Stops everything (the observer's connection first: Xlib exits the process when its server goes away).
        func tearDown() {
            signalWake()
            _ = waitUntil(timeout: 15) { finished.load(ordering: .sequentiallyConsistent) }
            observer.display.close()
            control.close()
            server.stop()
            close(wake.read)
            close(wake.write)
        }

        /// What SIGTERM does to `xuitouch server start`: makes the wake descriptor readable.
        func signalWake() {
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }

        /// Polls the observer until `count` touch events have arrived (or 10 s pass); returns them.
        func touches(atLeast count: Int) -> [TouchRecord] {
            var seen: [TouchRecord] = []
            _ = waitUntil(timeout: 10) {
                seen += touchRecords(observer.collect())
                return seen.count >= count
            }
            return seen
        }

        /// Plays `text` realtime on a background thread; the result is the reply's error text, or "ok".
        func playInBackground(_ text: String) -> Reply {
            let result = Reply()
            let script = try! TouchScript(parsing: text)
            Thread.detachNewThread { [client] in
                do {
                    try client.play(script, timing: .realTime)
                    result.set("ok")
                } catch {
                    result.set("\(error)")
                }
            }
            return result
        }
    }

    /// A reply arriving on another thread.
    final class Reply: Sendable {
        private let text = Mutex<String?>(nil)
        func set(_ value: String) { text.withLock { $0 = value } }
        var value: String? { text.withLock { $0 } }
    }

    static let longHold = "down 1 100 100\ndown 2 200 200\nwait 7200000\nup 1\nup 2\n"

    @Test("A client that connects and sends nothing holds up no other request")
    func silentClient() throws {
        let served = try Served()
        defer { served.tearDown() }
        let silent = try connectRaw(served.control.path)
        defer { close(silent) }
        let started = monotonic()
        #expect(try served.client.info() == "display \(served.server.display)\nsize 640x480\ntouches 10\noutput DUMMY0 640x480+0+0\n")
        try served.client.play(.tap(at: ScreenPoint(x: 50, y: 50)), timing: .fast)
        #expect(monotonic() - started < 2)
        #expect(served.touches(atLeast: 2).map(\.phase) == [.begin, .end])
    }

    @Test("A realtime wait of two hours keeps the server up, answering, until `stop` ends it with the fingers lifted")
    func stopDuringLongWait() throws {
        let served = try Served()
        defer { served.tearDown() }
        let play = served.playInBackground(Self.longHold)
        #expect(served.touches(atLeast: 2).map(\.phase) == [.begin, .begin])
        #expect(try served.client.info().hasPrefix("display "))
        let started = monotonic()
        try served.client.stop()
        #expect(waitUntil(timeout: 5) { served.finished.load(ordering: .sequentiallyConsistent) })
        #expect(monotonic() - started < 3)
        #expect(waitUntil(timeout: 5) { play.value != nil })
        #expect(play.value == "playback stopped early (the touch server is stopping): fingers lifted, keys and buttons released")
        #expect(served.touches(atLeast: 2).map(\.phase) == [.end, .end])
    }

    @Test("SIGTERM (the wake descriptor) during a long play ends it, lifting its fingers, and the server's run returns")
    func wakeDuringLongPlay() throws {
        let served = try Served()
        defer { served.tearDown() }
        let play = served.playInBackground(Self.longHold)
        #expect(served.touches(atLeast: 2).count == 2)
        served.signalWake()
        #expect(waitUntil(timeout: 5) { served.finished.load(ordering: .sequentiallyConsistent) })
        #expect(waitUntil(timeout: 5) { play.value != nil })
        #expect(play.value?.hasPrefix("playback stopped early") == true)
        #expect(served.touches(atLeast: 2).map(\.phase) == [.end, .end])
    }

    @Test("A client killed mid-play ends its play, fingers lifted, and the next play runs at once")
    func clientGoneMidPlay() throws {
        let served = try Served()
        defer { served.tearDown() }
        let fd = try connectRaw(served.control.path)
        let request = Array("play realtime\n\(Self.longHold)".utf8)
        #expect(request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == request.count)
        shutdown(fd, Int32(SHUT_WR))
        #expect(served.touches(atLeast: 2).count == 2)
        close(fd)
        #expect(served.touches(atLeast: 2).map(\.phase) == [.end, .end])
        let started = monotonic()
        try served.client.play(.tap(at: ScreenPoint(x: 300, y: 300)), timing: .fast)
        #expect(monotonic() - started < 2)
        #expect(served.touches(atLeast: 2).map(\.phase) == [.begin, .end])
    }
}

/// A raw connection to a unix socket.
func connectRaw(_ path: String) throws -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
    }
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard result == 0 else {
        close(fd)
        throw ToolTestError(message: "connect \(path): \(String(cString: strerror(errno)))")
    }
    return fd
}

/// Seconds on the monotonic clock.
func monotonic() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Polls `condition` every 10 ms until it holds or `timeout` seconds pass; returns whether it held.
func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = monotonic() + timeout
    while !condition() {
        if monotonic() > deadline { return false }
        usleep(10_000)
    }
    return true
}
