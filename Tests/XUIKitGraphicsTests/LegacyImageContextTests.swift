import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("UIGraphicsBeginImageContextWithOptions, the pre-renderer image contexts")
struct LegacyImageContextTests {
    @Test("Begin makes a scaled bitmap current, GetImage snapshots it, End restores the previous context")
    func beginGetEnd() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 2)
        expectPixels(of: image) { x, y in (2..<4).contains(x) && y < 2 ? red : transparent }
    }

    @Test("Image contexts nest; an opaque one starts black; scale 0 is the screen's")
    func nesting() throws {
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let outer = UIGraphicsGetCurrentContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        #expect(inner.scale == UIScreen.main.scale && inner.pixel(x: 0, y: 0) == black)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 1, height: 1))
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
