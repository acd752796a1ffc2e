import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("A stack view's hidden arranged view collapses inside UIView.animate, its neighbour moving over the animation")
struct StackViewAnimatedHidingTests {
    @Test("Hiding the first of two 100 pt views in an animation: the second slides from y 100 to 0 over 0.3 s")
    func animatedCollapse() {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 400)
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        stack.axis = .vertical
        stack.alignment = .fill
        stack.distribution = .fill
        let first = UIView(), second = UIView()
        for view in [first, second] {
            stack.addArrangedSubview(view)
            view.heightAnchor.constraint(equalToConstant: 100).isActive = true
        }
        let filler = UIView()
        stack.addArrangedSubview(filler)
        window.addSubview(stack)
        window.layoutIfNeeded()
        #expect(second.frame.minY == 100)
        UIView.animate(withDuration: 0.3) {
            first.isHidden = true
            stack.layoutIfNeeded()
        }
        #expect(second.frame.minY == 0)
        input.advance(by: 0.15)
        let midway = second.layer.presentation()?.frame.minY ?? -1
        #expect(midway > 0 && midway < 100, "mid-animation y \(midway)")
        input.advance(by: 0.3)
        #expect((second.layer.presentation()?.frame.minY ?? second.frame.minY) == 0)
        NSLayoutConstraint.deactivate(NSLayoutConstraint.activeConstraints.values.map { $0 })
    }
}
