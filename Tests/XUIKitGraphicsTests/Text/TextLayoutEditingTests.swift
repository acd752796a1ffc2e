import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

@Suite("TextLayout after an edit: only the touched paragraphs are laid out again, and the result is the whole layout's")
struct TextLayoutEditingTests {
    let font = UIFont.systemFont(ofSize: 15)

    func attributed(_ string: String) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: font])
    }

    /// Applies `replacement` at `range` and checks the updated layout against a fresh one.
    func check(_ text: String, _ range: NSRange, _ replacement: String, width: CGFloat = 120) {
        let before = attributed(text)
        let old = TextLayout(before, width: width)
        let edited = (text as NSString).replacingCharacters(in: range, with: replacement)
        let after = attributed(edited)
        let updated = TextLayout.updating(old, to: after, replacing: range, changeInLength: replacement.utf16.count - range.length)
        let fresh = TextLayout(after, width: width)
        #expect(updated.paragraphs.map(\.range) == fresh.paragraphs.map(\.range), "\(text.debugDescription) \(range) → \(replacement.debugDescription)")
        #expect(updated.paragraphs.map(\.origin) == fresh.paragraphs.map(\.origin))
        #expect(updated.paragraphs.map(\.string) == fresh.paragraphs.map(\.string))
        #expect(updated.size == fresh.size && updated.lineCount == fresh.lineCount)
    }

    @Test("Typing, deleting, splitting and joining paragraphs give exactly the layout made from scratch")
    func editsMatchFreshLayouts() {
        let text = "first paragraph wraps across lines here\nsecond\n\nfourth after an empty one\nlast"
        check(text, NSRange(location: 3, length: 0), "x")              // type in the first paragraph
        check(text, NSRange(location: 44, length: 0), "more words that wrap") // in the second, now wrapping
        check(text, NSRange(location: 39, length: 1), "")              // delete the first break: join
        check(text, NSRange(location: 42, length: 0), "\n")            // split the second
        check(text, NSRange(location: 46, length: 2), "")              // the empty paragraph's breaks
        check(text, NSRange(location: 0, length: 0), "start ")         // at the very start
        check(text, NSRange(location: (text as NSString).length, length: 0), " end\n")  // at the end, with a new last paragraph
        check(text, NSRange(location: 10, length: 50), "")             // across several paragraphs
        check(text, NSRange(location: 47, length: 1), "")              // empties a paragraph: laid out whole
    }

    @Test("Paragraphs the edit did not touch keep their Pango layouts; only the touched one is new")
    func untouchedParagraphsAreReused() {
        let text = (0..<200).map { "paragraph number \($0)" }.joined(separator: "\n")
        let old = TextLayout(attributed(text), width: 200)
        let at = (text as NSString).range(of: "number 100").location
        let edited = (text as NSString).replacingCharacters(in: NSRange(location: at, length: 0), with: "typed ")
        let updated = TextLayout.updating(old, to: attributed(edited), replacing: NSRange(location: at, length: 0), changeInLength: 6)
        let same = zip(old.paragraphs, updated.paragraphs).map { $0.layout == $1.layout }
        #expect(same.filter { !$0 }.count == 1 && same[100] == false && same[99] && same[101])
    }

    @Test("Random edits on a many-paragraph text always match a fresh layout")
    func randomEdits() {
        var generator = SeededGenerator(seed: 20261124)
        var text = (0..<30).map { "paragraph \($0) " + String(repeating: "word ", count: $0 % 7) }.joined(separator: "\n")
        var layout = TextLayout(attributed(text), width: 140)
        for _ in 0..<60 {
            let length = (text as NSString).length
            let location = Int.random(in: 0...length, using: &generator)
            let removed = Int.random(in: 0...min(6, length - location), using: &generator)
            let inserted = ["", "a", "\n", "two words", "x\ny"].randomElement(using: &generator)!
            let range = NSRange(location: location, length: removed)
            text = (text as NSString).replacingCharacters(in: range, with: inserted)
            layout = TextLayout.updating(layout, to: attributed(text), replacing: range, changeInLength: inserted.utf16.count - removed)
            let fresh = TextLayout(attributed(text), width: 140)
            #expect(layout.paragraphs.map(\.range) == fresh.paragraphs.map(\.range) && layout.size == fresh.size)
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
