import Foundation
import XUIKitCore
import XUIKitGraphics

/// XUIKit's on-screen keyboard, iOS's light layout: letters in three rows
/// with shift and delete, a bottom row with the numbers page key, space and
/// return; a numbers-and-symbols page. A key types into the first responder
/// (`UIKeyInput`): `insertText` for characters and return ("\n", so a text
/// field's Return rules apply), `deleteBackward` for delete (repeating while
/// held: after 0.5 s, every 0.1 s, on the input clock). Shift capitalises the
/// next letter; two taps on shift within 0.35 s lock capitals until shift is
/// tapped again. `keyboardType` picks the layout when the keyboard appears:
/// `.numbersAndPunctuation` opens on the numbers page; `.numberPad`,
/// `.asciiCapableNumberPad`, `.decimalPad` and `.phonePad` show iOS's
/// telephone-style pad instead (see `OnScreenKeyboard+Pads.swift`). Keys
/// never take first responder. `KeyboardPresenter`
/// shows it at the bottom of the window when a text input becomes first
/// responder after a touch.
@preconcurrency @MainActor
public final class OnScreenKeyboard: UIView {
    enum Page: Equatable { case letters, numbers, pad(PadKind), padSymbols }
    /// The three pads: digits only, digits and the decimal separator, a phone's dial pad.
    enum PadKind: Equatable { case number, decimal, phone }

    /// Makes this keyboard the system one (`UIApplicationMain` does it for apps).
    public static func install() {
        KeyboardPresenter.systemKeyboardFactory = { OnScreenKeyboard(frame: CGRect(x: 0, y: 0, width: 320, height: 216)) }
    }

    static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let numberRows = ["1234567890", "-/:;()$&@\"", ".,?!'"]

    private(set) var page = Page.letters
    private(set) var isShifted = false
    /// Caps lock: shift stays on after a letter (two quick taps on shift).
    private(set) var isCapsLocked = false
    private var lastShiftTap: TimeInterval?
    private var deleteRepeat: InputClock.Timer?
    /// Delete's first repeat comes after this long held, then every `deleteRepeatInterval`.
    static let deleteRepeatDelay: TimeInterval = 0.5, deleteRepeatInterval: TimeInterval = 0.1
    /// Two taps on shift closer than this lock capitals.
    static let capsLockInterval: TimeInterval = 0.35
    private(set) var keys: [OnScreenKey] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
        buildKeys()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The key that types `title` (a character, or "shift", "delete", "123", "ABC", "space", "return").
    public func key(titled title: String) -> UIView? { keys.first { $0.title.lowercased() == title.lowercased() } }

    /// Opens on the numbers page when the text input asks for a number pad.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { endDeleteRepeat() }
        guard let window, let traits = KeyboardPresenter.firstResponder(in: window) as? UITextInputTraits else { return }
        let wanted = Self.page(for: traits.keyboardType)
        if wanted != page {
            page = wanted
            isShifted = false
            isCapsLocked = false
            buildKeys()
        }
    }

    /// The page a text input of `type` opens on.
    static func page(for type: UIKeyboardType) -> Page {
        switch type {
        case .numberPad, .asciiCapableNumberPad: .pad(.number)
        case .decimalPad: .pad(.decimal)
        case .phonePad: .pad(.phone)
        case .numbersAndPunctuation: .numbers
        default: .letters
        }
    }

    private func buildKeys() {
        for key in keys { key.removeFromSuperview() }
        keys = []
        defer { setNeedsLayout() }
        if isPad {
            addPadKeys()
            return
        }
        let rows = page == .letters ? Self.letterRows : Self.numberRows
        for row in rows {
            for character in row {
                let title = isShifted && page == .letters ? character.uppercased() : String(character)
                add(OnScreenKey(title: title, action: .type(title)))
            }
        }
        let shift = OnScreenKey(title: page == .letters ? "shift" : "#+=", action: page == .letters ? .shift : .none, isFunction: true)
        // As on iOS: a lit (white) shift key while shifted, the caps-lock glyph while locked.
        shift.isLit = isShifted
        if isCapsLocked { shift.glyph = "\u{21EA}" }
        add(shift)
        add(OnScreenKey(title: "delete", action: .delete, isFunction: true))
        add(OnScreenKey(title: page == .letters ? "123" : "ABC", action: .switchPage, isFunction: true))
        add(OnScreenKey(title: "space", action: .type(" ")))
        add(OnScreenKey(title: "return", action: .type("\n"), isFunction: true))
    }

    func add(_ key: OnScreenKey) {
        key.keyboard = self
        keys.append(key)
        addSubview(key)
    }

    /// iOS's proportions: ten keys a row with 6 pt gaps, rows 42 pt tall with 12 pt between.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if isPad {
            layoutPadKeys()
            return
        }
        let gap: CGFloat = 6, rowHeight: CGFloat = 42, rowGap: CGFloat = 12, top: CGFloat = 8
        let unit = (bounds.width - gap * 11) / 10
        let rows = page == .letters ? Self.letterRows : Self.numberRows
        var index = 0
        for (rowIndex, row) in rows.enumerated() {
            let count = CGFloat(row.count)
            let rowWidth = count * unit + (count - 1) * gap
            var x = (bounds.width - rowWidth) / 2
            let y = top + CGFloat(rowIndex) * (rowHeight + rowGap)
            for _ in row {
                keys[index].frame = CGRect(x: x, y: y, width: unit, height: rowHeight)
                x += unit + gap
                index += 1
            }
        }
        let thirdRowY = top + 2 * (rowHeight + rowGap), bottomY = top + 3 * (rowHeight + rowGap)
        let sideWidth = unit * 1.3
        keys[index].frame = CGRect(x: gap, y: thirdRowY, width: sideWidth, height: rowHeight)                          // shift
        keys[index + 1].frame = CGRect(x: bounds.width - gap - sideWidth, y: thirdRowY, width: sideWidth, height: rowHeight)  // delete
        let pageWidth = unit * 2.2 + gap, returnWidth = unit * 2.2 + gap
        keys[index + 2].frame = CGRect(x: gap, y: bottomY, width: pageWidth, height: rowHeight)
        keys[index + 4].frame = CGRect(x: bounds.width - gap - returnWidth, y: bottomY, width: returnWidth, height: rowHeight)
        let spaceX = gap * 2 + pageWidth
        keys[index + 3].frame = CGRect(x: spaceX, y: bottomY, width: bounds.width - spaceX - returnWidth - gap * 2, height: rowHeight)
    }

    func perform(_ action: OnScreenKey.Action) {
        let target = UIApplication.shared.keyWindow.flatMap { KeyboardPresenter.firstResponder(in: $0) } as? UIKeyInput
        switch action {
        case .type(let text):
            target?.insertText(text)
            if isShifted && !isCapsLocked {
                isShifted = false
                buildKeys()
            }
        case .delete:
            target?.deleteBackward()
        case .shift:
            let now = UIApplication.shared.inputClock.now
            if isCapsLocked {
                isCapsLocked = false
                isShifted = false
                lastShiftTap = nil
            } else if isShifted, let last = lastShiftTap, now - last < Self.capsLockInterval {
                isCapsLocked = true
                lastShiftTap = nil
            } else {
                isShifted.toggle()
                lastShiftTap = isShifted ? now : nil
            }
            buildKeys()
        case .switchPage:
            switch page {
            case .letters: page = .numbers
            case .numbers: page = .letters
            case .pad: page = .padSymbols
            case .padSymbols: page = .pad(.phone)
            }
            isShifted = false
            isCapsLocked = false
            buildKeys()
        case .none:
            break
        }
    }

    /// Delete went down: delete once now, then repeat while held.
    func beginDeleteRepeat() {
        perform(.delete)
        endDeleteRepeat()
        scheduleDeleteRepeat(after: Self.deleteRepeatDelay)
    }

    private func scheduleDeleteRepeat(after delay: TimeInterval) {
        deleteRepeat = UIApplication.shared.inputClock.schedule(after: delay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.deleteRepeat != nil else { return }
                self.perform(.delete)
                self.scheduleDeleteRepeat(after: Self.deleteRepeatInterval)
            }
        }
    }

    /// Delete came up or was cancelled: stop repeating.
    func endDeleteRepeat() {
        if let deleteRepeat { UIApplication.shared.inputClock.cancel(deleteRepeat) }
        deleteRepeat = nil
    }
}
