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
