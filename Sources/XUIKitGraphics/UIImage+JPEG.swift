import Foundation
import CCairo
import CJPEGShim

/// JPEG decoding and encoding through libjpeg-turbo (the C shim CJPEGShim).
extension UIImage {
    /// Whether `data` starts as a JPEG does (the SOI marker, then another marker).
    static func looksLikeJPEG(_ data: Data) -> Bool {
        data.count >= 3 && data[data.startIndex] == 0xFF && data[data.startIndex + 1] == 0xD8 && data[data.startIndex + 2] == 0xFF
    }

    /// An image decoded from JPEG `data` at `scale`, opaque (RGB24), oriented by
    /// its Exif orientation tag; nil when the data is corrupt or truncated.
    /// libjpeg's errors and warnings are not printed.
    package convenience init?(jpegData data: Data, scale: CGFloat) {
        var decoded = cj_image()
        let status = data.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            return cj_decode(base, bytes.count, &decoded)
        }
        guard status == 0, let pixels = decoded.pixels else { return nil }
        defer { cj_image_free(&decoded) }
        var orientation = Orientation.up
        if let exif = decoded.exif {
            let tiff = Array(UnsafeBufferPointer(start: exif, count: decoded.exif_length))
            orientation = ExifOrientation.value(in: tiff).flatMap { Orientation(exif: $0) } ?? .up
        }
        let width = Int(decoded.width), height = Int(decoded.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let target = cairo_image_surface_get_data(surface) else {
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for row in 0..<height {
            (target + row * stride).update(from: pixels + row * width * 4, count: width * 4)
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface, scale: scale, orientation: orientation)
    }

    /// The image encoded as a baseline JPEG: UIKit's `jpegData(compressionQuality:)`.
    ///
    /// `compressionQuality` 0 (smallest) ... 1 (best) maps to libjpeg's quality
    /// 0...100. JPEG has no alpha: colour is written premultiplied, so
    /// transparent pixels come out black, as on iOS. The pixels are written as
    /// displayed (turned by `imageOrientation`), with no Exif block. Nil if encoding fails.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let upright = uprightSurface()
        defer { cairo_surface_destroy(upright) }
        cairo_surface_flush(upright)
        guard let pixels = cairo_image_surface_get_data(upright) else { return nil }
        let quality = compressionQuality.isNaN ? 75 : Int32((min(max(compressionQuality, 0), 1) * 100).rounded())
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        guard cj_encode(pixels, cairo_image_surface_get_width(upright), cairo_image_surface_get_height(upright),
                        cairo_image_surface_get_stride(upright), quality, &out, &length) == 0, let out else { return nil }
        defer { free(out) }
        return Data(bytes: out, count: length)
    }
}
