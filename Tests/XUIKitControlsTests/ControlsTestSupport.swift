import Foundation
import Testing
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

/// A fresh app with a white 200 x 200 key window holding `control` at `frame`.
@MainActor
func host<Control: UIView>(_ control: Control, frame: CGRect) -> (UIWindow, InputSimulator, Control) {
    let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 200)
    window.backgroundColor = .white
    control.frame = frame
    window.addSubview(control)
    return (window, input, control)
}

/// Logs `events` of `control` into `trace` by name, with the value `describe` reads.
@MainActor
func logEvents(_ events: [(UIControl.Event, String)], of control: UIControl, into trace: CallTrace, describe: @escaping () -> String = { "" }) {
    for (event, name) in events {
        control.addAction(UIAction { _ in
            let value = describe()
            trace.log(value.isEmpty ? name : "\(name) \(value)")
        }, for: event)
    }
}

/// The window drawn at scale 2.
@MainActor
func render(_ window: UIWindow) -> WindowSurface {
    window.layoutIfNeeded()
    let surface = WindowSurface(window: window, scale: 2)
    surface.redraw()
    return surface
}

/// Whether two pixels are within `tolerance` in every channel.
func near(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 3) -> Bool {
    abs(Int(a.r) - Int(b.r)) <= tolerance && abs(Int(a.g) - Int(b.g)) <= tolerance
        && abs(Int(a.b) - Int(b.b)) <= tolerance && abs(Int(a.a) - Int(b.a)) <= tolerance
}

/// Counts the pixels of `rect` (pixel units) that are near `color`.
@MainActor
func count(_ color: RGBA, in surface: WindowSurface, _ rect: CGRect, tolerance: Int = 3) -> Int {
    var found = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where near(surface.pixel(x: x, y: y), color, tolerance) { found += 1 }
    }
    return found
}

let systemBluePixel = RGBA(0, 122, 255, 255)
let whitePixel = RGBA(255, 255, 255, 255)
