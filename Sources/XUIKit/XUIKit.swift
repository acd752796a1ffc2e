/// The module apps import: UIKit's API, re-exported from the pure core
/// (and, once it lands, the X11 backend that runs it on a real display).
@_exported import XUIKitCore
@_exported import Foundation
