import Foundation
import XUIKitCore
import XUIKitGraphics

/// iOS's number pads: three columns of white digit keys with a telephone's
/// letters under 2-9 (1 and 0 have none but keep the digits' height), and a bottom row of the pad's extra key, 0 and delete.
///
///     1      2 ABC   3 DEF
///     4 GHI  5 JKL   6 MNO
///     7 PQRS 8 TUV   9 WXYZ
///     extra  0       delete
///
/// The extra key is nothing on `.numberPad`, the locale's decimal separator
/// on `.decimalPad`, and "+*#" on `.phonePad`, which turns to a page of the
/// characters a dial string uses (`+ * #`, `( ) /`, and `,` `;` `-` for
/// pause, wait and grouping; iOS's second page differs in arrangement) with
/// "123" to turn back. The extra and delete keys have no cap, as on iOS.
extension OnScreenKeyboard {
    static let padDigits: [(String, String)] = [
        ("1", ""), ("2", "ABC"), ("3", "DEF"), ("4", "GHI"), ("5", "JKL"), ("6", "MNO"),
        ("7", "PQRS"), ("8", "TUV"), ("9", "WXYZ"),
    ]
    static let padSymbols = ["+", "*", "#", "(", ")", "/", ",", ";", "-"]

    /// Whether the keyboard shows a pad now.
    var isPad: Bool {
        switch page {
        case .pad, .padSymbols: true
        default: false
        }
    }

    /// The decimal pad's separator: the current locale's, as UIKit uses.
    static var decimalSeparator: String { Locale.current.decimalSeparator ?? "." }

    func addPadKeys() {
        if page == .padSymbols {
            for symbol in Self.padSymbols { add(OnScreenKey(title: symbol, action: .type(symbol))) }
        } else {
            for (digit, letters) in Self.padDigits { add(OnScreenKey(title: digit, action: .type(digit), subtitle: letters)) }
        }
        let extra: OnScreenKey
        switch page {
        case .pad(.decimal): extra = OnScreenKey(title: Self.decimalSeparator, action: .type(Self.decimalSeparator))
        case .pad(.phone): extra = OnScreenKey(title: "+*#", action: .switchPage, isFunction: true)
        case .padSymbols: extra = OnScreenKey(title: "123", action: .switchPage, isFunction: true)
        default: extra = OnScreenKey(title: "", action: .none, isFunction: true)
        }
        extra.isBare = true
        extra.isUserInteractionEnabled = extra.action != .none
        add(extra)
        add(OnScreenKey(title: "0", action: .type("0"), subtitle: page == .padSymbols ? nil : ""))
        let delete = OnScreenKey(title: "delete", action: .delete, isFunction: true)
        delete.isBare = true
        add(delete)
    }

    /// Three columns with 6 pt gaps, four rows filling the keyboard's height under a 6 pt top margin.
    func layoutPadKeys() {
        let gap: CGFloat = 6, top: CGFloat = 6
        let width = (bounds.width - gap * 4) / 3
        let height = max(0, (bounds.height - top - gap * 4) / 4)
        for (index, key) in keys.enumerated() {
            let row = CGFloat(index / 3), column = CGFloat(index % 3)
            key.frame = CGRect(x: gap + column * (width + gap), y: top + row * (height + gap), width: width, height: height)
        }
    }
}
