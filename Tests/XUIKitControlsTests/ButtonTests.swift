import Foundation
import Testing
import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UIButton")
struct ButtonTests {
    @Test("Per-state titles and colours fall back to .normal, and current values follow the state")
    func perStateContent() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.systemRed, for: .selected)
        #expect(button.title(for: .disabled) == "Go" && button.title(for: .highlighted) == "Going")
        #expect(button.currentTitle == "Go" && button.currentTitleColor == .systemBlue)
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.titleLabel?.text == "Going")
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Go" && button.currentTitleColor == .systemRed)
        button.isSelected = false
        button.isEnabled = false
        #expect(button.currentTitleColor == .tertiaryLabel)
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test("A .system button dims its title while highlighted; a .custom one does not")
    func systemHighlight() {
        let system = UIButton(type: .system), custom = UIButton(type: .custom)
        for button in [system, custom] {
            button.setTitle("Go", for: .normal)
            button.isHighlighted = true
        }
        #expect(system.titleLabel?.alpha == 0.2 && custom.titleLabel?.alpha == 1)
        system.isHighlighted = false
        #expect(system.titleLabel?.alpha == 1)
    }

    @Test("The title colour follows the tint colour until one is set")
    func tint() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let parent = UIView()
        parent.tintColor = .systemGreen
        parent.addSubview(button)
        #expect(button.titleLabel?.textColor == .systemGreen)
    }

    @Test("A tap sends touchDown, touchUpInside, then primaryActionTriggered; the primary action runs")
    func tapEvents() {
        let trace = CallTrace()
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in trace.log("action") })
        let (_, input, _) = host(button, frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        logEvents([(.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.primaryActionTriggered, "primary")], of: button, into: trace)
        #expect(button.currentTitle == "Save")
        input.tap(at: CGPoint(x: 100, y: 70))
        #expect(trace.text == "touchDown, touchUpInside, action, primary")
    }

    @Test("A superview's tap recognizer does not take the button's tap, but takes taps beside it")
    func superviewTap() {
        let trace = CallTrace()
        let (window, input, button) = host(UIButton(type: .system), frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        window.addGestureRecognizer(UITapGestureRecognizer { _ in trace.log("tap") })
        logEvents([(.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel")], of: button, into: trace)
        input.tap(at: CGPoint(x: 100, y: 70))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 10, y: 10))
        #expect(trace.text == "touchUpInside, tap")
    }

    @Test("Sizes: a titled button is its title plus 6 pt above and below; empty and glyph buttons have iOS's sizes")
    func sizes() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Button", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: ceil(title.width), height: ceil(title.height + 12)))
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect(UIButton(type: .close).bounds.size == CGSize(width: 30, height: 30))
        #expect(UIButton(type: .contactAdd).bounds.size == CGSize(width: 22, height: 22))
    }

    @Test("A .system title draws in systemBlue at scale 2, and fades while highlighted")
    func drawsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let (window, _, _) = host(button, frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let area = CGRect(x: 40, y: 40, width: 200, height: 80)
        let solid = count(systemBluePixel, in: render(window), area, tolerance: 40)
        #expect(solid > 40)
        button.isHighlighted = true
        #expect(count(systemBluePixel, in: render(window), area, tolerance: 40) == 0)
    }

    @Test("A .contactAdd button draws a tinted ring; a .close button a grey disc")
    func drawsGlyphs() {
        let add = UIButton(type: .contactAdd)
        let (window, _, _) = host(add, frame: CGRect(x: 10, y: 10, width: 22, height: 22))
        let close = UIButton(type: .close)
        close.frame = CGRect(x: 100, y: 10, width: 30, height: 30)
        window.addSubview(close)
        let surface = render(window)
        // Ring: the left edge of the circle at (10.75, 21) pt; centre empty but for the plus.
        #expect(near(surface.pixel(x: 22, y: 42), systemBluePixel, 40))
        #expect(surface.pixel(x: 30, y: 30) == whitePixel)
        // Close: the disc's fill (tertiarySystemFill over white) near its edge, and white outside.
        let disc = surface.pixel(x: 206, y: 50)
        #expect(disc.r < 250 && disc.r == disc.g && disc.b > disc.r)
        #expect(surface.pixel(x: 198, y: 50) == whitePixel)
    }
}

@MainActor
@Suite("UILabel attribute replacement")
struct LabelAttributeReplacementTests {
    @Test("Setting a label's text colour twice after its text replaces the colour (Foundation used to trap)")
    func textColorTwice() {
        let label = UILabel()
        label.text = "Go"
        label.textColor = .systemBlue
        label.textColor = .systemRed
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
    }
}
