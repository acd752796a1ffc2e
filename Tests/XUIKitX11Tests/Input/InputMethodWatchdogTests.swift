import CX11
import Foundation
import Testing
@testable import XUIKitX11

/// The watchdog over calls that wait for an input method server, on a real
/// server: it wakes a call waiting for an `_XIM_PROTOCOL` message once its
/// bound passes, and a wake-up that comes after the call returned by itself
/// never reaches the next call.
@MainActor
@Suite("Input method watchdog")
struct InputMethodWatchdogTests {
    static let bound: TimeInterval = 0.3

    /// The `_XIM_PROTOCOL` ClientMessages waiting in `display`'s queue, taken out.
    func queuedWakeUps(_ display: OpaquePointer) -> Int {
        XSync(display, 0)
        let type = XInternAtom(display, "_XIM_PROTOCOL", 0)
        var count = 0, event = XEvent()
        while XCheckTypedEvent(display, ClientMessage, &event) != 0 {
            if event.xclient.message_type == type { count += 1 }
        }
        return count
    }

    @Test("A call waiting for an _XIM_PROTOCOL message is woken after the bound with one naming a missing property; a quick call is not")
    func wakesAWaitingCall() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let display = harness.backend.connection.display
        let watchdog = try #require(InputMethodWatchdog(display: display, bound: Self.bound))
        defer { watchdog.stop() }
        let type = XInternAtom(display, "_XIM_PROTOCOL", 0)

        let started = Date()
        let (event, cutShort) = watchdog.guarding { () -> XEvent in
            var event = XEvent()
            repeat { XNextEvent(display, &event) } while !(event.type == ClientMessage && event.xclient.message_type == type)
            return event
        }
        let waited = Date().timeIntervalSince(started)
        #expect(cutShort)
        #expect(waited >= Self.bound && waited < Self.bound + 1, "waited \(waited) s")
        #expect(event.xclient.format == 32 && event.xclient.data.l.0 == 4)
        let atomName = try #require(XGetAtomName(display, Atom(event.xclient.data.l.1)))
        defer { XFree(atomName) }
        #expect(String(cString: atomName) == "_XUIKIT_IM_WATCHDOG")

        let quick = watchdog.guarding { 7 }
        #expect(quick.value == 7 && !quick.cutShort)
        #expect(queuedWakeUps(display) == 0)
    }

    @Test("A call that outlasts the bound without reading events returns cut short, and its wake-up is dropped, not left for the next call")
    func lateWakeUpIsDropped() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let display = harness.backend.connection.display
        let watchdog = try #require(InputMethodWatchdog(display: display, bound: Self.bound))
        defer { watchdog.stop() }
        let slow = watchdog.guarding { usleep(useconds_t((Self.bound + 0.3) * 1_000_000)) }
        #expect(slow.cutShort)
        #expect(queuedWakeUps(display) == 0)
        // Guarded immediately (the server is known gone): woken at once.
        let started = Date()
        let immediate = watchdog.guarding(immediately: true) { usleep(100_000) }
        #expect(immediate.cutShort && Date().timeIntervalSince(started) < 0.5)
        #expect(queuedWakeUps(display) == 0)
    }
}
