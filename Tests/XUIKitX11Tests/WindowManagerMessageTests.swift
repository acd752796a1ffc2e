import CX11
import Testing
@testable import XUIKitX11

/// The rules a ClientMessage to one of the app's windows is checked by (no X server needed).
@Suite("A ClientMessage to an app window: only well-formed WM_PROTOCOLS messages count")
struct WindowManagerMessageTests {
    static let atoms = WindowManagerMessage.Atoms(wmProtocols: 300, wmDeleteWindow: 301, netWMPing: 302)

    func classify(format: Int32 = 32, type: Atom = 300, protocolAtom: Atom) -> WindowManagerMessage {
        WindowManagerMessage(format: format, messageType: type, protocolAtom: protocolAtom, atoms: Self.atoms)
    }

    @Test("WM_DELETE_WINDOW and _NET_WM_PING in format 32 under WM_PROTOCOLS are acted on")
    func wellFormed() {
        #expect(classify(protocolAtom: 301) == .deleteWindow)
        #expect(classify(protocolAtom: 302) == .ping)
    }

    @Test("Format 8 or 16, or any format but 32, is ignored even with a known protocol")
    func wrongFormat() {
        for format: Int32 in [0, 8, 16, 31, 64, -32] {
            #expect(classify(format: format, protocolAtom: 301) == .ignored)
            #expect(classify(format: format, protocolAtom: 302) == .ignored)
        }
    }

    @Test("A message_type of None or another atom is ignored, whatever data.l[0] holds")
    func wrongType() {
        for type: Atom in [0, 301, 302, 999, Atom.max] {
            #expect(classify(type: type, protocolAtom: 301) == .ignored)
        }
    }

    @Test("WM_PROTOCOLS naming None, WM_PROTOCOLS itself or an unknown atom is ignored")
    func unknownProtocol() {
        for atom: Atom in [0, 300, 303, 12_345, Atom.max] {
            #expect(classify(protocolAtom: atom) == .ignored)
        }
    }

    @Test("A pong is the ping with window set to the root, its timestamp and data unchanged")
    func pong() {
        var ping = XClientMessageEvent()
        ping.type = ClientMessage
        ping.window = 0x40_0001
        ping.message_type = 300
        ping.format = 32
        ping.data.l = (302, 0x1234_5678, 0x40_0001, 7, 9)
        let reply = WindowManagerMessage.pong(to: ping, root: 0x1E3).xclient
        #expect(reply.type == ClientMessage)
        #expect(reply.window == 0x1E3)
        #expect(reply.message_type == 300)
        #expect(reply.format == 32)
        #expect(reply.data.l.0 == 302 && reply.data.l.1 == 0x1234_5678 && reply.data.l.2 == 0x40_0001)
        #expect(reply.data.l.3 == 7 && reply.data.l.4 == 9)
    }
}
