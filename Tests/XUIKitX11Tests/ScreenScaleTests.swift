import Testing
@testable import XUIKitX11
import XUIKit

@Suite("Screen scale from the X server's DPI")
struct ScreenScaleTests {
    @Test("Xft.dpi maps to a scale rounded to the nearest half, at least 1")
    func dpiToScale() {
        let cases: [(String, CGFloat)] = [("96", 1), ("120", 1.5), ("144", 1.5), ("168", 2), ("192", 2), ("288", 3), ("72", 1)]
        for (dpi, expected) in cases {
            let resources = "Xcursor.size:\t24\nXft.dpi:\t\(dpi)\nXft.antialias:\t1\n"
            #expect(ScreenScale.scale(resources: resources, environment: [:]) == expected, "dpi \(dpi)")
        }
    }

    @Test("Without Xft.dpi the scale is 1, and GDK_SCALE overrides the DPI")
    func fallbacksAndOverride() {
        #expect(ScreenScale.scale(resources: nil, environment: [:]) == 1)
        #expect(ScreenScale.scale(resources: "Xft.antialias: 1", environment: [:]) == 1)
        #expect(ScreenScale.scale(resources: "Xft.dpi: 96", environment: ["GDK_SCALE": "2"]) == 2)
        #expect(ScreenScale.scale(resources: "Xft.dpi: 192", environment: ["GDK_SCALE": "junk"]) == 2)
    }
}
