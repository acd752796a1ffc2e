/// The module apps import: UIKit's API, re-exported from the pure core and
/// the Cairo graphics module, plus the X11 backend that runs it on a display
/// (`UIApplicationMain`, `@main` on a `UIApplicationDelegate`).
@_exported import XUIKitCore
@_exported import XUIKitGraphics
@_exported import Foundation
