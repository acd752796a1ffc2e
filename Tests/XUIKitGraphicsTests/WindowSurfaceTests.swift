import CCairo
import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// A view that fills its bounds with whatever `color` is at draw time
/// (changing `color` does not ask for a redraw).
private final class PaintView: UIView {
    var color = UIColor.red
    var draws: [String] = []

    override func draw(_ rect: CGRect) {
        draws.append(describe(rect))
        color.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite("Window surface: damage-only redraw into a back buffer, then present")
struct WindowSurfaceTests {
    @Test("setNeedsDisplay five times in one frame coalesces into one draw(_:) with the union")
    func coalescing() {
        let window = makeWindow()
        let trace = DrawTrace()
        let view = DrawingView("v", frame: CGRect(x: 10, y: 10, width: 20, height: 20), trace: trace)
        let far = DrawingView("far", frame: CGRect(x: 32, y: 32, width: 5, height: 5), trace: trace)
        window.addSubview(view); window.addSubview(far)
        let surface = drawnSurface(window)
        #expect(trace.text == "draw v (0 0 20 20), draw far (0 0 5 5)")
        trace.lines = []
        var requests = 0
        window.onNeedsDisplay = { _ in requests += 1 }
        for rect in [
            CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 4, y: 4, width: 2, height: 2), CGRect(x: 1, y: 1, width: 1, height: 1),
            CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 3, y: 0, width: 1, height: 1),
        ] { view.setNeedsDisplay(rect) }
        #expect(requests == 5)
        #expect(window.damagedRect == CGRect(x: 10, y: 10, width: 6, height: 6))
        #expect(surface.redraw() == PixelRect(x: 10, y: 10, width: 6, height: 6))
        #expect(trace.text == "draw v (0 0 6 6)", "one draw of the union for five requests, as UIKit; far keeps its drawing")
        #expect(window.damagedRect == .null)
        #expect(surface.redraw() == nil, "a clean window draws nothing")
        #expect(trace.lines.count == 1)
    }

    @Test("Only the damaged pixels are repainted; the rest of the back buffer is kept")
    func damageOnlyRepaint() {
        let window = makeWindow()
        let view = PaintView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        let surface = drawnSurface(window)
        view.color = .blue
        view.setNeedsDisplay(CGRect(x: 2, y: 3, width: 5, height: 4))
        surface.redraw()
        #expect(view.draws == ["(0 0 20 20)", "(2 3 5 4)"], "draw(_:) gets the invalidated part, as UIKit's dirty rect")
        expectPixels(of: surface.snapshot()) { x, y in
            inside(x, y, CGRect(x: 2, y: 3, width: 5, height: 4)) ? blue : inside(x, y, CGRect(x: 0, y: 0, width: 20, height: 20)) ? red : white
        }
    }

    @Test("setNeedsDisplay(_:) redraws only that part of the layer's drawing; the rest is kept, as in UIKit")
    func partialBackingStoreRedraw() {
        let window = makeWindow()
        let view = PaintView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        let surface = drawnSurface(window)
        view.color = .blue
        view.setNeedsDisplay(CGRect(x: 2, y: 3, width: 5, height: 4))
        surface.redraw()
        // Moving recomposites the whole view from its drawing: blue only where it was redrawn.
        view.center = CGPoint(x: 20, y: 20)
        surface.redraw()
        expectPixels(of: surface.snapshot()) { x, y in
            inside(x, y, CGRect(x: 12, y: 13, width: 5, height: 4)) ? blue : inside(x, y, CGRect(x: 10, y: 10, width: 20, height: 20)) ? red : white
        }
        view.setNeedsDisplay()
        surface.redraw()
        expectPixels(of: surface.snapshot()) { x, y in inside(x, y, CGRect(x: 10, y: 10, width: 20, height: 20)) ? blue : white }
    }

    @Test("At scale 2 damage widens to whole pixels, and draw(_:) gets the rect of those pixels")
    func fractionalDamage() {
        let window = makeWindow()
        let view = PaintView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        let surface = drawnSurface(window, scale: 2)
        view.setNeedsDisplay(CGRect(x: 1.25, y: 0.5, width: 1, height: 1))
        #expect(surface.redraw() == PixelRect(x: 2, y: 1, width: 3, height: 2))
        #expect(view.draws == ["(0 0 40 40)", "(1 0.5 1.5 1)"])
    }

    @Test("Moving a view repaints both where it was and where it is")
    func moving() {
        let window = makeWindow()
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .red
        window.addSubview(square)
        let surface = drawnSurface(window)
        square.center = CGPoint(x: 25, y: 25)
        #expect(window.damagedRect == CGRect(x: 0, y: 0, width: 30, height: 30))
        surface.redraw()
        expectPixels(of: surface.snapshot()) { x, y in inside(x, y, CGRect(x: 20, y: 20, width: 10, height: 10)) ? red : white }
    }

    @Test("Removing, hiding and adding views repaint what they covered")
    func hierarchyChanges() {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 0, y: 20, width: 5, height: 5))
        for view in [a, b, child] { view.backgroundColor = .red }
        b.addSubview(child)
        window.addSubview(a); window.addSubview(b)
        let surface = drawnSurface(window)
        a.removeFromSuperview()
        b.isHidden = true
        #expect(window.damagedRect == CGRect(x: 0, y: 0, width: 30, height: 25), "b's overflowing child is damaged too")
        surface.redraw()
        expectPixels(of: surface.snapshot()) { _, _ in white }
        let c = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        c.backgroundColor = .green
        window.addSubview(c)
        #expect(surface.redraw() == PixelRect(x: 30, y: 30, width: 10, height: 10))
        #expect(surface.pixel(x: 35, y: 35) == green)
    }

    @Test("A resized window gets a new back buffer and a full recomposite; a new scale redraws the content")
    func resizing() {
        let window = makeWindow()
        let view = PaintView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let surface = drawnSurface(window)
        let oldBuffer = surface.backBuffer
        window.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(surface.redraw() == PixelRect(x: 0, y: 0, width: 60, height: 30))
        #expect(surface.backBuffer != oldBuffer || (surface.pixelWidth, surface.pixelHeight) == (60, 30))
        #expect(surface.pixelWidth == 60 && surface.pixelHeight == 30)
        #expect(view.draws == ["(0 0 10 10)"], "the view's drawing is kept in its layer")
        expectPixels(of: surface.snapshot()) { x, y in inside(x, y, CGRect(x: 0, y: 0, width: 10, height: 10)) ? red : white }
        surface.scale = 2
        #expect(surface.redraw() == PixelRect(x: 0, y: 0, width: 120, height: 60))
        #expect(view.draws == ["(0 0 10 10)", "(0 0 10 10)"], "a new scale redraws")
    }

    @Test("present copies exactly the given pixels of the back buffer to the target")
    func present() {
        let window = makeWindow()
        window.backgroundColor = .red
        let surface = drawnSurface(window)
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 40)!
        defer { cairo_surface_destroy(target) }
        surface.present(to: target, rect: PixelRect(x: 5, y: 6, width: 7, height: 8))
        let wrong = mismatches(width: 40, height: 40, pixel: { RGBA(surface: target, x: $0, y: $1) }) { x, y in
            inside(x, y, CGRect(x: 5, y: 6, width: 7, height: 8)) ? red : transparent
        }
        let differing = wrong.count
        #expect(differing == 0, "\(wrong.prefix(4))")
    }

    @Test("A window without a background colour leaves its pixels transparent")
    func transparentWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        let surface = drawnSurface(window)
        expectPixels(of: surface.snapshot()) { _, _ in transparent }
    }
}

/// A view that puts its one subview in its bottom-right quarter when laid out.
private final class CornerLayoutView: UIView {
    override func layoutSubviews() {
        subviews.first?.frame = CGRect(x: bounds.midX, y: bounds.midY, width: bounds.width / 2, height: bounds.height / 2)
    }
}

/// A view that counts its layouts.
private final class CountingLayoutView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

@MainActor
@Suite("Window surface: layout before drawing, pixel rects")
struct WindowSurfaceLayoutTests {
    @Test("redraw lays the window out first, so a frame shows laid-out positions")
    func layoutBeforeDraw() {
        let window = makeWindow(width: 20, height: 20)
        let container = CornerLayoutView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = UIView(frame: .zero)
        child.backgroundColor = .red
        container.addSubview(child)
        window.addSubview(container)
        container.setNeedsLayout()
        let surface = drawnSurface(window)
        expectPixels(of: surface.snapshot()) { x, y in inside(x, y, CGRect(x: 10, y: 10, width: 10, height: 10)) ? red : white }
    }

    @Test("Each later setNeedsLayout is honoured at the next redraw; without one, redraw does not lay out again")
    func layoutOnlyAfterRequests() {
        let window = makeWindow(width: 20, height: 20)
        let container = CountingLayoutView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(container)
        let surface = drawnSurface(window)
        let afterFirst = container.layouts
        surface.redraw()
        surface.redraw()
        #expect(container.layouts == afterFirst)
        container.setNeedsLayout()
        surface.redraw()
        #expect(container.layouts == afterFirst + 1)
        // Marked while out of the window, laid out once back in it.
        container.removeFromSuperview()
        surface.redraw()
        container.setNeedsLayout()
        surface.redraw()
        #expect(container.layouts == afterFirst + 1)
        window.addSubview(container)
        surface.redraw()
        #expect(container.layouts == afterFirst + 2)
    }

    @Test("A window's bounds origin is the back buffer's top-left pixel, damage included")
    func scrolledWindow() {
        let window = makeWindow(width: 20, height: 20)
        window.bounds.origin = CGPoint(x: 5, y: 10)
        let square = UIView(frame: CGRect(x: 5, y: 10, width: 4, height: 4))
        square.backgroundColor = .red
        window.addSubview(square)
        let surface = drawnSurface(window)
        expectPixels(of: surface.snapshot()) { x, y in inside(x, y, CGRect(x: 0, y: 0, width: 4, height: 4)) ? red : white }
        square.setNeedsDisplay()
        #expect(surface.redraw() == PixelRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test("PixelRect(covering:) rounds outward to whole pixels; intersection clips")
    func pixelRects() {
        #expect(PixelRect(covering: CGRect(x: 1.5, y: 2, width: 2, height: 0.25)) == PixelRect(x: 1, y: 2, width: 3, height: 1))
        #expect(PixelRect(covering: CGRect(x: 3, y: 4, width: 5, height: 6)) == PixelRect(x: 3, y: 4, width: 5, height: 6))
        #expect(PixelRect(x: -2, y: 0, width: 5, height: 5).intersection(PixelRect(x: 0, y: 1, width: 10, height: 2))
            == PixelRect(x: 0, y: 1, width: 3, height: 2))
        #expect(PixelRect(x: 0, y: 0, width: 2, height: 2).intersection(PixelRect(x: 5, y: 5, width: 1, height: 1)).isEmpty)
    }
}
