import CX11
import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// The app as a selection owner, seen by an ICCCM requestor on a real Xorg
/// (`SelectionPeer`), one protocol step at a time.
@MainActor
@Suite("End to end: the app answers selection requests as ICCCM asks")
struct SelectionProtocolEndToEndTests {
    /// Pumps the app until the peer has a SelectionNotify; its property atom's name.
    func notified(_ peer: SelectionPeer, _ harness: BackendHarness) -> String? {
        var event: XEvent?
        harness.pump(timeout: 5) {
            event = peer.take(SelectionNotify)
            return event != nil
        }
        return event.map { peer.name($0.xselection.property) }
    }

    @Test("TARGETS offers MULTIPLE, TIMESTAMP and the text forms; TIMESTAMP is a real server time")
    func targetsAndTimestamp() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let peer = try SelectionPeer(display: harness.server.display)
        defer { peer.close() }
        UIPasteboard.general.string = "hi"
        peer.convert("CLIPBOARD", to: "TARGETS", property: "OUT")
        #expect(notified(peer, harness) == "OUT")
        let targets = peer.read("OUT", delete: true)
        #expect(targets.type == "ATOM")
        #expect(targets.longs.map { peer.name(Atom(bitPattern: $0)) } ==
                ["TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "text/plain;charset=utf-8", "TEXT", "STRING"])
        peer.convert("CLIPBOARD", to: "TIMESTAMP", property: "OUT")
        #expect(notified(peer, harness) == "OUT")
        let stamp = peer.read("OUT", delete: true)
        #expect(stamp.type == "INTEGER" && stamp.longs.count == 1 && stamp.longs[0] != 0, "\(stamp)")
    }

    @Test("MULTIPLE converts each pair and marks a pair it cannot convert with None")
    func multiple() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let peer = try SelectionPeer(display: harness.server.display)
        defer { peer.close() }
        UIPasteboard.general.string = "héllo"
        let pairs = ["UTF8_STRING", "P1", "image/png", "P2", "STRING", "P3"].map { CLong(bitPattern: peer.atom($0)) }
        peer.set("PAIRS", type: "ATOM_PAIR", longs: pairs)
        peer.convert("CLIPBOARD", to: "MULTIPLE", property: "PAIRS")
        #expect(notified(peer, harness) == "PAIRS")
        #expect(String(decoding: peer.read("P1", delete: true).bytes, as: UTF8.self) == "héllo")
        #expect(peer.read("P3", delete: true).bytes == [0x68, 0xE9, 0x6C, 0x6C, 0x6F])  // Latin-1
        #expect(peer.read("P2", delete: true).type == "None")
        let answered = peer.read("PAIRS", delete: true)
        #expect(answered.type == "ATOM_PAIR")
        #expect(answered.longs.map { peer.name(Atom(bitPattern: $0)) } == ["UTF8_STRING", "P1", "image/png", "None", "STRING", "P3"])
    }

    @Test("A value over 256 KiB goes in INCR pieces, one after each deletion, ended by an empty piece")
    func incrementalSend() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let peer = try SelectionPeer(display: harness.server.display)
        defer { peer.close() }
        let value = String(repeating: "0123456789abcdef", count: 40_000)  // 640,000 bytes
        UIPasteboard.general.string = value
        peer.convert("CLIPBOARD", to: "UTF8_STRING", property: "BIG")
        #expect(notified(peer, harness) == "BIG")
        let announcement = peer.read("BIG", delete: true)
        #expect(announcement.type == "INCR" && announcement.longs == [640_000])
        var pieces: [[UInt8]] = []
        while pieces.last?.isEmpty != true, pieces.count < 10 {
            var arrived = false
            harness.pump(timeout: 5) {
                while let event = peer.take(PropertyNotify) {
                    if event.xproperty.state == PropertyNewValue, peer.name(event.xproperty.atom) == "BIG" { arrived = true }
                }
                return arrived
            }
            guard arrived else { break }
            let piece = peer.read("BIG", delete: true)
            #expect(piece.type == "UTF8_STRING")
            pieces.append(piece.bytes)
        }
        #expect(pieces.map(\.count) == [262_144, 262_144, 115_712, 0])
        #expect(String(decoding: pieces.joined(), as: UTF8.self) == value)
        #expect(harness.backend.selections.finishedIncrementalTransfers == 1)
        #expect(harness.backend.selections.transfers.isEmpty)
    }

    @Test("A requestor that vanishes mid-INCR leaves no transfer behind, and the next request is answered")
    func vanishedRequestor() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let leaving = try SelectionPeer(display: harness.server.display)
        UIPasteboard.general.string = String(repeating: "x", count: 300_000)
        leaving.convert("CLIPBOARD", to: "UTF8_STRING", property: "BIG")
        #expect(notified(leaving, harness) == "BIG")
        #expect(harness.backend.selections.transfers.count == 1)
        leaving.close()
        #expect(harness.pump(timeout: 5) { harness.backend.selections.transfers.isEmpty })
        let peer = try SelectionPeer(display: harness.server.display)
        defer { peer.close() }
        UIPasteboard.general.string = "still here"
        peer.convert("CLIPBOARD", to: "UTF8_STRING", property: "OUT")
        #expect(notified(peer, harness) == "OUT")
        #expect(String(decoding: peer.read("OUT", delete: true).bytes, as: UTF8.self) == "still here")
    }
}
