import Testing
import TouchServer
import TouchServerX11

/// How a recording reads a device's raw valuators, on a panel described as
/// a real one is (a device the headless server cannot fake: contact size
/// and orientation axes, a resolution).
@Suite("Recorded touch axes")
struct RecordedTouchAxesTests {
    static let panel = InputDeviceInfo(
        id: 11, name: "ELAN9008:00 04F3:2C3B", use: "slave pointer", attachment: 2, isEnabled: true,
        touch: .init(mode: "direct", maxTouches: 10),
        valuators: [
            .init(number: 0, label: "Abs MT Position X", min: 0, max: 3455, resolution: 12_000, mode: "absolute"),
            .init(number: 1, label: "Abs MT Position Y", min: 0, max: 1943, resolution: 12_000, mode: "absolute"),
            .init(number: 2, label: "Abs MT Touch Major", min: 0, max: 255, resolution: 0, mode: "absolute"),
            .init(number: 3, label: "Abs MT Touch Minor", min: 0, max: 255, resolution: 0, mode: "absolute"),
            .init(number: 4, label: "Abs MT Orientation", min: -90, max: 90, resolution: 0, mode: "absolute"),
            .init(number: 5, label: "Abs MT Pressure", min: 0, max: 255, resolution: 0, mode: "absolute"),
        ])

    @Test("Position is scaled onto the screen, pressure normalised, contact size and orientation kept in device units")
    func sampleFromValuators() {
        let axes = RecordedTouchAxes(device: Self.panel)
        let screen = ScreenSize(width: 1920, height: 1080)
        let first = axes.sample([0: 1728, 1: 972, 2: 40, 3: 30, 4: -15, 5: 51], after: .init(), screen: screen)
        #expect(first == .init(x: 960, y: 540, pressure: 0.2, major: 40, minor: 30, orientation: -15))
        // An event that leaves values out keeps the touch's previous ones.
        let next = axes.sample([0: 0, 2: 60], after: first, screen: screen)
        #expect(next == .init(x: 0, y: 540, pressure: 0.2, major: 60, minor: 30, orientation: -15))
    }

    @Test("A recording's header describes the panel, and its contact details round-trip through the text")
    func panelInTheHeader() throws {
        let device = Self.panel.recorded
        #expect(device.kind == .directTouch && device.maxTouches == 10 && device.name == "ELAN9008:00 04F3:2C3B")
        #expect(device.axes[4] == RecordedAxis(number: 4, min: -90, max: 90, resolution: 0, isAbsolute: true, label: "Abs MT Orientation"))
        let script = TouchScript([.at(milliseconds: 0), .down(id: 7, x: 960, y: 540, pressure: 0.2),
                                  .contact(ContactDetail(id: 7, device: 11, major: 40, minor: 30, orientation: -15)), .up(id: 7)],
                                 header: ScriptHeader(origin: RecordingOrigin(display: ":0", screen: ScreenSize(width: 1920, height: 1080)),
                                                      devices: [device]))
        #expect(script.text.contains("\ndown 7 960 540 0.2 device 11 major 40 minor 30 orientation -15\n"), "\(script.text)")
        #expect(script.text.contains("\naxis 11 0 0 3455 12000 absolute \"Abs MT Position X\"\n"), "\(script.text)")
        #expect(try TouchScript(parsing: script.text) == script)
    }

    @Test("A touchpad, a keyboard and a pen-like pointer get their kinds")
    func deviceKinds() {
        var touchpad = Self.panel
        touchpad.touch = .init(mode: "dependent", maxTouches: 5)
        #expect(touchpad.recorded.kind == .touchpad)
        let keyboard = InputDeviceInfo(id: 3, name: "kbd", use: "slave keyboard", attachment: 3, isEnabled: true, touch: nil, valuators: [])
        #expect(keyboard.recorded.kind == .keyboard)
        var pen = Self.panel
        pen.touch = nil
        #expect(pen.recorded.kind == .pointer && pen.recorded.maxTouches == 0)
    }
}
