import Testing
@testable import XUIKitX11

@Suite("Which input method server the locale modifiers name")
struct InputMethodServerNameTests {
    @Test("@im=NAME names a server; none, local, empty and absent name none; other modifiers around it are skipped")
    func names() {
        #expect(InputMethodServerChange.serverName(inModifiers: "@im=uim") == "uim")
        #expect(InputMethodServerChange.serverName(inModifiers: "@foo=bar@im=fcitx@x=y") == "fcitx")
        #expect(InputMethodServerChange.serverName(inModifiers: "@im=none") == nil)
        #expect(InputMethodServerChange.serverName(inModifiers: "@im=local") == nil)
        #expect(InputMethodServerChange.serverName(inModifiers: "@im=") == nil)
        #expect(InputMethodServerChange.serverName(inModifiers: "") == nil)
        #expect(InputMethodServerChange.serverName(inModifiers: "@foo=bar") == nil)
    }
}
