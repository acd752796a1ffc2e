import ArgumentParser
import TouchServer
import TouchServerX11

/// `xuitouch devices`: a touch-focused `xinput list`.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List X input devices with their touch class and valuators, then the XRandR outputs."
    )

    @Option(help: "The X display (default: $DISPLAY).") var display: String?

    func run() throws {
        let x: XDisplay
        do { x = try XDisplay(name: display) } catch { throw fail(error) }
        for device in x.inputDevices() { print(Self.describe(device)) }
        let (outputs, primary) = x.screenOutputs()
        for output in outputs { print("output \(output)\(output.name == primary ? " primary" : "")") }
    }

    /// The device as a few indented lines.
    static func describe(_ device: InputDeviceInfo) -> String {
        var lines = ["\(device.id) \"\(device.name)\" \(device.use) (attached to \(device.attachment))"
                     + (device.isEnabled ? "" : " disabled")]
        if let touch = device.touch {
            let count = touch.maxTouches == 0 ? "unknown number of" : "\(touch.maxTouches)"
            lines.append("    touch: \(touch.mode), \(count) touches")
        }
        for v in device.valuators {
            let label = v.label.isEmpty ? "(no label)" : v.label
            let resolution = v.resolution == 0 ? "" : ", \(v.resolution)/m"
            lines.append("    valuator \(v.number) \(label): \(formatted(v.min))...\(formatted(v.max)) \(v.mode)\(resolution)")
        }
        return lines.joined(separator: "\n")
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int64(value)) : String(value)
    }
}
