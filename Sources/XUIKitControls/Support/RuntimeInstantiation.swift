internal import CXUIKitRuntime
import Foundation

/// Making an object of a class known only at run time, as Objective-C's
/// `[[cls alloc] init]` does: `type.init()` dispatched through the class's
/// vtable. Swift allows only `required` initializers on a metatype, and
/// UIKit's `init()` (and a cell's `init(style:reuseIdentifier:)`) are not
/// required, so ported subclasses could not be made otherwise. A subclass
/// that overrides its superclass's designated initializers inherits `init()`,
/// which reaches its override: a `UITableViewCell` subclass overriding
/// `init(style:reuseIdentifier:)` gets that call.
package enum RuntimeInstantiation {
    package static func instantiate(_ type: NSObject.Type) -> NSObject {
        let metadata = unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self)
        return Unmanaged<NSObject>.fromOpaque(cx_make_nsobject(metadata)).takeRetainedValue()
    }
}
