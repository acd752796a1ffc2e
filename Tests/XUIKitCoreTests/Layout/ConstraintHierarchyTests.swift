import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Constraints and the view tree: no common ancestor is a clear error; removing a view deactivates the constraints that leave its subtree")
struct ConstraintHierarchyTests {
    @Test("Activating a constraint between two unrelated views logs UIKit's message naming both and stays inactive")
    func noCommonAncestor() {
        var logged: [String] = []
        let saved = NSLayoutConstraint.hierarchyLog
        NSLayoutConstraint.hierarchyLog = { logged.append($0) }
        defer { NSLayoutConstraint.hierarchyLog = saved }
        let a = UIScrollView(), b = UIControl()
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive && logged.count == 1)
        #expect(logged.first?.contains("Unable to activate constraint with anchors") == true)
        #expect(logged.first?.contains("because they have no common ancestor") == true)
        #expect(logged.first?.contains("UIScrollView") == true && logged.first?.contains("UIControl") == true)
        let parent = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        constraint.isActive = true
        #expect(constraint.isActive && logged.count == 1)
        constraint.isActive = false
    }

    @Test("Removing a view deactivates its constraints to the outside and keeps those inside its subtree")
    func removalDeactivates() {
        let root = UIView(), box = UIView(), inner = UIView(), sibling = UIView()
        root.addSubview(box)
        root.addSubview(sibling)
        box.addSubview(inner)
        let outward = inner.topAnchor.constraint(equalTo: sibling.bottomAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        let own = box.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([outward, inside, own])
        box.removeFromSuperview()
        #expect(!outward.isActive && inside.isActive && own.isActive)
        NSLayoutConstraint.deactivate([inside, own])
    }
}
