import CX11
import Foundation

/// Another X client on the test server that owns CLIPBOARD and answers
/// requests for it badly, on a thread of its own with its own connection, so
/// the app's blocking read meets it as it would a real misbehaving client.
// Sendable: the thread alone touches the display after `init`; `stop` only sets a flag.
nonisolated final class HostileSelectionOwner: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// Never answers.
        case silent
        /// Announces INCR, then writes a `pieceBytes` piece after each deletion, `interval` apart, never an empty one.
        case endlessPieces(pieceBytes: Int, interval: TimeInterval)
        /// Announces INCR, then writes 1 MiB pieces as fast as they are taken, never ending.
        case flood
        /// Answers with the right property but the wrong type and format (ATOM, 32).
        case wrongType
        /// Announces INCR and then goes away (its connection closed).
        case diesMidTransfer
        /// Answers with one UTF8_STRING property of `bytes` bytes.
        case oneProperty(bytes: Int)
    }

    private let display: OpaquePointer
    private let window: Window
    private let behaviour: Behaviour
    private let lock = NSLock()
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)
    /// Bytes written to the requestor's property so far (pieces of INCR transfers).
    private var written = 0

    init(display name: String, behaviour: Behaviour) throws {
        guard let display = XOpenDisplay(name) else { throw BackendHarness.HarnessError.timedOut("the owner could not open \(name)") }
        self.display = display
        self.behaviour = behaviour
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, XInternAtom(display, "CLIPBOARD", 0), window, UInt(CurrentTime))
        XSync(display, 0)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    var bytesWritten: Int { lock.lock(); defer { lock.unlock() }; return written }

    /// Ends the thread and closes the connection (if the behaviour has not already).
    func stop() {
        lock.lock(); stopping = true; lock.unlock()
        finished.wait()
    }

    private var isStopping: Bool { lock.lock(); defer { lock.unlock() }; return stopping }

    private func serve() {
        var transfer: (requestor: Window, property: Atom)?
        var closed = false
        defer { if !closed { XCloseDisplay(display) }; finished.signal() }
        while !isStopping {
            guard XPending(display) > 0 else { usleep(2_000); continue }
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == SelectionRequest {
                let request = event.xselectionrequest
                switch behaviour {
                case .silent: continue
                case .oneProperty(let size):
                    var bytes = [UInt8](repeating: UInt8(ascii: "y"), count: size)
                    XChangeProperty(display, request.requestor, request.property, XInternAtom(display, "UTF8_STRING", 0), 8, PropModeReplace, &bytes, Int32(size))
                    lock.lock(); written += size; lock.unlock()
                    notify(request, property: request.property)
                case .wrongType:
                    var longs: [CLong] = [4, 4, 4]
                    XChangeProperty(display, request.requestor, request.property, 4 /* ATOM */, 32, PropModeReplace, &longs, 3)
                    notify(request, property: request.property)
                case .endlessPieces, .flood, .diesMidTransfer:
                    XSelectInput(display, request.requestor, PropertyChangeMask)
                    var size: CLong = 1 << 30
                    XChangeProperty(display, request.requestor, request.property, XInternAtom(display, "INCR", 0), 32, PropModeReplace, &size, 1)
                    notify(request, property: request.property)
                    transfer = (request.requestor, request.property)
                    if case .diesMidTransfer = behaviour {
                        XCloseDisplay(display)
                        closed = true
                        while !isStopping { usleep(2_000) }
                        return
                    }
                }
            } else if event.type == PropertyNotify, let current = transfer, event.xproperty.window == current.requestor,
                      event.xproperty.atom == current.property, event.xproperty.state == PropertyDelete {
                let size: Int
                switch behaviour {
                case .endlessPieces(let bytes, let interval): size = bytes; usleep(UInt32(interval * 1_000_000))
                default: size = 1 << 20
                }
                var piece = [UInt8](repeating: UInt8(ascii: "x"), count: size)
                XChangeProperty(display, current.requestor, current.property, XInternAtom(display, "UTF8_STRING", 0), 8, PropModeReplace, &piece, Int32(size))
                XFlush(display)
                lock.lock(); written += size; lock.unlock()
            }
        }
    }

    private func notify(_ request: XSelectionRequestEvent, property: Atom) {
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = property
        notify.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &notify)
        XFlush(display)
    }
}
