import Foundation
import XUIKitCore
import XUIKitGraphics

/// A view that edits text with XUIKit's shared editing machinery:
/// `UITextField` (one line) and `UITextView` (many). The conformer keeps the
/// model (`editing`, the attributed text) and says how its text is laid out,
/// changed and scrolled; the extensions give both the same selection,
/// positions, clipboard, undo, caret blink and PRIMARY behaviour.
@MainActor
protocol TextEditingHost: UIView, UITextInput {
    var editing: TextEditingState { get set }
    var typingRun: TypingUndoRun? { get set }
    var caretBlink: CaretBlink { get set }
    var selectionDrag: SelectionDrag? { get set }
    /// Whether an editing session is in progress.
    var isEditing: Bool { get }
    /// Whether the text must not leave the view (secure entry): no copy, no PRIMARY.
    var protectsText: Bool { get }
    /// The text offset nearest `point` (view coordinates).
    func offset(closestTo point: CGPoint) -> Int
    /// Asks the delegate whether `range` may become `string`.
    func askToChange(_ range: NSRange, _ string: String) -> Bool
    /// Replaces `range` with `string` and tells everyone (delegate, events, notifications).
    func applyEdit(_ range: NSRange, _ string: String)
    /// After the selection moved: caret shown, scrolled into view, delegate told.
    func selectionChanged(from old: NSRange)
    /// Text typed or pasted, as the view takes it (a field turns line breaks into spaces).
    func acceptedText(_ text: String) -> String
    /// Marks whatever draws the text, selection and caret for redrawing.
    func setNeedsTextDisplay()
}

extension TextEditingHost {
    func select(anchor: Int, head: Int) {
        let old = editing.selectedRange
        editing.setSelection(anchor: anchor, head: head)
        selectionChanged(from: old)
    }

    func selectAllText() {
        let old = editing.selectedRange
        editing.select(NSRange(location: 0, length: editing.length))
        selectionChanged(from: old)
    }

    func deleteSelection() {
        let selection = editing.selectedRange
        guard selection.length > 0, askToChange(selection, "") else { return }
        applyEdit(selection, "")
    }

    /// The edit actions this view can perform now; nil for actions that are not editing ones.
    func editActionAvailability(_ action: Selector) -> Bool? {
        let selection = editing.selectedRange
        switch action {
        case .cut: return isEditing && selection.length > 0 && !protectsText
        case .copy: return selection.length > 0 && !protectsText && (isEditing || isFirstResponder)
        case .paste: return isEditing && UIPasteboard.general.hasStrings
        case .selectAll: return (isEditing || isFirstResponder) && editing.length > 0 && selection.length < editing.length
        case .delete: return isEditing && selection.length > 0
        default: return nil
        }
    }
}

/// A press that is selecting text: where it started and at what granularity
/// (a single press places the caret and drags a selection by character, a
/// double press selects and extends by word, a triple press the whole line).
struct SelectionDrag {
    enum Granularity { case character, word, line }
    let touch: ObjectIdentifier
    let granularity: Granularity
    /// The range the press first selected; a drag extends from it.
    let origin: NSRange
}

/// The caret's blink: shown 0.5 s, hidden 0.5 s while editing, held solid for
/// 0.5 s after each edit or caret move so it never vanishes while typing.
/// Runs on the application's input clock (the manual clock in tests), and
/// costs no wake-ups once editing ends.
struct CaretBlink {
    static let interval: TimeInterval = 0.5
    private(set) var isVisible = true
    private var timer: InputClock.Timer?

    @MainActor mutating func start(for host: some TextEditingHost) {
        stop()
        isVisible = true
        schedule(for: host)
    }

    @MainActor mutating func stop() {
        if let timer { UIApplication.shared.inputClock.cancel(timer) }
        timer = nil
        isVisible = true
    }

    /// Shows the caret now and restarts the blink a full interval later.
    @MainActor mutating func holdSolid(for host: some TextEditingHost) {
        guard timer != nil else { return }
        start(for: host)
        host.setNeedsTextDisplay()
    }

    @MainActor private mutating func schedule<Host: TextEditingHost>(for host: Host) {
        timer = UIApplication.shared.inputClock.schedule(after: CaretBlink.interval) { [weak host] in
            MainActor.assumeIsolated {
                guard let host, host.isEditing else { return }
                host.caretBlink.isVisible.toggle()
                host.caretBlink.schedule(for: host)
                host.setNeedsTextDisplay()
            }
        }
    }
}
