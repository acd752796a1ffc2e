import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UITextField lays plain text out without attributes, drawing what the attributed path draws")
struct TextFieldPlainLayoutTests {
    /// Every pixel of a 200 x 50 window holding `field`, at scale 2.
    func pixels(of field: UITextField) -> [RGBA] {
        let (window, _, _) = host(field, frame: CGRect(x: 10, y: 8, width: 180, height: 34))
        let surface = render(window)
        var out: [RGBA] = []
        for y in 0..<100 { for x in 0..<400 { out.append(surface.pixel(x: x, y: y)) } }
        return out
    }

    @Test("Typed text, centred, coloured and secure, draws the same pixels as the same text given as uniform attributed text")
    func samePixels() {
        for (text, alignment, secure) in [("héllo 世界 ﬁ", NSTextAlignment.natural, false), ("Centred", .center, false), ("secret", .left, true)] {
            let plain = UITextField()
            plain.textColor = .systemRed
            plain.textAlignment = alignment
            plain.isSecureTextEntry = secure
            plain.text = text
            let attributed = UITextField()
            attributed.textColor = .systemRed
            attributed.textAlignment = alignment
            attributed.isSecureTextEntry = secure
            attributed.attributedText = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.systemRed])
            let a = pixels(of: plain), b = pixels(of: attributed)
            let inked = a.filter { $0 != RGBA(255, 255, 255, 255) }.count
            #expect(inked > 100, "\(text): the text drew")
            #expect(a == b, "\(text): \(zip(a, b).filter { $0 != $1 }.count) pixels differ")
        }
    }
}
