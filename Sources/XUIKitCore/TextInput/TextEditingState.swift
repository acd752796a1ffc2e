import Foundation

/// How far a caret or selection head moves for an editing key.
package enum TextMovement: Equatable, Sendable {
    /// One character (grapheme cluster): the arrow keys.
    case character(forward: Bool)
    /// To the end of this or the next word, or the start of this or the previous: Ctrl+arrows.
    case word(forward: Bool)
    /// To an offset the layout worked out (line start or end, the line above or below).
    case to(Int)
    /// To the start or end of the text: Ctrl+Home/End, or Home/End in one line.
    case document(forward: Bool)
}

/// The editing model of a text input, with no glyphs: the text, the
/// selection as an anchor and a head (the end that moves when Shift
/// extends it), and the marked text an input method is composing. All
/// offsets are UTF-16, UIKit's `NSRange` unit, and are clamped to the text,
/// so no range from a caller can crash it.
///
/// Transitions are explicit: `replace(_:with:)` (typing, pasting, deleting),
/// `select(_:)`, `move(_:extending:)`, `setMarkedText(_:selectedRange:)`,
/// `unmarkText()`. The `range...` queries say what a delete would remove,
/// so a delegate can be asked before it happens.
package struct TextEditingState: Equatable {
    package private(set) var text: String
    /// The text's length in UTF-16 units.
    package private(set) var length: Int
    /// The fixed end of the selection.
    package private(set) var anchor: Int
    /// The moving end of the selection (the caret when it is empty).
    package private(set) var head: Int
    /// The text an input method is composing, if any.
    package private(set) var markedRange: NSRange?

    package init(text: String = "") {
        self.text = text
        self.length = text.utf16.count
        self.anchor = length
        self.head = length
    }

    /// The selection (empty: the caret).
    package var selectedRange: NSRange {
        NSRange(location: min(anchor, head), length: abs(head - anchor))
    }

    package var boundaries: TextBoundaries { TextBoundaries(text) }

    /// The text in `range` (clamped).
    package func text(in range: NSRange) -> String {
        let clamped = clamp(range)
        let bounds = boundaries
        return String(text[bounds.index(at: clamped.location)..<bounds.index(at: clamped.location + clamped.length)])
    }

    /// Replaces all the text; the caret goes to its end and marked text ends.
    package mutating func setText(_ newText: String) {
        self = TextEditingState(text: newText)
    }

    /// Replaces `range` with `string` and puts the caret after it; marked text ends.
    package mutating func replace(_ range: NSRange, with string: String) {
        let clamped = clamp(range)
        let bounds = boundaries
        text.replaceSubrange(bounds.index(at: clamped.location)..<bounds.index(at: clamped.location + clamped.length), with: string)
        length = text.utf16.count
        let caret = min(length, clamped.location + string.utf16.count)
        anchor = caret
        head = caret
        markedRange = nil
    }

    /// Selects `range` (clamped), anchored at its start.
    package mutating func select(_ range: NSRange) {
        let clamped = clamp(range)
        anchor = clamped.location
        head = clamped.location + clamped.length
    }

    /// Sets the selection's ends (clamped); `head` is the one Shift moves.
    package mutating func setSelection(anchor newAnchor: Int, head newHead: Int) {
        anchor = max(0, min(newAnchor, length))
        head = max(0, min(newHead, length))
    }

    /// Moves the caret, or with `extending` the selection's head.
    ///
    /// Without `extending`, a character move over a selection collapses it
    /// to its start (backward) or end (forward), as every desktop and UIKit do.
    package mutating func move(_ movement: TextMovement, extending: Bool) {
        let selection = selectedRange
        if !extending, selection.length > 0, case .character(let forward) = movement {
            let caret = forward ? selection.location + selection.length : selection.location
            anchor = caret
            head = caret
            return
        }
        var from = head
        if !extending, selection.length > 0, case .word(let forward) = movement {
            from = forward ? selection.location + selection.length : selection.location
        }
        let target = offset(after: movement, from: from)
        head = target
        if !extending { anchor = target }
    }

    /// Where `movement` from `offset` lands.
    package func offset(after movement: TextMovement, from offset: Int) -> Int {
        switch movement {
        case .character(let forward):
            return forward ? boundaries.characterBoundary(after: offset) : boundaries.characterBoundary(before: offset)
        case .word(let forward):
            return forward ? boundaries.wordEnd(after: offset) : boundaries.wordStart(before: offset)
        case .to(let target):
            return max(0, min(target, length))
        case .document(let forward):
            return forward ? length : 0
        }
    }

    /// What Backspace removes: the selection, else the character before the caret (nil at the start).
    package func rangeForDeleteBackward(byWord: Bool = false) -> NSRange? {
        let selection = selectedRange
        if selection.length > 0 { return selection }
        let start = byWord ? boundaries.wordStart(before: head) : boundaries.characterBoundary(before: head)
        return start < head ? NSRange(location: start, length: head - start) : nil
    }

    /// What Delete removes: the selection, else the character after the caret (nil at the end).
    package func rangeForDeleteForward(byWord: Bool = false) -> NSRange? {
        let selection = selectedRange
        if selection.length > 0 { return selection }
        let end = byWord ? boundaries.wordEnd(after: head) : boundaries.characterBoundary(after: head)
        return end > head ? NSRange(location: head, length: end - head) : nil
    }

    /// Puts `marked` in place of the marked text (or the selection when
    /// nothing is marked), marks it, and selects `selectedRange` within it.
    /// Empty marked text removes the marked text and ends marking.
    package mutating func setMarkedText(_ marked: String, selectedRange: NSRange) {
        let target = markedRange ?? self.selectedRange
        replace(target, with: marked)
        let markedLength = marked.utf16.count
        guard markedLength > 0 else { return }
        let location = clamp(target).location
        markedRange = NSRange(location: location, length: markedLength)
        let inner = NSRange(location: max(0, min(selectedRange.location, markedLength)),
                            length: max(0, min(selectedRange.length, markedLength - max(0, min(selectedRange.location, markedLength)))))
        anchor = location + inner.location
        head = anchor + inner.length
    }

    /// Keeps the marked text as ordinary text and ends marking.
    package mutating func unmarkText() { markedRange = nil }

    /// `range` limited to the text.
    package func clamp(_ range: NSRange) -> NSRange {
        let location = max(0, min(range.location, length))
        let end = max(location, min(range.location &+ max(0, range.length), length))
        return NSRange(location: location, length: end - location)
    }
}
