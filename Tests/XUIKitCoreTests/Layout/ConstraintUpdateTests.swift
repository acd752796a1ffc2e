import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// A view that logs its updateConstraints and switches its width constraint there.
final class UpdatingView: UIView {
    let trace: CallTrace
    let name: String
    var wide = false
    lazy var width = widthAnchor.constraint(equalToConstant: 50)
    init(_ name: String, _ trace: CallTrace) {
        self.name = name
        self.trace = trace
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func updateConstraints() {
        trace.log("\(name) updateConstraints")
        width.constant = wide ? 200 : 50
        width.isActive = true
        super.updateConstraints()
    }
}

@MainActor
@Suite("The constraint update pass: setNeedsUpdateConstraints, updateConstraints deepest first before layout, updateViewConstraints; system spacing")
struct ConstraintUpdateTests {
    @Test("Marked views update before the next layout solves, the deepest first, once; the new constant is what the layout uses")
    func updatesBeforeLayout() {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 400)
        let trace = CallTrace()
        let outer = UpdatingView("outer", trace), inner = UpdatingView("inner", trace)
        for view in [outer, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
        window.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([outer.heightAnchor.constraint(equalToConstant: 40), inner.heightAnchor.constraint(equalToConstant: 20)])
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints() && inner.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(trace.lines == ["inner updateConstraints", "outer updateConstraints"])
        #expect(outer.frame.width == 50 && !outer.needsUpdateConstraints())
        outer.wide = true
        outer.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(outer.frame.width == 200 && trace.lines.count == 3)
        window.layoutIfNeeded()
        #expect(trace.lines.count == 3)
        NSLayoutConstraint.deactivate(NSLayoutConstraint.activeConstraints.values.map { $0 })
        withExtendedLifetime(input) {}
    }

    @Test("A controller's root view marked for an update: the view's updateConstraints, then the controller's updateViewConstraints")
    func controllerUpdate() {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 400)
        let trace = CallTrace()
        final class Controller: UIViewController {
            var trace: CallTrace?
            override func loadView() { view = UpdatingView("root", trace!) }
            override func updateViewConstraints() { trace?.log("updateViewConstraints"); super.updateViewConstraints() }
        }
        let controller = Controller()
        controller.trace = trace
        window.rootViewController = controller
        controller.view.setNeedsUpdateConstraints()
        controller.view.updateConstraintsIfNeeded()
        #expect(trace.lines == ["root updateConstraints", "updateViewConstraints"])
        NSLayoutConstraint.deactivate(NSLayoutConstraint.activeConstraints.values.map { $0 })
        withExtendedLifetime(input) {}
    }

    @Test("System spacing: after and below put 8 pt per multiple between the anchors")
    func systemSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        let constraints = [
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ]
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 56, y: 48, width: 10, height: 10))
        NSLayoutConstraint.deactivate(constraints)
    }
}
