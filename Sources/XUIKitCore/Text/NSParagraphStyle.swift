import Foundation

/// How a paragraph is laid out: UIKit's `NSParagraphStyle` (immutable;
/// `NSMutableParagraphStyle` changes it), with TextKit's defaults.
///
/// Indents are in points from the container's leading edge; a `tailIndent`
/// of zero or less is measured back from the trailing edge, a positive one
/// from the leading edge (as in TextKit). `lineSpacing` is added between the
/// lines of a paragraph, `paragraphSpacing` after it and
/// `paragraphSpacingBefore` before it (not before the first). Two styles are
/// equal when every property is.
///
/// `Sendable`: an `NSParagraphStyle` never changes after its initializer (its
/// `values` are set there, or on a copy before `copy()` returns it).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no spacing or indents.
    public static let `default` = NSParagraphStyle()

    /// Must stay the first stored property (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()

    /// The base writing direction `.natural` resolves to for `languageName`; always `.leftToRight` here.
    public static func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .leftToRight }

    fileprivate var values = Values()

    fileprivate struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
    }

    public override init() { super.init() }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    /// The least height of a line (0: no minimum).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line (0: no maximum).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor on the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    open var hyphenationFactor: Float { values.hyphenationFactor }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(values.alignment)
        hasher.combine(values.lineBreakMode)
        hasher.combine(values.lineSpacing)
        hasher.combine(values.headIndent)
        return hasher.finalize()
    }
}

/// A paragraph style whose properties can be set: UIKit's `NSMutableParagraphStyle`.
///
/// Not `Sendable` in its own right, as in the SDK; Swift hands subclasses their
/// superclass's conformance, so as on iOS the compiler lets one cross threads:
/// copy it (`copy()` gives an immutable `NSParagraphStyle`) before sharing it.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Copies every property of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }

    open override var alignment: NSTextAlignment {
        get { values.alignment } set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode } set { values.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing } set { values.lineSpacing = max(0, newValue) }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing } set { values.paragraphSpacing = max(0, newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = max(0, newValue) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = max(0, newValue) }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent } set { values.headIndent = max(0, newValue) }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent } set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight } set { values.minimumLineHeight = max(0, newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight } set { values.maximumLineHeight = max(0, newValue) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple } set { values.lineHeightMultiple = max(0, newValue) }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection } set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor } set { values.hyphenationFactor = min(max(0, newValue), 1) }
    }
}
