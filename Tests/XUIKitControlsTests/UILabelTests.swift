import Foundation
import Testing
@testable import XUIKitControls
import XUIKitGraphics
import XUIKitCore
import XUIKitTesting

@Suite("UILabel: UIKit's defaults, sizing, truncation and a shaping cache")
struct UILabelTests {
    @Test("A new label has UIKit's defaults and lets touches through to the view below")
    func defaults() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .black)
        #expect(label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1 && label.isEnabled && !label.isHighlighted)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))

        let (window, _) = TestApplication.makeKeyWindow()
        let below = UIView(frame: window.bounds)
        window.addSubview(below)
        below.addSubview(label)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === below)
    }

    @Test("text and attributedText are one content; the label's attributes fill in what runs lack")
    func content() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.text == "Hello")
        let attributed = label.attributedText!
        #expect(attributed.string == "Hello")
        #expect(attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(attributed.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .black)

        let red = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        red.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 1, length: 1))
        label.attributedText = red
        #expect(label.text == "ab")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(label.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 30))
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)

        // Setting font or colour applies to the whole attributed text, as in UIKit.
        label.font = UIFont.systemFont(ofSize: 10)
        #expect(label.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 10))
        label.textColor = .blue
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        label.font = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        label.text = nil
        #expect(label.text == nil && label.intrinsicContentSize == .zero)
    }

    @Test("intrinsicContentSize is the one-line text size rounded up to whole points")
    func intrinsicSize() {
        let label = UILabel()
        label.text = "Hello"
        let exact = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.intrinsicContentSize == CGSize(width: exact.width.rounded(.up), height: exact.height.rounded(.up)))
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
    }

    @Test("A multi-line label wraps at the width sizeThatFits is given, up to numberOfLines")
    func multiLine() {
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        let lineHeight = label.font.lineHeight
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(wrapped.width <= 100 && wrapped.height == (4 * lineHeight).rounded(.up))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 100, height: 1000)).height == (2 * lineHeight).rounded(.up))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize == wrapped)
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 5, width: 100, height: 500), limitedToNumberOfLines: 3).height
            == 3 * lineHeight)
    }

    @Test("adjustsFontSizeToFitWidth shrinks one line to the width, not below minimumScaleFactor")
    func shrinking() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "A long line of text"
        label.adjustsFontSizeToFitWidth = true
        #expect(label.layout(width: 60).size.width <= 60.01)
        #expect(!label.layout(width: 60).isTruncated)
        label.minimumScaleFactor = 0.9
        let floored = label.layout(width: 60)
        #expect(floored.isTruncated, "at 90% the text still does not fit: it is truncated")
    }

    @Test("A label that does not change is shaped once, however often it draws and measures")
    func cache() {
        let (window, _) = TestApplication.makeKeyWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Cached"
        window.addSubview(label)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 30))
        for _ in 0..<3 {
            _ = renderer.image { _ in label.drawText(in: label.bounds) }
            _ = label.intrinsicContentSize
        }
        #expect(label.textLayoutsMade == 2, "one for drawing at the width, one for the intrinsic size")
        label.text = "Changed"
        _ = renderer.image { _ in label.drawText(in: label.bounds) }
        #expect(label.textLayoutsMade == 3)
    }
}
