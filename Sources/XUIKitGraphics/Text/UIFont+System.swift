import Foundation

extension UIFont {
    /// A font weight: UIKit's `UIFont.Weight`, with iOS's values (-0.8 ultra
    /// light ... 0 regular ... 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The OpenType weight (100-900) nearest this weight.
        package var openTypeWeight: Int {
            let table: [(Weight, Int)] = [
                (.ultraLight, 200), (.thin, 100), (.light, 300), (.regular, 400), (.medium, 500),
                (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
            ]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// Pango's family list for the system font: Inter, then Simplified Chinese
    /// for Han characters (fontconfig alone may pick a Japanese face). Emoji
    /// come from fontconfig's fallback: naming the emoji font here makes Pango
    /// take digits from it (they are emoji keycap bases).
    package static let systemFamilyList = "Inter, Noto Sans CJK SC"
    /// Pango's family list for the monospaced system font.
    package static let monospacedFamilyList = "DejaVu Sans Mono, Noto Sans Mono CJK SC"

    /// UIKit's standard font size for labels: 17 points.
    public static var labelFontSize: CGFloat { 17 }
    /// UIKit's standard font size for buttons: 18 points.
    public static var buttonFontSize: CGFloat { 18 }
    /// UIKit's small system font size: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// UIKit's system font size: 14 points.
    public static var systemFontSize: CGFloat { 14 }

    /// The system font (Inter) at `fontSize` points and `weight`. The same
    /// size and weight give the same (immutable) font object, as UIKit's
    /// cache does: apps make one per label, and a font already seen is not
    /// made, hashed and looked up in Pango's descriptions again.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        SystemFontCache.shared.font(size: fontSize, weight: weight) {
            UIFont(familyList: systemFamilyList, pointSize: fontSize, weight: weight, isItalic: false)
        }
    }

    /// The regular system font at `fontSize` points.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(familyList: systemFamilyList, pointSize: fontSize, weight: .regular, isItalic: true)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(familyList: monospacedFamilyList, pointSize: fontSize, weight: weight, isItalic: false)
    }

    /// The system font with digits of equal advance (OpenType `tnum`), for counters and clocks.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(familyList: systemFamilyList, pointSize: fontSize, weight: weight, isItalic: false, hasMonospacedDigits: true)
    }

    /// The families fontconfig knows, sorted (UIKit's `familyNames`).
    public class var familyNames: [String] { PangoFonts.shared.familyNames }

    /// The face names of `familyName` ("DejaVuSans", "DejaVuSans-Bold", ...), empty for an unknown family.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        PangoFonts.shared.faceNames(forFamily: familyName)
    }
}

/// The regular-style system fonts made so far, by size and weight (at most
/// `limit`; past it the cache starts again, so fonts animated through many
/// sizes do not pile up). Thread safe: `UIFont` is not main-actor bound.
private final class SystemFontCache: @unchecked Sendable {
    static let shared = SystemFontCache()
    static let limit = 64

    private struct Key: Hashable {
        var size: CGFloat, weight: CGFloat
    }

    private let lock = NSLock()
    private var fonts: [Key: UIFont] = [:]

    func font(size: CGFloat, weight: UIFont.Weight, make: () -> UIFont) -> UIFont {
        let key = Key(size: size, weight: weight.rawValue)
        lock.lock()
        defer { lock.unlock() }
        if let font = fonts[key] { return font }
        let font = make()
        if fonts.count >= Self.limit { fonts.removeAll(keepingCapacity: true) }
        fonts[key] = font
        return font
    }
}
