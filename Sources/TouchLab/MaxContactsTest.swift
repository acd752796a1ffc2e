/// The guided maximum-contacts test: the tester puts down as many fingers
/// as the panel takes, holds them, then lifts them all; the most contacts
/// down at once is compared with the touch count the touchscreen
/// advertises (XI `num_touches`, the device table's `maxTouches`).
///
///     waiting --a finger lands--> counting (the most down at once kept) --the last finger lifts--> done
///
/// The owner counts only contacts that landed after the test started (a
/// finger already down then is not part of the answer) and calls
/// `update(down:cancelled:)` after every change; once done, later updates
/// are ignored. A touch cancelled meanwhile is counted and said: XUIKit
/// cancels a device's oldest touch when one begins past its advertised count
/// (taking it for a lost end), so a panel sending more fingers than it
/// advertises shows as cancellations, never as more than advertised down.
public struct MaxContactsTest: Equatable, Sendable {
    /// Where the test is.
    public enum State: Equatable, Sendable { case waiting, counting, done }

    /// The outcome, in the report as `maxContactsTest`.
    public struct Result: Codable, Equatable, Sendable {
        /// The touchscreen whose advertised count is compared; nil: none advertises one.
        public var device: Int?
        /// The touches it advertises (`maxTouches`); nil when none does.
        public var advertised: Int?
        /// The most contacts the application had down at once during the test.
        public var reached: Int
        /// Whether `reached` equals `advertised` with no touch cancelled; nil when nothing is advertised.
        public var matchesAdvertised: Bool?
        /// Touches that landed during the test and were cancelled.
        public var cancelled: Int
        /// One line for the tester: "10 contacts at once: as many as the touchscreen advertises (10)".
        public var summary: String
    }

    /// The touchscreen compared with, and its advertised touches (nil: unknown).
    public let device: Int?
    public let advertised: Int?
    public private(set) var state = State.waiting
    /// Contacts down now (those counted), and the most at once so far.
    public private(set) var down = 0
    public private(set) var reached = 0
    /// Counted contacts that ended cancelled so far.
    public private(set) var cancelled = 0

    /// A test against `advertised` touches of `device`.
    public init(device: Int?, advertised: Int?) {
        self.device = device
        self.advertised = advertised
    }

    /// A test against the touchscreen of `devices` that advertises the most
    /// touches: of the enabled direct touch devices with a touch count above 0
    /// (0 is "not said"), the one with the most, the first of equals.
    public init(devices: [InspectedDevice]) {
        let touchscreen = Self.advertisingTouchscreen(in: devices)
        self.init(device: touchscreen?.id, advertised: touchscreen?.maxTouches)
    }

    /// The enabled direct touch device advertising the most touches, as `init(devices:)` picks it.
    public static func advertisingTouchscreen(in devices: [InspectedDevice]) -> InspectedDevice? {
        devices.filter { $0.kind == .directTouch && $0.isEnabled && ($0.maxTouches ?? 0) > 0 }
            .reduce(nil) { best, device in (device.maxTouches ?? 0) > (best?.maxTouches ?? 0) ? device : best }
    }

    /// Whether every finger has lifted after at least one landed.
    public var isDone: Bool { state == .done }

    /// Takes the number of counted contacts down now (the first above 0
    /// starts counting, 0 after that ends the test) and of those cancelled so far.
    public mutating func update(down count: Int, cancelled: Int = 0) {
        guard state != .done else { return }
        precondition(count >= 0 && cancelled >= 0, "a contact count is never negative")
        down = count
        self.cancelled = cancelled
        reached = max(reached, count)
        switch state {
        case .waiting where count > 0: state = .counting
        case .counting where count == 0: state = .done
        default: break
        }
    }

    /// The outcome once done; nil before.
    public var result: Result? {
        guard isDone else { return nil }
        return Result(device: device, advertised: advertised, reached: reached,
                      matchesAdvertised: advertised.map { $0 == reached && cancelled == 0 }, cancelled: cancelled,
                      summary: Self.summary(reached: reached, advertised: advertised, cancelled: cancelled))
    }

    /// What the overlay says: the instructions with the count so far, or the outcome.
    public var message: String {
        let says = advertised.map { "the touchscreen advertises \($0)" } ?? "the touchscreen advertises no touch count"
        switch state {
        case .waiting:
            return "Maximum contacts: put down as many fingers as the panel takes, hold them, then lift them all (\(says))"
        case .counting:
            return "Maximum contacts: \(down) down now · most \(reached) (\(says)); lift them all to finish"
        case .done:
            return "Maximum contacts: " + Self.summary(reached: reached, advertised: advertised, cancelled: cancelled)
        }
    }

    static func summary(reached: Int, advertised: Int?, cancelled: Int) -> String {
        let head = "\(reached) contact\(reached == 1 ? "" : "s") at once"
        let tail = cancelled == 0 ? "" : "; \(cancelled) cancelled (more touches than advertised, or a lost end)"
        guard let advertised else { return head + " (the touchscreen advertises no touch count)" + tail }
        if reached == advertised { return head + ": as many as the touchscreen advertises (\(advertised))" + tail }
        return head + ": \(reached < advertised ? "fewer" : "more") than the touchscreen advertises (\(advertised))" + tail
    }
}
