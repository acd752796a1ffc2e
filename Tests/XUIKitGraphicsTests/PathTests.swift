import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

@MainActor
@Suite("CGPath and UIBezierPath: elements, bounds, arc directions, drawing")
struct PathTests {
    @Test("addRect records a move, three lines and a close from the minimum corner, +x first")
    func rectElements() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 4, y: 3, width: -2, height: 1))
        #expect(path.elements == [
            .move(CGPoint(x: 2, y: 3)), .line(CGPoint(x: 4, y: 3)), .line(CGPoint(x: 4, y: 4)), .line(CGPoint(x: 2, y: 4)), .close,
        ])
        #expect(path.boundingBox == CGRect(x: 2, y: 3, width: 2, height: 1))
        #expect(path.currentPoint == CGPoint(x: 2, y: 3), "after a close the current point is the subpath's start")
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox == .null)
    }

    @Test("An ellipse is four cubic curves from (maxX, midY) whose box is its rect")
    func ellipseElements() {
        let rect = CGRect(x: 1, y: 2, width: 20, height: 10)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(path.elements.count == 6)
        #expect(path.elements.first == .move(CGPoint(x: 21, y: 7)) && path.elements.last == .close)
        let box = path.boundingBox
        #expect(abs(box.minX - 1) < 1e-9 && abs(box.minY - 2) < 1e-9 && abs(box.maxX - 21) < 1e-9 && abs(box.maxY - 12) < 1e-9)
        guard case .curve(let end, _, _) = path.elements[1] else { Issue.record("not a curve"); return }
        #expect(close(end, CGPoint(x: 11, y: 12)), "the first quarter runs toward +y, the bottom of the screen")
    }

    @Test("Every ellipse's elements are exactly those of the unit-circle arc mapped onto its rect, after what the path held")
    func ellipseMatchesUnitArc() {
        let shapes: [(CGRect, CGAffineTransform)] = [
            (CGRect(x: 4, y: 4, width: 12, height: 16), .identity),
            (CGRect(x: -3.25, y: 7.5, width: 0.5, height: 40), CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 2, y: -1)),
            (CGRect(x: 10, y: 10, width: -6, height: -2), CGAffineTransform(scaleX: 2, y: 2)),
        ]
        let path = CGMutablePath(), expected = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1)); expected.move(to: CGPoint(x: 1, y: 1))
        for (rect, transform) in shapes {
            path.addEllipse(in: rect, transform: transform)
            // What an ellipse was built from before the unit circle was kept: the arc itself.
            let r = rect.standardized
            let unitToRect = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
                .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY)).concatenating(transform)
            expected.appendUnitArc(startAngle: 0, sweep: 2 * .pi, startsSubpath: true, transform: unitToRect)
            expected.closeSubpath()
        }
        #expect(path.elements.count == 1 + 3 * 6)
        #expect(path.elements == expected.elements, "bit for bit the same points")
        #expect(UIBezierPath(ovalIn: shapes[0].0).cgPath.elements == Array(expected.elements[1...6]))
    }

    @Test("CGMutablePath arcs: a quarter turn is one curve; clockwise (y-up sense) the long way is three")
    func arcSegments() {
        for (clockwise, curves) in [(false, 1), (true, 3)] {
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            #expect(path.elements.count == 1 + curves)
            #expect(path.elements.first == .move(CGPoint(x: 15, y: 10)))
            #expect(close(path.currentPoint, CGPoint(x: 10, y: 15)))
            if clockwise, case .curve(let end, _, _) = path.elements[1] {
                #expect(close(end, CGPoint(x: 10, y: 5)), "decreasing angles pass through the top of the screen")
            }
        }
    }

    @Test("A second arc joins the path with a line to its start")
    func arcAfterPoint() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 2, startAngle: .pi, endAngle: 0, clockwise: false)
        guard case .line(let start) = path.elements[1] else { Issue.record("no line"); return }
        #expect(close(start, CGPoint(x: 8, y: 0)))
    }

    @Test("UIBezierPath arcs use the screen's clockwise: true runs toward increasing angles")
    func bezierArcDirection() {
        let short = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(short.cgPath.elements.count == 2 && long.cgPath.elements.count == 4)
        for clockwise in [true, false] {
            let image = renderImage(width: 20, height: 20) { _ in
                let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: clockwise)
                path.close()
                path.fill()
            }
            #expect((image.pixel(x: 10, y: 14), image.pixel(x: 10, y: 5)) == (clockwise ? (black, transparent) : (transparent, black)))
        }
    }

    @Test("The transform argument and apply(_:) move every point")
    func transforms() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(scaleX: 3, y: 1).translatedBy(x: 1, y: 0))
        #expect(path.boundingBox == CGRect(x: 3, y: 0, width: 6, height: 2))
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        bezier.apply(CGAffineTransform(translationX: 5, y: 6))
        #expect(bezier.bounds == CGRect(x: 5, y: 6, width: 2, height: 2))
        var shift = CGAffineTransform(translationX: 1, y: 1)
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &shift).boundingBox == CGRect(x: 1, y: 1, width: 1, height: 1))
    }

    @Test("Bezier path building: lines, curves, close, append, removeAllPoints, cgPath round trip")
    func building() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds == .null)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), controlPoint: CGPoint(x: 9, y: 3))
        path.addCurve(to: CGPoint(x: 1, y: 5), controlPoint1: CGPoint(x: 4, y: 8), controlPoint2: CGPoint(x: 2, y: -2))
        #expect(path.currentPoint == CGPoint(x: 1, y: 5))
        path.close()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(path.bounds == CGRect(x: 1, y: -2, width: 8, height: 10), "control points count toward bounds")
        let other = UIBezierPath(cgPath: path.cgPath)
        #expect(other.cgPath == path.cgPath)
        other.append(UIBezierPath(rect: CGRect(x: 20, y: 20, width: 1, height: 1)))
        #expect(other.cgPath.elements.count == path.cgPath.elements.count + 5)
        other.removeAllPoints()
        #expect(other.isEmpty)
    }

    @Test("A rounded rect clamps its radius to half the short side and leaves its corners empty")
    func roundedRect() {
        let rect = CGRect(x: 2, y: 2, width: 16, height: 8)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 50)
        #expect(path.bounds == rect)
        let image = renderImage(width: 20, height: 12) { _ in path.fill() }
        #expect(image.pixel(x: 2, y: 2) == transparent && image.pixel(x: 17, y: 9) == transparent)
        #expect(image.pixel(x: 10, y: 2) == black && image.pixel(x: 10, y: 6) == black && image.pixel(x: 3, y: 6) == black)
    }

    @Test("stroke() uses the path's line width inside a saved state; the context's width is untouched")
    func strokeAttributes() {
        let image = renderImage(width: 20, height: 20) { renderer in
            UIColor.red.setStroke()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 10))
            path.addLine(to: CGPoint(x: 20, y: 10))
            path.lineWidth = 4
            path.stroke()
            // The context's own width is still 1: a line on a half pixel covers exactly one row.
            renderer.cgContext.move(to: CGPoint(x: 0, y: 2.5))
            renderer.cgContext.addLine(to: CGPoint(x: 20, y: 2.5))
            renderer.cgContext.strokePath()
        }
        expectPixels(of: image) { _, y in (8..<12).contains(y) || y == 2 ? red : transparent }
    }

    @Test("usesEvenOddFillRule and addClip shape what is filled")
    func evenOddAndClip() {
        let image = renderImage(width: 10, height: 10) { renderer in
            let rings = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
            rings.append(UIBezierPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6)))
            rings.usesEvenOddFillRule = true
            rings.addClip()
            renderer.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 2, y: 2, width: 6, height: 6)) ? transparent : black }
    }

    @Test("Without a current context fill and stroke do nothing")
    func noContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).stroke()
        UIColor.red.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

@MainActor
@Suite("Tangent arcs round the corner between two lines")
struct TangentArcTests {
    @Test("A tangent arc ends on the second line, radius away from the corner, turning the short way")
    func elements() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        guard case .line(let tangentPoint) = path.elements[1] else { Issue.record("no line"); return }
        #expect(close(tangentPoint, CGPoint(x: 6, y: 0)))
        #expect(path.elements.count == 3, "a quarter turn is one curve")
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 4)))
        path.addArc(tangent1End: CGPoint(x: 10, y: 20), tangent2End: CGPoint(x: 10, y: 30), radius: 4)
        #expect(path.elements.last == .line(CGPoint(x: 10, y: 20)), "points in a line give a plain line")
    }

    @Test("Context and path tangent arcs draw the same rounded corner, leaving the corner itself empty")
    func drawn() {
        func corner(_ addArc: (CGContext) -> Void) -> UIImage {
            renderImage(width: 12, height: 12) { context in
                let cg = context.cgContext
                cg.move(to: CGPoint(x: 0, y: 0))
                addArc(cg)
                cg.addLine(to: CGPoint(x: 10, y: 12))
                cg.addLine(to: CGPoint(x: 0, y: 12))
                cg.closePath()
                cg.fillPath()
            }
        }
        let direct = corner { $0.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 6) }
        let viaPath = corner { context in
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 6)
            context.addPath(path)
        }
        #expect(direct.pixel(x: 9, y: 0) == transparent && direct.pixel(x: 3, y: 0) == black && direct.pixel(x: 9, y: 8) == black)
        // Cairo's own arc and XUIKit's Bézier quarter differ only in the last bit of edge coverage.
        for y in 0..<12 {
            for x in 0..<12 {
                let a = direct.pixel(x: x, y: y), b = viaPath.pixel(x: x, y: y)
                #expect(abs(Int(a.a) - Int(b.a)) <= 2, "pixel \(x),\(y): \(a) vs \(b)")
            }
        }
    }
}
