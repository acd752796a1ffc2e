import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("The on-screen number pads: digits in iOS's telephone grid, the decimal separator, the phone pad's symbols", .serialized)
struct OnScreenNumberPadTests {
    /// A 320 x 480 window with a field of `type`, tapped so the keyboard shows.
    func pad(_ type: UIKeyboardType) throws -> (InputSimulator, UITextField, OnScreenKeyboard) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        OnScreenKeyboard.install()
        let field = UITextField(frame: CGRect(x: 10, y: 40, width: 300, height: 34))
        field.keyboardType = type
        window.addSubview(field)
        input.tap(at: CGPoint(x: 100, y: 57))
        let keyboard = try #require(window.subviews.last?.subviews.last as? OnScreenKeyboard)
        window.layoutIfNeeded()
        return (input, field, keyboard)
    }

    func tap(_ titles: [String], on keyboard: OnScreenKeyboard, _ input: InputSimulator) {
        for title in titles {
            guard let key = keyboard.key(titled: title) else { Issue.record("no key \(title)"); continue }
            keyboard.window?.layoutIfNeeded()
            input.tap(at: key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: nil))
        }
    }

    @Test("A number pad is three columns of 102.7 x 46.5 pt keys, 1-2-3 on top and 0 in the bottom middle, no letters and no extra key")
    func numberPadGrid() throws {
        let (input, field, keyboard) = try pad(.numberPad)
        #expect(keyboard.key(titled: "q") == nil && keyboard.key(titled: "space") == nil)
        let one = try #require(keyboard.key(titled: "1")), three = try #require(keyboard.key(titled: "3"))
        let zero = try #require(keyboard.key(titled: "0")), delete = try #require(keyboard.key(titled: "delete"))
        // (320 - 4 x 6) / 3 wide, (216 - 6 - 4 x 6) / 4 tall.
        let width: CGFloat = 296.0 / 3, column: CGFloat = width + 6, bottom: CGFloat = 6 + 3 * 52.5
        #expect(one.frame == CGRect(x: 6, y: 6, width: width, height: 46.5))
        #expect(three.frame.minX == 6 + 2 * column)
        #expect(abs(zero.frame.minX - (6 + column)) < 1e-9 && zero.frame.minY == bottom)
        #expect(abs(delete.frame.minX - (6 + 2 * column)) < 1e-9 && delete.frame.minY == bottom)
        tap(["1", "9", "0", "delete", "7"], on: keyboard, input)
        #expect(field.text == "197")
        let extra = try #require(keyboard.key(titled: ""))
        #expect(!extra.isUserInteractionEnabled)
        input.tap(at: extra.convert(CGPoint(x: extra.bounds.midX, y: extra.bounds.midY), to: nil))
        #expect(field.text == "197")
    }

    @Test("A decimal pad's extra key types the locale's decimal separator")
    func decimalPad() throws {
        let (input, field, keyboard) = try pad(.decimalPad)
        let separator = Locale.current.decimalSeparator ?? "."
        tap(["3", separator, "1", "4"], on: keyboard, input)
        #expect(field.text == "3\(separator)14")
    }

    @Test("A phone pad's +*# turns to the dial-string symbols and 123 turns back; the ASCII number pad is the number pad")
    func phonePad() throws {
        let (input, field, keyboard) = try pad(.phonePad)
        tap(["+*#", "+", "(", "123", "4", "+*#", ")", "#", "123", "2"], on: keyboard, input)
        #expect(field.text == "+(4)#2")
        let (_, _, ascii) = try pad(.asciiCapableNumberPad)
        #expect(ascii.key(titled: "+*#") == nil && ascii.key(titled: "5") != nil && ascii.key(titled: "a") == nil)
    }

    @Test("numbersAndPunctuation opens the full keyboard on its numbers page, with ABC back to letters")
    func numbersAndPunctuation() throws {
        let (input, field, keyboard) = try pad(.numbersAndPunctuation)
        #expect(keyboard.key(titled: "q") == nil && keyboard.key(titled: "space") != nil)
        tap(["4", "$", "ABC", "k"], on: keyboard, input)
        #expect(field.text == "4$k")
    }

    @Test("The pad's digits show a telephone's letters, and the pad is drawn: white digit caps, no cap behind delete")
    func drawn() throws {
        let (input, _, keyboard) = try pad(.phonePad)
        let window = try #require(keyboard.window)
        input.advance(by: 0.3)  // the keyboard has slid up
        let surface = render(window)
        let five = try #require(keyboard.key(titled: "5")), delete = try #require(keyboard.key(titled: "delete"))
        func pixel(_ view: UIView, _ dx: CGFloat, _ dy: CGFloat) -> RGBA {
            let p = view.convert(CGPoint(x: dx, y: dy), to: nil)
            return surface.pixel(x: Int(p.x * 2), y: Int(p.y * 2))
        }
        #expect(pixel(five, 8, 6) == RGBA(255, 255, 255, 255))  // inside a white cap, clear of the glyphs
        #expect(pixel(delete, 8, 6) == RGBA(209, 212, 217, 255))  // no cap: the keyboard's grey shows through
    }
}
