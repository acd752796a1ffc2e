import Foundation
import Synchronization

/// The display: UIKit's `UIScreen`.
///
/// The core knows no hardware: the backend sets the main screen's size (in
/// points) and scale from the X server. Until then it is 1024 × 768 at 1x.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's rectangle in points, origin zero.
    open var bounds: CGRect = CGRect(x: 0, y: 0, width: 1024, height: 768)
    /// Pixels per point.
    open var scale: CGFloat = 1 {
        didSet { if self === UIScreen.main { UIScreen.mainScaleSnapshot.store(scale.bitPattern, ordering: .relaxed) } }
    }
    /// The screen's rectangle in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Pixels per point of the native display.
    open var nativeScale: CGFloat { scale }

    /// The main screen's scale, for drawing code that runs off the main actor
    /// (image contexts and renderer formats default to it, as in UIKit, where
    /// they may be used from any thread).
    package nonisolated static var mainScale: CGFloat {
        CGFloat(bitPattern: mainScaleSnapshot.load(ordering: .relaxed))
    }
    private nonisolated static let mainScaleSnapshot = Atomic<UInt>(CGFloat(1).bitPattern)
}
