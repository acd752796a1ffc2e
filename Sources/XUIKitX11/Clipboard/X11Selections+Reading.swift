internal import CX11
internal import CXShim
import Foundation

/// Reading a selection another client owns.
extension X11Selections {
    /// The selection's text (UTF8_STRING, else Latin-1 STRING), or nil when it
    /// has no owner, or the owner refuses, is too slow (`timeout` a step,
    /// `totalTimeout` in all), answers with something that is not text, or
    /// sends more than `maximumBytes` (`SelectionReply` holds the rules).
    func readText(from selection: Atom) -> String? {
        guard XGetSelectionOwner(display, selection) != 0 else { return nil }
        let deadline = ProcessInfo.processInfo.systemUptime + totalTimeout
        for target in [atoms.utf8String, atoms.string] {
            switch convert(selection, to: target, before: deadline) {
            case .text(let text): return text
            case .noSuchForm: continue
            case .failed: return nil
            }
        }
        return nil
    }

    /// How a conversion ended.
    private enum Conversion {
        case text(String)
        /// The owner answered with property None: it has no such form (another target may do).
        case noSuchForm
        /// Too slow, not text, too big, or gone: nothing more is asked of it.
        case failed
    }

    /// Asks the owner for `selection` as `target`, before `deadline`.
    ///
    ///     convert → SelectionNotify → read + delete property
    ///       type INCR: each PropertyNewValue → read + delete piece … until an empty piece
    private func convert(_ selection: Atom, to target: Atom, before deadline: TimeInterval) -> Conversion {
        XDeleteProperty(display, window, atoms.transfer)
        XConvertSelection(display, selection, target, atoms.transfer, window, UInt(CurrentTime))
        XFlush(display)
        var reply = SelectionReply(types: .init(utf8String: atoms.utf8String, string: atoms.string, incr: atoms.incr),
                                   maximumBytes: maximumBytes)
        var event = XEvent()
        guard wait(for: SelectionNotify, into: &event, before: deadline) else { return .failed }
        guard event.xselection.property != 0 else { return .noSuchForm }
        guard let (type, format, first) = readProperty(delete: true) else { return .failed }
        var step = reply.first(type: type, format: format, bytes: first)
        while step == .more {
            guard wait(for: PropertyNotify, into: &event, before: deadline) else { return abandon() }
            guard event.xproperty.atom == atoms.transfer, event.xproperty.state == PropertyNewValue else { continue }
            guard let (pieceType, pieceFormat, piece) = readProperty(delete: true) else { return abandon() }
            // The INCR announcement's own NewValue (queued before we read and deleted it)
            // finds the property gone: type None. Only a piece that exists counts.
            if pieceType == 0 { continue }
            step = reply.piece(type: pieceType, format: pieceFormat, bytes: piece)
        }
        switch step {
        case .value(let text): return .text(text)
        case .refused(let reason):
            FileHandle.standardError.write(Data("XUIKit: selection owner's answer refused: \(reason)\n".utf8))
            return abandon()
        case .more: return abandon()
        }
    }

    /// Stops taking an INCR transfer: the property is left alone from now on
    /// (an owner still writing pieces waits for deletions that never come).
    private func abandon() -> Conversion {
        XDeleteProperty(display, window, atoms.transfer)
        XFlush(display)
        return .failed
    }

    /// The transfer property's type, format and bytes (format 32 items are C longs, as Xlib gives them).
    private func readProperty(delete: Bool) -> (Atom, Int32, [UInt8])? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // At most `maximumBytes` (and one long more, to see a bigger value): nothing larger is copied in.
        guard XGetWindowProperty(display, window, atoms.transfer, 0, maximumBytes / 4 + 1, delete ? 1 : 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        if after > 0 {
            if !delete { XDeleteProperty(display, window, atoms.transfer) }
            FileHandle.standardError.write(Data("XUIKit: selection owner's answer refused: more than \(maximumBytes) bytes in one property\n".utf8))
            return nil
        }
        let unit = format == 32 ? MemoryLayout<CLong>.size : Int(format / 8)
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * max(1, unit))) } ?? []
        return (type, format, bytes)
    }

    /// Waits for an event of `type` on the hidden window (at most `timeout`,
    /// and not past `end`), answering requests for our own selections (and
    /// continuing INCR sends) meanwhile.
    func wait(for type: Int32, into event: inout XEvent, before end: TimeInterval = .infinity) -> Bool {
        let deadline = min(end, ProcessInfo.processInfo.systemUptime + timeout)
        while ProcessInfo.processInfo.systemUptime < deadline {
            if XCheckTypedWindowEvent(display, window, type, &event) != 0 { return true }
            var request = XEvent()
            if XCheckTypedWindowEvent(display, window, SelectionRequest, &request) != 0 {
                answer(request.xselectionrequest)
                continue
            }
            var descriptor = pollfd(fd: cx_connection_number(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            XEventsQueued(display, QueuedAfterReading)
        }
        return false
    }
}
