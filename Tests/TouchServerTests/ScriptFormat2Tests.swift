import Testing
import TouchServer

/// Format 2 of the script text: the header a recording writes and contact
/// details, read and written; format 1 scripts read as before.
@Suite("Touch script format 2")
struct ScriptFormat2Tests {
    static let recording = """
        format 2
        # a recording from a laptop panel
        recorded at 2026-11-26T11:20:00.125Z server-time 81234 display :0 screen 1920x1080
        device 11 direct-touch 10 "ELAN9008:00 \\"04F3\\" 2C3B"
        axis 11 0 0 3456 12 absolute "Abs MT Position X"
        axis 11 5 -90 90 0 absolute "Abs MT Orientation"
        device 3 keyboard 0 "Virtual core XTEST keyboard"
        at 0
        down 4 100 200 0.5 device 11 major 310 minor 220 orientation -12
        at 16.5
        move 4 101 202 device 11 major 300
        up 4

        """

    @Test("A recording's header and contact details parse to their values")
    func headerAndDetailsParse() throws {
        let script = try TouchScript(parsing: Self.recording)
        let header = try #require(script.header)
        #expect(header.origin == RecordingOrigin(startedAt: "2026-11-26T11:20:00.125Z", serverTime: 81234, display: ":0",
                                                 screen: ScreenSize(width: 1920, height: 1080)))
        #expect(header.devices.map(\.name) == ["ELAN9008:00 \"04F3\" 2C3B", "Virtual core XTEST keyboard"])
        #expect(header.devices.map(\.kind) == [.directTouch, .keyboard])
        #expect(header.devices[0].axes == [
            RecordedAxis(number: 0, min: 0, max: 3456, resolution: 12, isAbsolute: true, label: "Abs MT Position X"),
            RecordedAxis(number: 5, min: -90, max: 90, resolution: 0, isAbsolute: true, label: "Abs MT Orientation"),
        ])
        #expect(script.steps == [
            .at(milliseconds: 0),
            .down(id: 4, x: 100, y: 200, pressure: 0.5), .contact(ContactDetail(id: 4, device: 11, major: 310, minor: 220, orientation: -12)),
            .at(milliseconds: 16.5),
            .move(id: 4, x: 101, y: 202, pressure: nil), .contact(ContactDetail(id: 4, device: 11, major: 300)),
            .up(id: 4),
        ])
    }

    @Test("A format 2 script writes back to the same text, comments and blank lines aside")
    func textRoundTrips() throws {
        let script = try TouchScript(parsing: Self.recording)
        let expected = Self.recording.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0 + "\n" }.joined()
        #expect(script.text == expected)
        #expect(try TouchScript(parsing: script.text) == script)
    }

    @Test("Contact details do not break a frame and are not played")
    func detailsAreNotPlayed() throws {
        let script = try TouchScript(parsing: "format 2\ndown 1 10 10 device 2 major 5\ndown 2 20 20 minor 3\nup 1\nup 2")
        #expect(TouchScriptPlayer.actions(for: script.steps) == [
            .frame([.down(id: 1, x: 10, y: 10), .down(id: 2, x: 20, y: 20), .up(id: 1), .up(id: 2)]),
        ])
    }

    @Test("Touchpad and pen steps parse, write back the same, and are checked: negative moves, pressure, buttons")
    func touchpadAndPenSteps() throws {
        let text = "touchpad move -12.5 3\ntouchpad scroll 0 -240\ntouchpad button 1 down\ntouchpad button 1 up\n"
            + "pen in 10 20\npen move 11 21 0.75\npen button 1\npen out\n"
        let script = try TouchScript(parsing: text)
        #expect(script.steps == [
            .touchpad(.move(dx: -12.5, dy: 3)), .touchpad(.scroll(dx: 0, dy: -240)), .touchpad(.button(1, action: .down)),
            .touchpad(.button(1, action: .up)), .pen(.enter(x: 10, y: 20)), .pen(.move(x: 11, y: 21, pressure: 0.75)),
            .pen(.button(1, action: .click)), .pen(.leave),
        ])
        #expect(script.text == text)
        for (bad, message) in [
            ("touchpad swipe 1 2", "line 1: expected `touchpad move DX DY`, `touchpad scroll DX DY` or `touchpad button N [down|up]`: touchpad swipe 1 2"),
            ("pen move -1 5", "line 1: X must not be negative, got -1: pen move -1 5"),
            ("pen move 1 5 2", "line 1: PRESSURE must be at most 1, got 2: pen move 1 5 2"),
            ("touchpad move 40000 0", "line 1: DX must be at most 32767, got 40000: touchpad move 40000 0"),
        ] {
            do {
                _ = try TouchScript(parsing: bad)
                Issue.record("parsed: \(bad)")
            } catch {
                #expect("\(error)" == message)
            }
        }
    }

    @Test("Format 1 scripts read as before and write no format line")
    func formatOneUnchanged() throws {
        for text in ["down 1 10 10 0.5\nup 1\n", "format 1\ndown 1 10 10 0.5\nup 1\n"] {
            let script = try TouchScript(parsing: text)
            #expect(script.header == nil)
            #expect(script.text == "down 1 10 10 0.5\nup 1\n")
        }
    }

    @Test("Format 2 errors name the line and the reason", arguments: [
        ("down 1 10 10 device 3\nup 1", "line 1: contact details (`device`) need `format 2` at the top of the script: down 1 10 10 device 3"),
        ("device 1 pointer 0 \"mouse\"", "line 1: `device` needs `format 2` at the top of the script: device 1 pointer 0 \"mouse\""),
        ("# c\nwait 1\nformat 2", "line 3: `format` must be the script's first line (comments and blank lines aside): format 2"),
        ("format 3", "line 1: format 3 is not one this xuitouch reads (1 and 2): format 3"),
        ("format 2\nwait 1\nrecorded display :0", "line 3: `recorded` belongs to the header, before the first step: recorded display :0"),
        ("format 2\naxis 4 0 0 1 0 absolute \"X\"", "line 2: axis of device 4, which no `device` line above declares: axis 4 0 0 1 0 absolute \"X\""),
        ("format 2\ndevice 4 tablet 0 \"pen\"", "line 2: device kind must be one of direct-touch, touchpad, pointer, keyboard, got 'tablet': device 4 tablet 0 \"pen\""),
        ("format 2\ndevice 4 pointer 0 pen", "line 2: expected `device ID KIND TOUCHES \"NAME\"`: device 4 pointer 0 pen"),
        ("format 2\ndown 1 5 5 size 3\nup 1", "line 2: unknown detail 'size' (expected device, major, minor, orientation): down 1 5 5 size 3"),
        ("format 2\ndown 1 5 5 major\nup 1", "line 2: `major` needs a value: down 1 5 5 major"),
        ("format 2\ndown 1 5 5 major -3\nup 1", "line 2: major must not be negative, got -3: down 1 5 5 major -3"),
        ("format 2\ncontact 1 major 3", "line 2: finger 1 is not down: contact 1 major 3"),
        ("format 2\nrecorded screen 0x5", "line 2: screen must be WIDTHxHEIGHT (1...32767 each), got '0x5': recorded screen 0x5"),
    ])
    func errorsNameTheLine(text: String, message: String) {
        do {
            _ = try TouchScript(parsing: text)
            Issue.record("parsed: \(text)")
        } catch {
            #expect("\(error)" == message)
        }
    }
}
