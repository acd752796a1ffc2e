import Foundation

/// The `xorg.conf` of a headless touch server: the dummy video driver at one
/// screen size, and three inputtest devices (a 10-finger direct touchscreen
/// with pressure, the core keyboard, the core absolute pointer), each with
/// its own socket.
///
/// Input hotplugging is off so the server uses exactly these devices, and GLX
/// is not loaded (it costs about half a second at start and nothing needs it).
struct XorgConfiguration {
    var screen: ScreenSize
    /// The output's refresh rate in Hz (what XRandR reports to clients).
    var refreshRate: Double = 60
    var touchSocket: String
    var keyboardSocket: String
    var pointerSocket: String

    /// The configuration file's text.
    var text: String {
        let w = screen.width, h = screen.height
        // A CVT-like modeline; the dummy driver accepts any timings inside the monitor's ranges, but
        // not a dot clock much below 60 MHz (320x240 at 60 Hz, 5 MHz, has "no modes"): the horizontal
        // blanking grows until the clock reaches 60 MHz, and the clock (MHz) makes the mode refresh at
        // `refreshRate` exactly: clock / (h total · v total).
        let vTotal = h + 3
        let hTotal = max(w + 24, Int((60_000_000 / (refreshRate * Double(vTotal))).rounded(.up)))
        let clock = String(format: "%.6f", refreshRate * Double(hTotal * vTotal) / 1_000_000)
        let modeline = "\"\(w)x\(h)\" \(clock) \(w) \(w + 8) \(w + 16) \(hTotal) \(h) \(h + 1) \(h + 2) \(vTotal)"
        return """
        Section "ServerFlags"
            Option "AutoAddDevices" "false"
            Option "AutoEnableDevices" "false"
            Option "DontVTSwitch" "true"
        EndSection
        Section "Module"
            Disable "glx"
        EndSection
        Section "Device"
            Identifier "dummy"
            Driver "dummy"
            VideoRam 256000
        EndSection
        Section "Monitor"
            Identifier "monitor"
            HorizSync 1.0 - 10000.0
            VertRefresh 1.0 - 10000.0
            Modeline \(modeline)
        EndSection
        Section "Screen"
            Identifier "screen"
            Device "dummy"
            Monitor "monitor"
            DefaultDepth 24
            SubSection "Display"
                Depth 24
                Modes "\(w)x\(h)"
                Virtual \(w) \(h)
            EndSubSection
        EndSection
        \(inputDevice("touchscreen", type: "Touch", socket: touchSocket, extra: "    Option \"TouchCount\" \"10\"\n"))
        \(inputDevice("keyboard", type: "Keyboard", socket: keyboardSocket, extra: "    Option \"XkbRules\" \"evdev\"\n"))
        \(inputDevice("pointer", type: "PointerAbsolute", socket: pointerSocket))
        Section "ServerLayout"
            Identifier "layout"
            Screen "screen"
            InputDevice "touchscreen"
            InputDevice "keyboard" "CoreKeyboard"
            InputDevice "pointer" "CorePointer"
        EndSection

        """
    }

    private func inputDevice(_ name: String, type: String, socket: String, extra: String = "") -> String {
        """
        Section "InputDevice"
            Identifier "\(name)"
            Driver "inputtest"
            Option "DeviceType" "\(type)"
            Option "SocketPath" "\(socket)"
        \(extra)EndSection
        """
    }
}
