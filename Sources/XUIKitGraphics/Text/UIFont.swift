import Foundation

/// A typeface at a size: UIKit's `UIFont`, found through fontconfig and
/// shaped and measured by Pango.
///
/// The system font is Inter (the closest free design to San Francisco, with
/// nearly its metrics: at 17 pt an ascender of 16.5 against SF's 16.2);
/// glyphs it lacks (CJK, emoji) fall back through fontconfig to Noto Sans
/// CJK and Noto Color Emoji, as Apple's cascade list does. Sizes are points
/// (one point is one unit of user space, two pixels at scale 2). Fonts are
/// immutable values; `withSize(_:)` makes another.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// Must stay the first stored property (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    /// Pango's family list for the font (comma separated, fallbacks last).
    package let familyList: String
    /// The first family of `familyList`: the one asked for.
    public var familyName: String { UIFont.firstFamily(of: familyList) }
    /// The face's name: the family without spaces, then "-" and the face
    /// ("Inter-SemiBold", "DejaVuSansMono-Bold").
    public var fontName: String {
        let face = UIFont.faceName(weight: weight, isItalic: isItalic)
        return String(familyName.filter { $0 != " " }) + (face.isEmpty ? "" : "-" + face)
    }
    /// The size in points.
    public let pointSize: CGFloat
    package let weight: UIFont.Weight
    package let isItalic: Bool
    /// Whether digits take the same advance (tabular figures).
    package let hasMonospacedDigits: Bool
    /// The font's `PangoFontDescription*` once `PangoFonts.description(of:)`
    /// looked it up (owned by `PangoFonts`); read and written only under its lock.
    var pangoDescription: OpaquePointer?

    package init(familyList: String, pointSize: CGFloat, weight: UIFont.Weight, isItalic: Bool, hasMonospacedDigits: Bool = false) {
        // Only what identifies the font is stored: fonts are made per label, so
        // the names UIKit derives from it are computed when asked for.
        self.familyList = familyList
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : UIFont.systemFontSize
        self.weight = weight
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
        super.init()
    }

    /// The first family of a comma-separated list, without surrounding spaces
    /// (the whole list when it has no comma). Plain Swift: fonts are made per
    /// label, and Foundation's trimming cost more than the rest of the init.
    private static func firstFamily(of list: String) -> String {
        // The comma found in UTF-8 (a split would make an array of every piece).
        var piece = list[..<(list.utf8.firstIndex(of: UInt8(ascii: ",")) ?? list.endIndex)]
        // As CharacterSet.whitespaces: spaces and tabs, not line breaks.
        while let first = piece.first, first.isWhitespace, !first.isNewline { piece.removeFirst() }
        while let last = piece.last, last.isWhitespace, !last.isNewline { piece.removeLast() }
        return String(piece)
    }

    /// The font of the family or face `fontName` ("DejaVu Sans", "DejaVuSans-Bold",
    /// "Inter-SemiBoldItalic") at `fontSize` points, or nil when fontconfig knows no such family.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let match = PangoFonts.shared.match(fontName: fontName) else { return nil }
        self.init(familyList: match.family, pointSize: fontSize, weight: match.weight, isItalic: match.isItalic)
    }

    /// The same face at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(familyList: familyList, pointSize: fontSize, weight: weight, isItalic: isItalic, hasMonospacedDigits: hasMonospacedDigits)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return familyList == other.familyList && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic && hasMonospacedDigits == other.hasMonospacedDigits
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyList)
        hasher.combine(pointSize)
        hasher.combine(weight.rawValue)
        hasher.combine(isItalic)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIFont: font-family: \"\(familyName)\"; font-weight: \(UIFont.faceName(weight: weight, isItalic: false).lowercased().nonEmpty ?? "normal"); font-style: \(isItalic ? "italic" : "normal"); font-size: \(pointSize)pt>"
    }

    /// The face part of a font name: "", "Bold", "SemiBoldItalic", "Italic".
    static func faceName(weight: UIFont.Weight, isItalic: Bool) -> String {
        let names: [(UIFont.Weight, String)] = [
            (.ultraLight, "ExtraLight"), (.thin, "Thin"), (.light, "Light"), (.regular, ""), (.medium, "Medium"),
            (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
        ]
        let nearest = names.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }!.1
        return nearest + (isItalic ? "Italic" : "")
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
