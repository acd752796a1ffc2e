import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

@Suite("UIFont: faces, sizes and metrics from fontconfig and Pango")
struct UIFontTests {
    @Test("Text styles have iOS's default sizes and weights")
    func textStyles() {
        let expected: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular), (.subheadline, 15, .regular),
            (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
        ]
        for (style, size, weight) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.weight == weight, "\(style.rawValue)")
        }
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test("Weights have UIKit's raw values and name the face")
    func weights() {
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.black.rawValue == 0.62)
        #expect(UIFont.systemFont(ofSize: 17).fontName == "Inter")
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.boldSystemFont(ofSize: 10).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 10).fontName == "Inter-Italic")
        #expect(UIFont.systemFont(ofSize: 17).familyName == "Inter")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
    }

    @Test("A font by family or face name is found through fontconfig; an unknown name gives nil")
    func fontsByName() throws {
        let family = try #require(UIFont(name: "DejaVu Sans", size: 20))
        #expect(family.familyName == "DejaVu Sans" && family.pointSize == 20 && family.weight == .regular)
        let bold = try #require(UIFont(name: "DejaVuSans-Bold", size: 11))
        #expect(bold.weight == .bold && !bold.isItalic && bold.fontName == "DejaVuSans-Bold")
        let caseless = try #require(UIFont(name: "dejavusans-boldItalic", size: 11))
        #expect(caseless.weight == .bold && caseless.isItalic)
        #expect(UIFont(name: "No Such Font 123", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont.familyNames.contains("Inter") && UIFont.familyNames.contains("Noto Sans CJK SC"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").contains("DejaVuSans-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "Nope").isEmpty)
    }

    @Test("withSize keeps the face; equal fonts are equal and hash alike; bad sizes fall back to 14 pt")
    func sizeAndEquality() {
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let bigger = font.withSize(34)
        #expect(bigger.pointSize == 34 && bigger.fontName == "Inter-SemiBold")
        #expect(font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(font.hash == UIFont.systemFont(ofSize: 17, weight: .semibold).hash)
        #expect(font != bigger)
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == 14)
        #expect(UIFont.systemFont(ofSize: -3).pointSize == 14)
    }

    @Test("Metrics: line height is ascender - descender + leading, caps above x-height, all scaling with size")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.descender < 0)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        #expect(font.ascender > font.capHeight && font.capHeight > font.xHeight && font.xHeight > 0)
        // Inter's design: ascender 0.969 em, descender 0.242 em, cap height 0.727 em (SF Pro: 0.952, 0.24, 0.705).
        #expect(abs(font.ascender - 17 * 0.96875) < 0.01)
        #expect(abs(font.descender + 17 * 0.2415) < 0.01)
        #expect(abs(font.capHeight / 17 - 0.727) < 0.01)
        let double = font.withSize(34)
        #expect(abs(double.lineHeight - 2 * font.lineHeight) < 0.01)
        #expect(abs(double.capHeight - 2 * font.capHeight) < 0.05)
    }
}
