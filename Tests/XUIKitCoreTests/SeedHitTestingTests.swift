import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// A view that logs every `point(inside:with:)` question it is asked.
private final class AskedView: UIView {
    let name: String
    let trace: CallTrace
    init(_ name: String, _ frame: CGRect, _ trace: CallTrace) {
        self.name = name; self.trace = trace
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let inside = super.point(inside: point, with: event)
        trace.log("\(name)\(inside ? "+" : "-")")
        return inside
    }
}

@MainActor
@Suite("The seeds' hit-testing examples")
struct SeedHitTestingTests {
    @Test("Seed 003: a touch on E asks A, then C (front before B), then E, and E is the hit view")
    func seed003ViewsAToE() {
        let trace = CallTrace()
        let a = AskedView("A", CGRect(x: 0, y: 0, width: 300, height: 300), trace)
        let b = AskedView("B", CGRect(x: 0, y: 0, width: 100, height: 100), trace)
        let c = AskedView("C", CGRect(x: 100, y: 100, width: 200, height: 200), trace)
        let d = AskedView("D", CGRect(x: 0, y: 0, width: 50, height: 50), trace)
        let e = AskedView("E", CGRect(x: 100, y: 100, width: 50, height: 50), trace)
        a.addSubview(b); a.addSubview(c); c.addSubview(d); c.addSubview(e)
        // (220, 220) in A is (120, 120) in C and (20, 20) in E.
        let hit = a.hitTest(CGPoint(x: 220, y: 220), with: nil)
        #expect(hit === e)
        #expect(trace.text == "A+, C+, E+")
        trace.clear()
        // A point in C but in neither D nor E: E then D are asked (front to back), C wins.
        #expect(a.hitTest(CGPoint(x: 180, y: 280), with: nil) === c)
        #expect(trace.text == "A+, C+, E-, D-")
    }

    @Test("Seed 004: a touch on B.1 walks MainView, C, B, B.2, B.1")
    func seed004TouchOnB1() {
        let trace = CallTrace()
        let main = AskedView("Main", CGRect(x: 0, y: 0, width: 300, height: 400), trace)
        var children: [String: AskedView] = [:]
        for (index, name) in ["A", "B", "C"].enumerated() {
            let parent = AskedView(name, CGRect(x: 0, y: CGFloat(index) * 120, width: 300, height: 100), trace)
            main.addSubview(parent)
            for k in 1...2 {
                let child = AskedView("\(name).\(k)", CGRect(x: CGFloat(k - 1) * 150, y: 0, width: 150, height: 100), trace)
                parent.addSubview(child)
                children["\(name).\(k)"] = child
            }
        }
        let hit = main.hitTest(CGPoint(x: 40, y: 170), with: nil)
        #expect(hit === children["B.1"])
        #expect(trace.text == "Main+, C-, B+, B.2-, B.1+")
    }

    @Test("Seed 004: a hitTest override enlarges a button's hot zone by 15 pt sideways and 10 pt up and down")
    func seed004EnlargedHotZone() {
        final class HotZoneButton: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                var rect = bounds
                rect.origin = CGPoint(x: -15, y: -10)
                rect.size = CGSize(width: rect.size.width + 30, height: rect.size.height + 10 + 10)
                let touchPoint = convert(point, to: self)
                if rect.contains(touchPoint) { return self }
                return super.hitTest(point, with: event)
            }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = HotZoneButton(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
        container.addSubview(button)
        #expect(container.hitTest(CGPoint(x: 36, y: 41), with: nil) === button)
        #expect(container.hitTest(CGPoint(x: 104, y: 79), with: nil) === button)
        #expect(container.hitTest(CGPoint(x: 34, y: 60), with: nil) === container)
        #expect(container.hitTest(CGPoint(x: 60, y: 81), with: nil) === container)
    }

    @Test("Seed 001: taps on green, blue and yellow follow window → white → (orange → blue →) target")
    func seed001HitPaths() {
        let (window, _) = TestApplication.makeKeyWindow()
        let white = UIView(frame: window.bounds), green = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let orange = UIView(frame: CGRect(x: 150, y: 150, width: 200, height: 200))
        let blue = UIView(frame: CGRect(x: 20, y: 20, width: 150, height: 150))
        let yellow = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        let names = [ObjectIdentifier(window): "window", ObjectIdentifier(white): "white", ObjectIdentifier(green): "green",
                     ObjectIdentifier(orange): "orange", ObjectIdentifier(blue): "blue", ObjectIdentifier(yellow): "yellow"]
        window.addSubview(white); white.addSubview(green); white.addSubview(orange); orange.addSubview(blue); blue.addSubview(yellow)
        func path(_ point: CGPoint) -> String {
            var views: [String] = []
            var view = window.hitTest(point, with: nil)
            while let current = view { views.insert(names[ObjectIdentifier(current)]!, at: 0); view = current.superview }
            return views.joined(separator: " → ")
        }
        #expect(path(CGPoint(x: 30, y: 30)) == "window → white → green")
        #expect(path(CGPoint(x: 180, y: 180)) == "window → white → orange → blue")
        #expect(path(CGPoint(x: 230, y: 230)) == "window → white → orange → blue → yellow")
    }

    @Test("Hidden, nearly transparent and interaction-disabled views are skipped with their subtrees")
    func skippedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: root.bounds), front = UIView(frame: root.bounds), inner = UIView(frame: root.bounds)
        root.addSubview(back); root.addSubview(front); front.addSubview(inner)
        let p = CGPoint(x: 50, y: 50)
        #expect(root.hitTest(p, with: nil) === inner)
        front.isHidden = true
        #expect(root.hitTest(p, with: nil) === back)
        front.isHidden = false; front.alpha = 0.009
        #expect(root.hitTest(p, with: nil) === back)
        front.alpha = 0.01
        #expect(root.hitTest(p, with: nil) === inner)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(p, with: nil) === back)
    }

    @Test("A subview overflowing its superview cannot be hit outside the superview, clipsToBounds or not")
    func overflowingSubviewIsNotHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(parent); parent.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === child)
    }

    @Test("point(inside:) is half-open: the min edges are inside, the max edges outside")
    func halfOpenBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(view.point(inside: CGPoint(x: 5, y: 5), with: nil))
        #expect(view.point(inside: CGPoint(x: 14.999, y: 14.999), with: nil))
        #expect(!view.point(inside: CGPoint(x: 15, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: 4.999, y: 10), with: nil))
    }
}
