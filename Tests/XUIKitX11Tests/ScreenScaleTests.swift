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

@Suite("The frame clock's rate from XRandR")
struct OutputRefreshRateTests {
    @Test("A mode's rate is its dot clock over its total pixels: 59.94 Hz for CEA 1080p, halved when interlaced, doubled lines when double-scanned")
    func modeTimings() {
        let rate = OutputRefreshRate.rate(dotClock: 148_351_648, hTotal: 2200, vTotal: 1125, flags: 0)!
        #expect(abs(rate - 59.94) < 0.001)
        #expect(abs(OutputRefreshRate.rate(dotClock: 74_250_000, hTotal: 2200, vTotal: 1125, flags: 0x10)! - 60) < 1e-9)
        #expect(abs(OutputRefreshRate.rate(dotClock: 60_000_000, hTotal: 1000, vTotal: 500, flags: 0x20)! - 60) < 1e-9)
        #expect(OutputRefreshRate.rate(dotClock: 0, hTotal: 1, vTotal: 1, flags: 0) == nil)
    }

    @MainActor
    @Test("The backend's frame clock runs at the output's XRandR rate: 75 Hz on a server whose mode refreshes at 75 Hz")
    func backendUsesOutputRate() throws {
        let harness = try BackendHarness(refreshRate: 75)
        defer { harness.tearDown() }
        #expect(abs(1 / UIApplication.shared.frameScheduler.frameInterval - 75) < 0.01)
    }
}
