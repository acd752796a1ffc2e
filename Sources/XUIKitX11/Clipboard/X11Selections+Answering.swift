internal import CX11
internal import CXShim
import Foundation
import XUIKitCore

/// Answering other clients' SelectionRequests for the selections the app owns.
extension X11Selections {
    /// Converts the owned value to the request's target on the requestor's
    /// property and notifies it; a refusal notifies with property None. A
    /// request with requestor None is dropped (there is no one to notify).
    func answer(_ request: XSelectionRequestEvent) {
        guard request.requestor != 0 else { return }
        // Obsolete requestors name no property: the target is the property (ICCCM 2.2).
        let property = request.property == 0 ? request.target : request.property
        var replied: Atom = 0
        cx_input_error_trap_push(display)
        if let owner = owned[request.selection], let item = owner.items.first {
            let answered: Bool
            if request.target == atoms.multiple {
                answered = request.property != 0 && answerMultiple(item, time: owner.time, requestor: request.requestor, property: property)
            } else {
                answered = write(item, time: owner.time, target: request.target, to: request.requestor, property: property)
            }
            replied = answered ? property : 0
        }
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = replied
        notify.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &notify)
        XFlush(display)
        if cx_input_error_trap_pop(display) != 0 {
            transfers.removeAll { $0.requestor == request.requestor && $0.property == property }
        }
    }

    /// The most (target, property) pairs a MULTIPLE request may name (GTK's clipboard offers a dozen targets).
    static let maximumMultiplePairs = 1024

    /// MULTIPLE: the requestor's property holds (target, property) pairs; each
    /// is converted, and a pair that fails gets its property replaced by None.
    private func answerMultiple(_ item: [String: Data], time: Time, requestor: Window, property: Atom) -> Bool {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // At most `maximumMultiplePairs` pairs are read; a longer list is refused whole.
        guard XGetWindowProperty(display, requestor, property, 0, 2 * Self.maximumMultiplePairs, 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &data) == Success, let data else { return false }
        defer { XFree(data) }
        guard format == 32, count % 2 == 0, after == 0 else { return false }
        var pairs = data.withMemoryRebound(to: CLong.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
        for index in stride(from: 0, to: pairs.count, by: 2) {
            let target = Atom(bitPattern: pairs[index]), into = Atom(bitPattern: pairs[index + 1])
            if into == 0 || target == atoms.multiple || !write(item, time: time, target: target, to: requestor, property: into) {
                pairs[index + 1] = 0
            }
        }
        XChangeProperty(display, requestor, property, atoms.atomPair, 32, PropModeReplace, &pairs, Int32(pairs.count))
        return true
    }

    /// Puts `item` as `target` on the requestor's property (in INCR pieces when
    /// it is over 256 KiB); false when it has no such form.
    private func write(_ item: [String: Data], time: Time, target: Atom, to requestor: Window, property: Atom) -> Bool {
        let text = UIPasteboard.textForBackend(item)
        if target == atoms.targets {
            var offered: [Atom] = [atoms.targets, atoms.multiple, atoms.timestamp]
            if text != nil { offered += [atoms.utf8String, atoms.textPlainUTF8, atoms.text, atoms.string] }
            if item["public.png"] != nil { offered.append(atoms.png) }
            var longs = offered.map { CLong(bitPattern: $0) }
            XChangeProperty(display, requestor, property, atoms.atom, 32, PropModeReplace, &longs, Int32(longs.count))
            return true
        }
        if target == atoms.timestamp {
            var stamp = CLong(bitPattern: time)
            XChangeProperty(display, requestor, property, atoms.integer, 32, PropModeReplace, &stamp, 1)
            return true
        }
        var bytes: [UInt8]
        var type = target
        if target == atoms.utf8String || target == atoms.textPlainUTF8 || target == atoms.text, let text {
            bytes = Array(text.utf8)
            if target == atoms.text { type = atoms.utf8String }
        } else if target == atoms.string, let text {
            bytes = text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
        } else if target == atoms.png, let png = item["public.png"] {
            bytes = Array(png)
        } else {
            return false
        }
        guard bytes.count > IncrementalTransfer.pieceSize else {
            XChangeProperty(display, requestor, property, type, 8, PropModeReplace, &bytes, Int32(bytes.count))
            return true
        }
        // INCR: announce the size, then write a piece each time the requestor deletes the property.
        let transfer = IncrementalTransfer(requestor: requestor, property: property, type: type, bytes: bytes)
        transfers.removeAll { $0.requestor == requestor && $0.property == property }
        transfers.append(transfer)
        XSelectInput(display, requestor, PropertyChangeMask | StructureNotifyMask)
        var size = CLong(transfer.announcedSize)
        XChangeProperty(display, requestor, property, atoms.incr, 32, PropModeReplace, &size, 1)
        return true
    }
}
