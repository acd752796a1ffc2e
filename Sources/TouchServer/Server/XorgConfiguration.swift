import Foundation

/// The `xorg.conf` of a headless touch server: the dummy video driver with
/// one or more outputs (`VirtualDeviceOptions`), and inputtest devices (a
/// direct touchscreen with pressure and the configured touch slots, the core
/// keyboard, the core absolute pointer, optionally a touchpad and a pen), each
/// with its own socket. With `VirtualDeviceOptions.hasContactAxes` the
/// touchscreen is XUIKit's own driver (`ContactTouchDriver`), found through a
/// `ModulePath` of `contactDriverModules` then Xorg's default directory.
///
/// Input hotplugging is off so the server uses exactly these devices; a
/// script's keys cannot switch VTs, zoom the mode or kill the server
/// (`DontVTSwitch`, `DontZoom`, `DontZap`: its layout types XF86Switch_VT_1,
/// XF86Next_VMode ...); and GLX is not loaded (it costs about half a second at start and nothing needs it).
/// Outputs after the first are forced on (`Option "Enable"`: the dummy driver
/// reports them disconnected until a mode is set) at their `Position`.
struct XorgConfiguration {
    /// The first output's size.
    var screen: ScreenSize
    /// The output's refresh rate in Hz (what XRandR reports to clients).
    var refreshRate: Double = 60
    var devices = VirtualDeviceOptions()
    var sockets: DeviceSockets
    /// The directory holding `input/xuitouch_drv.so`; needed when `devices.hasContactAxes`.
    var contactDriverModules: String?
    /// Xorg's own module directory (the ModulePath default, which an explicit ModulePath replaces).
    static let defaultModulePath = "/usr/lib/xorg/modules"

    /// The keyboard's XKB rule names: those `KeyboardLayout.server` compiles script key names with, so both agree.
    static var keyboardLayout: String {
        let server = KeyboardLayout.serverNames
        let names = [("XkbRules", server.rules), ("XkbModel", server.model), ("XkbLayout", server.layout), ("XkbVariant", ""), ("XkbOptions", "")]
        return names.map { "    Option \"\($0.0)\" \"\($0.1)\"\n" }.joined()
    }

    /// Where each device's socket is (nil: the device is not configured).
    struct DeviceSockets {
        var touch: String
        var keyboard: String
        var pointer: String
        var touchpad: String?
        var pen: String?
    }

    /// The configuration file's text.
    var text: String {
        let outputs = devices.outputs(first: screen)
        let virtual = devices.screen(first: screen)
        let sizes = outputs.map(\.size).reduce(into: [ScreenSize]()) { if !$0.contains($1) { $0.append($1) } }
        let monitors = outputs.enumerated().map { index, output in
            monitor(index == 0 ? "monitor" : "monitor\(index)", output: output, modelines: index == 0 ? sizes : [], isFirst: index == 0)
        }.joined(separator: "\n")
        let touchCount = "    Option \"TouchCount\" \"\(devices.touchSlots)\"\n"
        var inputs = [
            devices.hasContactAxes
                ? inputDevice("touchscreen", driver: ContactTouchDriver.driverName, socket: sockets.touch, extra: touchCount)
                : inputDevice("touchscreen", type: "Touch", socket: sockets.touch, extra: touchCount),
            inputDevice("keyboard", type: "Keyboard", socket: sockets.keyboard, extra: Self.keyboardLayout),
            inputDevice("pointer", type: "PointerAbsolute", socket: sockets.pointer),
        ]
        var layout = ["    InputDevice \"touchscreen\"", "    InputDevice \"keyboard\" \"CoreKeyboard\"", "    InputDevice \"pointer\" \"CorePointer\""]
        if let touchpad = sockets.touchpad {
            inputs.append(inputDevice("touchpad", type: "PointerGesture", socket: touchpad))
            layout.append("    InputDevice \"touchpad\"")
        }
        if let pen = sockets.pen {
            inputs.append(inputDevice("pen", type: "PointerAbsoluteProximity", socket: pen, extra: "    Option \"PointerHasPressure\" \"true\"\n"))
            layout.append("    InputDevice \"pen\"")
        }
        return """
        Section "ServerFlags"
            Option "AutoAddDevices" "false"
            Option "AutoEnableDevices" "false"
            Option "DontVTSwitch" "true"
            Option "DontZoom" "true"
            Option "DontZap" "true"
        EndSection
        \(files)Section "Module"
            Disable "glx"
        EndSection
        Section "Device"
            Identifier "dummy"
            Driver "dummy"
            VideoRam \(VirtualDeviceOptions.videoRamKB)
        \(outputs.count < 2 ? "" : outputs.indices.map { "    Option \"Monitor-DUMMY\($0)\" \"\($0 == 0 ? "monitor" : "monitor\($0)")\"\n" }.joined())EndSection
        \(monitors)
        Section "Screen"
            Identifier "screen"
            Device "dummy"
            Monitor "monitor"
            DefaultDepth 24
            SubSection "Display"
                Depth 24
                Modes \(sizes.map { "\"\($0)\"" }.joined(separator: " "))
                Virtual \(virtual.width) \(virtual.height)
            EndSubSection
        EndSection
        \(inputs.joined(separator: "\n"))
        Section "ServerLayout"
            Identifier "layout"
            Screen "screen"
        \(layout.joined(separator: "\n"))
        EndSection

        """
    }

    /// A Monitor section: the first holds every mode's modeline (the screen's
    /// monitor validates the modes); each names its output's mode and place.
    private func monitor(_ identifier: String, output: ServerOutput, modelines: [ScreenSize], isFirst: Bool) -> String {
        var lines = ["Section \"Monitor\"", "    Identifier \"\(identifier)\"", "    HorizSync 1.0 - 10000.0", "    VertRefresh 1.0 - 10000.0"]
        lines += modelines.map { "    Modeline \(modeline($0))" }
        // One output is placed as before these options existed: the driver's defaults.
        guard !devices.extraOutputs.isEmpty else { return (lines + ["EndSection"]).joined(separator: "\n") }
        lines += ["    Option \"PreferredMode\" \"\(output.size)\"", "    Option \"Position\" \"\(output.x) \(output.y)\""]
        lines.append(isFirst ? "    Option \"Primary\" \"true\"" : "    Option \"Enable\" \"true\"")
        return (lines + ["EndSection"]).joined(separator: "\n")
    }

    /// A CVT-like modeline; the dummy driver accepts any timings inside the monitor's ranges, but
    /// not a dot clock much below 60 MHz (320x240 at 60 Hz, 5 MHz, has "no modes"): the horizontal
    /// blanking grows until the clock reaches 60 MHz, and the clock (MHz) makes the mode refresh at
    /// `refreshRate` exactly: clock / (h total · v total).
    private func modeline(_ size: ScreenSize) -> String {
        let w = size.width, h = size.height
        let vTotal = h + 3
        let hTotal = max(w + 24, Int((60_000_000 / (refreshRate * Double(vTotal))).rounded(.up)))
        let clock = String(format: "%.6f", refreshRate * Double(hTotal * vTotal) / 1_000_000)
        return "\"\(w)x\(h)\" \(clock) \(w) \(w + 8) \(w + 16) \(hTotal) \(h) \(h + 1) \(h + 2) \(vTotal)"
    }

    /// The Files section adding XUIKit's driver's directory to the module path; "" when not needed.
    private var files: String {
        guard devices.hasContactAxes, let contactDriverModules else { return "" }
        return "Section \"Files\"\n    ModulePath \"\(contactDriverModules),\(Self.defaultModulePath)\"\nEndSection\n"
    }

    /// An inputtest device of `type`, or (`driver` given) a device of that driver.
    private func inputDevice(_ name: String, type: String? = nil, driver: String = "inputtest", socket: String, extra: String = "") -> String {
        """
        Section "InputDevice"
            Identifier "\(name)"
            Driver "\(driver)"
        \(type.map { "    Option \"DeviceType\" \"\($0)\"\n" } ?? "")    Option "SocketPath" "\(socket)"
        \(extra)EndSection
        """
    }
}
