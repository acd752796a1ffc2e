internal import CX11
internal import CXShim
import Foundation
import XUIKitCore

/// `UIPasteboard.general` as the X CLIPBOARD selection and the text field's
/// selection as PRIMARY, the ICCCM way, as GTK's and Qt's X11 clipboards do.
///
/// - Owning: the app owns a selection through a hidden window, at a real
///   server time, and answers other clients' SelectionRequests for TARGETS,
///   TIMESTAMP, MULTIPLE, UTF8_STRING, text/plain;charset=utf-8, TEXT,
///   STRING and image/png (`+Answering`); values over 256 KiB go in INCR
///   pieces (`IncrementalTransfer`). Requests are error-trapped: a requestor
///   that vanished, a requestor of None or a bogus target gets nothing and
///   breaks nothing.
/// - Reading another client's selection converts it into a property on the
///   hidden window and waits (at most `timeout` per step), taking INCR
///   transfers in pieces and answering requests for our own selections
///   meanwhile (`+Reading`).
@MainActor
final class X11Selections: SystemPasteboard {
    let display: OpaquePointer
    let window: Window
    let atoms: SelectionAtoms
    /// What the app owns, per selection atom, and the server time it took ownership.
    var owned: [Atom: (items: [[String: Data]], time: Time)] = [:]
    /// Outgoing INCR transfers in progress.
    var transfers: [IncrementalTransfer] = []
    /// How many INCR transfers ran to their empty piece (a test hook).
    package private(set) var finishedIncrementalTransfers = 0
    /// How long a read waits for each step of the owner's answer.
    var timeout: TimeInterval = 1
    /// How long a read may take in all (Qt's clipboard waits 5 s too).
    var totalTimeout: TimeInterval = 5
    /// The most a read takes from an owner (text beyond it is refused, and nothing is pasted).
    var maximumBytes = 64 << 20
    private var isClosed = false

    init(display: OpaquePointer) {
        self.display = display
        let root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        atoms = SelectionAtoms(display: display)
    }

    /// Gives up the selections and destroys the window; idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        owned.removeAll()
        transfers.removeAll()
        XDestroyWindow(display, window)
    }

    // MARK: SystemPasteboard

    func writeClipboard(_ items: [[String: Data]]) { own(atoms.clipboard, items) }

    func readClipboard() -> [[String: Data]] {
        if let mine = owned[atoms.clipboard] { return mine.items }
        guard let text = readText(from: atoms.clipboard) else { return [] }
        return [["public.utf8-plain-text": Data(text.utf8)]]
    }

    func offerPrimary(_ text: String) { own(atoms.primary, [["public.utf8-plain-text": Data(text.utf8)]]) }

    func readPrimary() -> String? {
        if let mine = owned[atoms.primary] { return mine.items.first.flatMap { UIPasteboard.textForBackend($0) } }
        return readText(from: atoms.primary)
    }

    private func own(_ selection: Atom, _ items: [[String: Data]]) {
        guard !isClosed else { return }
        // ICCCM: not CurrentTime, so that racing owners resolve in server order.
        let time = serverTime()
        XSetSelectionOwner(display, selection, window, time)
        owned[selection] = XGetSelectionOwner(display, selection) == window ? (items, time) : nil
        XFlush(display)
    }

    // MARK: Events

    /// Handles a selection event for the hidden window or an INCR transfer;
    /// false for any other event.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.owner == window:
            answer(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.window == window:
            owned[event.xselectionclear.selection] = nil
            return true
        case PropertyNotify where event.xany.window != window:
            return continueTransfer(event.xproperty)
        case DestroyNotify where transfers.contains { $0.requestor == event.xdestroywindow.window }:
            // A requestor that went away mid-INCR: nothing more will ask for its pieces.
            transfers.removeAll { $0.requestor == event.xdestroywindow.window }
            return true
        case PropertyNotify, SelectionNotify:
            return event.xany.window == window
        default:
            return false
        }
    }

    /// Writes the next INCR piece when a requestor deleted the property it read;
    /// false when the event belongs to no transfer.
    private func continueTransfer(_ event: XPropertyEvent) -> Bool {
        guard let index = transfers.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom }) else {
            return false
        }
        guard event.state == PropertyDelete else { return true }
        var transfer = transfers[index]
        var piece = Array(transfer.nextPiece())
        cx_input_error_trap_push(display)
        XChangeProperty(display, transfer.requestor, transfer.property, transfer.type, 8, PropModeReplace, &piece, Int32(piece.count))
        if transfer.isFinished { XSelectInput(display, transfer.requestor, NoEventMask) }
        XFlush(display)
        let failed = cx_input_error_trap_pop(display) != 0
        if transfer.isFinished || failed {
            transfers.remove(at: index)
            if transfer.isFinished && !failed { finishedIncrementalTransfers += 1 }
        } else {
            transfers[index] = transfer
        }
        return true
    }

    /// The server's current time: a zero-length append to a property of the
    /// hidden window comes back as a PropertyNotify stamped with it (GTK's way
    /// when no event time is at hand).
    private func serverTime() -> Time {
        var nothing: UInt8 = 0
        XChangeProperty(display, window, atoms.timestamp, atoms.integer, 8, PropModeAppend, &nothing, 0)
        XFlush(display)
        var event = XEvent()
        while wait(for: PropertyNotify, into: &event) {
            if event.xproperty.atom == atoms.timestamp { return event.xproperty.time }
        }
        return Time(CurrentTime)
    }
}
