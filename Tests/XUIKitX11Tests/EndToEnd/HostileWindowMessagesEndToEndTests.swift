import CX11
import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// Other X clients are untrusted input: what they send to the app's windows
/// (pings, malformed or spoofed ClientMessages, property writes) through a
/// real headless Xorg, with a second client on the server doing the sending.
@MainActor
@Suite("End to end: client messages and property writes from other X clients")
struct HostileWindowMessagesEndToEndTests {
    /// The app showing one window with a button at (100, 100, 120×44) that logs its taps, and a hostile client.
    @MainActor
    private struct Scene {
        let harness: BackendHarness
        let client: HostileWindowClient
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let trace = CallTrace()
        let xWindow: Window

        init() throws {
            harness = try BackendHarness()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            let trace = self.trace
            button.addAction(UIAction { _ in trace.log("touchUpInside") }, for: .touchUpInside)
            window.addSubview(button)
            harness.backend.onCloseRequest = { _ in trace.log("close") }
            do {
                try harness.show(window)
                client = try HostileWindowClient(display: harness.server.display)
            } catch {
                harness.tearDown()
                throw error
            }
            xWindow = Window(harness.backend.host(for: window)!.xWindow)
        }

        func tearDown() {
            client.close()
            harness.tearDown()
        }

        /// Pings the app and pumps it until a ClientMessage reaches the root window (nil: none within 5 s).
        func pingAndWait(time: CLong) -> XClientMessageEvent? {
            client.ping(xWindow, time: time)
            var reply: XClientMessageEvent?
            harness.pump { reply = client.takeRootMessage(); return reply != nil }
            return reply
        }

        /// Taps the button through the server's touchscreen and pumps until it reports (false: it never did).
        func tapButton() throws -> Bool {
            let before = trace.lines.count
            try harness.server.touchscreen.down(id: 1, x: 160, y: 122)
            try harness.server.touchscreen.up(id: 1)
            try harness.server.sync()
            return harness.pump { trace.lines.count > before }
        }
    }

    @Test("The window advertises WM_DELETE_WINDOW and _NET_WM_PING, and a ping comes back on the root with its timestamp and the window")
    func pingIsAnswered() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let client = scene.client
        #expect(client.longs("WM_PROTOCOLS", of: scene.xWindow).map { Atom(UInt(bitPattern: $0)) }
            == [client.atom("WM_DELETE_WINDOW"), client.atom("_NET_WM_PING")])
        let pong = try #require(scene.pingAndWait(time: 0x7654_3210))
        #expect(pong.window == client.root)
        #expect(pong.message_type == client.atom("WM_PROTOCOLS"))
        #expect(pong.format == 32)
        #expect(Atom(UInt(bitPattern: pong.data.l.0)) == client.atom("_NET_WM_PING"))
        #expect(pong.data.l.1 == 0x7654_3210)
        #expect(Window(UInt(bitPattern: pong.data.l.2)) == scene.xWindow)
        #expect(pong.send_event != 0)
        // One ping, one pong.
        scene.harness.pump(timeout: 0.2) { false }
        #expect(client.takeRootMessage() == nil)
        #expect(scene.trace.lines.isEmpty)
    }

    @Test("""
        After 7,000 malformed ClientMessages, 1 MiB of property writes and closes sent to a hidden window, \
        the window is open, takes a tap and answers a ping
        """)
    func burstIsHarmless() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let client = scene.client
        client.sendMalformed(to: scene.xWindow, count: 7_000)
        client.scribble(on: scene.xWindow, hugeBytes: 1 << 20, count: 2_000)
        // Well-formed close and ping to a window of the app that is not a top-level (the clipboard's hidden one).
        let hidden = scene.harness.backend.selections.window
        let protocols = client.atom("WM_PROTOCOLS")
        for _ in 0..<10 {
            client.send(to: hidden, type: protocols, format: 32, longs: (CLong(client.atom("WM_DELETE_WINDOW")), 0, 0, 0, 0))
            client.send(to: hidden, type: protocols, format: 32, longs: (CLong(client.atom("_NET_WM_PING")), 1, CLong(hidden), 0, 0))
        }
        // Sent after the burst by the same client, so answered only after the app has taken all of it.
        let pong = try #require(scene.pingAndWait(time: 4_242))
        #expect(pong.data.l.1 == 4_242)
        #expect(Window(UInt(bitPattern: pong.data.l.2)) == scene.xWindow)
        // Nothing in the burst was answered or taken as a close.
        #expect(client.takeRootMessage() == nil)
        #expect(scene.trace.lines.isEmpty)
        #expect(scene.harness.backend.host(for: scene.window)?.isMapped == true)
        #expect(try scene.tapButton())
        #expect(scene.trace.text == "touchUpInside")
        let again = try #require(scene.pingAndWait(time: 4_243))
        #expect(again.data.l.1 == 4_243)
    }

    @Test("_NET_WM_PID is the app's process id and WM_CLIENT_MACHINE its host name")
    func clientIdentity() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        #expect(scene.client.longs("_NET_WM_PID", of: scene.xWindow) == [CLong(getpid())])
        var name = [CChar](repeating: 0, count: 256)
        #expect(gethostname(&name, 255) == 0)
        let host = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        #expect(!host.isEmpty)
        #expect(scene.client.bytes("WM_CLIENT_MACHINE", of: scene.xWindow) == host)
    }

    @Test("A well-formed WM_DELETE_WINDOW from any client closes the window once: X cannot tell it from the window manager's")
    func spoofedDeleteCloses() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let client = scene.client
        client.send(to: scene.xWindow, type: client.atom("WM_PROTOCOLS"), format: 32,
                    longs: (CLong(client.atom("WM_DELETE_WINDOW")), 0, 0, 0, 0))
        XFlush(client.display)
        #expect(scene.harness.pump { scene.trace.lines.count >= 1 })
        scene.harness.pump(timeout: 0.2) { false }
        #expect(scene.trace.text == "close")
    }
}
