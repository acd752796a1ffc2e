/// The module apps import: UIKit's API, re-exported from the pure core, the
/// Cairo/Pango graphics module and the drawn controls, plus the X11 backend
/// that runs it on a display (`UIApplicationMain`, `@main` on a
/// `UIApplicationDelegate`).
@_exported import XUIKitCore
@_exported import XUIKitGraphics
@_exported import XUIKitControls
@_exported import Foundation
