import Foundation

/// The first stored property of every XUIKit class that lives in attributed
/// strings as a value (`UIFont`, `UIColor`, `NSParagraphStyle`): it makes
/// swift-corelibs-foundation's CoreFoundation treat the object as a Swift
/// object.
///
/// Why: `NSMutableAttributedString.addAttribute`, `setAttributes` and
/// `append` compare the old and new values with `CFEqual`. On Linux, CF reads
/// the word after a Swift object's header as its CF info; for a plain Swift
/// subclass of `NSObject` that is the first stored property, read as a type
/// ID: zero or garbage makes `CFEqual` halt (SIGILL) instead of calling
/// `isEqual(_:)`. So `s.addAttribute(.font, value: bold, range: r)` over a
/// run that already has another font crashed. With this header the word holds
/// a registered type ID (1, CFType) whose bridged class is not the object's
/// class, which CF's `_CFIsSwift` takes as "a Swift object": `CFEqual`,
/// `CFHash`, `CFRetain` dispatch to the object's `isEqual(_:)`, `hash`, and
/// Swift retain. `CoreFoundationHeaderTests` fails loudly if a toolchain
/// changes this layout.
package struct CoreFoundationObjectHeader: Sendable {
    /// CF's info word: type ID 1 in bits 8-17, no flags.
    let info: UInt64 = 1 << 8
    package init() {}
}
