import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

@Suite("Font and plain-text caches and fast paths give what the slow paths gave")
struct TextCachingTests {
    @Test("systemFont gives one font object per size and weight, and another for another size, weight or style")
    func systemFontsAreShared() {
        let font = UIFont.systemFont(ofSize: 15)
        #expect(UIFont.systemFont(ofSize: 15) === font)
        #expect(UIFont.systemFont(ofSize: 15, weight: .regular) === font)
        #expect(UIFont.systemFont(ofSize: 16) !== font && UIFont.systemFont(ofSize: 16).pointSize == 16)
        let bold = UIFont.systemFont(ofSize: 15, weight: .bold)
        #expect(bold !== font && bold.weight == .bold && bold.fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 15).isItalic && !font.isItalic)
        // Many sizes (an animated font) go past the cache's limit and still give the right fonts.
        for size in 1...200 { #expect(UIFont.systemFont(ofSize: CGFloat(size) / 2).pointSize == CGFloat(size) / 2) }
        #expect(UIFont.systemFont(ofSize: 15) == font, "equal, whether or not still the same object")
    }

    @Test("Equal fonts share one Pango description, which a font keeps after the first look-up")
    func descriptionsAreShared() {
        let one = UIFont(familyList: "DejaVu Sans", pointSize: 13, weight: .regular, isItalic: false)
        let two = UIFont(familyList: "DejaVu Sans", pointSize: 13, weight: .regular, isItalic: false)
        #expect(one !== two && one == two)
        let fonts = PangoFonts.shared
        #expect(fonts.withLock { one.pangoDescription } == nil)
        let description = fonts.description(of: one)
        #expect(fonts.withLock { one.pangoDescription } == description)
        #expect(fonts.description(of: two) == description)
        let other = fonts.description(of: one.withSize(14))
        #expect(other != description)
    }

    @Test("Paragraphs split at LF, CR, CR LF and U+2029, in UTF-16 offsets past characters outside the BMP")
    func paragraphRanges() {
        let ranges = TextLayout.paragraphRanges(of: "é😀\r\nb\u{2029}c\rd\n")
        #expect(ranges == [NSRange(location: 0, length: 3), NSRange(location: 5, length: 1), NSRange(location: 7, length: 1),
                           NSRange(location: 9, length: 1), NSRange(location: 11, length: 0)])
        #expect(TextLayout.paragraphRanges(of: "") == [NSRange(location: 0, length: 0)])
        // One paragraph, with and without characters whose UTF-8 starts as U+2029's does.
        #expect(TextLayout.paragraphRanges(of: "设置view😀") == [NSRange(location: 0, length: 8)])
        #expect(TextLayout.paragraphRanges(of: "wait… — ok") == [NSRange(location: 0, length: 10)])
        #expect(TextLayout.paragraphRanges(of: "\r\r\n") == [NSRange(location: 0, length: 0), NSRange(location: 1, length: 0), NSRange(location: 3, length: 0)])
    }

    @Test("Plain text with a NUL lays out as with a space there (the copy path); without, as the attributed text does")
    func plainTextWithNul() {
        let font = UIFont.systemFont(ofSize: 15)
        func size(_ string: String) -> CGSize {
            TextLayout(plain: string, font: font, color: .black, style: NSParagraphStyle.default, width: nil).size
        }
        #expect(size("ab\u{0}cd") == size("ab cd"))
        #expect(size("ab\u{0}cd").width > size("abcd").width)
        let attributed = TextLayout(NSAttributedString(string: "héllo wörld", attributes: [.font: font]), width: nil).size
        #expect(size("héllo wörld") == attributed)
    }
}
