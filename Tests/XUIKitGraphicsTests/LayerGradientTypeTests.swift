import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// `from` and `to` mixed by `t` (0...1), as 0-255 channels.
private func mix(_ from: (CGFloat, CGFloat, CGFloat), _ to: (CGFloat, CGFloat, CGFloat), _ t: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
    let f = min(max(t, 0), 1)
    return ((from.0 + (to.0 - from.0) * f) * 255, (from.1 + (to.1 - from.1) * f) * 255, (from.2 + (to.2 - from.2) * f) * 255)
}

/// Whether `pixel` is within `tolerance` of `expected` in every colour channel.
private func near(_ pixel: RGBA, _ expected: (CGFloat, CGFloat, CGFloat), tolerance: CGFloat) -> Bool {
    abs(CGFloat(pixel.r) - expected.0) <= tolerance && abs(CGFloat(pixel.g) - expected.1) <= tolerance
        && abs(CGFloat(pixel.b) - expected.2) <= tolerance
}

private let redRGB: (CGFloat, CGFloat, CGFloat) = (1, 0, 0), greenRGB: (CGFloat, CGFloat, CGFloat) = (0, 1, 0)
private let blueRGB: (CGFloat, CGFloat, CGFloat) = (0, 0, 1)

/// A window of `width` x `height` whose whole area is a gradient layer of `type`.
private func gradientSurface(_ type: CAGradientLayerType, width: CGFloat, height: CGFloat, start: CGPoint, end: CGPoint,
                             colors: [UIColor], locations: [NSNumber]? = nil) -> WindowSurface {
    let window = makeWindow(width: width, height: height)
    let gradient = CAGradientLayer()
    gradient.frame = window.bounds
    gradient.type = type
    gradient.colors = colors.map(\.cgColor)
    gradient.locations = locations
    gradient.startPoint = start
    gradient.endPoint = end
    window.layer.addSublayer(gradient)
    return drawnSurface(window)
}

@MainActor
@Suite("CAGradientLayer draws radial and conic gradients as Core Animation defines them")
struct LayerGradientTypeTests {
    @Test("A radial gradient is an ellipse about startPoint with radii |endPoint - startPoint| (50 x 25 pt here), the last colour beyond it")
    func radialEllipse() {
        let surface = gradientSurface(.radial, width: 100, height: 50, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1),
                                      colors: [.red, .blue])
        // Location at a pixel's centre: its distance from (50, 25) with x over 50 and y over 25.
        func expected(_ x: Int, _ y: Int) -> (CGFloat, CGFloat, CGFloat) {
            mix(redRGB, blueRGB, hypot((CGFloat(x) + 0.5 - 50) / 50, (CGFloat(y) + 0.5 - 25) / 25))
        }
        let points = [(50, 25), (62, 25), (75, 25), (87, 25), (50, 31), (50, 37), (50, 43), (30, 15), (70, 40), (20, 30), (95, 25), (0, 0), (99, 49), (5, 45)]
        for (x, y) in points {
            #expect(near(surface.pixel(x: x, y: y), expected(x, y), tolerance: 2), "(\(x), \(y)): \(surface.pixel(x: x, y: y)) want \(expected(x, y))")
        }
        #expect(surface.pixel(x: 75, y: 25) == surface.pixel(x: 50, y: 37) || near(surface.pixel(x: 75, y: 25), expected(50, 37), tolerance: 3),
                "half the x radius and half the y radius are one ring")
    }

    @Test("A radial gradient's locations place its stops along the radius: red to green by 0.2, green to blue by 1")
    func radialLocations() {
        let surface = gradientSurface(.radial, width: 100, height: 100, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5 + 0.5),
                                      colors: [.red, .green, .blue], locations: [0, 0.2, 1])
        func expected(_ x: Int, _ y: Int) -> (CGFloat, CGFloat, CGFloat) {
            let t = hypot(CGFloat(x) + 0.5 - 50, CGFloat(y) + 0.5 - 50) / 50
            return t <= 0.2 ? mix(redRGB, greenRGB, t / 0.2) : mix(greenRGB, blueRGB, (t - 0.2) / 0.8)
        }
        for (x, y) in [(50, 50), (55, 50), (59, 50), (60, 50), (70, 50), (50, 80), (85, 85), (10, 50)] {
            #expect(near(surface.pixel(x: x, y: y), expected(x, y), tolerance: 3), "(\(x), \(y)): \(surface.pixel(x: x, y: y)) want \(expected(x, y))")
        }
    }

    @Test("A radial gradient with startPoint and endPoint level has an ellipse of no height: the last colour fills the bounds")
    func radialFlat() {
        let surface = gradientSurface(.radial, width: 40, height: 40, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5), colors: [.red, .blue])
        expectPixels(of: surface.snapshot()) { _, _ in blue }
    }

    @Test("A conic gradient sweeps clockwise about startPoint from the direction of endPoint, a quarter turn a quarter of the way")
    func conicSweep() {
        let surface = gradientSurface(.conic, width: 100, height: 100, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5), colors: [.red, .blue])
        // Location at a pixel's centre: its angle from +x, clockwise on screen (y down), over a full turn.
        func expected(_ x: Int, _ y: Int) -> (CGFloat, CGFloat, CGFloat) {
            var angle = atan2(CGFloat(y) + 0.5 - 50, CGFloat(x) + 0.5 - 50)
            if angle < 0 { angle += 2 * .pi }
            return mix(redRGB, blueRGB, angle / (2 * .pi))
        }
        for (x, y) in [(90, 55), (80, 70), (50, 90), (20, 80), (10, 50), (20, 20), (50, 10), (80, 20), (90, 45), (70, 52), (30, 60)] {
            #expect(near(surface.pixel(x: x, y: y), expected(x, y), tolerance: 3), "(\(x), \(y)): \(surface.pixel(x: x, y: y)) want \(expected(x, y))")
        }
    }

    @Test("A conic gradient turned by endPoint (pointing down) with locations: red for the first half turn, then to blue")
    func conicTurnedWithLocations() {
        let surface = gradientSurface(.conic, width: 100, height: 100, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 0.5, y: 1),
                                      colors: [.red, .blue], locations: [0.5, 1])
        // 0 points down; clockwise on screen turns from down to left, up, right.
        func expected(_ x: Int, _ y: Int) -> (CGFloat, CGFloat, CGFloat) {
            var angle = atan2(CGFloat(y) + 0.5 - 50, CGFloat(x) + 0.5 - 50) - .pi / 2
            while angle < 0 { angle += 2 * .pi }
            let t = angle / (2 * .pi)
            return t <= 0.5 ? mix(redRGB, blueRGB, 0) : mix(redRGB, blueRGB, (t - 0.5) / 0.5)
        }
        for (x, y) in [(45, 90), (10, 50), (55, 10), (90, 50), (80, 80), (70, 30), (30, 70)] {
            #expect(near(surface.pixel(x: x, y: y), expected(x, y), tolerance: 3), "(\(x), \(y)): \(surface.pixel(x: x, y: y)) want \(expected(x, y))")
        }
    }
}
