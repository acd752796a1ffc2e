import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

@Suite("Measuring strings: sizes, wrapping, paragraphs and fallback fonts")
struct StringMeasuringTests {
    let font = UIFont.systemFont(ofSize: 17)

    @Test("One line is the font's line height tall and scales with the font size")
    func oneLine() {
        let size = "Hello".size(withAttributes: [.font: font])
        #expect(abs(size.height - font.lineHeight) < 0.01)
        #expect(size.width > 30 && size.width < 50)
        let double = "Hello".size(withAttributes: [.font: font.withSize(34)])
        #expect(abs(double.width - 2 * size.width) < 0.05)
        #expect(NSString(string: "Hello").size(withAttributes: [.font: font]) == size)
        #expect(NSAttributedString(string: "Hello", attributes: [.font: font]).size() == size)
    }

    @Test("Without a font attribute, text uses the system font at 12 points")
    func defaultFont() {
        #expect("Hello".size(withAttributes: nil) == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
    }

    @Test("Each paragraph is a line; paragraph spacing goes between paragraphs, not after the last")
    func paragraphs() {
        let two = "one\ntwo".size(withAttributes: [.font: font])
        #expect(abs(two.height - 2 * font.lineHeight) < 0.01)
        #expect(abs("one\r\ntwo".size(withAttributes: [.font: font]).height - two.height) < 0.01)
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 10
        let spaced = "one\ntwo\nthree".size(withAttributes: [.font: font, .paragraphStyle: style])
        #expect(abs(spaced.height - (3 * font.lineHeight + 20)) < 0.01)
    }

    @Test("minimumLineHeight raises every line to it, maximumLineHeight lowers them, a minimum below the natural height changes nothing")
    func clampedLineHeights() {
        let text = "The quick brown fox jumps over the lazy dog, twice over, so that it wraps"
        let natural = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil).height
        let lines = (natural / font.lineHeight).rounded()
        #expect(lines >= 3)
        func height(_ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
            let style = NSMutableParagraphStyle()
            configure(style)
            return text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font, .paragraphStyle: style], context: nil).height
        }
        #expect(abs(height { $0.minimumLineHeight = 40 } - lines * 40) < 0.5)
        #expect(abs(height { $0.maximumLineHeight = 14 } - lines * 14) < 0.5)
        #expect(abs(height { $0.minimumLineHeight = 10 } - natural) < 0.5)
        #expect(abs(height { $0.lineHeightMultiple = 2; $0.maximumLineHeight = 30 } - lines * 30) < 0.5)
    }

    @Test("boundingRect wraps at the width with usesLineFragmentOrigin, and is baseline-based without it")
    func boundingRect() {
        let text = "The quick brown fox jumps over the lazy dog"
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin,
                                        attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 100)
        let lines = (wrapped.height / font.lineHeight).rounded()
        #expect(lines == 4 && abs(wrapped.height - lines * font.lineHeight) < 0.01)
        let single = text.boundingRect(with: CGSize(width: 100, height: 1000), options: [], attributes: [.font: font], context: nil)
        #expect(abs(single.minY + font.ascender) < 0.01)
        #expect(single.width > 300 && abs(single.height - font.lineHeight) < 0.01)
        let context = NSStringDrawingContext()
        _ = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(context.totalBounds == wrapped && context.actualScaleFactor == 1)
    }

    @Test("truncatesLastVisibleLine keeps the lines that fit, the last one ellipsized")
    func truncation() {
        let text = "The quick brown fox jumps over the lazy dog"
        let rect = text.boundingRect(with: CGSize(width: 100, height: 2.5 * font.lineHeight),
                                     options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: font], context: nil)
        #expect(abs(rect.height - 2 * font.lineHeight) < 0.01)
        let layout = TextLayout(NSAttributedString(string: text, attributes: [.font: font]), width: 100, maximumLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(layout.lineCount == 2 && layout.isTruncated)
        let full = TextLayout(NSAttributedString(string: text, attributes: [.font: font]), width: 100)
        #expect(full.lineCount(fittingHeight: 2.5 * font.lineHeight) == 2)
        #expect(full.lineCount(fittingHeight: 1) == 1, "at least one line")
        #expect(full.lineCount(fittingHeight: 1000) == full.lineCount)
        let untouched = TextLayout(NSAttributedString(string: "Hi", attributes: [.font: font]), width: 100, maximumLines: 2)
        #expect(untouched.lineCount == 1 && !untouched.isTruncated)
    }

    @Test("Indents narrow the wrapping width")
    func indents() {
        let style = NSMutableParagraphStyle()
        style.headIndent = 20
        style.firstLineHeadIndent = 20
        let text = NSAttributedString(string: "The quick brown fox jumps", attributes: [.font: font, .paragraphStyle: style])
        let layout = TextLayout(text, width: 120)
        #expect(layout.paragraphs[0].origin.x == 20)
        #expect(layout.size.width <= 120)
    }

    @Test("Han characters fall back to Noto Sans CJK, Latin stays in Inter")
    func fallback() {
        let layout = TextLayout(NSAttributedString(string: "设置view1的第一响应", attributes: [.font: font]), width: nil)
        #expect(layout.fontFamiliesUsed == ["Noto Sans CJK SC", "Inter", "Noto Sans CJK SC"])
        #expect(layout.lineCount == 1)
        let emoji = TextLayout(NSAttributedString(string: "👍🏽 12", attributes: [.font: font]), width: nil)
        #expect(emoji.fontFamiliesUsed == ["Noto Color Emoji", "Inter"], "digits stay in the text font")
    }

    @Test("Odd strings measure without trouble: empty, only combining marks, NUL, emoji, right to left, 100,000 characters")
    func oddStrings() {
        #expect("".size(withAttributes: [.font: font]).width == 0)
        #expect("".size(withAttributes: [.font: font]) == .zero)
        #expect("\u{301}\u{301}\u{301}".size(withAttributes: [.font: font]).width >= 0)
        #expect("a\u{0}b".size(withAttributes: [.font: font]).width > 0)
        #expect("👍🏽".size(withAttributes: [.font: font]).width > 10)
        #expect("שלום עולם".size(withAttributes: [.font: font]).width > 30)
        let long = String(repeating: "word ", count: 20_000)
        let rect = long.boundingRect(with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font], context: nil)
        #expect(rect.height > 100 * font.lineHeight)
    }

    @Test("UTF-16 offsets map to UTF-8 offsets, inside surrogate pairs to the character's start")
    func offsets() {
        let map = TextAttributes.utf8Offsets(of: "aé👍b", at: [0, 1, 2, 3, 4, 5])
        #expect(map == [0: 0, 1: 1, 2: 3, 3: 3, 4: 7, 5: 8])
    }
}
