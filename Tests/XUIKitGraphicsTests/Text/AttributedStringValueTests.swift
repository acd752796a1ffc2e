import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// UIKit's attribute values inside Foundation's attributed strings on Linux:
/// CoreFoundation compares them with `CFEqual`, which must reach their
/// `isEqual(_:)` (see `CoreFoundationObjectHeader`; without it these halt).
@Suite("Attributed strings hold fonts, colours and paragraph styles as iOS code uses them")
struct AttributedStringValueTests {
    @Test("addAttribute over a run with another font, colour or paragraph style replaces it")
    func replacingValues() {
        let text = NSMutableAttributedString(string: "Hello world", attributes: [
            .font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black, .paragraphStyle: NSParagraphStyle.default,
        ])
        let bold = UIFont.boldSystemFont(ofSize: 17)
        text.addAttribute(.font, value: bold, range: NSRange(location: 0, length: 5))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        text.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 0, length: 11))
        var range = NSRange()
        #expect(text.attribute(.font, at: 0, effectiveRange: &range) as? UIFont == bold)
        #expect(range == NSRange(location: 0, length: 5))
        #expect(text.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(text.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .red)
        #expect((text.attribute(.paragraphStyle, at: 3, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
    }

    @Test("Equal values in distinct objects merge runs, through isEqual")
    func equalValuesMerge() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        text.setAttributes([.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)], range: NSRange(location: 0, length: 1))
        text.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 1, length: 3))
        var range = NSRange()
        _ = text.attribute(.foregroundColor, at: 3, effectiveRange: &range)
        #expect(text.length == 4)
        #expect(range.length >= 3)
    }
}
