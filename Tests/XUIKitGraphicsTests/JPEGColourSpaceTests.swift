import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// JPEGs the XUIKit encoder does not write, made with libjpeg-turbo 2.1.5's
/// `cjpeg` API (quality 95, 16 x 16) and checked in as bytes.
enum JPEGFixtures {
    /// Greyscale: the left half 50, the right half 200.
    static let gray = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK"
        + "CgoKBggLDAsKDAkKCgr/wAALCAAQABABAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUF"
        + "BAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVW"
        + "V1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi"
        + "4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APzHr+liv5p6/pYr/9k=")!
    /// CMYK with an Adobe marker (inverted, as Photoshop writes): the left half red, the right half blue.
    static let cmyk = Data(base64Encoded:
        "/9j/7gAOQWRvYmUAZAAAAAAA/9sAQwACAQEBAQECAQEBAgICAgIEAwICAgIFBAQDBAYFBgYGBQYGBgcJCAYHCQcGBggLCAkKCgoK"
        + "CgYICwwLCgwJCgoK/8AAFAgAEAAQBEMRAE0RAFkRAEsRAP/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIB"
        + "AwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZH"
        + "SElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV"
        + "1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/aAA4EQwBNAFkASwAAPwD9/K/n/r+f+v38r+AOiv7/ACiv7/KK/gDor+AOiv7/ACiv"
        + "/9k=")!
    /// Progressive YCbCr: red top left, black top right, yellow bottom left, green bottom right.
    static let progressive = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoK"
        + "CgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK"
        + "CgoKCgoKCgr/wgARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAACAcJ/8QAFQEBAQAAAAAAAAAAAAAAAAAABQj/"
        + "2gAMAwEAAhADEAAAAYuZ9xDPP6n/xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAEFAh//xAAbEQABBAMAAAAAAAAAAAAAAAAH"
        + "ACQ1Q1Njc//aAAgBAwEBPwE5mCPZZbOetf/EABwRAAAGAwAAAAAAAAAAAAAAAAAGByQzQlJicf/aAAgBAgEBPwEsKZK0xv3Qf//E"
        + "ABQQAQAAAAAAAAAAAAAAAAAAACD/2gAIAQEABj8CH//EABQQAQAAAAAAAAAAAAAAAAAAACD/2gAIAQEAAT8hH//aAAwDAQACAAMA"
        + "AAAQD//EABURAQEAAAAAAAAAAAAAAAAAAAAR/9oACAEDAQE/EJnv/8QAFREBAQAAAAAAAAAAAAAAAAAAABH/2gAIAQIBAT8Qum//"
        + "xAAUEAEAAAAAAAAAAAAAAAAAAAAg/9oACAEBAAE/EB//2Q==")!
}

/// Whether two pixels differ by at most `tolerance` in every colour channel and are opaque.
private func about(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 10) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance && abs(Int(a.b) - Int(b.b)) <= tolerance && a.a == 255
}

@MainActor
@Suite("UIImage JPEG colour spaces")
struct JPEGColourSpaceTests {
    @Test("A greyscale JPEG decodes to equal red, green and blue")
    func gray() throws {
        let image = try #require(UIImage(data: JPEGFixtures.gray))
        #expect(image.size == CGSize(width: 16, height: 16))
        #expect(about(image.pixel(x: 3, y: 8), RGBA(50, 50, 50, 255), 3) && about(image.pixel(x: 12, y: 8), RGBA(200, 200, 200, 255), 3),
                "\(image.pixel(x: 3, y: 8)) \(image.pixel(x: 12, y: 8))")
    }

    @Test("An Adobe CMYK JPEG decodes to RGB: no ink is white, magenta and yellow make red, cyan and magenta blue")
    func cmyk() throws {
        let image = try #require(UIImage(data: JPEGFixtures.cmyk))
        #expect(about(image.pixel(x: 3, y: 8), red) && about(image.pixel(x: 12, y: 8), blue), "\(image.pixel(x: 3, y: 8)) \(image.pixel(x: 12, y: 8))")
    }

    @Test("A progressive JPEG decodes; cut short it gives nil")
    func progressive() throws {
        let image = try #require(UIImage(data: JPEGFixtures.progressive))
        let corners = [(3, 3), (12, 3), (3, 12), (12, 12)].map { image.pixel(x: $0.0, y: $0.1) }
        let want = [red, black, RGBA(255, 255, 0, 255), green]
        #expect(zip(corners, want).allSatisfy { about($0, $1, 16) }, "\(corners)")
        #expect(UIImage(data: JPEGFixtures.progressive.prefix(JPEGFixtures.progressive.count - 120)) == nil)
    }
}
