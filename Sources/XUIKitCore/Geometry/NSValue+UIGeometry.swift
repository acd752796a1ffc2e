import Foundation

/// UIKit's `NSValue` extensions (`NSValue(cgRect:)`, `cgRectValue`, ...), so
/// geometry travels in `userInfo` dictionaries and `Any` as on iOS:
/// `(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
///
/// `CGPoint`, `CGSize` and `CGRect` are stored as Foundation's own values
/// (`NSValue(rect:)`, `objCType` `{CGRect={CGPoint=dd}{CGSize=dd}}`), so they
/// equal and hash as Foundation's and also bridge (`as? NSValue`, `as? CGRect`,
/// see `NSValue+Bridging.swift`). Linux differs in one place: Foundation's
/// concrete value cannot hold structs, so the other types are stored as arrays
/// of their `CGFloat` fields (`objCType` `[4d]` for `UIEdgeInsets` where the SDK
/// says `{UIEdgeInsets=dddd}`). Reading a value as a type of another size gives
/// that type's zero value; reading it as a type of the same size reinterprets
/// the fields in order, as UIKit's byte copy does (`uiEdgeInsetsValue` of a
/// directional-insets value: top, leading, bottom, trailing).
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgVector vector: CGVector) { self.init(fields: vector) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgAffineTransform transform: CGAffineTransform) { self.init(fields: transform) }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(fields: insets) }
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) { self.init(fields: insets) }
    public convenience init(uiOffset offset: UIOffset) { self.init(fields: offset) }
    public convenience init(caTransform3D transform: CATransform3D) { self.init(fields: transform) }

    public var cgPointValue: CGPoint { hasFoundationType("{CGPoint=") ? pointValue : .zero }
    public var cgVectorValue: CGVector { fields() ?? CGVector(dx: 0, dy: 0) }
    public var cgSizeValue: CGSize { hasFoundationType("{CGSize=") ? sizeValue : .zero }
    public var cgRectValue: CGRect { hasFoundationType("{CGRect=") ? rectValue : .zero }
    public var cgAffineTransformValue: CGAffineTransform {
        fields() ?? CGAffineTransform()
    }
    public var uiEdgeInsetsValue: UIEdgeInsets { fields() ?? .zero }
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets { fields() ?? .zero }
    public var uiOffsetValue: UIOffset { fields() ?? .zero }
    public var caTransform3DValue: CATransform3D { fields() ?? NSValue.zeroTransform3D }

    /// Stores a struct made only of `CGFloat` fields as `[Nd]`.
    private convenience init<T>(fields value: T) {
        var copy = value
        self.init(bytes: &copy, objCType: "[\(MemoryLayout<T>.size / MemoryLayout<CGFloat>.size)d]")
    }

    private func hasFoundationType(_ prefix: String) -> Bool { String(cString: objCType).hasPrefix(prefix) }

    /// The value as `T`, a struct of `CGFloat` fields, when it holds as many fields.
    private func fields<T>() -> T? {
        let count = MemoryLayout<T>.size / MemoryLayout<CGFloat>.size
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        defer { buffer.deallocate() }
        getValue(buffer)
        return buffer.load(as: T.self)
    }

    private static var zeroTransform3D: CATransform3D {
        var m = CATransform3DIdentity
        m.m11 = 0; m.m22 = 0; m.m33 = 0; m.m44 = 0
        return m
    }
}
