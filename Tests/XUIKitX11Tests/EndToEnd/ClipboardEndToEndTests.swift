import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// `UIPasteboard.general` and a text field's selection against another X
/// client, `xclip`, on a real Xorg.
@MainActor
@Suite("End to end: the clipboard and PRIMARY shared with xclip")
struct ClipboardEndToEndTests {
    /// Runs xclip with `arguments` (feeding `input`), pumping the app's loop
    /// until it exits so the app can answer its requests; returns its output.
    func xclip(_ arguments: [String], harness: BackendHarness) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = arguments
        process.environment = ["DISPLAY": harness.server.display]
        let path = NSTemporaryDirectory() + "xclip-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try #require(FileHandle(forWritingAtPath: path))
        process.standardOutput = output
        try process.run()
        harness.pump(timeout: 10) { !process.isRunning }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try output.close()
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// Starts `xclip -i -quiet` owning `selection` with `text`; terminate it when done.
    func offer(_ text: String, as selection: String, harness: BackendHarness) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-selection", selection, "-i", "-quiet"]
        process.environment = ["DISPLAY": harness.server.display]
        let feed = Pipe()
        process.standardInput = feed
        try process.run()
        feed.fileHandleForWriting.write(Data(text.utf8))
        try feed.fileHandleForWriting.close()
        return process
    }

    @Test("Text the app copies pastes in xclip, and text xclip copies pastes in the app, 100,000 characters included")
    func clipboardBothWays() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        UIPasteboard.general.string = "héllo 世界"
        #expect(try xclip(["-selection", "clipboard", "-o"], harness: harness) == "héllo 世界")

        let xclipIn = try offer("from xclip 你好", as: "clipboard", harness: harness)
        defer { xclipIn.terminate() }
        #expect(harness.pump { UIPasteboard.general.string == "from xclip 你好" }, "read \(UIPasteboard.general.string ?? "nil")")

        let long = String(repeating: "世界abcdefgh", count: 10_000)
        UIPasteboard.general.string = long
        let pasted = try xclip(["-selection", "clipboard", "-o"], harness: harness)
        let pastedWhole = pasted == long  // not in #expect: a failure would print 200,000 characters twice
        #expect(pastedWhole, "xclip read \(pasted.utf8.count) bytes")
    }

    @Test("A selection over 1 MiB, which xclip offers in INCR pieces, arrives whole")
    func incrementalRead() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        // xclip goes INCR above a quarter of the server's maximum request (1 MiB with BIG-REQUESTS).
        let long = String(repeating: "0123456789", count: 120_000)
        let xclipIn = try offer(long, as: "clipboard", harness: harness)
        defer { xclipIn.terminate() }
        let arrived = harness.pump { UIPasteboard.general.string?.count == long.count }
        let read = UIPasteboard.general.string ?? ""
        let readWhole = read == long
        #expect(arrived && readWhole, "read \(read.utf8.count) of \(long.utf8.count) bytes")
    }

    @Test("Ctrl+A, Ctrl+C in a text field on the server's keyboard reach xclip; selecting offers PRIMARY")
    func fieldCopiesToOtherClients() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.text = "copy me"
        window.addSubview(field)
        try harness.show(window)
        #expect(field.becomeFirstResponder())
        let keyboard = harness.server.keyboard
        try keyboard.key(keycode: 37, isPress: true)  // Control_L
        for code in [38, 54] {  // a, c
            try keyboard.key(keycode: code, isPress: true)
            try keyboard.key(keycode: code, isPress: false)
        }
        try keyboard.key(keycode: 37, isPress: false)
        try keyboard.sync()
        #expect(harness.pump { field.selectedTextRange.map { field.text(in: $0) } == "copy me" })
        harness.pump(timeout: 0.2) { false }
        #expect(try xclip(["-selection", "clipboard", "-o"], harness: harness) == "copy me")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 4)!)
        #expect(try xclip(["-selection", "primary", "-o"], harness: harness) == "copy")
    }

    @Test("A middle click on the server's pointer pastes xclip's PRIMARY into the field under it, at the click")
    func middleClickPastesPrimary() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.text = "ab"
        window.addSubview(field)
        try harness.show(window)

        let xclipIn = try offer("世界", as: "primary", harness: harness)
        defer { xclipIn.terminate() }
        harness.pump(timeout: 0.3) { false }  // xclip takes the selection

        // Between "a" and "b": the caret boundary after one character (the harness's window is at the
        // screen's origin, one pixel a point).
        let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 1)!)
        let target = field.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
        let pointer = harness.server.pointer
        try pointer.move(x: Double(target.x), y: Double(target.y))
        try pointer.button(2, isPress: true)
        try pointer.button(2, isPress: false)
        try pointer.sync()
        #expect(harness.pump { field.text == "a世界b" }, "field reads \(field.text ?? "nil")")
        #expect(field.isFirstResponder)
    }
}
