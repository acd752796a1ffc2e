/// The palm/large-contact view's decision: how big each contact was, and
/// which were palms rather than fingertips.
///
/// Each contact is classed by the largest contact radius any of its samples
/// had (`UITouch.majorRadius`, points), so a palm stays a palm while it
/// rolls off the panel and shrinks (as libinput keeps a touchscreen palm
/// a palm until it lifts):
///
///     no size --a sample with a radius--> finger --radius > thumbRadius--> thumb --radius > palmRadius--> palm
///
/// - `finger`: every radius at most `thumbRadius` (15 pt: a fingertip).
/// - `thumb`: over that, at most `palmRadius` (30 pt, the ghost-touch
///   watch's `largeRadius`): a thumb or a finger laid flat.
/// - `palm`: over `palmRadius`; `palmSince` is the first sample over it.
/// - `noSize`: no sample has a radius; the device reports no contact size
///   (the headless server's touchscreen, or a panel without `Abs MT Touch Major`).
public struct PalmDetector: Codable, Equatable, Sendable {
    /// A contact's class.
    public enum Verdict: String, Codable, Sendable {
        case finger, thumb, palm
        case noSize = "no size"
    }

    /// One contact's size and class.
    public struct Entry: Codable, Equatable, Sendable {
        /// The contact's id.
        public var contact: Int
        public var verdict: Verdict
        /// The largest radius of its samples, points; nil without a size.
        public var largestRadius: Double?
        /// When it first had a radius over `palmRadius` (seconds since the inspector started); nil if never.
        public var palmSince: Double?
        /// Where its largest radius was seen (its landing without a size).
        public var x: Double
        public var y: Double

        /// One line for the panel: "#3 palm: radius 42.0 pt from 1.20 s".
        public var summary: String {
            switch verdict {
            case .noSize: return "#\(contact) no size reported"
            case .palm:
                return "#\(contact) palm: radius \(ContactSummary.fixed(largestRadius ?? 0, 1)) pt from \(ContactSummary.fixed(palmSince ?? 0, 2)) s"
            case .finger, .thumb: return "#\(contact) \(verdict.rawValue): radius \(ContactSummary.fixed(largestRadius ?? 0, 1)) pt"
            }
        }
    }

    /// What the report holds as `palms` (with `--palms`).
    public struct Report: Codable, Equatable, Sendable {
        /// The limits applied.
        public var limits: PalmDetector
        /// Whether the touchscreen has a contact-size axis (`Abs MT Touch Major`); without one, every verdict is `no size`.
        public var touchscreenReportsSize: Bool
        /// How many contacts had each verdict.
        public var palms: Int
        public var thumbs: Int
        public var fingers: Int
        public var noSize: Int
        /// Every contact, in landing order.
        public var contacts: [Entry]
    }

    /// Radius in points over which a contact is a `thumb`.
    public var thumbRadius = 15.0
    /// Radius in points over which a contact is a `palm`.
    public var palmRadius = 30.0

    public init() {}

    /// The size and class of `contact`.
    public func entry(for contact: ContactRecord) -> Entry {
        let sized = contact.samples.filter { $0.majorRadius != nil }
        guard let largest = sized.max(by: { $0.majorRadius! < $1.majorRadius! }), let radius = largest.majorRadius else {
            return Entry(contact: contact.id, verdict: .noSize, largestRadius: nil, palmSince: nil, x: contact.first.x, y: contact.first.y)
        }
        let verdict: Verdict = radius > palmRadius ? .palm : radius > thumbRadius ? .thumb : .finger
        let since = sized.first { $0.majorRadius! > palmRadius }?.time
        return Entry(contact: contact.id, verdict: verdict, largestRadius: radius, palmSince: since, x: largest.x, y: largest.y)
    }

    /// The class of `contact` at its latest sample, for drawing it while it is down.
    public func verdict(for contact: ContactRecord) -> Verdict { entry(for: contact).verdict }

    /// The report of every contact of `log`; `touchscreenReportsSize` from the device table (`reportsContactSize(_:)`).
    public func report(of log: ContactLog, touchscreenReportsSize: Bool) -> Report {
        let entries = log.contacts.map(entry(for:))
        func count(_ verdict: Verdict) -> Int { entries.filter { $0.verdict == verdict }.count }
        return Report(limits: self, touchscreenReportsSize: touchscreenReportsSize, palms: count(.palm), thumbs: count(.thumb),
                      fingers: count(.finger), noSize: count(.noSize), contacts: entries)
    }

    /// Whether an enabled direct touch device of `devices` has a contact-size axis (`Abs MT Touch Major`).
    public static func reportsContactSize(_ devices: [InspectedDevice]) -> Bool {
        devices.contains { device in
            device.kind == .directTouch && device.isEnabled && device.axes.contains { $0.label == "Abs MT Touch Major" && $0.max > $0.min }
        }
    }
}
