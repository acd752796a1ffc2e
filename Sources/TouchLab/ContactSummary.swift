/// The text shown next to a finger and in the status line, as pure
/// functions of the log (so the wording is tested without drawing).
public enum ContactSummary {
    /// Four lines about a contact at `time`, then what the device itself
    /// reported for its latest sample (`ContactRecord.Sample.device`): its
    /// id and the position in its units, and its contact axes (major, minor,
    /// orientation, each where the device has it; "no size or orientation
    /// axes" when it has none):
    ///
    ///     #2 moved
    ///     412.0, 300.5 pt
    ///     force 0.42 · radius 9.0      (what the application receives; "no force or size" if neither)
    ///     taps 1 · 1.3 s · 58 ev/s
    ///     dev 11: 26368, 25643
    ///     maj 310 · min 220 · ori -12
    ///
    /// Without the device's values, a fifth line gives the position worked
    /// back to the touchscreen's units when `units` is given (`device ≈ 26368, 25643`).
    public static func label(for contact: ContactRecord, at time: Double, units: DeviceUnits? = nil) -> String {
        let last = contact.last
        let axes = [last.force.map { "force \(fixed($0, 2))" }, last.majorRadius.map { "radius \(fixed($0, 1))" }].compactMap { $0 }
        let head = """
        #\(contact.id) \(last.phase)
        \(fixed(last.x, 1)), \(fixed(last.y, 1)) pt
        \(axes.isEmpty ? "no force or size" : axes.joined(separator: " · "))
        taps \(contact.tapCount) · \(fixed(contact.age(at: time), 1)) s · \(Int(contact.eventsPerSecond(at: time))) ev/s
        """
        if let device = last.device { return head + "\n" + deviceLines(device) }
        return head + (units.map { units in
            let device = units.convert(x: last.x, y: last.y)
            return "\ndevice ≈ \(fixed(device.x, 0)), \(fixed(device.y, 0))"
        } ?? "")
    }

    /// The two lines of what a device reported: `dev 11: 26368, 25643` and `maj 310 · min 220 · ori -12`.
    public static func deviceLines(_ device: RawContactAxes) -> String {
        let axes = [device.major.map { "maj \(compact($0))" }, device.minor.map { "min \(compact($0))" },
                    device.orientation.map { "ori \(compact($0))" }].compactMap { $0 }
        return "dev \(device.device): \(compact(device.x)), \(compact(device.y))\n"
            + (axes.isEmpty ? "no size or orientation axes" : axes.joined(separator: " · "))
    }

    /// A device value as short as it is exact to a tenth: `310`, `-12`, `26368.5`.
    public static func compact(_ value: Double) -> String {
        value == value.rounded() ? fixed(value, 0) : fixed(value, 1)
    }

    /// The status line: contacts down now, the most seen at once (against
    /// `deviceMaxTouches`, the most a touchscreen says it tracks, when known), and the totals.
    public static func status(of log: ContactLog, deviceMaxTouches: Int? = nil) -> String {
        let ofDevice = deviceMaxTouches.map { " of \($0)" } ?? ""
        return "contacts now \(log.liveCount) · max seen \(log.maxSimultaneous)\(ofDevice) · total \(log.contacts.count) · samples \(log.sampleCount)"
    }

    /// `value` with exactly `digits` decimals ("12.50"), without Foundation's locale.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let digitsText = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: digits - digitsText.count))\(digitsText)"
    }
}
