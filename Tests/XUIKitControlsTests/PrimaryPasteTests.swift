import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitTesting

/// A stand-in for the X backend's selections: only PRIMARY is read.
@MainActor
final class FakePrimarySelection: SystemPasteboard {
    var primary: String?
    init(_ primary: String?) { self.primary = primary }
    func writeClipboard(_ items: [[String: Data]]) {}
    func readClipboard() -> [[String: Data]] { [] }
    func offerPrimary(_ text: String) {}
    func readPrimary() -> String? { primary }
}

@MainActor
@Suite("Middle click pastes the primary selection where the pointer is, as in GTK and Qt", .serialized)
struct PrimaryPasteTests {
    /// The window point over the boundary before character `offset` of `input`.
    func point(before offset: Int, in input: UITextField) -> CGPoint {
        let position = input.position(from: input.beginningOfDocument, offset: offset)!
        let caret = input.caretRect(for: position)
        return input.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    func withPrimary(_ text: String?, _ body: () -> Void) {
        let saved = UIPasteboard.system
        UIPasteboard.system = FakePrimarySelection(text)
        defer { UIPasteboard.system = saved }
        body()
    }

    @Test("A middle click in a field that is not editing begins editing and inserts at the click, keeping the rest; one undo step")
    func insertsAtClick() {
        let field = UITextField()
        field.text = "hello world"
        let (window, input, _) = host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        withPrimary(" big") {
            input.middleClick(at: point(before: 5, in: field))
        }
        #expect(field.isFirstResponder)
        #expect(field.text == "hello big world")
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 9)
        #expect(window.undoManager?.undoActionName == "Paste")
        input.key(.keyboardZ, characters: "z", charactersIgnoringModifiers: "z", modifiers: [.control])
        #expect(field.text == "hello world")
    }

    @Test("The selection is not replaced: the text goes in at the click, not over the selected word")
    func selectionKept() {
        let field = UITextField()
        field.text = "one two"
        let (_, input, _) = host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 3)!)
        withPrimary("X") {
            input.middleClick(at: point(before: 7, in: field))
        }
        #expect(field.text == "one twoX")
    }

    @Test("A field's delegate can refuse it; line breaks become spaces in a field")
    func delegateAndLineBreaks() {
        final class Refusing: NSObject, UITextFieldDelegate {
            var asked: [String] = []
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                asked.append("\(range.location),\(range.length) \(string.debugDescription)")
                return false
            }
        }
        let field = UITextField()
        field.text = "ab"
        let delegate = Refusing()
        field.delegate = delegate
        let (_, input, _) = host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        withPrimary("x\ny") {
            input.middleClick(at: point(before: 1, in: field))
        }
        #expect(field.text == "ab")
        #expect(delegate.asked == ["1,0 \"x y\""])
    }

    @Test("With no primary selection, over a view that does not edit, or over a text view that is not editable, nothing changes")
    func nothingToPasteInto() {
        let field = UITextField()
        field.text = "ab"
        let (window, input, _) = host(field, frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        let readOnly = UITextView(frame: CGRect(x: 10, y: 60, width: 180, height: 60))
        readOnly.text = "read only"
        readOnly.isEditable = false
        window.addSubview(readOnly)
        withPrimary(nil) {
            input.middleClick(at: point(before: 1, in: field))
        }
        #expect(field.text == "ab" && !field.isFirstResponder)
        withPrimary("zz") {
            input.middleClick(at: CGPoint(x: 100, y: 170))
            input.middleClick(at: CGPoint(x: 40, y: 80))
            input.middleClick(at: CGPoint(x: CGFloat.nan, y: 20))
        }
        #expect(readOnly.text == "read only" && field.text == "ab")
    }

    @Test("A middle click in a text view inserts at the click")
    func textView() {
        let view = UITextView()
        view.text = "first line"
        let (_, input, _) = host(view, frame: CGRect(x: 10, y: 10, width: 180, height: 100))
        let position = view.position(from: view.beginningOfDocument, offset: 5)!
        let caret = view.caretRect(for: position)
        withPrimary(" (pasted)") {
            input.middleClick(at: view.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil))
        }
        #expect(view.text == "first (pasted) line")
    }
}
