import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// A `UITextView` on a real Xorg: a finger's tap begins editing, the server's
/// keyboard types lines, the arrows move by line, and a drag scrolls.
@MainActor
@Suite("End to end: typing lines into UITextView")
struct TextViewEndToEndTests {
    @Test("A tap begins editing; typed keys and Return make lines; ↑ moves a line up; a drag on the text scrolls it")
    func tapTypeAndScroll() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        view.font = .systemFont(ofSize: 17)
        window.addSubview(view)
        try harness.show(window)
        try harness.server.touchscreen.down(id: 1, x: 150, y: 50)
        try harness.server.touchscreen.up(id: 1)
        try harness.server.sync()
        #expect(harness.pump { view.isFirstResponder })
        let keyboard = harness.server.keyboard
        try keyboard.tap([38, 56])  // a, b
        try keyboard.tap([36])  // Return: a line break
        try keyboard.tap([54, 40])  // c, d
        #expect(harness.pump { view.text == "ab\ncd" }, "text \(view.text.debugDescription)")
        try keyboard.tap([111])  // Up
        #expect(harness.pump { view.selectedRange == NSRange(location: 2, length: 0) }, "\(view.selectedRange)")
        // Enough lines to scroll, then a finger drag (quick: no content touch) scrolls the text.
        for _ in 0..<8 { try keyboard.tap([36, 38]) }
        #expect(harness.pump { view.text.filter { $0 == "\n" }.count == 9 })
        view.setContentOffset(.zero, animated: false)
        try harness.server.touchscreen.down(id: 2, x: 150, y: 100)
        try harness.server.sync()
        for y in stride(from: 90, through: 40, by: -10) {
            try harness.server.touchscreen.move(id: 2, x: 150, y: Double(y))
            try harness.server.sync()
            harness.pump(timeout: 0.012) { false }
        }
        harness.pump(timeout: 0.3) { false }
        try harness.server.touchscreen.up(id: 2)
        try harness.server.sync()
        harness.pump(timeout: 0.1) { false }
        #expect(view.contentOffset.y == 40, "\(view.contentOffset)")  // 60 pt of travel, the first 20 the pan's slop
    }
}
