/// The ghost-touch watch run as contacts come in, costing as much per call
/// as the contacts still down: a lifted contact's findings never change, so
/// they are worked out once and kept.
public struct GhostTouchLedger: Sendable {
    /// The limits applied.
    public let watch: GhostTouchWatch
    /// The findings of lifted contacts, by contact index.
    private var lifted: [Int: [GhostTouchWatch.Finding]] = [:]

    public init(watch: GhostTouchWatch = GhostTouchWatch()) {
        self.watch = watch
    }

    /// The same findings as `watch.findings(in: log, at: time)`, in the same order.
    public mutating func findings(in log: ContactLog, at time: Double) -> [GhostTouchWatch.Finding] {
        log.contacts.indices.flatMap { index -> [GhostTouchWatch.Finding] in
            if let known = lifted[index] { return known }
            let found = watch.findings(of: log.contacts[index], at: time)
            if log.contacts[index].hasEnded { lifted[index] = found }
            return found
        }
    }

    /// Whether a contact still down is `stationary` now: its finding grows with time.
    public func hasGrowingFinding(_ findings: [GhostTouchWatch.Finding], in log: ContactLog) -> Bool {
        let live = Set(log.liveIndexes.map { log.contacts[$0].id })
        return findings.contains { $0.kind == .stationary && live.contains($0.contact) }
    }
}
