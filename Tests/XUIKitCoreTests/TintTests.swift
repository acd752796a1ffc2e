import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitCore

/// A view logging `tintColorDidChange()` calls.
private final class TintLog: UIView {
    let name: String
    let trace: CallTrace
    init(_ name: String, _ trace: CallTrace) {
        self.name = name
        self.trace = trace
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func tintColorDidChange() { trace.log(name) }
}

@MainActor
@Suite("Tint colour and system colours")
struct TintTests {
    @Test("tintColor is inherited down the tree, defaulting to systemBlue")
    func inheritance() {
        let trace = CallTrace()
        let a = TintLog("a", trace), b = TintLog("b", trace), c = TintLog("c", trace)
        a.addSubview(b)
        b.addSubview(c)
        #expect(c.tintColor == .systemBlue)
        a.tintColor = .systemRed
        #expect(trace.text == "a, b, c")
        #expect(c.tintColor == .systemRed)
        trace.clear()
        b.tintColor = .systemGreen
        #expect(trace.text == "b, c")
        trace.clear()
        a.tintColor = .systemOrange
        #expect(trace.text == "a")
        #expect(c.tintColor == .systemGreen)
        trace.clear()
        b.tintColor = nil
        #expect(trace.text == "b, c")
        #expect(c.tintColor == .systemOrange)
    }

    @Test("A subtree moved under another tint hears tintColorDidChange; one under the same tint does not")
    func moving() {
        let trace = CallTrace()
        let red = UIView(), plain = UIView()
        red.tintColor = .systemRed
        let a = TintLog("a", trace), b = TintLog("b", trace)
        a.addSubview(b)
        plain.addSubview(a)
        #expect(trace.text == "")
        red.addSubview(a)
        #expect(trace.text == "a, b")
        #expect(b.tintColor == .systemRed)
    }

    @Test("tintAdjustmentMode .dimmed is inherited and dims the tint to grey")
    func dimming() {
        let trace = CallTrace()
        let a = TintLog("a", trace), b = TintLog("b", trace)
        a.addSubview(b)
        #expect(b.tintAdjustmentMode == .normal)
        a.tintAdjustmentMode = .dimmed
        #expect(trace.text == "a, b")
        #expect(b.tintAdjustmentMode == .dimmed)
        var r: CGFloat = 0, g: CGFloat = 0, bl: CGFloat = 0, alpha: CGFloat = 0
        b.tintColor.getRed(&r, green: &g, blue: &bl, alpha: &alpha)
        #expect(r == g && g == bl && alpha == 1)
        b.tintAdjustmentMode = .normal
        #expect(b.tintColor == .systemBlue)
    }

    @Test("System colours have iOS's light-appearance values")
    func systemColours() {
        func bytes(_ color: UIColor) -> [Int] {
            [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
        }
        #expect(bytes(.systemBlue) == [0, 122, 255, 100])
        #expect(bytes(.systemRed) == [255, 59, 48, 100])
        #expect(bytes(.systemGreen) == [52, 199, 89, 100])
        #expect(bytes(.systemGray) == [142, 142, 147, 100])
        #expect(bytes(.systemGray6) == [242, 242, 247, 100])
        #expect(bytes(.label) == [0, 0, 0, 100])
        #expect(bytes(.secondaryLabel) == [60, 60, 67, 60])
        #expect(bytes(.systemBackground) == [255, 255, 255, 100])
        #expect(bytes(.separator) == [60, 60, 67, 29])
        #expect(bytes(.systemFill) == [120, 120, 128, 20])
    }
}
