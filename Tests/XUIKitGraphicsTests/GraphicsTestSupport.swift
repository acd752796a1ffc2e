import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

let white = RGBA(255, 255, 255, 255)
let red = RGBA(255, 0, 0, 255)
let green = RGBA(0, 255, 0, 255)
let blue = RGBA(0, 0, 255, 255)
let black = RGBA(0, 0, 0, 255)
let transparent = RGBA(0, 0, 0, 0)

/// A view whose `draw(_:)` runs a closure and records its calls.
final class DrawingView: UIView {
    let name: String
    let trace: DrawTrace?
    var onDraw: ((CGRect) -> Void)?

    init(_ name: String = "", frame: CGRect, trace: DrawTrace? = nil, onDraw: ((CGRect) -> Void)? = nil) {
        self.name = name
        self.trace = trace
        self.onDraw = onDraw
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        trace?.lines.append("draw \(name) \(describe(rect))")
        onDraw?(rect)
    }
}

/// The draw calls seen, in order.
final class DrawTrace {
    var lines: [String] = []
    var text: String { lines.joined(separator: ", ") }
}

/// A rect as "(x y w h)" with whole numbers when they are whole.
func describe(_ rect: CGRect) -> String {
    func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(describing: v) }
    return "(\(n(rect.minX)) \(n(rect.minY)) \(n(rect.width)) \(n(rect.height)))"
}

/// A window of `size` points with a white background.
func makeWindow(width: CGFloat = 40, height: CGFloat = 40) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.backgroundColor = .white
    return window
}

/// A surface for `window`, fully drawn once.
func drawnSurface(_ window: UIWindow, scale: CGFloat = 1) -> WindowSurface {
    let surface = WindowSurface(window: window, scale: scale)
    surface.redraw()
    return surface
}

/// Every pixel of a `width` × `height` grid that differs from `expected`, as "x,y: got, want".
func mismatches(width: Int, height: Int, pixel: (Int, Int) -> RGBA, expected: (Int, Int) -> RGBA) -> [String] {
    var found: [String] = []
    for y in 0..<height {
        for x in 0..<width where pixel(x, y) != expected(x, y) {
            found.append("\(x),\(y): \(pixel(x, y)) want \(expected(x, y))")
        }
    }
    return found
}

/// Checks every pixel of `image` against `expected`, reporting the first few mismatches.
func expectPixels(
    of image: UIImage, sourceLocation: SourceLocation = #_sourceLocation, _ expected: (Int, Int) -> RGBA
) {
    let wrong = mismatches(width: image.pixelWidth, height: image.pixelHeight, pixel: image.pixel, expected: expected)
    let differing = wrong.count
    #expect(differing == 0, "\(wrong.prefix(6).joined(separator: "; "))", sourceLocation: sourceLocation)
}

/// Whether pixel (`x`, `y`) lies in `rect` (pixel units, half-open).
func inside(_ x: Int, _ y: Int, _ rect: CGRect) -> Bool {
    CGFloat(x) >= rect.minX && CGFloat(x) < rect.maxX && CGFloat(y) >= rect.minY && CGFloat(y) < rect.maxY
}

/// An image of `size` points at scale 1 drawn by `actions`.
func renderImage(width: CGFloat, height: CGFloat, scale: CGFloat = 1, _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image(actions: actions)
}
