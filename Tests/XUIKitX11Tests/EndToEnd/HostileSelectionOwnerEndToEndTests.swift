import CX11
import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// The app reading CLIPBOARD from an owner that misbehaves, on a real Xorg:
/// each costs a bounded time and memory, gives no text (as UIKit's
/// `UIPasteboard.general.string` is nil for a pasteboard without text), and
/// leaves the app's own clipboard working.
@MainActor
@Suite("End to end: hostile selection owners cost a bounded time and memory", .serialized)
struct HostileSelectionOwnerEndToEndTests {
    /// Reads the clipboard through the backend; the items and the seconds it took.
    func read(_ harness: BackendHarness) -> ([[String: Data]], TimeInterval) {
        let start = ProcessInfo.processInfo.systemUptime
        let items = harness.backend.selections.readClipboard()
        return (items, ProcessInfo.processInfo.systemUptime - start)
    }

    /// After the hostile owner: the app takes the clipboard back and reads its own text.
    func expectClipboardStillWorks(_ harness: BackendHarness) {
        UIPasteboard.general.string = "mine"
        #expect(UIPasteboard.general.string == "mine")
    }

    @Test("An owner that never answers: nothing, after the 1 s a step may take")
    func silentOwner() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let owner = try HostileSelectionOwner(display: harness.server.display, behaviour: .silent)
        defer { owner.stop() }
        let (items, seconds) = read(harness)
        #expect(items.isEmpty)
        #expect(seconds >= 0.9 && seconds < 2.5, "\(seconds) s")
        expectClipboardStillWorks(harness)
    }

    @Test("An owner whose INCR pieces never end: nothing, after the read's total time (2 s here), however many pieces came")
    func endlessPieces() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        harness.backend.selections.totalTimeout = 2
        let owner = try HostileSelectionOwner(display: harness.server.display, behaviour: .endlessPieces(pieceBytes: 1_000, interval: 0.05))
        defer { owner.stop() }
        let (items, seconds) = read(harness)
        #expect(items.isEmpty)
        #expect(seconds >= 1.9 && seconds < 3, "\(seconds) s")
        #expect(owner.bytesWritten > 10_000, "pieces did come: \(owner.bytesWritten) bytes")
        expectClipboardStillWorks(harness)
    }

    @Test("An owner that floods 1 MiB pieces: refused once the read passes its byte limit (4 MiB here), at once")
    func flood() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        harness.backend.selections.maximumBytes = 4 << 20
        let owner = try HostileSelectionOwner(display: harness.server.display, behaviour: .flood)
        defer { owner.stop() }
        let (items, seconds) = read(harness)
        #expect(items.isEmpty)
        #expect(seconds < 4, "\(seconds) s: the limit, not the total time, ended it")
        #expect(owner.bytesWritten <= 6 << 20, "the owner was not asked for more after the limit: \(owner.bytesWritten) bytes")
        expectClipboardStillWorks(harness)
    }

    @Test("One property larger than the read's limit (3 MiB against 1 MiB here) is not copied in: nothing, at once; a value under it is read")
    func onePropertyOverTheLimit() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        harness.backend.selections.maximumBytes = 1 << 20
        do {
            let owner = try HostileSelectionOwner(display: harness.server.display, behaviour: .oneProperty(bytes: 3 << 20))
            defer { owner.stop() }
            let (items, seconds) = read(harness)
            #expect(items.isEmpty)
            #expect(seconds < 1, "\(seconds) s")
        }
        let owner = try HostileSelectionOwner(display: harness.server.display, behaviour: .oneProperty(bytes: 1000))
        defer { owner.stop() }
        let (items, _) = read(harness)
        #expect(items.first?["public.utf8-plain-text"].map { String(decoding: $0, as: UTF8.self) } == String(repeating: "y", count: 1000))
    }

    @Test("An owner that answers with the wrong type and format: nothing, at once")
    func wrongType() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let owner = try HostileSelectionOwner(display: harness.server.display, behaviour: .wrongType)
        defer { owner.stop() }
        let (items, seconds) = read(harness)
        #expect(items.isEmpty)
        #expect(seconds < 1, "\(seconds) s")
        expectClipboardStillWorks(harness)
    }

    @Test("An owner that dies after announcing INCR: nothing, after one step's wait")
    func diesMidTransfer() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let owner = try HostileSelectionOwner(display: harness.server.display, behaviour: .diesMidTransfer)
        defer { owner.stop() }
        let (items, seconds) = read(harness)
        #expect(items.isEmpty)
        #expect(seconds < 2.5, "\(seconds) s")
        expectClipboardStillWorks(harness)
    }
}
