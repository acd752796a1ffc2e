import Foundation
import CCairo

/// PNG encoding and decoding through Cairo's PNG streams.
extension UIImage {
    /// Whether `data` starts with the PNG signature.
    static func looksLikePNG(_ data: Data) -> Bool {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// An image decoded from PNG `data` at `scale` pixels per point; nil when the data is not a valid PNG.
    /// PNGs with alpha load as ARGB32, PNGs without as opaque RGB24.
    package convenience init?(pngData data: Data, scale: CGFloat) {
        let reader = PNGReader(data: data)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
                return reader.read(into: buffer!, count: Int(length))
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.init(surface: surface, scale: scale)
    }

    /// The image encoded as PNG (8 bits per channel, straight alpha); nil if encoding fails.
    public func pngData() -> Data? {
        let writer = PNGWriter()
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                let writer = Unmanaged<PNGWriter>.fromOpaque(closure!).takeUnretainedValue()
                writer.data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }
}

private final class PNGReader {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard offset + count <= data.count else { return CAIRO_STATUS_READ_ERROR }
        data.copyBytes(to: buffer, from: data.startIndex + offset ..< data.startIndex + offset + count)
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

private final class PNGWriter {
    var data = Data()
}
