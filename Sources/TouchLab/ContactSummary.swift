/// The text shown next to a finger and in the status line, as pure
/// functions of the log (so the wording is tested without drawing).
public enum ContactSummary {
    /// Four lines about a contact at `time`, and a fifth with its position in
    /// the touchscreen's units when `units` is given:
    ///
    ///     #2 moved
    ///     412.0, 300.5 pt
    ///     force 0.42 · radius 9.0      (what the device reports; "no force or size" if neither)
    ///     taps 1 · 1.3 s · 58 ev/s
    ///     device 26368, 25643
    public static func label(for contact: ContactRecord, at time: Double, units: DeviceUnits? = nil) -> String {
        let last = contact.last
        let axes = [last.force.map { "force \(fixed($0, 2))" }, last.majorRadius.map { "radius \(fixed($0, 1))" }].compactMap { $0 }
        return """
        #\(contact.id) \(last.phase)
        \(fixed(last.x, 1)), \(fixed(last.y, 1)) pt
        \(axes.isEmpty ? "no force or size" : axes.joined(separator: " · "))
        taps \(contact.tapCount) · \(fixed(contact.age(at: time), 1)) s · \(Int(contact.eventsPerSecond(at: time))) ev/s
        """ + (units.map { units in
            let device = units.convert(x: last.x, y: last.y)
            return "\ndevice \(fixed(device.x, 0)), \(fixed(device.y, 0))"
        } ?? "")
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
