import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// Where a 100 x 100 card centred at (100, 100), turned `angle` about y under
/// an m34 = -1/`distance` perspective about (100, 100), lands: worked from
/// the definitions, not from the renderer. The rotation about y sends
/// (x, y, 0) to (x cos a, y, -x sin a); the perspective divides by
/// w = 1 + z · m34 = 1 + x sin a / distance.
private struct TurnedCard {
    let angle: CGFloat, distance: CGFloat, halfSide: CGFloat = 50, centre = CGPoint(x: 100, y: 100)

    func project(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let w = 1 + x * sin(angle) / distance
        return CGPoint(x: centre.x + x * cos(angle) / w, y: centre.y + y / w)
    }

    /// The top and bottom edges' y at screen column `x` (both edges are straight lines).
    func edges(atColumn x: CGFloat) -> (top: CGFloat, bottom: CGFloat) {
        func along(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x) }
        let h = halfSide
        return (along(project(-h, -h), project(h, -h)), along(project(-h, h), project(h, h)))
    }
}

/// The first and last rows of `column` at least half red over white (nil: none).
private func redRows(_ surface: WindowSurface, column: Int, height: Int = 200) -> (first: Int, last: Int)? {
    let rows = (0..<height).filter { surface.pixel(x: column, y: $0).g <= 127 && surface.pixel(x: column, y: $0).r >= 250 }
    guard let first = rows.first, let last = rows.last else { return nil }
    return (first, last)
}

/// The first and last columns of `row` at least half red over white (nil: none).
private func redColumns(_ surface: WindowSurface, row: Int, width: Int = 200) -> (first: Int, last: Int)? {
    let columns = (0..<width).filter { surface.pixel(x: $0, y: row).g <= 127 && surface.pixel(x: $0, y: row).r >= 250 }
    guard let first = columns.first, let last = columns.last else { return nil }
    return (first, last)
}

/// A 200 x 200 window with a full-size container layer (perspective m34 = -1/`distance`)
/// holding a red 100 x 100 card at its centre, turned `angle` about y.
private func turnedCardScene(angle: CGFloat, distance: CGFloat = 500, doubleSided: Bool = true) -> (UIWindow, CALayer) {
    let window = makeWindow(width: 200, height: 200)
    let container = CALayer()
    container.frame = window.bounds
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / distance
    container.sublayerTransform = perspective
    let card = CALayer()
    card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    card.backgroundColor = UIColor.red.cgColor
    card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
    card.isDoubleSided = doubleSided
    container.addSublayer(card)
    window.layer.addSublayer(container)
    return (window, card)
}

@MainActor
@Suite("Layers in perspective are drawn through their projection")
struct LayerPerspectiveTests {
    @Test("A card turned 45° about y under a parent's m34 = -1/500 has its near edge 107.6 pt tall and its far edge 93.4 pt, corners where the projection puts them")
    func cardUnderSublayerTransform() {
        let (window, _) = turnedCardScene(angle: .pi / 4)
        let surface = drawnSurface(window)
        let card = TurnedCard(angle: .pi / 4, distance: 500)
        let near = card.project(-50, -50), far = card.project(50, -50)
        #expect(abs(near.x - 61.95) < 0.01 && abs(far.x - 133.02) < 0.01, "the worked corners: \(near) \(far)")
        // Columns across the card, each checked against the projected top and bottom edges.
        for column in [63, 80, 100, 120, 131] {
            let expected = card.edges(atColumn: CGFloat(column) + 0.5)
            guard let rows = redRows(surface, column: column) else { Issue.record("column \(column) has no red"); continue }
            #expect(abs(CGFloat(rows.first) + 0.5 - expected.top) <= 1, "column \(column) top \(rows.first) want \(expected.top)")
            #expect(abs(CGFloat(rows.last) + 0.5 - expected.bottom) <= 1, "column \(column) bottom \(rows.last) want \(expected.bottom)")
        }
        let nearRows = redRows(surface, column: 62)!, farRows = redRows(surface, column: 132)!
        let nearHeight = nearRows.last - nearRows.first + 1, farHeight = farRows.last - farRows.first + 1
        let expectedNear = card.edges(atColumn: 62.5), expectedFar = card.edges(atColumn: 132.5)
        #expect(abs(CGFloat(nearHeight) - (expectedNear.bottom - expectedNear.top)) <= 1, "near edge \(nearHeight) pt")
        #expect(abs(CGFloat(farHeight) - (expectedFar.bottom - expectedFar.top)) <= 1, "far edge \(farHeight) pt")
        #expect(nearHeight - farHeight >= 12, "the near edge is taller by about 14 pt: \(nearHeight) against \(farHeight)")
        // Left and right edges along the middle row.
        let middle = redColumns(surface, row: 100)!
        #expect(abs(CGFloat(middle.first) + 0.5 - near.x) <= 1 && abs(CGFloat(middle.last) + 0.5 - far.x) <= 1, "\(middle)")
        #expect(surface.pixel(x: 100, y: 100) == red && surface.pixel(x: 55, y: 100) == white && surface.pixel(x: 140, y: 100) == white)
    }

    @Test("A bordered card turned 60° about the diagonal at scale 2 is drawn whole: red 10 pt inside each projected corner, white 2 pt outside")
    func diagonalTurnAtScaleTwo() {
        let window = makeWindow(width: 300, height: 200)
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 150, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 300
        container.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 25, y: 50, width: 100, height: 100)
        card.backgroundColor = UIColor.red.cgColor
        card.borderWidth = 3  // black: an image cut short would spread its edge's colour inward
        let turn = CATransform3DMakeRotation(.pi / 3, 1, 1, 0)
        card.transform = turn
        container.addSublayer(card)
        window.layer.addSublayer(container)
        let surface = drawnSurface(window, scale: 2)
        // The card's centre and the container's anchor are both (75, 100): about it, (x, y, 0)
        // turns to (X, Y, Z) by the rotation's rows and divides by w = 1 - Z / 300.
        func project(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            let X = x * turn.m11 + y * turn.m21, Y = x * turn.m12 + y * turn.m22, Z = x * turn.m13 + y * turn.m23
            let w = 1 - Z / 300
            return CGPoint(x: 75 + X / w, y: 100 + Y / w)
        }
        for (x, y) in [(-50.0, -50.0), (50.0, -50.0), (50.0, 50.0), (-50.0, 50.0)] {
            let corner = project(x, y), centre = project(0, 0)
            let length = hypot(corner.x - centre.x, corner.y - centre.y)
            let unit = CGPoint(x: (corner.x - centre.x) / length, y: (corner.y - centre.y) / length)
            let inside = CGPoint(x: (corner.x - 10 * unit.x) * 2, y: (corner.y - 10 * unit.y) * 2)
            let outside = CGPoint(x: (corner.x + 2 * unit.x) * 2, y: (corner.y + 2 * unit.y) * 2)
            #expect(surface.pixel(x: Int(inside.x), y: Int(inside.y)) == red, "inside corner \(corner): \(inside)")
            #expect(surface.pixel(x: Int(outside.x), y: Int(outside.y)) == white, "outside corner \(corner): \(outside)")
        }
    }

    @Test("A view's transform3D (its layer's transform) with m34 and a 45° turn draws as the same card under a parent's sublayerTransform")
    func viewLayerTransformWithPerspective() {
        let window = makeWindow(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        view.transform3D = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
        #expect(view.layer.transform == view.transform3D && view.transform == CGAffineTransform(a: cos(.pi / 4), b: 0, c: 0, d: 1, tx: 0, ty: 0))
        window.addSubview(view)
        let viewSurface = drawnSurface(window)
        let (sceneWindow, _) = turnedCardScene(angle: .pi / 4)
        let sceneSurface = drawnSurface(sceneWindow)
        for column in [62, 100, 132] {
            let a = redRows(viewSurface, column: column), b = redRows(sceneSurface, column: column)
            #expect(a != nil && a?.first == b?.first && a?.last == b?.last, "column \(column): \(String(describing: a)) \(String(describing: b))")
        }
    }

    @Test("Perspective reaches a layer nested in a turned one: the child is flattened into its parent's plane, then projected")
    func nestedLayerInPerspective() {
        let (window, card) = turnedCardScene(angle: .pi / 4)
        card.backgroundColor = nil
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)  // the card's top-left quadrant
        child.backgroundColor = UIColor.red.cgColor
        card.addSublayer(child)
        let surface = drawnSurface(window)
        let turned = TurnedCard(angle: .pi / 4, distance: 500)
        let topLeft = turned.project(-50, -50), centre = turned.project(0, 0)
        #expect(abs(centre.x - 100) < 1e-9)
        let rows = redRows(surface, column: 70)!
        #expect(abs(CGFloat(rows.first) + 0.5 - turned.edges(atColumn: 70.5).top) <= 1, "top edge in perspective: \(rows)")
        #expect(abs(CGFloat(rows.last) + 0.5 - 100) <= 1, "the quadrant ends at the card's middle row: \(rows)")
        let columns = redColumns(surface, row: 80)!
        #expect(abs(CGFloat(columns.first) + 0.5 - topLeft.x) <= 1 && abs(CGFloat(columns.last) + 0.5 - centre.x) <= 1, "\(columns)")
        #expect(surface.pixel(x: 120, y: 80) == white && surface.pixel(x: 70, y: 120) == white, "the other quadrants are empty")
    }

    @Test("A card turned 120° about y draws its back when double-sided and nothing with isDoubleSided false")
    func singleSidedCardTurnedAway() {
        let (shown, _) = turnedCardScene(angle: 2 * .pi / 3)
        let back = drawnSurface(shown)
        let turned = TurnedCard(angle: 2 * .pi / 3, distance: 500)
        let a = turned.project(-50, 0), b = turned.project(50, 0)
        let inside = Int((a.x + b.x) / 2)
        #expect(back.pixel(x: inside, y: 100) == red, "the back shows at x \(inside)")
        let (hidden, card) = turnedCardScene(angle: 2 * .pi / 3, doubleSided: false)
        let surface = drawnSurface(hidden)
        expectPixels(of: surface.snapshot()) { _, _ in white }
        card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let front = drawnSurface(hidden)
        #expect(front.pixel(x: 100, y: 100) == red, "turned 60°, its front faces the viewer and shows")
    }

    @Test("A single-sided layer facing the viewer still shows when its view is drawn into a mirrored (y-up) context")
    func singleSidedInMirroredContext() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)  // the top half
        layer.backgroundColor = UIColor.red.cgColor
        layer.isDoubleSided = false
        layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)  // turned 30°: still facing the viewer
        view.layer.addSublayer(layer)
        let image = renderImage(width: 40, height: 40) { renderer in
            renderer.cgContext.translateBy(x: 0, y: 40)
            renderer.cgContext.scaleBy(x: 1, y: -1)
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        // cos 30° of 40 pt wide: x 2.7...37.3; mirrored, the top half lands at the bottom.
        #expect(image.pixel(x: 20, y: 30) == red && image.pixel(x: 20, y: 10) == transparent)
        layer.transform = CATransform3DMakeRotation(5 * .pi / 6, 0, 1, 0)  // turned 150°: its back shows, so nothing
        let turned = renderImage(width: 40, height: 40) { renderer in
            renderer.cgContext.translateBy(x: 0, y: 40)
            renderer.cgContext.scaleBy(x: 1, y: -1)
            _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(turned.pixel(x: 20, y: 30) == transparent)
    }

    @Test("A layer reaching behind the eye draws the part in front and nothing of the part behind")
    func pointsBehindTheEye() {
        let window = makeWindow(width: 200, height: 200)
        let container = CALayer()
        container.frame = window.bounds
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 50
        container.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        card.backgroundColor = UIColor.red.cgColor
        // Turned 80°: w = 1 + x sin 80° / 50 is below 0 for x < -50.8 (the left part is behind the eye).
        card.transform = CATransform3DMakeRotation(80 * .pi / 180, 0, 1, 0)
        container.addSublayer(card)
        window.layer.addSublayer(container)
        let surface = drawnSurface(window)
        let a: CGFloat = 80 * .pi / 180
        let farX = 100 + 100 * cos(a) / (1 + 100 * sin(a) / 50)
        #expect(abs(farX - 105.85) < 0.01)
        let middle = redColumns(surface, row: 100)!
        #expect(middle.first == 0 && abs(CGFloat(middle.last) + 0.5 - farX) <= 1, "in front: from the left edge to x \(farX): \(middle)")
        // The part behind, if projected through w < 0, would land mirrored right of x 117.
        #expect(surface.pixel(x: 140, y: 100) == white && surface.pixel(x: 190, y: 20) == white && surface.pixel(x: 120, y: 190) == white)
    }

    @Test("A 3D transform with no perspective (a depth move) and an affine sublayerTransform draw exactly as their affine equivalents")
    func affineEquivalentsDrawAsBefore() {
        func scene(_ configure: (CALayer, CALayer) -> Void) -> UIImage {
            let window = makeWindow(width: 60, height: 60)
            let parent = CALayer()
            parent.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 20, height: 14)
            layer.backgroundColor = UIColor.blue.cgColor
            layer.cornerRadius = 3
            parent.addSublayer(layer)
            window.layer.addSublayer(parent)
            configure(parent, layer)
            return drawnSurface(window, scale: 2).snapshot()
        }
        let rotation = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.2, y: 0.9)
        let plain = scene { _, layer in layer.setAffineTransform(rotation) }
        let deep = scene { _, layer in layer.transform = CATransform3DTranslate(CATransform3DMakeAffineTransform(rotation), 0, 0, 40) }
        #expect(!CATransform3DIsAffine(CATransform3DTranslate(CATransform3DMakeAffineTransform(rotation), 0, 0, 40)))
        expectPixels(of: deep) { plain.pixel(x: $0, y: $1) }
        // A sublayerTransform about the parent's anchor (25, 25) equals that map applied to the sublayer.
        let aboutAnchor = scene { _, layer in
            let frame = layer.frame
            layer.setAffineTransform(CGAffineTransform(scaleX: 1.5, y: 0.5))
            layer.position = CGPoint(x: 25 + (frame.midX - 25) * 1.5, y: 25 + (frame.midY - 25) * 0.5)
        }
        let viaParent = scene { parent, _ in parent.sublayerTransform = CATransform3DMakeScale(1.5, 0.5, 1) }
        expectPixels(of: viaParent) { aboutAnchor.pixel(x: $0, y: $1) }
    }

    @Test("A layer in perspective counts with its projection in the window's damage")
    func damageCoversTheProjection() {
        let window = makeWindow(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        let surface = drawnSurface(window)
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        view.layer.transform = CATransform3DRotate(transform, .pi / 4, 0, 1, 0)
        view.backgroundColor = .red
        _ = surface.redraw()
        let turned = TurnedCard(angle: .pi / 4, distance: 500)
        let edge = turned.edges(atColumn: 62.5)
        #expect(surface.pixel(x: 62, y: Int(edge.top) + 1) == red, "the near edge's top, outside the affine frame, is redrawn")
    }
}
