import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("CGContext paints with Core Graphics' semantics in UIKit's y-down points")
struct CGContextTests {
    @Test("fill paints exactly the rect; the default fill colour is opaque black")
    func fillRect() {
        let image = renderImage(width: 20, height: 20) { $0.cgContext.fill(CGRect(x: 2, y: 3, width: 4, height: 5)) }
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 2, y: 3, width: 4, height: 5)) ? black : transparent }
    }

    @Test("fill with several rects paints each of them")
    func fillRects() {
        let image = renderImage(width: 10, height: 10) { renderer in
            renderer.cgContext.setFillColor(UIColor.green.cgColor)
            renderer.cgContext.fill([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 6, y: 6, width: 3, height: 1)])
        }
        expectPixels(of: image) { x, y in
            inside(x, y, CGRect(x: 0, y: 0, width: 2, height: 2)) || inside(x, y, CGRect(x: 6, y: 6, width: 3, height: 1)) ? green : transparent
        }
    }

    @Test("translateBy, scaleBy and concatenate prepend to the CTM as Core Graphics does")
    func transforms() {
        var ctms: [CGAffineTransform] = []
        let image = renderImage(width: 20, height: 20, scale: 2) { renderer in
            let context = renderer.cgContext
            ctms.append(context.ctm)
            context.translateBy(x: 5, y: 0)
            context.scaleBy(x: 2, y: 1)
            ctms.append(context.ctm)
            context.concatenate(CGAffineTransform(translationX: 0, y: 3))
            ctms.append(context.ctm)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(ctms == [
            CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0),
            CGAffineTransform(a: 4, b: 0, c: 0, d: 2, tx: 10, ty: 0),
            CGAffineTransform(a: 4, b: 0, c: 0, d: 2, tx: 10, ty: 6),
        ])
        // User (0,0)-(1,1) is points (5,3)-(7,4): pixels (10,6)-(14,8).
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 10, y: 6, width: 4, height: 2)) ? black : transparent }
    }

    @Test("rotate(by:) turns user space from +x toward +y (clockwise on screen)")
    func rotation() {
        let image = renderImage(width: 20, height: 20) { renderer in
            renderer.cgContext.translateBy(x: 10, y: 0)
            renderer.cgContext.rotate(by: .pi / 2)
            renderer.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        // (x, y) maps to (10 - y, x): the rect lands on x 8..10, y 0..4.
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 8, y: 0, width: 2, height: 4)) ? black : transparent }
    }

    @Test("restoreGState brings back colours, alpha, line width, CTM and clip, but not the path")
    func graphicsState() {
        let image = renderImage(width: 20, height: 20) { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.red.cgColor)
            context.saveGState()
            context.setFillColor(UIColor.blue.cgColor)
            context.setAlpha(0.5)
            context.setLineWidth(7)
            context.translateBy(x: 10, y: 10)
            context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
            context.addRect(CGRect(x: -10, y: 0, width: 5, height: 5))
            context.restoreGState()
            #expect(context.ctm == .identity)
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(!context.isPathEmpty, "the path is not part of the graphics state")
            context.fillPath()
            #expect(context.isPathEmpty, "filling consumes the path")
        }
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 0, y: 10, width: 5, height: 5)) ? red : transparent }
    }

    @Test("setAlpha multiplies what is painted afterwards")
    func globalAlpha() {
        let image = renderImage(width: 4, height: 1) { renderer in
            UIColor.white.setFill()
            renderer.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            renderer.cgContext.setAlpha(0.5)
            UIColor.black.setFill()
            renderer.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
        }
        #expect(image.pixel(x: 0, y: 0) == white)
        #expect(image.pixel(x: 3, y: 0) == RGBA(127, 127, 127, 255))
    }

    @Test("clip(to:) restricts painting and keeps the path built so far")
    func clipToRect() {
        let image = renderImage(width: 20, height: 20) { renderer in
            let context = renderer.cgContext
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
            context.fillPath()
            context.fill(CGRect(x: 12, y: 0, width: 8, height: 20))
        }
        expectPixels(of: image) { x, y in
            inside(x, y, CGRect(x: 5, y: 5, width: 5, height: 5)) || inside(x, y, CGRect(x: 12, y: 5, width: 3, height: 10)) ? black : transparent
        }
    }

    @Test("boundingBoxOfClipPath is in user space")
    func clipBoundingBox() {
        _ = renderImage(width: 20, height: 10, scale: 2) { renderer in
            let context = renderer.cgContext
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 20, height: 10))
            context.clip(to: CGRect(x: 1, y: 2, width: 3, height: 4))
            context.translateBy(x: 1, y: 1)
            #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 1, width: 3, height: 4))
        }
    }

    @Test("clip() with a path's even-odd rule leaves the hole unpainted")
    func pathClipAndFillRules() {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10), hole = CGRect(x: 3, y: 3, width: 4, height: 4)
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let filled = renderImage(width: 10, height: 10) { renderer in
                renderer.cgContext.addRects([frame, hole])
                renderer.cgContext.fillPath(using: rule)
            }
            let clipped = renderImage(width: 10, height: 10) { renderer in
                renderer.cgContext.addRects([frame, hole])
                renderer.cgContext.clip(using: rule)
                renderer.cgContext.fill(frame)
            }
            for image in [filled, clipped] {
                expectPixels(of: image) { x, y in rule == .evenOdd && inside(x, y, hole) ? transparent : black }
            }
        }
    }

    @Test("clear makes pixels transparent whatever the colour and alpha")
    func clearRect() {
        let image = renderImage(width: 10, height: 10) { renderer in
            UIColor.red.setFill()
            renderer.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            renderer.cgContext.setAlpha(0.3)
            renderer.cgContext.clear(CGRect(x: 2, y: 2, width: 3, height: 3))
        }
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 2, y: 2, width: 3, height: 3)) ? transparent : red }
    }

    @Test("Strokes straddle the path; stroke(_:width:) leaves the line width alone")
    func strokes() {
        var widths: [Bool] = []
        let image = renderImage(width: 20, height: 20) { renderer in
            let context = renderer.cgContext
            UIColor.blue.setStroke()
            context.stroke(CGRect(x: 5, y: 5, width: 10, height: 10), width: 2)
            // A 1-wide line on the half-pixel fills whole pixels, so the default width shows as 1.
            context.move(to: CGPoint(x: 0, y: 0.5))
            context.addLine(to: CGPoint(x: 3, y: 0.5))
            context.strokePath()
            widths.append(context.isPathEmpty)
        }
        #expect(widths == [true])
        let frameOuter = CGRect(x: 4, y: 4, width: 12, height: 12), frameInner = CGRect(x: 6, y: 6, width: 8, height: 8)
        expectPixels(of: image) { x, y in
            (inside(x, y, frameOuter) && !inside(x, y, frameInner)) || inside(x, y, CGRect(x: 0, y: 0, width: 3, height: 1)) ? blue : transparent
        }
    }

    @Test("Lines, a closed triangle and drawPath(.fillStroke) fill then stroke")
    func linesAndDrawPath() {
        let image = renderImage(width: 10, height: 10) { renderer in
            let context = renderer.cgContext
            context.setShouldAntialias(false)
            context.setFillColor(UIColor.red.cgColor)
            context.setStrokeColor(UIColor.green.cgColor)
            context.setLineWidth(2)
            context.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 9, y: 1), CGPoint(x: 9, y: 9), CGPoint(x: 1, y: 9)])
            context.closePath()
            context.drawPath(using: .fillStroke)
        }
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 2, y: 2, width: 6, height: 6)) ? red : green }
    }

    @Test("addArc's clockwise is Core Graphics' y-up sense: true runs through the top of the screen")
    func arcDirection() {
        for clockwise in [false, true] {
            let image = renderImage(width: 20, height: 20) { renderer in
                let context = renderer.cgContext
                context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: clockwise)
                context.closePath()
                context.fillPath()
            }
            let top = image.pixel(x: 10, y: 5), bottom = image.pixel(x: 10, y: 14)
            #expect((top, bottom) == (clockwise ? (black, transparent) : (transparent, black)))
        }
    }

    @Test("fillEllipse fills the inscribed ellipse and leaves the corners; strokeEllipse only the rim")
    func ellipses() {
        let image = renderImage(width: 20, height: 10) { renderer in
            renderer.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(image.pixel(x: 10, y: 5) == black && image.pixel(x: 1, y: 5) == black && image.pixel(x: 18, y: 4) == black)
        #expect(image.pixel(x: 0, y: 0) == transparent && image.pixel(x: 1, y: 1) == transparent && image.pixel(x: 19, y: 9) == transparent)
        let ring = renderImage(width: 20, height: 20) { renderer in
            renderer.cgContext.setLineWidth(2)
            renderer.cgContext.strokeEllipse(in: CGRect(x: 2, y: 2, width: 16, height: 16))
        }
        #expect(ring.pixel(x: 10, y: 10) == transparent && ring.pixel(x: 10, y: 2) == black && ring.pixel(x: 2, y: 10) == black && ring.pixel(x: 4, y: 10) == transparent)
    }

    @Test("Quadratic and cubic curves end where they are told")
    func curves() {
        _ = renderImage(width: 10, height: 10) { renderer in
            let context = renderer.cgContext
            #expect(context.currentPointOfPath == .zero)
            context.move(to: CGPoint(x: 1, y: 1))
            context.addQuadCurve(to: CGPoint(x: 5, y: 1), control: CGPoint(x: 3, y: 9))
            #expect(context.currentPointOfPath == CGPoint(x: 5, y: 1))
            context.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 6, y: 0), control2: CGPoint(x: 7, y: 0))
            #expect(context.currentPointOfPath == CGPoint(x: 9, y: 9))
            context.beginPath()
            #expect(context.isPathEmpty)
        }
    }
}
