import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

/// TextKit puts a character's kern after it, the last one's too: a kerned
/// line is one kern wider than its gaps, and a centred one sits half a kern left.
@Suite("Kerning: a kern after every character, the last one included, as TextKit lays it out")
struct KerningTests {
    let font = UIFont.systemFont(ofSize: 17)

    func layout(_ string: String, kern: CGFloat, alignment: NSTextAlignment = .left, width: CGFloat? = nil) -> TextLayout {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        var attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        if kern != 0 { attributes[.kern] = kern }
        return TextLayout(NSAttributedString(string: string, attributes: attributes), width: width)
    }

    func caretX(_ layout: TextLayout, _ offset: Int) -> CGFloat {
        layout.caretRect(atOffset: offset, emptyLineHeight: 0).minX
    }

    @Test("A kern of 2 over six letters makes the text 12 points wider: six kerns, not five gaps")
    func widthCountsEveryCharacter() {
        let plain = "abcdef".size(withAttributes: [.font: font]).width
        #expect(abs("abcdef".size(withAttributes: [.font: font, .kern: 2]).width - plain - 12) < 0.01)
        #expect(abs(NSAttributedString(string: "abcdef", attributes: [.font: font, .kern: 2]).size().width - plain - 12) < 0.01)
        #expect(abs("abcdef".size(withAttributes: [.font: font, .kern: -1]).width - plain + 6) < 0.01, "a negative kern narrows by six")
    }

    @Test("Each glyph moves right by a kern per character before it; the caret after the last sits past its kern, one between two mid-gap")
    func caretPositions() {
        let plain = layout("abcdef", kern: 0), kerned = layout("abcdef", kern: 2)
        #expect(abs(caretX(kerned, 0) - caretX(plain, 0)) < 0.01)
        #expect(abs(caretX(kerned, 6) - caretX(plain, 6) - 12) < 0.01)
        // Pango's caret between two characters sits in the middle of the kern (TextKit's at the next glyph, a half kern right).
        for offset in 1...5 {
            #expect(abs(caretX(kerned, offset) - caretX(plain, offset) - CGFloat(2 * offset - 1)) < 0.01, "offset \(offset)")
        }
    }

    @Test("A centred kerned line sits half a kern left of its gaps' centre; a right-aligned one ends a kern before the edge's glyph")
    func alignment() {
        let plainWidth = layout("abcdef", kern: 0).size.width
        let centred = layout("abcdef", kern: 3, alignment: .center, width: 200)
        #expect(abs(caretX(centred, 0) - (200 - (plainWidth + 18)) / 2) < 0.01)
        let right = layout("abcdef", kern: 3, alignment: .right, width: 200)
        #expect(abs(caretX(right, 6) - 200) < 0.01, "the caret after the last kern is at the right edge")
        #expect(abs(caretX(right, 0) - (200 - plainWidth - 18)) < 0.01)
    }

    @Test("Every line ends with its last character's kern, the kern of that character's own run")
    func linesAndRuns() {
        let bold = UIFont.boldSystemFont(ofSize: 17)
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: font, .kern: 3])
        text.append(NSAttributedString(string: "cd", attributes: [.font: bold, .kern: 3]))
        let plain = NSMutableAttributedString(string: "ab", attributes: [.font: font])
        plain.append(NSAttributedString(string: "cd", attributes: [.font: bold]))
        #expect(abs(text.size().width - plain.size().width - 12) < 0.01, "the bold run ends the line with its kern")

        let one = layout("wide", kern: 2), two = layout("wide\nwide", kern: 2)
        #expect(two.lineCount == 2)
        #expect(abs(two.size.width - one.size.width) < 0.01, "each paragraph's line is as wide as the line alone")
        #expect(abs(one.size.width - layout("wide", kern: 0).size.width - 8) < 0.01)
    }
}
