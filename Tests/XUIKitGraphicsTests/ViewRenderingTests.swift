import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("View trees render with UIKit's compositing rules")
struct ViewRenderingTests {
    @Test("A red 10x10 view at (5,5) in a 40x40 window is red exactly there and white elsewhere")
    func redSquare() {
        let window = makeWindow()
        let square = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        square.backgroundColor = .red
        window.addSubview(square)
        let surface = drawnSurface(window)
        #expect(surface.pixelWidth == 40 && surface.pixelHeight == 40)
        #expect(surface.pixel(x: 5, y: 5) == red && surface.pixel(x: 14, y: 14) == red)
        #expect(surface.pixel(x: 4, y: 5) == white && surface.pixel(x: 15, y: 14) == white)
        #expect(surface.pixel(x: 5, y: 4) == white && surface.pixel(x: 14, y: 15) == white)
        #expect(surface.pixel(x: 0, y: 0) == white && surface.pixel(x: 39, y: 39) == white)
        expectPixels(of: surface.snapshot()) { x, y in inside(x, y, CGRect(x: 5, y: 5, width: 10, height: 10)) ? red : white }
    }

    @Test("Scale 2 doubles the pixel size and keeps the point geometry")
    func scaleTwo() {
        let window = makeWindow()
        let square = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        square.backgroundColor = .red
        window.addSubview(square)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixelWidth == 80 && surface.pixelHeight == 80)
        let image = surface.snapshot()
        #expect(image.size == CGSize(width: 40, height: 40) && image.scale == 2)
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 10, y: 10, width: 20, height: 20)) ? red : white }
    }

    @Test("A view turned 90 degrees covers its rotated area about its center")
    func quarterTurn() {
        let window = makeWindow()
        let bar = UIView(frame: CGRect(x: 10, y: 15, width: 20, height: 10))
        bar.backgroundColor = .blue
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(bar)
        let surface = drawnSurface(window)
        expectPixels(of: surface.snapshot()) { x, y in inside(x, y, CGRect(x: 15, y: 10, width: 10, height: 20)) ? blue : white }
    }

    @Test("Bounds origin and nested positions place subviews in their superview's bounds space")
    func nestedAndScrolled() {
        let window = makeWindow()
        let outer = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        outer.bounds.origin = CGPoint(x: 5, y: 0)
        let inner = UIView(frame: CGRect(x: 5, y: 2, width: 4, height: 3))
        inner.backgroundColor = .green
        outer.addSubview(inner)
        window.addSubview(outer)
        // inner's frame origin (5,2) in outer's bounds space is outer's point (0,2): window (10,12).
        expectPixels(of: drawnSurface(window).snapshot()) { x, y in inside(x, y, CGRect(x: 10, y: 12, width: 4, height: 3)) ? green : white }
    }

    @Test("Two overlapping subviews of a half-transparent parent blend once, as one group")
    func groupAlpha() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        parent.alpha = 0.5
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let b = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        a.backgroundColor = .red
        b.backgroundColor = .red
        parent.addSubview(a); parent.addSubview(b)
        window.addSubview(parent)
        let surface = drawnSurface(window)
        let half = surface.pixel(x: 5, y: 5)
        #expect(half == RGBA(255, 127, 127, 255))
        #expect(surface.pixel(x: 15, y: 5) == half, "the overlap is not blended twice")
        #expect(surface.pixel(x: 25, y: 5) == half)
        #expect(surface.pixel(x: 35, y: 5) == white)
    }

    @Test("A half-transparent view's group covers subviews overflowing its bounds, turned ones included")
    func groupAlphaOverflow() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.alpha = 0.5
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        child.backgroundColor = .red
        let turned = UIView(frame: CGRect(x: 0, y: 20, width: 20, height: 4))
        turned.backgroundColor = .red
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        parent.addSubview(child); parent.addSubview(turned)
        window.addSubview(parent)
        let half = RGBA(255, 127, 127, 255)
        // turned: 4 wide, 20 tall about its centre (10, 22): x 8..12, y 12..32.
        expectPixels(of: drawnSurface(window).snapshot()) { x, y in
            inside(x, y, CGRect(x: 5, y: 5, width: 20, height: 10)) || inside(x, y, CGRect(x: 8, y: 12, width: 4, height: 20)) ? half : white
        }
    }

    @Test("Each of two half-transparent siblings blends separately, so their overlap is darker")
    func separateAlpha() {
        let window = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let b = UIView(frame: CGRect(x: 10, y: 0, width: 20, height: 10))
        for view in [a, b] { view.backgroundColor = .red; view.alpha = 0.5; window.addSubview(view) }
        let surface = drawnSurface(window)
        #expect(surface.pixel(x: 5, y: 5) == RGBA(255, 127, 127, 255))
        #expect(surface.pixel(x: 15, y: 5) == RGBA(255, 63, 63, 255))
    }

    @Test("clipsToBounds clips subviews to the bounds; without it they overflow")
    func clipping() {
        for clips in [true, false] {
            let window = makeWindow()
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
            box.clipsToBounds = clips
            let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            child.backgroundColor = .red
            box.addSubview(child)
            window.addSubview(box)
            let visible = clips ? CGRect(x: 15, y: 15, width: 5, height: 5) : CGRect(x: 15, y: 15, width: 20, height: 20)
            expectPixels(of: drawnSurface(window).snapshot()) { x, y in inside(x, y, visible) ? red : white }
        }
    }

    @Test("Hidden views and their subviews are skipped and not asked to draw; alpha 0 likewise")
    func hiddenViews() {
        let trace = DrawTrace()
        let window = makeWindow()
        let hidden = DrawingView("hidden", frame: CGRect(x: 0, y: 0, width: 10, height: 10), trace: trace)
        hidden.backgroundColor = .red
        hidden.isHidden = true
        hidden.addSubview(DrawingView("child", frame: CGRect(x: 0, y: 0, width: 5, height: 5), trace: trace))
        let invisible = DrawingView("invisible", frame: CGRect(x: 20, y: 0, width: 10, height: 10), trace: trace)
        invisible.backgroundColor = .red
        invisible.alpha = 0
        let shown = DrawingView("shown", frame: CGRect(x: 0, y: 20, width: 10, height: 10), trace: trace)
        window.addSubview(hidden); window.addSubview(invisible); window.addSubview(shown)
        expectPixels(of: drawnSurface(window).snapshot()) { _, _ in white }
        #expect(trace.text == "draw shown (0 0 10 10)")
    }

    @Test("A nearly transparent view is still composited at its alpha")
    func tinyAlpha() {
        let window = makeWindow()
        window.backgroundColor = .black
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .white
        view.alpha = 0.005
        window.addSubview(view)
        let surface = drawnSurface(window)
        #expect(surface.pixel(x: 0, y: 0) == RGBA(1, 1, 1, 255))
        #expect(surface.pixel(x: 10, y: 0) == black)
    }

    @Test("Views draw back to front: background, draw(_:), then subviews in order")
    func paintersOrder() {
        let trace = DrawTrace()
        let window = makeWindow()
        let back = DrawingView("back", frame: CGRect(x: 0, y: 0, width: 20, height: 20), trace: trace) { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        back.backgroundColor = .red
        let child = DrawingView("child", frame: CGRect(x: 5, y: 5, width: 10, height: 10), trace: trace)
        child.backgroundColor = .green
        back.addSubview(child)
        let front = DrawingView("front", frame: CGRect(x: 12, y: 12, width: 10, height: 10), trace: trace)
        window.addSubview(back); window.addSubview(front)
        let surface = drawnSurface(window)
        #expect(trace.text == "draw back (0 0 20 20), draw child (0 0 10 10), draw front (0 0 10 10)")
        #expect(surface.pixel(x: 2, y: 2) == blue)
        #expect(surface.pixel(x: 6, y: 6) == green, "the subview covers its superview's drawing")
        #expect(surface.pixel(x: 17, y: 3) == red)
        #expect(surface.pixel(x: 21, y: 21) == white, "front has no background and draws nothing")
    }

    @Test("A draw(_:) that saves without restoring, leaves a path or pushes a context does not disturb the next view")
    func unbalancedDraw() {
        let window = makeWindow(width: 20, height: 10)
        let messy = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.saveGState()
            context.translateBy(x: 100, y: 100)
            context.setFillColor(UIColor.green.cgColor)
            context.saveGState()
            context.addRect(CGRect(x: -100, y: -100, width: 20, height: 10))
            UIGraphicsPushContext(context)
        }
        let tidy = DrawingView(frame: CGRect(x: 10, y: 0, width: 10, height: 10)) { _ in
            let context = UIGraphicsGetCurrentContext()!
            context.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
            context.fillPath()
        }
        tidy.backgroundColor = .red
        window.addSubview(messy); window.addSubview(tidy)
        let surface = drawnSurface(window)
        #expect(UIGraphicsGetCurrentContext() == nil)
        expectPixels(of: surface.snapshot()) { x, y in
            inside(x, y, CGRect(x: 12, y: 2, width: 2, height: 2)) ? black : inside(x, y, CGRect(x: 10, y: 0, width: 10, height: 10)) ? red : white
        }
    }

    @Test("draw(_:) gets a current context mapping its bounds into its layer's backing store; there is none outside drawing")
    func currentContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let window = makeWindow()
        var ctms: [CGAffineTransform] = []
        let view = DrawingView(frame: CGRect(x: 8, y: 4, width: 20, height: 20)) { _ in
            let context = UIGraphicsGetCurrentContext()
            ctms.append(context?.ctm ?? .identity)
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 2, y: 3, width: 4, height: 5)).fill()
            context?.setFillColor(UIColor.blue.cgColor)
            context?.fillEllipse(in: CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        view.bounds.origin = CGPoint(x: 2, y: 0)
        window.addSubview(view)
        let surface = drawnSurface(window, scale: 2)
        #expect(UIGraphicsGetCurrentContext() == nil)
        // The backing store: scale 2, the bounds origin (2, 0) at its top-left pixel.
        #expect(ctms == [CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -4, ty: 0)])
        let image = surface.snapshot()
        // The red rect's bounds-space (2,3)-(6,8) is window (8,7)-(12,12): pixels (16,14)-(24,24).
        #expect(image.pixel(x: 16, y: 14) == red && image.pixel(x: 23, y: 23) == red)
        #expect(image.pixel(x: 15, y: 14) == white && image.pixel(x: 24, y: 23) == white && image.pixel(x: 16, y: 13) == white)
        // The circle's centre (15,15) is window (21,19): pixel (42,38); its bounding box corner stays white.
        #expect(image.pixel(x: 42, y: 38) == blue && image.pixel(x: 33, y: 29) == white)
    }
}
