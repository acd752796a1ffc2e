import Foundation

/// A colour in sRGB with alpha: UIKit's `UIColor`, holding its components.
// @unchecked Sendable, as UIKit's: the components are constants, and an open
// class cannot prove its subclasses keep them so (UIKit asks the same of them).
open class UIColor: NSObject, @unchecked Sendable {
    /// Must stay the first stored property (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    /// Components in 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour with the components of `cgColor` (gray colours give equal red, green and blue).
    public convenience init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// The colour as a Core Graphics colour (RGB, four components).
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Makes the colour the fill and stroke colour of the current drawing context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the fill colour of the current drawing context; does nothing outside drawing.
    open func setFill() { UIColor.applyToCurrentContext?(self, true) }

    /// Makes the colour the stroke colour of the current drawing context; does nothing outside drawing.
    open func setStroke() { UIColor.applyToCurrentContext?(self, false) }

    /// Installed by XUIKitGraphics (which owns drawing contexts) before any
    /// context can be current: sets the colour as fill (true) or stroke (false)
    /// colour of the current context, if there is one.
    // nonisolated(unsafe): written once, inside GraphicsContextStack's
    // swift_once-guarded initializer, before any context can be current; a
    // reader that can find a current context has passed that initializer.
    nonisolated(unsafe) package static var applyToCurrentContext: ((UIColor, Bool) -> Void)?

    /// The same colour with `alpha` replaced.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the RGBA components; always succeeds.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}
