import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
private func names(_ layer: CALayer, _ labels: [ObjectIdentifier: String]) -> [String] {
    (layer.sublayers ?? []).map { labels[ObjectIdentifier($0)] ?? "?" }
}

private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

@MainActor
@Suite("Every view is backed by a layer whose sublayers mirror the subviews")
struct LayerTreeTests {
    @Test("A view's layer has the view as delegate, its class from layerClass, and the view's geometry")
    func viewLayer() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.delegate === view)
        #expect(type(of: view.layer) == CALayer.self)
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45) && view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(ShapeView().layer is CAShapeLayer)
    }

    @Test("add, insert, bring to front, send to back, exchange and remove keep layer.sublayers in the subviews' order")
    func mirrorsSubviews() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        let labels = [a: "a", b: "b", c: "c", d: "d"].reduce(into: [ObjectIdentifier: String]()) { $0[ObjectIdentifier($1.key.layer)] = $1.value }
        root.addSubview(a); root.addSubview(b)
        #expect(names(root.layer, labels) == ["a", "b"])
        root.insertSubview(c, at: 0)
        #expect(names(root.layer, labels) == ["c", "a", "b"])
        root.insertSubview(d, aboveSubview: c)
        #expect(names(root.layer, labels) == ["c", "d", "a", "b"])
        root.bringSubviewToFront(c)
        #expect(names(root.layer, labels) == ["d", "a", "b", "c"])
        root.sendSubviewToBack(b)
        #expect(names(root.layer, labels) == ["b", "d", "a", "c"])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(names(root.layer, labels) == ["c", "d", "a", "b"])
        a.removeFromSuperview()
        #expect(names(root.layer, labels) == ["c", "d", "b"])
        #expect(a.layer.superlayer == nil && b.layer.superlayer === root.layer)
        let other = UIView()
        other.addSubview(d)
        #expect(names(root.layer, labels) == ["c", "b"] && other.layer.sublayers?.first === d.layer)
    }

    @Test("Standalone sublayers stay where they were added among the views' layers")
    func standaloneSublayers() {
        let root = UIView(), a = UIView(), b = UIView(), extra = CALayer()
        root.addSubview(a)
        root.layer.addSublayer(extra)
        root.addSubview(b)
        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == [a.layer, extra, b.layer].map { ObjectIdentifier($0) })
        root.insertSubview(b, at: 0)
        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == [b.layer, a.layer, extra].map { ObjectIdentifier($0) })
        let top = CALayer(), bottom = CALayer()
        extra.addSublayer(top)
        extra.insertSublayer(bottom, below: top)
        #expect(extra.sublayers?.map { ObjectIdentifier($0) } == [bottom, top].map { ObjectIdentifier($0) })
        top.removeFromSuperlayer()
        #expect(extra.sublayers?.count == 1 && top.superlayer == nil)
        extra.sublayers = nil
        #expect(extra.sublayers == nil && bottom.superlayer == nil)
    }

    @Test("The view's visibility, opacity, background and clipping are the layer's, both ways")
    func sharedStore() {
        let view = UIView()
        view.isHidden = true; view.alpha = 0.5; view.clipsToBounds = true; view.backgroundColor = .red
        #expect(view.layer.isHidden && view.layer.opacity == 0.5 && view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.layer.isHidden = false; view.layer.opacity = 0.25; view.layer.masksToBounds = false
        view.layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(!view.isHidden && view.alpha == 0.25 && !view.clipsToBounds)
        #expect(view.backgroundColor?.cgColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        view.layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test("presentation() and model() give the model's values while nothing animates")
    func presentationIsModel() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.opacity = 0.5
        layer.cornerRadius = 6
        let shown = layer.presentation()
        #expect(shown?.frame == layer.frame && shown?.opacity == 0.5 && shown?.cornerRadius == 6)
        #expect(layer.model() === layer)
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(view.layer.presentation()?.frame == view.frame)
    }

    @Test("CATransaction nests and keeps disableActions and the duration per transaction")
    func transactions() {
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 1)
        var completed = false
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.commit()
        #expect(completed && !CATransaction.disableActions())
    }

    @Test("setNeedsDisplay marks the content stale; moving, scrolling or styling a view does not, resizing does")
    func staleContent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.contentIsStale = false
        view.center = CGPoint(x: 50, y: 50)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.alpha = 0.5
        view.layer.cornerRadius = 3
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!view.layer.needsDisplay(), "scrolling keeps the drawing")
        view.bounds.size = CGSize(width: 20, height: 10)
        #expect(view.layer.needsDisplay())
        view.layer.contentIsStale = false
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
    }
}
