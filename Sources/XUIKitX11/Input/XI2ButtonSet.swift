import XUIKitCore
/// The buttons held during an XI2 device event, as a bit set: what
/// `X11InputDecoder` reads from an `XIButtonState` mask (bit n = button n).
///
/// A plain 9-byte value (no allocation, trivially copied), so decoding an
/// event with no button down costs a few instructions. Buttons 1...63 are
/// kept exactly (mice have a dozen at most); a higher number, should a mask
/// carry one, is only remembered as "some button is down": `isEmpty` is
/// false, `contains` does not report it. Translation only asks `isEmpty`.
/// Button 0 does not exist and is never a member.
struct XI2ButtonSet: Equatable, ExpressibleByArrayLiteral {
    private var low: UInt64 = 0
    private var holdsHigherButton = false

    init() {}

    init(arrayLiteral buttons: Int...) {
        for button in buttons { insert(button) }
    }

    /// Whether no button is held.
    var isEmpty: Bool { low == 0 && !holdsHigherButton }

    /// Whether `button` (1...63) is held.
    func contains(_ button: Int) -> Bool {
        button >= 1 && button < 64 && low & (1 << UInt64(button)) != 0
    }

    /// Adds `button`; 0 and negative numbers are ignored.
    mutating func insert(_ button: Int) {
        guard button >= 1 else { return }
        if button < 64 { low |= 1 << UInt64(button) } else { holdsHigherButton = true }
    }
}
