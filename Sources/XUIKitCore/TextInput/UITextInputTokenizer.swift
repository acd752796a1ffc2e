import Foundation

/// Finds text units (characters, words, lines...) around positions: UIKit's `UITextInputTokenizer`.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer for plain text: UIKit's `UITextInputStringTokenizer`,
/// working on any `UITextInput` through its positions and offsets.
///
/// Characters are grapheme clusters, words are `TextBoundaries`' runs,
/// lines, sentences and paragraphs end at line breaks (a single-line field
/// has one), and the document is all the text.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (any UITextInput)?

    public init(textInput: any UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    private func snapshot(_ position: UITextPosition) -> (TextBoundaries, Int, any UITextInput)? {
        guard let input = textInput,
              let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: all) else { return nil }
        return (TextBoundaries(text), input.offset(from: input.beginningOfDocument, to: position), input)
    }

    private func position(_ offset: Int, in input: any UITextInput) -> UITextPosition? {
        input.position(from: input.beginningOfDocument, offset: offset)
    }

    private func unitRange(_ bounds: TextBoundaries, at offset: Int, _ granularity: UITextGranularity) -> NSRange {
        switch granularity {
        case .character:
            let end = bounds.characterBoundary(after: offset)
            return NSRange(location: offset, length: end - offset)
        case .word: return bounds.wordRange(at: offset)
        case .sentence, .paragraph, .line: return bounds.paragraphRange(at: offset)
        case .document: return NSRange(location: 0, length: bounds.text.utf16.count)
        }
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (bounds, offset, input) = snapshot(position) else { return nil }
        let probe = direction.isForward ? offset : max(0, bounds.characterBoundary(before: offset))
        let range = unitRange(bounds, at: probe, granularity)
        if granularity == .word, !TextBoundaries.WordClass(bounds.text[bounds.index(at: range.location)]).isWord { return nil }
        guard let start = self.position(range.location, in: input),
              let end = self.position(range.location + range.length, in: input) else { return nil }
        return input.textRange(from: start, to: end)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (bounds, offset, _) = snapshot(position) else { return false }
        let next = self.boundary(bounds, from: offset, granularity, forward: !direction.isForward)
        return self.boundary(bounds, from: next, granularity, forward: direction.isForward) == offset
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (bounds, offset, input) = snapshot(position) else { return nil }
        return self.position(boundary(bounds, from: offset, granularity, forward: direction.isForward), in: input)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }

    private func boundary(_ bounds: TextBoundaries, from offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Int {
        switch granularity {
        case .character: return forward ? bounds.characterBoundary(after: offset) : bounds.characterBoundary(before: offset)
        case .word: return forward ? bounds.wordEnd(after: offset) : bounds.wordStart(before: offset)
        case .sentence, .paragraph, .line:
            let range = bounds.paragraphRange(at: offset)
            return forward ? range.location + range.length : range.location
        case .document: return forward ? bounds.text.utf16.count : 0
        }
    }
}
