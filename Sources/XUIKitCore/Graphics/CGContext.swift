import Foundation

/// A Core Graphics drawing destination backed by a Cairo context: Core Graphics' `CGContext`.
///
/// Coordinates are UIKit's: points, origin at the top left, y growing down.
/// The graphics state (saved and restored as a unit by `saveGState()` /
/// `restoreGState()`) holds the CTM, the clip, the fill and stroke colours
/// (default opaque black), the line width (default 1), cap (`.butt`), join
/// (`.miter`), miter limit (10), dash, the global alpha (default 1), the
/// blend mode (`.normal`) and antialiasing. The current path is not part of the graphics state; path
/// construction and painting live in `CGContext+Paths.swift`.
///
/// Differences from Core Graphics: there is no base flip, so `ctm` of a fresh
/// image context at scale 2 is `scaleX: 2, y: 2` rather than a y-flipping
/// matrix; contexts are made by XUIKit (image renderers, the view renderer),
/// not with `CGContext(data:width:...)`.
public final class CGContext {
    /// The Cairo context drawn into (a `cairo_t*`), kept alive by `owner`.
    package let cairo: OpaquePointer
    // The graphics module's reference to `cairo` (the core has no C imports):
    // it releases the Cairo context when the CGContext goes.
    private let owner: AnyObject

    /// A colour's red, green, blue and alpha, as `CGColor.rgba` gives them.
    package typealias ColorComponents = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// The parts of the graphics state XUIKit keeps itself (Cairo keeps the rest).
    package struct DrawingState {
        // Components, not `CGColor`s: setting a colour (each `UIColor.setFill()`
        // of drawing code) makes no object, and saving the state retains none.
        package var fillColor: ColorComponents = (0, 0, 0, 1)
        package var strokeColor: ColorComponents = (0, 0, 0, 1)
        package var alpha: CGFloat = 1
        package var interpolationQuality: CGInterpolationQuality = .default
    }

    package var state = DrawingState()
    package var savedStates: [DrawingState] = []

    /// A context over `cairo`, whose lifetime `owner` holds.
    package init(cairo: OpaquePointer, owner: AnyObject) {
        self.cairo = cairo
        self.owner = owner
    }
}

/// How scaled images are resampled: Core Graphics' `CGInterpolationQuality`.
/// `.none` is nearest-neighbour (sharp pixels); the others smooth.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}
