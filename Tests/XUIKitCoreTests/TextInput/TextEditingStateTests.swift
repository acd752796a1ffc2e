import Foundation
import Testing
@testable import XUIKitCore

@Suite("The text editing model: selection, movement, deletion and marked text in UTF-16 offsets")
struct TextEditingStateTests {
    @Test("New text puts the caret at its end, measured in UTF-16 units")
    func caretAtEnd() {
        let state = TextEditingState(text: "héllo 世界 👍🏽")
        #expect(state.length == 13)
        #expect(state.selectedRange == NSRange(location: 13, length: 0))
    }

    @Test("Arrow movement steps over whole characters: an emoji with a skin tone and a letter with a combining accent")
    func graphemeMovement() {
        var state = TextEditingState(text: "a👍🏽e\u{301}b")
        state.move(.document(forward: false), extending: false)
        var offsets: [Int] = []
        for _ in 0..<5 {
            state.move(.character(forward: true), extending: false)
            offsets.append(state.head)
        }
        #expect(offsets == [1, 5, 7, 8, 8])
        state.move(.character(forward: false), extending: false)
        state.move(.character(forward: false), extending: false)
        #expect(state.head == 5)
    }

    @Test("Backspace removes one whole character, the selection when there is one, and nothing at the start")
    func deleteBackward() {
        var state = TextEditingState(text: "ab👍🏽")
        #expect(state.rangeForDeleteBackward() == NSRange(location: 2, length: 4))
        state.select(NSRange(location: 0, length: 2))
        #expect(state.rangeForDeleteBackward() == NSRange(location: 0, length: 2))
        state.select(NSRange(location: 0, length: 0))
        #expect(state.rangeForDeleteBackward() == nil)
        #expect(state.rangeForDeleteForward() == NSRange(location: 0, length: 1))
    }

    @Test("Word movement goes to the end of this or the next word, and back to the start of this or the previous")
    func wordMovement() {
        var state = TextEditingState(text: "hello, big world")
        state.move(.document(forward: false), extending: false)
        var ends: [Int] = []
        for _ in 0..<4 {
            state.move(.word(forward: true), extending: false)
            ends.append(state.head)
        }
        #expect(ends == [5, 10, 16, 16])
        var starts: [Int] = []
        for _ in 0..<4 {
            state.move(.word(forward: false), extending: false)
            starts.append(state.head)
        }
        #expect(starts == [11, 7, 0, 0])
        #expect(state.rangeForDeleteBackward(byWord: true) == nil)
        state.move(.document(forward: true), extending: false)
        #expect(state.rangeForDeleteBackward(byWord: true) == NSRange(location: 11, length: 5))
    }

    @Test("Shift extends from the anchor; an arrow without Shift collapses the selection to the edge it points at")
    func extendAndCollapse() {
        var state = TextEditingState(text: "abcdef")
        state.setSelection(anchor: 2, head: 2)
        state.move(.character(forward: true), extending: true)
        state.move(.character(forward: true), extending: true)
        #expect(state.selectedRange == NSRange(location: 2, length: 2))
        state.move(.character(forward: false), extending: true)
        state.move(.character(forward: false), extending: true)
        state.move(.character(forward: false), extending: true)
        #expect(state.selectedRange == NSRange(location: 1, length: 1))
        #expect(state.anchor == 2 && state.head == 1)
        state.setSelection(anchor: 1, head: 4)
        state.move(.character(forward: false), extending: false)
        #expect(state.selectedRange == NSRange(location: 1, length: 0))
        state.setSelection(anchor: 1, head: 4)
        state.move(.character(forward: true), extending: false)
        #expect(state.selectedRange == NSRange(location: 4, length: 0))
    }

    @Test("Marked text replaces the selection, is replaced by the next marked text, and unmarking keeps it")
    func markedText() {
        var state = TextEditingState(text: "ab")
        state.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        #expect(state.text == "abn")
        #expect(state.markedRange == NSRange(location: 2, length: 1))
        state.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(state.text == "abni")
        #expect(state.markedRange == NSRange(location: 2, length: 2))
        #expect(state.selectedRange == NSRange(location: 4, length: 0))
        state.replace(state.markedRange!, with: "你")
        #expect(state.text == "ab你")
        #expect(state.markedRange == nil)
        state.setMarkedText("x", selectedRange: NSRange(location: 0, length: 1))
        state.unmarkText()
        #expect(state.text == "ab你x" && state.markedRange == nil)
        #expect(state.selectedRange == NSRange(location: 3, length: 1))
        state.move(.document(forward: true), extending: false)
        state.setMarkedText("y", selectedRange: NSRange(location: 1, length: 0))
        state.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(state.text == "ab你x" && state.markedRange == nil)
    }

    @Test("Ranges beyond the text are clamped, never trapped on")
    func clamping() {
        var state = TextEditingState(text: "abc")
        #expect(state.text(in: NSRange(location: 2, length: 100)) == "c")
        #expect(state.text(in: NSRange(location: NSNotFound, length: 0)) == "")
        state.replace(NSRange(location: 10, length: 5), with: "d")
        #expect(state.text == "abcd")
        state.select(NSRange(location: -4, length: 2))
        #expect(state.selectedRange == NSRange(location: 0, length: 0))
    }

    @Test("A double click's word is the run of one class under the point: letters, ideographs, spaces or punctuation")
    func wordRanges() {
        let bounds = TextBoundaries("héllo  世界!")
        #expect(bounds.wordRange(at: 2) == NSRange(location: 0, length: 5))
        #expect(bounds.wordRange(at: 5) == NSRange(location: 5, length: 2))
        #expect(bounds.wordRange(at: 8) == NSRange(location: 7, length: 2))
        #expect(bounds.wordRange(at: 9) == NSRange(location: 9, length: 1))
        #expect(bounds.wordRange(at: 10) == NSRange(location: 9, length: 1))
        #expect(TextBoundaries("a\nbc d").paragraphRange(at: 3) == NSRange(location: 2, length: 4))
    }
}
