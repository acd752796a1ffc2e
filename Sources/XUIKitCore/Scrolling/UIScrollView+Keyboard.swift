import Foundation

/// Scrolling with a hardware keyboard, as iPadOS scrolls the scroll view
/// holding focus: while the scroll view is the first responder or an
/// ancestor of a first responder that takes no text (a text field's arrows
/// and spaces stay its own), with `allowsKeyboardScrolling`:
///
///     ↑ ↓ ← →                 40 pt (a line; XUIKit's figure)
///     Alt + arrow, Page Up/Down, Space / Shift+Space
///                             a page: the visible height (width) less 40 pt of overlap
///     Home / End, Ctrl + ↑ ↓  the top / the bottom (left / right edge for ← →)
///
/// Each moves animated to an offset inside the edges; held keys repeat, as key commands do.
extension UIScrollView {
    private static let scrollKeySelector = Selector("_xuikitScrollKey:", UIScrollView.performScrollKey)
    /// How far an arrow scrolls, and how much of the last page a page scroll keeps in view.
    static let keyboardLine: CGFloat = 40

    var scrollingKeyCommands: [UIKeyCommand]? {
        guard allowsKeyboardScrolling, isScrollEnabled else { return nil }
        if let responder = window?.storedFirstResponder, responder !== self, responder is UIKeyInput { return nil }
        let arrows = [UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow]
        let none: UIKeyModifierFlags = []
        var keys: [(String, UIKeyModifierFlags)] = arrows.flatMap { arrow -> [(String, UIKeyModifierFlags)] in
            [(arrow, none), (arrow, .alternate), (arrow, .control)]
        }
        keys += [(UIKeyCommand.inputPageUp, none), (UIKeyCommand.inputPageDown, none), (UIKeyCommand.inputHome, none),
                 (UIKeyCommand.inputEnd, none), (" ", none), (" ", UIKeyModifierFlags.shift)]
        return keys.map { UIKeyCommand(input: $0.0, modifierFlags: $0.1, action: Self.scrollKeySelector) }
    }

    func performScrollKey(_ command: UIKeyCommand) {
        guard let input = command.input, let target = keyboardScrollTarget(input: input, modifiers: command.modifierFlags) else { return }
        let goal = clamped(target)
        if goal != contentOffset { setContentOffset(goal, animated: true) }
    }

    /// Where a key takes the offset (before clamping), or nil for a key that does not scroll.
    func keyboardScrollTarget(input: String, modifiers: UIKeyModifierFlags) -> CGPoint? {
        let range = offsetRange, line = Self.keyboardLine
        let pageY = max(bounds.height - line, line), pageX = max(bounds.width - line, line)
        // Keys pressed while an earlier key's scroll animates add to where that one is going.
        let start = (motion?.isAnimation == true ? motion?.restingOffset : nil) ?? contentOffset
        var x = start.x, y = start.y
        let toEdge = modifiers.contains(.control)
        let page = modifiers.contains(.alternate)
        switch input {
        case UIKeyCommand.inputUpArrow: y = toEdge ? range.y.lowerBound : y - (page ? pageY : line)
        case UIKeyCommand.inputDownArrow: y = toEdge ? range.y.upperBound : y + (page ? pageY : line)
        case UIKeyCommand.inputLeftArrow: x = toEdge ? range.x.lowerBound : x - (page ? pageX : line)
        case UIKeyCommand.inputRightArrow: x = toEdge ? range.x.upperBound : x + (page ? pageX : line)
        case UIKeyCommand.inputPageUp: y -= pageY
        case UIKeyCommand.inputPageDown: y += pageY
        case " ": y += modifiers.contains(.shift) ? -pageY : pageY
        case UIKeyCommand.inputHome: y = range.y.lowerBound
        case UIKeyCommand.inputEnd: y = range.y.upperBound
        default: return nil
        }
        return CGPoint(x: x, y: y)
    }
}
