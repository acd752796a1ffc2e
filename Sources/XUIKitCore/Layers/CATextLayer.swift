import Foundation

/// A layer showing a string: Core Animation's `CATextLayer`.
///
/// The string (a `String`; an `NSAttributedString` draws its plain text) is
/// drawn in the system font at `fontSize` with `foregroundColor`, from the top
/// of the bounds, aligned by `alignmentMode`, wrapped at the bounds' width when
/// `isWrapped`. `font` is stored; XUIKit draws the system font.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or `NSAttributedString`. Default nil.
    open var string: Any? { didSet { setNeedsComposite() } }
    /// The font (stored; the system font is drawn). Default nil.
    open var font: Any? { didSet { setNeedsComposite() } }
    /// The font size in points. Default 36, Core Animation's.
    open var fontSize: CGFloat = 36 { didSet { setNeedsComposite() } }
    /// The text colour. Default opaque white, Core Animation's.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { setNeedsComposite() } }
    /// Whether lines wrap at the bounds' width. Default false.
    open var isWrapped = false { didSet { setNeedsComposite() } }
    /// The horizontal alignment. Default `.natural` (left).
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsComposite() } }
    /// How text that does not fit is cut. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsComposite() } }

    /// The plain text to draw.
    package var plainText: String? {
        if let text = string as? String { return text }
        if let text = string as? NSAttributedString { return text.string }
        return nil
    }
}

/// A text layer's alignment: Core Animation's `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A text layer's truncation: Core Animation's `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
