import Foundation

/// The orientation tag (0x0112) of an Exif block: the TIFF structure after a
/// JPEG APP1 segment's "Exif\0\0" header.
///
/// Reads IFD0 only, in either byte order; nil when the block is malformed,
/// short, or has no orientation tag with a value 1...8.
enum ExifOrientation {
    static func value(in tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true   // "II"
        case (0x4D, 0x4D): littleEndian = false  // "MM"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            let a = Int(tiff[at]), b = Int(tiff[at + 1])
            return littleEndian ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> Int? {
            guard let low = u16(littleEndian ? at : at + 2), let high = u16(littleEndian ? at + 2 : at) else { return nil }
            return low | high << 16
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry) else { return nil }
            // Type 3 is SHORT: the value sits in the first two bytes of the value field.
            guard tag == 0x0112, u16(entry + 2) == 3, let value = u16(entry + 8) else { continue }
            return (1...8).contains(value) ? value : nil
        }
        return nil
    }
}
