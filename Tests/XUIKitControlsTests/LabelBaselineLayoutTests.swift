import Foundation
import Testing
@testable import XUIKitControls
import XUIKitGraphics
@testable import XUIKitCore

@MainActor
@Suite("Labels' baselines in Auto Layout: baseline anchors and baseline-aligned stack views", .serialized)
struct LabelBaselineLayoutTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFont.systemFont(ofSize: size)
        return label
    }

    @Test("A label's first baseline is its font's ascender below its top at its intrinsic height, its last one above the descender")
    func baselinesOfOneLine() {
        let small = label("Name", size: 17)
        let first = small.layoutFirstBaseline, last = small.layoutLastBaseline
        let height = small.intrinsicContentSize.height
        let text = small.layout(width: nil)
        #expect(abs(first.heightFactor * height + first.offset - ((height - text.size.height) / 2 + text.firstBaseline)) < 0.001)
        #expect(abs(first.heightFactor * height + first.offset - (small.font.ascender + (height - text.size.height) / 2)) < 0.6)
        #expect(first == last)
    }

    @Test("In a firstBaseline stack a 17 pt and a 34 pt label share a baseline and the larger one touches the top")
    func firstBaselineStack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let small = label("Name", size: 17), large = label("Title", size: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.alignment = .firstBaseline
        large.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        stack.spacing = 8
        root.addSubview(stack)
        root.layoutIfNeeded()
        func baseline(_ view: UILabel) -> CGFloat { view.frame.minY + view.frame.height * view.layoutFirstBaseline.heightFactor + view.layoutFirstBaseline.offset }
        #expect(large.frame.minY == 0 && small.frame.minY > 0)
        #expect(abs(baseline(small) - baseline(large)) <= 0.5)
        #expect(small.frame.size == small.intrinsicContentSize && large.frame.height == large.intrinsicContentSize.height)
    }

    @Test("isBaselineRelativeArrangement: in a vertical stack the 20 pt spacing runs from one label's baseline to the next one's")
    func baselineRelativeSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let top = label("First", size: 17), bottom = label("Second", size: 28)
        let stack = UIStackView(arrangedSubviews: [top, bottom])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        func first(_ view: UILabel) -> CGFloat { view.frame.minY + view.frame.height * view.layoutFirstBaseline.heightFactor + view.layoutFirstBaseline.offset }
        func last(_ view: UILabel) -> CGFloat { view.frame.minY + view.frame.height * view.layoutLastBaseline.heightFactor + view.layoutLastBaseline.offset }
        #expect(abs(first(bottom) - last(top) - 20) <= 0.5, "baseline gap \(first(bottom) - last(top))")
        #expect(bottom.frame.minY < top.frame.maxY + 20)
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(bottom.frame.minY == top.frame.maxY + 20)
        NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values))
    }
}
