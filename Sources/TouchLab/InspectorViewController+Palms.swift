import XUIKit

/// The palm/large-contact view (`--palms`): every finger drawn at its
/// reported contact size and coloured by its class (`PalmDetector`), and a
/// panel section with the limits, whether the touchscreen reports contact
/// size at all, and the latest contacts' sizes and classes.
extension InspectorViewController {
    /// At most this many contacts are listed in the palm section (the latest); the report has them all.
    static let listedPalmEntries = 8

    /// Turns the palm view on with `detector`'s limits.
    public func showPalms(_ detector: PalmDetector = PalmDetector()) {
        palmDetector = detector
        canvas.palmDetector = detector
        liftedPalmEntries = [:]
        refreshPalms()
        canvas.setNeedsDisplay()
    }

    /// The palm view's entries for every contact so far (empty when the view is off).
    public var palmEntries: [PalmDetector.Entry] {
        guard let detector = palmDetector else { return [] }
        let log = canvas.log
        return log.contacts.indices.map { index in
            if let known = liftedPalmEntries[index] { return known }
            let entry = detector.entry(for: log.contacts[index])
            if log.contacts[index].hasEnded { liftedPalmEntries[index] = entry }
            return entry
        }
    }

    /// The palm section's text as shown (nil when the view is off).
    public var palmSectionText: String? { palmSection?.text }

    private var palmSection: (title: String, text: String)? {
        guard let detector = palmDetector else { return nil }
        let title = "Palm view\nfinger ≤ \(ContactSummary.fixed(detector.thumbRadius, 0)) pt · thumb ≤ "
            + "\(ContactSummary.fixed(detector.palmRadius, 0)) pt · palm > \(ContactSummary.fixed(detector.palmRadius, 0)) pt (radius)"
        var lines: [String] = []
        if !PalmDetector.reportsContactSize(panel.devices) {
            lines.append("the touchscreen reports no contact size:\npalms cannot be told from fingers")
        }
        let entries = palmEntries
        lines += entries.suffix(Self.listedPalmEntries).map(\.summary)
        if entries.isEmpty { lines.append("rest a palm, then a fingertip") }
        return (title, lines.joined(separator: "\n"))
    }

    /// Puts the ghost-touch section and, when on, the palm section in the panel.
    func refreshPanelSections() {
        panel.sections = [ghostTouchSection, palmSection].compactMap { $0 }
    }

    /// Brings the palm section up to date (nothing when the view is off).
    func refreshPalms() {
        guard palmDetector != nil else { return }
        refreshPanelSections()
    }
}
