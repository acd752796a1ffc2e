import Foundation

/// The colour model of a colour space: Core Graphics' `CGColorSpaceModel` (the two XUIKit has).
public enum CGColorSpaceModel: Int32, Sendable {
    case monochrome = 0
    case rgb = 1
}

/// A device colour space: Core Graphics' `CGColorSpace`. XUIKit draws in
/// device RGB (sRGB on X11 screens); gray spaces spread their value over
/// red, green and blue.
public final class CGColorSpace: Sendable {
    /// Gray or RGB.
    public let model: CGColorSpaceModel

    init(model: CGColorSpaceModel) { self.model = model }

    /// Colour components per colour, alpha excluded: 1 for gray, 3 for RGB.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb) }

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }
