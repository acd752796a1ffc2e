internal import CX11

/// What a ClientMessage sent to one of the app's top-level windows asks for.
///
/// Any X client can send any ClientMessage to any window (`XSendEvent`), so
/// these are untrusted input: only the two ICCCM/EWMH protocols the window
/// advertises in `WM_PROTOCOLS` are acted on, and only in the form the
/// specifications give (format 32, `message_type` WM_PROTOCOLS, the protocol
/// atom in `data.l[0]`). Everything else (format 8 or 16, a `message_type` of
/// None or any other atom, a protocol of None or one not advertised) is
/// `.ignored`, at the cost of one comparison per event, however many come.
///
/// A well-formed `WM_DELETE_WINDOW` from another client cannot be told from
/// the window manager's (X gives no sender), so it closes the window as the
/// close button would; that is so in every X toolkit (GTK, Qt, Xt).
enum WindowManagerMessage: Equatable {
    /// `WM_DELETE_WINDOW` (ICCCM 4.2.8.1): the user asked to close the window.
    case deleteWindow
    /// `_NET_WM_PING` (EWMH): answer at once to show the app is not hung.
    case ping
    /// Malformed, unknown, or not for the protocols the window takes part in.
    case ignored

    /// The atoms a message is compared against.
    struct Atoms: Sendable {
        let wmProtocols: Atom
        let wmDeleteWindow: Atom
        let netWMPing: Atom
    }

    /// Classifies a ClientMessage's fields.
    init(format: Int32, messageType: Atom, protocolAtom: Atom, atoms: Atoms) {
        guard format == 32, messageType != 0, messageType == atoms.wmProtocols, protocolAtom != 0 else {
            self = .ignored
            return
        }
        switch protocolAtom {
        case atoms.wmDeleteWindow: self = .deleteWindow
        case atoms.netWMPing: self = .ping
        default: self = .ignored
        }
    }

    /// Classifies `event` (a ClientMessage).
    init(_ event: XClientMessageEvent, atoms: Atoms) {
        self.init(format: event.format, messageType: event.message_type, protocolAtom: Atom(UInt(bitPattern: event.data.l.0)),
                  atoms: atoms)
    }

    /// The answer to a `_NET_WM_PING` received as `ping` (EWMH: the same
    /// message, `window` set to the root, sent to the root with
    /// SubstructureNotify | SubstructureRedirect so the window manager sees it).
    static func pong(to ping: XClientMessageEvent, root: Window) -> XEvent {
        var reply = XEvent()
        reply.xclient = ping
        reply.xclient.type = ClientMessage
        reply.xclient.send_event = 1
        reply.xclient.window = root
        return reply
    }
}
