import CX11
import Foundation

/// A copy of the pixels the X server shows, read with XGetImage: what a
/// screenshot of a headless server, and the pixel tests, look at.
public struct ScreenCapture {
    public let width: Int
    public let height: Int
    /// Pixels as 0xAARRGGBB (alpha always 0xFF), row by row from the top.
    public let pixels: [UInt32]

    /// Captures `rect` (pixels, root coordinates; nil: the whole screen).
    public init(display: XDisplay, x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil) throws {
        let size = display.screenSize
        let w = width ?? size.width, h = height ?? size.height
        guard let image = XGetImage(display.handle, display.rootWindow, Int32(x), Int32(y), UInt32(w), UInt32(h), ~0, ZPixmap)
        else { throw CaptureError("XGetImage failed for \(w)x\(h) at \(x),\(y)") }
        defer { _ = image.pointee.f.destroy_image(image) }  // XDestroyImage is a macro
        guard image.pointee.bits_per_pixel == 32 else {
            throw CaptureError("unsupported \(image.pointee.bits_per_pixel)-bit screen (24/32-bit TrueColor expected)")
        }
        var pixels = [UInt32](repeating: 0, count: w * h)
        let stride = Int(image.pointee.bytes_per_line)
        let base = UnsafeRawPointer(image.pointee.data!)
        for row in 0..<h {
            for column in 0..<w {
                let value = base.load(fromByteOffset: row * stride + column * 4, as: UInt32.self)
                pixels[row * w + column] = 0xFF00_0000 | (value & 0x00FF_FFFF)
            }
        }
        self.width = w
        self.height = h
        self.pixels = pixels
    }

    /// The pixel at (x, y) as (red, green, blue) bytes.
    public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let value = pixels[y * width + x]
        return (UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// Writes the capture as a PNG file (through Cairo).
    public func writePNG(to path: String) throws {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
        var buffer = [UInt8](repeating: 0, count: stride * height)
        buffer.withUnsafeMutableBytes { raw in
            for row in 0..<height {
                for column in 0..<width {
                    raw.storeBytes(of: pixels[row * width + column], toByteOffset: row * stride + column * 4, as: UInt32.self)
                }
            }
        }
        let status = buffer.withUnsafeMutableBufferPointer { bytes -> cairo_status_t in
            let surface = cairo_image_surface_create_for_data(bytes.baseAddress, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride))
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CaptureError("cannot write \(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

/// Why a capture failed.
public struct CaptureError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
