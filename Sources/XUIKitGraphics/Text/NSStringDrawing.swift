import Foundation

/// Options for measuring and drawing strings in a rectangle: UIKit's
/// `NSStringDrawingOptions`, with its raw values.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out lines from the rectangle's origin, wrapping in its width
    /// (without it, the text is one line per paragraph and the origin is the
    /// first baseline's).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the fonts' leading to line heights (Pango always does).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph ink rather than typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits in the rectangle with an ellipsis when text is cut.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling and result information for string drawing: UIKit's
/// `NSStringDrawingContext`. Text is drawn at full size here, so
/// `actualScaleFactor` is 1; `totalBounds` is set by each call.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

extension NSAttributedString {
    /// The size of the text laid out one line per paragraph, in points (fractional, as UIKit's).
    public func size() -> CGSize { TextLayout(self, width: nil).size }

    /// Draws the text one line per paragraph with its top-left corner at
    /// `point` in the current context; does nothing outside drawing.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        TextLayout(self, width: nil).draw(at: point, in: context)
    }

    /// Draws the text wrapped in `rect`'s width from its top-left corner,
    /// clipped to `rect`; does nothing outside drawing.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text in `rect` as `options` say (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let cgContext = UIGraphicsGetCurrentContext() else { return }
        let layout = makeLayout(in: rect.size, options: options)
        context?.totalBounds = bounds(of: layout, options: options)
        let origin = options.contains(.usesLineFragmentOrigin) ? rect.origin : CGPoint(x: rect.minX, y: rect.minY - layout.firstBaseline)
        cgContext.saveGState()
        if options.contains(.usesLineFragmentOrigin), rect.height > 0, rect.height.isFinite { cgContext.clip(to: rect) }
        layout.draw(at: origin, in: cgContext)
        cgContext.restoreGState()
    }

    /// The rectangle the text occupies when laid out in `size` as `options`
    /// say: from (0, 0) with `.usesLineFragmentOrigin`, otherwise one line
    /// per paragraph with the origin at the first baseline (so y is negative).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let layout = makeLayout(in: size, options: options)
        let bounds = bounds(of: layout, options: options)
        context?.totalBounds = bounds
        return bounds
    }

    private func makeLayout(in size: CGSize, options: NSStringDrawingOptions) -> TextLayout {
        guard options.contains(.usesLineFragmentOrigin) else { return TextLayout(self, width: nil) }
        let width: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
        let layout = TextLayout(self, width: width)
        guard options.contains(.truncatesLastVisibleLine), size.height > 0, size.height < layout.size.height else { return layout }
        // Keep the lines that fit whole, the last of them ending in an ellipsis.
        return TextLayout(self, width: width, maximumLines: layout.lineCount(fittingHeight: size.height), lineBreakMode: .byTruncatingTail)
    }

    private func bounds(of layout: TextLayout, options: NSStringDrawingOptions) -> CGRect {
        if options.contains(.usesLineFragmentOrigin) { return CGRect(origin: .zero, size: layout.size) }
        return CGRect(x: 0, y: -layout.firstBaseline, width: layout.size.width, height: layout.size.height)
    }
}

extension NSString {
    /// The size of the string drawn with `attrs`, one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// Draws the string with `attrs`, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string with `attrs`, wrapped in and clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// Draws the string with `attributes` in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// The rectangle the string occupies with `attributes` in `size` (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// The size of the string drawn with `attrs`, one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    /// Draws the string with `attrs`, its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    /// Draws the string with `attrs`, wrapped in and clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    /// Draws the string with `attributes` in `rect` as `options` say.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// The rectangle the string occupies with `attributes` in `size` (see `NSAttributedString.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
