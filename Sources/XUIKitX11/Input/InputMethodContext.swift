internal import CX11
internal import CXShim
import Foundation
import XUIKitCore

/// One window's X input context, in the richest style the input method
/// offers (see `cx_input_create_ic_best`):
///
/// - on-the-spot (`XIMPreeditCallbacks`): the input method tells us its
///   preedit, which becomes the first responder's marked text, drawn inline
///   by the text view (GTK's and Qt's preferred style);
/// - over-the-spot (`XIMPreeditPosition`): the input method draws the preedit
///   itself at the spot location, which follows the caret;
/// - root window or none: compose and dead keys only (Xlib's local method).
///
/// `XUIKIT_IM_PREEDIT=over-the-spot` in the environment skips on-the-spot, as
/// GTK's `gtk-im-preedit-style` and Qt's `QT_XIM_STYLE` let users do for input
/// methods whose own preedit window they prefer.
///
/// Preedit callbacks run inside `XFilterEvent`; the changes queue here as
/// `CompositionInput`s for the input system to hand on after the event.
@MainActor
final class InputMethodContext {
    let ic: XIC
    let window: UInt
    let style: UInt
    private var storage: UnsafeMutableRawPointer?
    /// The preedit as the input method counts it: in characters (Unicode scalars).
    private var preedit: [Unicode.Scalar] = []
    private var caret = 0
    private var pending: [CompositionInput] = []
    private var lastSpot: (x: Int32, y: Int32)?

    /// Whether preedit arrives through callbacks (inline marked text).
    var isOnTheSpot: Bool { style == cx_input_style_callbacks() }
    /// Whether the input method wants to know where the caret is.
    var wantsSpotLocation: Bool { style == cx_input_style_callbacks() || style == cx_input_style_position() }

    /// The preedit style the user asked for in `XUIKIT_IM_PREEDIT`: false unless it reads "over-the-spot".
    static func prefersOverTheSpot(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["XUIKIT_IM_PREEDIT"]?.lowercased() == "over-the-spot"
    }

    init?(inputMethod: XIM, window: UInt) {
        self.window = window
        let overTheSpot = Self.prefersOverTheSpot()
        var chosen: UInt = 0
        var storage: UnsafeMutableRawPointer?
        // The context pointer is filled in below, once `self` exists: created with a box first.
        let box = ContextBox()
        let handler: cx_preedit_handler = { context, kind, caret, first, length, text, chars in
            guard let context else { return }
            let box = Unmanaged<ContextBox>.fromOpaque(context).takeUnretainedValue()
            MainActor.assumeIsolated {
                box.owner?.preeditChanged(kind: kind, caret: Int(caret), first: Int(first), length: Int(length),
                                          text: text.map { String(cString: $0) })
            }
        }
        let unmanaged = Unmanaged.passRetained(box)
        guard let ic = cx_input_create_ic_best(inputMethod, Window(window), overTheSpot ? nil : handler, unmanaged.toOpaque(),
                                               &chosen, &storage) else {
            unmanaged.release()
            return nil
        }
        self.ic = ic
        self.style = chosen
        self.storage = storage
        self.box = unmanaged
        box.owner = self
    }

    private let box: Unmanaged<ContextBox>

    /// Destroys the X input context; call before the input method closes.
    func destroy() {
        cx_input_destroy_ic(ic, storage)
        storage = nil
        box.takeUnretainedValue().owner = nil
        box.release()
    }

    /// Lets go of this context when Xlib has freed the X context itself (its
    /// input method's server went away): frees the callback storage without
    /// touching the context. Returns the composition that ends a preedit in
    /// progress (dropped, not committed, as GTK does), if one was.
    func forget() -> CompositionInput? {
        cx_input_destroy_ic(nil, storage)
        storage = nil
        box.takeUnretainedValue().owner = nil
        box.release()
        guard !preedit.isEmpty else { return nil }
        preedit = []
        return CompositionInput(text: "", selectedRange: NSRange(location: 0, length: 0))
    }

    /// Whether a preedit is in progress.
    var hasPreedit: Bool { !preedit.isEmpty }

    /// The composition changes queued since the last call.
    func takeCompositions() -> [CompositionInput] {
        defer { pending.removeAll() }
        return pending
    }

    /// Tells the input method where the caret is (window pixels, its baseline), when it changed.
    func setSpot(x: Int32, y: Int32) {
        guard wantsSpotLocation, lastSpot.map({ $0.x != x || $0.y != y }) ?? true else { return }
        lastSpot = (x, y)
        _ = cx_input_set_spot(ic, x, y)
    }

    /// The spot location last given to the input method (window pixels), for tests.
    var spotLocation: (x: Int32, y: Int32)? { lastSpot }

    private func preeditChanged(kind: Int32, caret newCaret: Int, first: Int, length: Int, text: String?) {
        switch Int(kind) {
        case Int(CX_PREEDIT_START):
            preedit = []
            caret = 0
            return
        case Int(CX_PREEDIT_DONE):
            preedit = []
            caret = 0
        case Int(CX_PREEDIT_DRAW):
            let lower = max(0, min(first, preedit.count))
            let upper = max(lower, min(lower + max(0, length), preedit.count))
            preedit.replaceSubrange(lower..<upper, with: Array((text ?? "").unicodeScalars))
            caret = max(0, min(newCaret, preedit.count))
        case Int(CX_PREEDIT_CARET):
            caret = max(0, min(newCaret, preedit.count))
        default:
            return
        }
        var string = String.UnicodeScalarView()
        string.append(contentsOf: preedit)
        let composed = String(string)
        var caretUTF16 = 0
        for scalar in preedit.prefix(caret) { caretUTF16 += scalar.utf16.count }
        pending.append(CompositionInput(text: composed, selectedRange: NSRange(location: caretUTF16, length: 0)))
    }
}

/// Lets the C callback find its context without retaining it.
private final class ContextBox {
    weak var owner: InputMethodContext?
}
