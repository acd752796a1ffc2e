import Testing
@testable import TouchServer

/// How a server with contact axes (`VirtualDeviceOptions.hasContactAxes`) is
/// configured and how scripts' contact details are played on it, without a server.
@Suite("Contact axes: the server's configuration and script playback")
struct ContactAxesPlaybackTests {
    private func configuration(_ devices: VirtualDeviceOptions, modules: String?) -> String {
        XorgConfiguration(screen: ScreenSize(width: 1024, height: 768), devices: devices,
                          sockets: .init(touch: "/t/touch.sock", keyboard: "/t/kbd.sock", pointer: "/t/ptr.sock"),
                          contactDriverModules: modules).text
    }

    @Test("With contact axes the touchscreen is the xuitouch driver with its socket and slots, found on a ModulePath before Xorg's own")
    func configurationUsesTheDriver() {
        let text = configuration(VirtualDeviceOptions(touchSlots: 4, hasContactAxes: true), modules: "/repo/.build/xorg-modules")
        #expect(text.contains("Section \"Files\"\n    ModulePath \"/repo/.build/xorg-modules,/usr/lib/xorg/modules\"\nEndSection\n"))
        #expect(text.contains("""
            Section "InputDevice"
                Identifier "touchscreen"
                Driver "xuitouch"
                Option "SocketPath" "/t/touch.sock"
                Option "TouchCount" "4"
            EndSection
            """))
        #expect(text.contains("Driver \"inputtest\"\n    Option \"DeviceType\" \"Keyboard\""))
    }

    @Test("Without contact axes the configuration is inputtest's touchscreen and no Files section, as before")
    func defaultConfigurationUnchanged() {
        let text = configuration(VirtualDeviceOptions(), modules: nil)
        #expect(!text.contains("Files") && !text.contains("xuitouch"))
        #expect(text.contains("Driver \"inputtest\"\n    Option \"DeviceType\" \"Touch\"\n    Option \"SocketPath\" \"/t/touch.sock\"\n    Option \"TouchCount\" \"10\""))
    }

    @Test("For a touchscreen with contact axes, contact details go into their frame as contact changes, in order")
    func detailsArePlayedInTheirFrame() throws {
        let script = try TouchScript(parsing: "format 2\ndown 1 10 10 device 2 major 5\ndown 2 20 20 minor 3\nwait 10\ncontact 2 orientation -7\nup 1\nup 2")
        #expect(TouchScriptPlayer.actions(for: script.steps, contactAxes: true) == [
            .frame([.down(id: 1, x: 10, y: 10), .contact(ContactDetail(id: 1, device: 2, major: 5)),
                    .down(id: 2, x: 20, y: 20), .contact(ContactDetail(id: 2, minor: 3))]),
            .step(.wait(milliseconds: 10)),
            .frame([.contact(ContactDetail(id: 2, orientation: -7)), .up(id: 1), .up(id: 2)]),
        ])
        #expect(TouchScriptPlayer.actions(for: script.steps) == [
            .frame([.down(id: 1, x: 10, y: 10), .down(id: 2, x: 20, y: 20)]), .step(.wait(milliseconds: 10)), .frame([.up(id: 1), .up(id: 2)]),
        ])
    }

    @Test("A server with contact axes refuses a major or minor beyond 65535 and an orientation beyond ±90, naming the line; inputtest's ignores them")
    func outOfRangeDetailsAreRefused() throws {
        let target = PlaybackTarget(screen: ScreenSize(width: 1024, height: 768), hasContactAxes: true)
        let cases = [
            ("down 1 10 10 major 70000", "major 70000 is beyond the touchscreen's contact size axis (0...65535)"),
            ("down 1 10 10 minor 65536", "minor 65536 is beyond the touchscreen's contact size axis (0...65535)"),
            ("down 1 10 10 orientation -90.5", "orientation -90.5 is beyond the touchscreen's orientation axis (-90...90 degrees)"),
        ]
        for (line, reason) in cases {
            let script = try TouchScript(parsing: "format 2\n\(line)\nup 1")
            #expect(throws: TouchScriptError(line: 2, text: script.steps[1].line, reason: reason)) {
                try TouchScript.validate(script.steps, for: target)
            }
            var inputtest = target
            inputtest.hasContactAxes = false
            try TouchScript.validate(script.steps, for: inputtest)
        }
        let fine = try TouchScript(parsing: "format 2\ndown 1 10 10 major 65535 minor 0 orientation 90\nmove 1 11 10 orientation -90\nup 1")
        try TouchScript.validate(fine.steps, for: target)
    }
}
