import Foundation
import Testing
@testable import XUIKitCore

/// A view with an intrinsic size, as a label or button has one.
final class SizedView: UIView {
    var size = CGSize(width: 120, height: 30)
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite("Auto Layout: constraints and anchors decide frames at the layout pass, as UIKit's engine does", .serialized)
struct AutoLayoutTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func container() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) }

    func child(of parent: UIView, _ view: UIView = UIView()) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("Pinned to its superview's edges with insets, a view takes the frame they leave")
    func pinnedEdges() {
        let parent = container(), view = child(of: parent)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        parent.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 280, height: 50))
        #expect(parent.constraints.count == 3 && view.constraints.count == 1)
    }

    @Test("Two siblings 8 pt apart with equal widths share the width; a centred one sits in the middle")
    func siblings() {
        let parent = container(), left = child(of: parent), right = child(of: parent), middle = child(of: parent)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: parent.topAnchor), left.heightAnchor.constraint(equalToConstant: 40),
            right.topAnchor.constraint(equalTo: left.topAnchor), right.heightAnchor.constraint(equalTo: left.heightAnchor, multiplier: 0.5),
            middle.centerXAnchor.constraint(equalTo: parent.centerXAnchor), middle.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            middle.widthAnchor.constraint(equalToConstant: 60), middle.heightAnchor.constraint(equalTo: middle.widthAnchor, multiplier: 0.5),
        ])
        parent.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 146, height: 40))
        #expect(right.frame == CGRect(x: 154, y: 0, width: 146, height: 20))
        #expect(middle.frame == CGRect(x: 120, y: 85, width: 60, height: 30))
    }

    @Test("Intrinsic size: the view hugs it (250) and resists compression (750); stronger constraints win over each")
    func intrinsicSize() {
        let parent = container(), view = child(of: parent, SizedView()) as! SizedView
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: parent.leadingAnchor), view.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 120, height: 30))
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = UILayoutPriority(200)  // weaker than hugging: stays 120
        wide.isActive = true
        parent.layoutIfNeeded()
        #expect(view.frame.width == 120)
        wide.priority = UILayoutPriority(300)  // stronger than hugging: grows
        parent.layoutIfNeeded()
        #expect(view.frame.width == 200)
        wide.isActive = false
        view.widthAnchor.constraint(lessThanOrEqualToConstant: 80).isActive = true  // required beats compression resistance
        parent.layoutIfNeeded()
        #expect(view.frame.width == 80)
        view.size = CGSize(width: 50, height: 44)
        view.invalidateIntrinsicContentSize()
        parent.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 50, height: 44))
    }

    @Test("Changing a constant or deactivating re-solves at the next layout pass")
    func changesResolve() {
        let parent = container(), view = child(of: parent)
        let top = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 30)])
        parent.layoutIfNeeded()
        #expect(view.frame.minY == 10)
        top.constant = 45
        parent.layoutIfNeeded()
        #expect(view.frame.minY == 45)
        top.isActive = false
        view.bottomAnchor.constraint(equalTo: parent.bottomAnchor).isActive = true
        parent.layoutIfNeeded()
        #expect(view.frame.minY == 170)
    }

    @Test("A fixed-frame (autoresizing) container moves its constrained child with it; nested constraints use each superview's space")
    func nestedLevels() {
        let root = container()
        let box = UIView(frame: CGRect(x: 40, y: 50, width: 100, height: 100))
        root.addSubview(box)
        let inner = child(of: box), outer = child(of: root)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5), inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 20), inner.heightAnchor.constraint(equalToConstant: 20),
            outer.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 10), outer.topAnchor.constraint(equalTo: inner.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 10), outer.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 20, height: 20))  // in the box's space
        #expect(outer.frame == CGRect(x: 75, y: 55, width: 10, height: 10))  // in the root's: 40 + 5 + 20 + 10
    }

    @Test("Conflicting required constraints are logged as UIKit logs them, one is broken, and layout goes on")
    func unsatisfiable() {
        var logged: [String] = []
        let saved = LayoutEngine.log
        LayoutEngine.log = { logged.append($0) }
        defer { LayoutEngine.log = saved }
        let parent = container(), view = child(of: parent)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 100), view.widthAnchor.constraint(equalToConstant: 200),
                                     view.heightAnchor.constraint(equalToConstant: 10), view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: parent.topAnchor)])
        parent.layoutIfNeeded()
        #expect(logged.count == 1 && logged[0].hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(logged[0].contains("Will attempt to recover by breaking constraint"))
        #expect([100, 200].contains(view.frame.width) && view.frame.height == 10)
    }
}
