internal import CX11

/// The atoms the selections use, interned once per connection.
struct SelectionAtoms {
    let clipboard, primary, targets, multiple, timestamp, atomPair, integer: Atom
    let utf8String, textPlainUTF8, text, string, png, incr, atom, transfer: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboard = intern("CLIPBOARD")
        primary = 1  // XA_PRIMARY
        targets = intern("TARGETS")
        multiple = intern("MULTIPLE")
        timestamp = intern("TIMESTAMP")
        atomPair = intern("ATOM_PAIR")
        integer = 19  // XA_INTEGER
        utf8String = intern("UTF8_STRING")
        textPlainUTF8 = intern("text/plain;charset=utf-8")
        text = intern("TEXT")
        string = 31  // XA_STRING
        png = intern("image/png")
        incr = intern("INCR")
        atom = 4  // XA_ATOM
        transfer = intern("XUIKIT_SELECTION")
    }
}
