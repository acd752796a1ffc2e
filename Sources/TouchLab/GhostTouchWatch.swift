/// Contacts that look like a panel's faults rather than a finger: ghost
/// touches (the "ghost-touch watch" of issue 18).
///
/// Three kinds, each a pure function of the log at a time:
/// - `stationary`: the contact stayed at one position longer than
///   `stillLimit` (2 s) — while it is down, until now; after it lifted, any
///   stretch between two position changes, or from the last change to the lift.
/// - `short`: it lifted less than `shortLimit` (10 ms) after it landed.
/// - `jump`: two consecutive samples more than `jumpLimit` (100 pt) apart.
/// - `large`: a contact radius (`UITouch.majorRadius`) over `largeRadius`
///   (30 pt): a palm or a cheek rather than a fingertip; devices without a
///   contact size never give one.
///
/// Contacts in landing order; for each, at most one `stationary` (its
/// longest still stretch), at most one `short`, at most one `large` (its
/// largest radius), then one `jump` per jump in time order.
public struct GhostTouchWatch: Codable, Equatable, Sendable {
    /// One suspicious contact.
    public struct Finding: Codable, Equatable, Sendable {
        public enum Kind: String, Codable, Sendable { case stationary, short, jump, large }
        /// The contact's id.
        public var contact: Int
        public var kind: Kind
        /// When it was seen: the start of the still stretch, the lift, or the sample after the jump.
        public var time: Double
        /// Seconds still or down (`stationary`, `short`), points jumped (`jump`), or the radius (`large`).
        public var value: Double
        /// Where: the still position, the lift, the sample after the jump, or the largest sample.
        public var x: Double
        public var y: Double

        /// One line for the panel: "#3 jump 250.0 pt to 400.0, 100.0 at 1.20 s".
        public var summary: String {
            let place = "\(ContactSummary.fixed(x, 1)), \(ContactSummary.fixed(y, 1))"
            switch kind {
            case .stationary: return "#\(contact) still \(ContactSummary.fixed(value, 1)) s at \(place)"
            case .short: return "#\(contact) short \(ContactSummary.fixed(value * 1000, 1)) ms at \(place)"
            case .jump: return "#\(contact) jump \(ContactSummary.fixed(value, 1)) pt to \(place) at \(ContactSummary.fixed(time, 2)) s"
            case .large: return "#\(contact) large: radius \(ContactSummary.fixed(value, 1)) pt at \(place)"
            }
        }
    }

    /// Seconds without movement after which a contact is `stationary`.
    public var stillLimit = 2.0
    /// Seconds down under which a lifted contact is `short`.
    public var shortLimit = 0.010
    /// Points between consecutive samples over which a step is a `jump`.
    public var jumpLimit = 100.0
    /// Contact radius in points over which a contact is `large` (a palm).
    public var largeRadius = 30.0

    public init() {}

    /// The findings of every contact of `log` at `time` (seconds since the inspector started).
    public func findings(in log: ContactLog, at time: Double) -> [Finding] {
        log.contacts.flatMap { findings(of: $0, at: time) }
    }

    /// The findings of one contact at `time`.
    public func findings(of contact: ContactRecord, at time: Double) -> [Finding] {
        var found: [Finding] = []
        if let still = longestStillStretch(of: contact, at: time), still.seconds > stillLimit {
            found.append(Finding(contact: contact.id, kind: .stationary, time: still.start, value: still.seconds, x: still.x, y: still.y))
        }
        if let ended = contact.endedAt, ended - contact.beganAt < shortLimit {
            found.append(Finding(contact: contact.id, kind: .short, time: ended, value: ended - contact.beganAt,
                                 x: contact.last.x, y: contact.last.y))
        }
        if let largest = contact.samples.filter({ ($0.majorRadius ?? 0) > largeRadius }).max(by: { $0.majorRadius! < $1.majorRadius! }) {
            found.append(Finding(contact: contact.id, kind: .large, time: largest.time, value: largest.majorRadius!, x: largest.x, y: largest.y))
        }
        for (previous, sample) in zip(contact.samples, contact.samples.dropFirst()) {
            let step = ((sample.x - previous.x) * (sample.x - previous.x) + (sample.y - previous.y) * (sample.y - previous.y)).squareRoot()
            if step > jumpLimit {
                found.append(Finding(contact: contact.id, kind: .jump, time: sample.time, value: step, x: sample.x, y: sample.y))
            }
        }
        return found
    }

    /// The longest time the contact spent at one position: from a sample that
    /// moved it (or its landing) to the next that moved it, its lift, or `time` while it is down.
    private func longestStillStretch(of contact: ContactRecord, at time: Double) -> (start: Double, seconds: Double, x: Double, y: Double)? {
        var best: (start: Double, seconds: Double, x: Double, y: Double)?
        var anchor = contact.first
        func close(at end: Double) {
            let seconds = end - anchor.time
            if seconds > (best?.seconds ?? -1) { best = (anchor.time, seconds, anchor.x, anchor.y) }
        }
        for sample in contact.samples.dropFirst() where sample.x != anchor.x || sample.y != anchor.y {
            close(at: sample.time)
            anchor = sample
        }
        close(at: contact.endedAt ?? time)
        return best
    }
}
