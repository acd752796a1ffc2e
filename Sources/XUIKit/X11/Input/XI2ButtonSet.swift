/// The buttons held during an XI2 device event, as a bit set: what
/// `X11InputDecoder` reads from an `XIButtonState` mask (bit n = button n).
///
/// A plain value (no allocation, trivially copied), so decoding an event
/// with no button down costs a few instructions. Buttons 1...255 are kept
/// exactly (the X server numbers buttons with 8 bits: MAX_BUTTONS is 256);
/// a higher number, should a mask carry one, is only remembered as "some
/// button is down" (`isEmpty` is false, `contains` does not report it).
/// Button 0 does not exist and is never a member.
struct XI2ButtonSet: Equatable, ExpressibleByArrayLiteral {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var holdsHigherButton = false

    init() {}

    init(arrayLiteral buttons: Int...) {
        for button in buttons { insert(button) }
    }

    /// Whether no button is held.
    var isEmpty: Bool { words == (0, 0, 0, 0) && !holdsHigherButton }

    /// Whether `button` (1...255) is held.
    func contains(_ button: Int) -> Bool {
        guard button >= 1, button < 256 else { return false }
        return word(button >> 6) & (1 << UInt64(button & 63)) != 0
    }

    /// Adds `button`; 0 and negative numbers are ignored.
    mutating func insert(_ button: Int) {
        guard button >= 1 else { return }
        guard button < 256 else { holdsHigherButton = true; return }
        let bit: UInt64 = 1 << UInt64(button & 63)
        switch button >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    private func word(_ index: Int) -> UInt64 {
        switch index {
        case 0: return words.0
        case 1: return words.1
        case 2: return words.2
        default: return words.3
        }
    }

    static func == (a: XI2ButtonSet, b: XI2ButtonSet) -> Bool {
        a.words == b.words && a.holdsHigherButton == b.holdsHigherButton
    }
}
