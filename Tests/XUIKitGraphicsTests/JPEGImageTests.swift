import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// A 48 x 32 image in four 24 x 16 quadrants: red, blue on top; green, white below.
private func quadrants() -> UIImage {
    renderImage(width: 48, height: 32) { context in
        for (color, rect) in [(UIColor.red, CGRect(x: 0, y: 0, width: 24, height: 16)), (.blue, CGRect(x: 24, y: 0, width: 24, height: 16)),
                              (.green, CGRect(x: 0, y: 16, width: 24, height: 16)), (.white, CGRect(x: 24, y: 16, width: 24, height: 16))] {
            color.setFill()
            context.fill(rect)
        }
    }
}

/// Whether two pixels differ by at most `tolerance` in every channel (JPEG is lossy).
private func close(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 12) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && a.a == b.a
}

/// The colours at the centres of an image's four quadrants: top left, top right, bottom left, bottom right.
private func quadrantColours(of image: UIImage) -> [RGBA] {
    let w = image.pixelWidth, h = image.pixelHeight
    return [(w / 4, h / 4), (3 * w / 4, h / 4), (w / 4, 3 * h / 4), (3 * w / 4, 3 * h / 4)].map { image.pixel(x: $0.0, y: $0.1) }
}

/// `jpeg` with an APP1 Exif segment holding orientation `value` (big-endian TIFF) after its SOI marker.
func withExifOrientation(_ jpeg: Data, _ value: UInt8, bigEndian: Bool = true) -> Data {
    let tiff: [UInt8] = bigEndian
        ? [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0, 0, 0, 0, 0]
        : [0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, value, 0, 0, 0, 0, 0, 0, 0]
    let payload = Array("Exif".utf8) + [0, 0] + tiff
    let length = payload.count + 2
    let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    return jpeg.prefix(2) + Data(segment) + jpeg.dropFirst(2)
}

/// What `body` writes to standard error (fd 2), captured through a temporary file.
func standardError(during body: () -> Void) -> String {
    let path = NSTemporaryDirectory() + "xuikit-stderr-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let saved = dup(2), file = open(path, O_WRONLY)
    fflush(nil)
    dup2(file, 2)
    body()
    fflush(nil)
    dup2(saved, 2)
    close(file); close(saved)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? "?"
}

@MainActor
@Suite("UIImage JPEG")
struct JPEGImageTests {
    @Test("jpegData encodes a JPEG that UIImage(data:) decodes to the same size and colours")
    func roundTrip() throws {
        let data = try #require(quadrants().jpegData(compressionQuality: 1))
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF] && Array(data.suffix(2)) == [0xFF, 0xD9])
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 48, height: 32) && image.scale == 1 && image.imageOrientation == .up)
        let colours = quadrantColours(of: image)
        for (got, want) in zip(colours, [red, blue, green, white]) { #expect(close(got, want), "\(got) want \(want)") }
        #expect(image.cgImage?.alphaInfo == .noneSkipFirst, "a JPEG is opaque")
        #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 24, height: 16))
    }

    @Test("Lower compression quality gives smaller data; quality is clamped to 0...1")
    func quality() throws {
        let image = renderImage(width: 64, height: 64) { context in
            for i in 0..<64 {
                UIColor(hue: CGFloat(i) / 64, saturation: 1, brightness: 1, alpha: 1).setFill()
                context.fill(CGRect(x: CGFloat(i), y: CGFloat(i % 7) * 9, width: 1, height: 20))
            }
        }
        let best = try #require(image.jpegData(compressionQuality: 1)), worst = try #require(image.jpegData(compressionQuality: 0.05))
        #expect(worst.count < best.count / 2, "\(worst.count) bytes at 0.05, \(best.count) at 1")
        #expect(image.jpegData(compressionQuality: 7) == best && image.jpegData(compressionQuality: -1) == image.jpegData(compressionQuality: 0))
    }

    @Test("Transparent pixels encode as black, as on iOS (JPEG has no alpha)")
    func transparentIsBlack() throws {
        let image = renderImage(width: 16, height: 16) { _ in }
        let data = try #require(image.jpegData(compressionQuality: 0.9))
        let decoded = try #require(UIImage(data: data))
        #expect(close(decoded.pixel(x: 8, y: 8), black, 2))
    }

    @Test("Corrupt and truncated JPEGs give nil and print nothing to standard error")
    func corrupt() throws {
        let data = try #require(quadrants().jpegData(compressionQuality: 0.9))
        var results: [UIImage?] = []
        let printed = standardError {
            results.append(UIImage(data: data.prefix(data.count / 2)))           // truncated mid-scan
            results.append(UIImage(data: data.prefix(40)))                       // truncated in the headers
            results.append(UIImage(data: Data([0xFF, 0xD8, 0xFF])))              // a bare start marker
            var garbled = data
            for i in 20..<min(200, garbled.count) { garbled[i] = UInt8(truncatingIfNeeded: i * 37) }
            results.append(UIImage(data: garbled))                               // tables and frame header garbled
            results.append(UIImage(data: Data([0xFF, 0xD8, 0xFF]) + Data(repeating: 0xAB, count: 500)))
        }
        #expect(results.allSatisfy { $0 == nil }, "\(results.map { $0 == nil })")
        // Standard error is the process's: tests running beside this one (the runner's own lines
        // included) may write to it meanwhile, so only libjpeg's own messages count.
        let libjpeg = ["JPEG", "Huffman", "marker", "Bogus", "quantization", "Premature", "Corrupt"]
        let fromLibjpeg = printed.split(separator: "\n").filter { line in
            !line.hasPrefix("✔") && !line.hasPrefix("✘") && !line.hasPrefix("◇") && !line.hasPrefix("↳")
                && libjpeg.contains { line.localizedCaseInsensitiveContains($0) }
        }
        #expect(fromLibjpeg.isEmpty, "libjpeg printed: \(fromLibjpeg)")
        #expect(UIImage(data: data) != nil, "the intact data still decodes")
    }

    @Test("Every EXIF orientation turns the stored pixels upright as UIKit's imageOrientation does")
    func exifOrientations() throws {
        let data = try #require(quadrants().jpegData(compressionQuality: 1))
        // Stored: red, blue / green, white. Displayed for each EXIF value:
        let expected: [(UInt8, UIImage.Orientation, [RGBA])] = [
            (1, .up, [red, blue, green, white]), (2, .upMirrored, [blue, red, white, green]),
            (3, .down, [white, green, blue, red]), (4, .downMirrored, [green, white, red, blue]),
            (5, .leftMirrored, [red, green, blue, white]), (6, .right, [green, red, white, blue]),
            (7, .rightMirrored, [white, blue, green, red]), (8, .left, [blue, white, red, green]),
        ]
        for (value, orientation, colours) in expected {
            let image = try #require(UIImage(data: withExifOrientation(data, value, bigEndian: value % 2 == 0)))
            #expect(image.imageOrientation == orientation, "EXIF \(value)")
            let turned = value >= 5
            #expect(image.size == (turned ? CGSize(width: 32, height: 48) : CGSize(width: 48, height: 32)), "EXIF \(value)")
            #expect(image.cgImage?.width == 48, "cgImage keeps the stored pixels")
            let drawn = renderImage(width: image.size.width, height: image.size.height) { _ in image.draw(at: .zero) }
            let got = quadrantColours(of: drawn)
            #expect(zip(got, colours).allSatisfy { close($0, $1) }, "EXIF \(value): \(got)")
            let encoded = try #require(image.jpegData(compressionQuality: 1))
            let reencoded = try #require(UIImage(data: encoded))
            #expect(reencoded.imageOrientation == .up && zip(quadrantColours(of: reencoded), colours).allSatisfy { close($0, $1, 16) },
                    "jpegData writes the pixels as displayed (EXIF \(value))")
        }
        #expect(UIImage(data: withExifOrientation(data, 9))?.imageOrientation == .up, "out-of-range values are ignored")
    }

    @Test("contentsOfFile reads PNG and JPEG files, with the scale of an @2x name; missing or bad files give nil")
    func files() throws {
        let directory = NSTemporaryDirectory() + "xuikit-images-\(UUID().uuidString)/"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let image = quadrants()
        try #require(image.jpegData(compressionQuality: 0.9)).write(to: URL(fileURLWithPath: directory + "photo@2x.jpg"))
        try #require(image.pngData()).write(to: URL(fileURLWithPath: directory + "icon.png"))
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: directory + "bad.jpg"))
        let photo = try #require(UIImage(contentsOfFile: directory + "photo@2x.jpg"))
        #expect(photo.scale == 2 && photo.size == CGSize(width: 24, height: 16))
        let icon = try #require(UIImage(contentsOfFile: directory + "icon.png"))
        #expect(icon.scale == 1 && icon.pixel(x: 30, y: 4) == blue)
        #expect(UIImage(contentsOfFile: directory + "bad.jpg") == nil && UIImage(contentsOfFile: directory + "missing.png") == nil)

        let bundle = try #require(Bundle(path: directory))
        #expect(UIImage(named: "photo", searching: bundle)?.scale == 2, "a name without extension finds photo@2x.jpg")
        #expect(UIImage(named: "icon", searching: bundle)?.size == CGSize(width: 48, height: 32))
        #expect(UIImage(named: "icon.png", searching: bundle) != nil && UIImage(named: "icon.jpg", searching: bundle) == nil)
        #expect(UIImage(named: "bad", searching: bundle) == nil && UIImage(named: "", searching: bundle) == nil)
        #expect(UIImage(named: "no-such-image") == nil)
    }
}
