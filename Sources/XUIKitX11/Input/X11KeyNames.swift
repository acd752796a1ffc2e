internal import CX11
import Foundation
import XUIKitCore

/// Reads the XKB key names of the server's core keyboard (keycode -> "AC01", "UP"...).
enum X11KeyNames {
    /// XKB.h: XkbUseCoreKbd, XkbKeyNamesMask.
    private static let useCoreKeyboard: UInt32 = 0x0100
    private static let keyNamesMask: UInt32 = 1 << 9

    /// The names, empty when XKB or its names are unavailable.
    static func read(display: OpaquePointer) -> [UInt32: String] {
        guard let xkb = XkbGetMap(display, 0, useCoreKeyboard) else { return [:] }
        defer { XkbFreeKeyboard(xkb, 0, 1) }
        guard XkbGetNames(display, keyNamesMask, xkb) == Success, let names = xkb.pointee.names,
              let keys = names.pointee.keys else { return [:] }
        var result: [UInt32: String] = [:]
        for keycode in Int(xkb.pointee.min_key_code)...Int(xkb.pointee.max_key_code) {
            let name = withUnsafeBytes(of: keys[keycode].name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.isEmpty { result[UInt32(keycode)] = name }
        }
        return result
    }
}
