import Foundation

/// The display: UIKit's `UIScreen`.
///
/// The core knows no hardware: the backend sets the main screen's size (in
/// points) and scale from the X server. Until then it is 1024 × 768 at 1x.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's rectangle in points, origin zero.
    open var bounds: CGRect = CGRect(x: 0, y: 0, width: 1024, height: 768)
    /// Pixels per point.
    open var scale: CGFloat = 1
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the native display.
    open var nativeScale: CGFloat { scale }
}
