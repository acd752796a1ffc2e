import XUIKit

/// The inspector's screen: the touch canvas filling the window, a status
/// line at the top (contacts now, the most seen at once, totals) and the
/// device panel on the right.
///
/// While a finger is down a `CADisplayLink` (20 times a second) refreshes
/// the finger labels (their age and events per second change without
/// input) and the ghost-touch watch; with no finger down it is paused, so an
/// idle inspector uses no CPU.
public final class InspectorViewController: UIViewController {
    /// The surface that receives and draws the touches.
    public let canvas: TouchCanvasView
    /// The device table (and the ghost-touch watch under it).
    public let panel: DevicePanelView
    private let statusLabel = UILabel()
    private var displayLink: CADisplayLink?
    /// Called once, when the canvas has been drawn for the first time (the window is on screen).
    public var onFirstDraw: (() -> Void)?
    private var hasDrawn = false
    /// Watches for ghost touches; its findings are listed in the panel.
    public var ghostTouchWatch: GhostTouchWatch { ghostTouchLedger.watch }
    /// The watch run as contacts come in (lifted contacts' findings kept).
    private var ghostTouchLedger = GhostTouchLedger()
    /// The calibration under way or done, if one was started (`startCalibration`).
    public internal(set) var calibration: Calibration?
    /// The edge grid under way or done, if one was started (`startEdgeGrid`).
    public internal(set) var edgeGrid: EdgeGrid?
    /// Called once the edge grid has every tap; returns what the overlay then says.
    public var onEdgeGridDone: ((EdgeGrid) -> String)?
    /// The line test under way or done, if one was started (`startLineTest`).
    public internal(set) var lineTest: LineTest?
    /// Called once the line test has every stroke; returns what the overlay then says.
    public var onLineTestDone: ((LineTest) -> String)?
    /// The maximum-contacts test under way or done, if one was started (`startMaxContactsTest`).
    public internal(set) var maxContactsTest: MaxContactsTest?
    /// Called once the maximum-contacts test is done; returns what the overlay then says.
    public var onMaxContactsDone: ((MaxContactsTest) -> String)?
    /// The palm/large-contact view's limits when it is on (`showPalms`); nil: off.
    public internal(set) var palmDetector: PalmDetector?
    /// The palm view's entries of lifted contacts, by contact index (they no longer change).
    var liftedPalmEntries: [Int: PalmDetector.Entry] = [:]
    /// The panel's ghost-touch section, kept to go with the palm section.
    var ghostTouchSection: (title: String, text: String)?
    /// The first contact not yet taken by the crosshair run, and the run's name.
    var targetStart = 0
    var targetTitle = ""
    let calibrationOverlay = CalibrationOverlayView(frame: .zero)
    /// Called once the calibration has every tap; returns what the overlay then says.
    public var onCalibrated: ((Calibration) -> String)?
    /// The findings shown in the panel now.
    public private(set) var ghostTouches: [GhostTouchWatch.Finding] = []
    /// What the listed findings are about (nil: nothing listed yet).
    private var shownFindings: [String]?

    /// An inspector showing `devices`, counting time from `start` on the
    /// application clock, with the devices' own values from `rawContacts` when given.
    public init(devices: [InspectedDevice], start: TimeInterval = UIApplication.shared.inputClock.now,
                rawContacts: RawContactSource? = nil) {
        canvas = TouchCanvasView(frame: .zero, start: start)
        panel = DevicePanelView(devices: devices)
        super.init(nibName: nil, bundle: nil)
        canvas.devices = devices
        canvas.rawContacts = rawContacts
    }

    public required init?(coder: NSCoder) { nil }

    public override func loadView() {
        view = canvas
        statusLabel.font = .monospacedDigitSystemFont(ofSize: 14, weight: .medium)
        statusLabel.textColor = UIColor(white: 1, alpha: 0.9)
        canvas.addSubview(statusLabel)
        canvas.addSubview(panel)
        canvas.onChange = { [weak self] in self?.contactsChanged() }
        canvas.onDraw = { [weak self] in self?.canvasDrawn() }
        // The canvas reports its own layout (it also lays out when the inspector runs outside a controller's life cycle).
        canvas.onLayout = { [weak self] in self?.layOutOverlays() }
        refreshStatus()
        refreshGhostTouches(at: 0)
    }

    /// The panel on the right, full height; the status line along the top left of it.
    private func layOutOverlays() {
        let bounds = canvas.bounds
        let panelWidth = min(DevicePanelView.width, bounds.width / 2)
        panel.frame = CGRect(x: bounds.width - panelWidth, y: 0, width: panelWidth, height: bounds.height)
        statusLabel.frame = CGRect(x: 14, y: 10, width: max(0, bounds.width - panelWidth - 28), height: 20)
        let left = CGRect(x: 0, y: 0, width: max(0, bounds.width - panelWidth), height: bounds.height)
        calibrationOverlay.messageArea = left
        canvas.labelArea = left
        if calibrationOverlay.superview != nil { calibrationOverlay.frame = bounds }
    }

    /// Shows `devices` in the panel (and their touch count in the status line).
    public func showDevices(_ devices: [InspectedDevice]) {
        panel.devices = devices
        canvas.devices = devices
        refreshStatus()
        refreshPalms()
    }

    /// The status line as shown.
    public var statusText: String { statusLabel.text ?? "" }

    private func refreshStatus() {
        // The maximum-contacts check: the most seen against the most any enabled touchscreen says it tracks.
        let deviceMax = MaxContactsTest.advertisingTouchscreen(in: panel.devices)?.maxTouches
        statusLabel.text = "xuitouch inspect · " + ContactSummary.status(of: canvas.log, deviceMaxTouches: deviceMax)
    }

    /// At most this many findings are listed (the latest); the report has them all.
    static let listedFindings = 12

    /// Lists the ghost-touch watch's findings at `time` in the panel (only when they changed).
    private func refreshGhostTouches(at time: Double) {
        let log = canvas.log
        let found = ghostTouchLedger.findings(in: log, at: time)
        // A still finger's finding grows every frame: compare what the findings are about, not their length.
        let key = found.map { "\($0.contact) \($0.kind) \($0.time)" }
        guard key != shownFindings || ghostTouchLedger.hasGrowingFinding(found, in: log) else { return }
        shownFindings = key
        ghostTouches = found
        var lines = found.suffix(Self.listedFindings).map(\.summary)
        if found.count > Self.listedFindings { lines.insert("… \(found.count - Self.listedFindings) earlier", at: 0) }
        let watch = ghostTouchWatch
        let title = "Ghost-touch watch\nstill > \(ContactSummary.fixed(watch.stillLimit, 0)) s · "
            + "down < \(ContactSummary.fixed(watch.shortLimit * 1000, 0)) ms · jump > \(ContactSummary.fixed(watch.jumpLimit, 0)) pt\n"
            + "palm: radius > \(ContactSummary.fixed(watch.largeRadius, 0)) pt"
        ghostTouchSection = (title, lines.isEmpty ? "nothing suspicious" : lines.joined(separator: "\n"))
        refreshPanelSections()
    }

    private func contactsChanged() {
        refreshStatus()
        targetContactsChanged()
        // A run's instructions stay above the finger labels the canvas adds as fingers land.
        if calibrationOverlay.superview != nil, canvas.subviews.last !== calibrationOverlay { canvas.bringSubviewToFront(calibrationOverlay) }
        refreshPalms()
        refreshGhostTouches(at: (canvas.log.contacts.map(\.last.time).max() ?? 0))
        if canvas.log.liveCount > 0, displayLink == nil {
            let link = CADisplayLink { [weak self] link in self?.tick(link) }
            // Ages show tenths of a second and rates whole events: 20 refreshes a second are plenty.
            link.preferredFramesPerSecond = 20
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
        displayLink?.isPaused = canvas.log.liveCount == 0
    }

    private func tick(_ link: CADisplayLink) {
        canvas.refreshLabels(at: link.timestamp - canvas.start)
        refreshGhostTouches(at: link.timestamp - canvas.start)
        if canvas.log.liveCount == 0 { link.isPaused = true }
    }

    private func canvasDrawn() {
        guard !hasDrawn else { return }
        hasDrawn = true
        onFirstDraw?()
    }
}
