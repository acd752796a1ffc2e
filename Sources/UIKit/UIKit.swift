/// `import UIKit`, as iOS code writes it: everything `import XUIKit` brings
/// (UIKit's classes, the graphics, the drawn controls, `UIApplicationMain`
/// on the X11 backend, Foundation), so an iOS source file builds unchanged.
/// Its `@objc`, `#selector` and `@IB...` forms need the `XUIKitPort` plugin
/// (README, Porting).
@_exported import XUIKit
@_exported import CoreGraphics
@_exported import QuartzCore
