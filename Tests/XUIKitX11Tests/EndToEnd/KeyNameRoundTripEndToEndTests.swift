import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Every keysym the server's US layout types, named in a script (`key NAME`),
/// reaches the first responder as the UIKey of the key libxkbcommon found,
/// with the keysym's characters and the flags of the modifiers pressed.
@MainActor
@Suite("End to end: every key name of the US layout through a script into an app")
struct KeyNameRoundTripEndToEndTests {
    /// A first responder logging every UIKey it is sent, in order.
    final class KeyLog: UIView {
        struct Entry: Equatable, CustomStringConvertible {
            var isDown: Bool
            var keyCode: Int
            var characters: String
            var flags: Int
            var description: String {
                "\(isDown ? "down" : "up") 0x\(String(keyCode, radix: 16)) \(characters.debugDescription) flags 0x\(String(flags, radix: 16))"
            }
        }
        var entries: [Entry] = []
        override var canBecomeFirstResponder: Bool { true }
        private func log(_ presses: Set<UIPress>, isDown: Bool) {
            for press in presses {
                guard let key = press.key else { continue }
                entries.append(Entry(isDown: isDown, keyCode: key.keyCode.rawValue, characters: key.characters, flags: key.modifierFlags.rawValue))
            }
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log(presses, isDown: true) }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log(presses, isDown: false) }
    }

    /// What the test expects for one key event: nil fields are not checked.
    struct Expected {
        var isDown: Bool
        var keyCode: Int
        var characters: String?
        var flags: Int?
        var keysymName: String
    }

    /// Keysyms whose key actions the X server performs itself (xkeyboard-config's srvr_ctrl: Control+Alt+F1-F12
    /// switch VT; the headless server's DontVTSwitch makes them do nothing): their key events reach no client,
    /// on any X server. (Its grab-breaking and video-mode keysyms are delivered.)
    static let serverActions: Set<String> = Set((1...12).map { "XF86Switch_VT_\($0)" })

    @Test("Every keysym the layout types (keypad, F1-F12, shifted and Control+Alt levels) arrives as its key's UIKey with its characters and modifier flags")
    func everyKeysymRoundTrips() throws {
        let layout = try KeyboardLayout.server.get()
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = KeyLog(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(view)
        try harness.show(window)
        #expect(view.becomeFirstResponder())

        // The flags each modifier key stands for (UIKit's, as the translator maps X's Shift, Control, Mod1, Mod4).
        var modifierFlags: [Int: UIKeyModifierFlags] = [:]
        for (name, flag) in [("Shift_L", UIKeyModifierFlags.shift), ("Control_L", .control), ("Alt_L", .alternate), ("Super_L", .command)] {
            modifierFlags[try #require(KeyNames.keycode(for: name))] = flag
        }
        let ownFlags: [Int: UIKeyModifierFlags] = [0xE0: .control, 0xE1: .shift, 0xE2: .alternate, 0xE3: .command,
                                                   0xE4: .control, 0xE5: .shift, 0xE6: .alternate, 0xE7: .command]
        let lockKeys = Set(["Caps_Lock", "Num_Lock"].compactMap(KeyNames.keycode(for:)))

        var script = ""
        var expected: [Expected] = []
        var withoutUsage: [String] = [], serverKeys: [String] = []
        for keysym in layout.strokes.keys.sorted() {
            let name = KeyboardLayout.name(of: keysym)
            guard case .typed(_, let stroke) = layout.lookup(name), stroke == layout.strokes[keysym] else {
                Issue.record("\(name) does not name its own keysym")
                continue
            }
            var steps = try TouchScript(parsing: "key \(name)").steps
            script += "key \(name)\n"
            if lockKeys.contains(stroke.keycode) {  // a lock goes back off, so later keys see no lock
                steps += [.key(keycode: stroke.keycode, action: .click)]
                script += "keycode \(stroke.keycode)\n"
            }
            var targetSeen = false
            for step in steps {
                guard case .key(let keycode, let action) = step else { continue }
                if keycode == stroke.keycode, Self.serverActions.contains(name) {  // the server acts on it; no client sees it
                    serverKeys.append(name)
                    continue
                }
                guard let usage = EvdevKeyTable.usage(forXKeycode: UInt32(keycode)) else {
                    if keycode == stroke.keycode && !targetSeen { withoutUsage.append(name) }
                    continue
                }
                for isDown in action == .click ? [true, false] : [action == .down] {
                    var entry = Expected(isDown: isDown, keyCode: usage.rawValue, keysymName: name)
                    if isDown, keycode == stroke.keycode, !targetSeen {
                        targetSeen = true
                        var flags = stroke.held.reduce(into: UIKeyModifierFlags()) { $0.formUnion(modifierFlags[$1] ?? []) }
                        if let own = ownFlags[usage.rawValue] { flags.insert(own) }
                        if EvdevKeyTable.isKeypad(usage) { flags.insert(.numericPad) }
                        entry.flags = flags.rawValue
                        entry.characters = KeysymText.text(UInt(keysym))
                    }
                    expected.append(entry)
                }
            }
        }
        #expect(expected.count > 600)
        try TouchScriptPlayer(timing: .fast).play(TouchScript(parsing: script + "sync\n"), on: harness.server)
        #expect(harness.pump(timeout: 30) { view.entries.count >= expected.count }, "got \(view.entries.count) of \(expected.count) key events")

        var mismatches: [String] = []
        for (index, want) in expected.enumerated() {
            guard index < view.entries.count else { break }
            let got = view.entries[index]
            if got.isDown != want.isDown || got.keyCode != want.keyCode
                || want.characters.map({ $0 != got.characters }) == true || want.flags.map({ $0 != got.flags }) == true {
                mismatches.append("#\(index) key \(want.keysymName): got \(got), expected \(want.isDown ? "down" : "up") 0x\(String(want.keyCode, radix: 16))"
                    + " \(want.characters?.debugDescription ?? "-") flags \(want.flags.map { "0x" + String($0, radix: 16) } ?? "-")")
                // Out of step (a key lost or extra): the rest would all differ.
                if got.isDown != want.isDown || got.keyCode != want.keyCode || mismatches.count >= 40 { break }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        #expect(view.entries.count == expected.count)
        // Keys with no HID usage (media and launcher keys) are no UIKey in UIKit either; they are counted, not lost.
        #expect(withoutUsage.count < layout.strokes.count / 2, "\(withoutUsage)")
        #expect(Set(serverKeys).count == 12, "\(serverKeys)")
    }
}
