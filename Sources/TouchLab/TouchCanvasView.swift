import XUIKit

/// The inspector's touch surface: receives every touch (multiple touch on),
/// records it in `log`, draws the trails and fingers, and keeps a label
/// beside each finger down (id, phase, position in points and in the
/// touchscreen's units, force and radius, tap count, age, events per
/// second, and with `rawContacts` the device's own position, contact axes
/// and orientation; see `ContactSummary.label`), placed by `LabelPlacement`.
///
/// It takes touches as any app view does, through `touchesBegan`/`Moved`/
/// `Ended`/`Cancelled`, so what it shows is what an application receives.
/// Its subviews (the labels, and whatever the controller lays over it) must
/// not take touches, or touches on them would go elsewhere.
///
/// Lifted contacts' trails are drawn once into `finishedTrails`; a redraw
/// draws that image, the trails of the contacts still down, and their fingers.
public final class TouchCanvasView: UIView {
    /// Everything received so far.
    public private(set) var log = ContactLog()
    /// The inspector's start on the touches' clock (`UITouch.timestamp`): sample times count from it.
    public var start: TimeInterval
    /// Called after every responder call, once the log has the call's touches.
    public var onChange: (() -> Void)?
    /// Called from `layoutSubviews`, for the owner to place what it laid over the canvas.
    public var onLayout: (() -> Void)?
    /// Called after each drawing of the canvas (the controller learns the window is on screen).
    public var onDraw: (() -> Void)?
    /// The input devices: the first enabled touchscreen's units are shown in the finger labels.
    public var devices: [InspectedDevice] = []
    /// With the palm view on, its limits: each finger is drawn in its class's colour (`TrailDrawing.drawFinger`).
    public var palmDetector: PalmDetector?
    /// Where finger labels may go (the canvas left of the side panel); nil: the whole canvas.
    public var labelArea: CGRect?
    /// The lifted contacts' trails, drawn once.
    public let finishedTrails = FinishedTrailsCache()
    /// What the devices themselves report, when the tool gives a feed: each
    /// sample then carries the device's values (`ContactRecord.Sample.device`).
    public var rawContacts: RawContactSource?
    /// Pairs `rawContacts`' raw touches with the contacts.
    private var rawMatcher = RawContactMatcher()
    /// The label beside each finger down, by contact index.
    private var fingerLabels: [Int: UILabel] = [:]

    /// A canvas counting time from `start` (default: the application clock's now).
    public init(frame: CGRect, start: TimeInterval = UIApplication.shared.inputClock.now) {
        self.start = start
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        backgroundColor = UIColor(red: 0.09, green: 0.1, blue: 0.12, alpha: 1)
    }

    public required init?(coder: NSCoder) { nil }

    // MARK: Responding to touch events

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { receive(touches) }
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { receive(touches) }
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { receive(touches) }
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { receive(touches) }

    private func receive(_ touches: Set<UITouch>) {
        let indexes = log.record(touches, in: self, since: start)
        if let rawContacts {
            rawMatcher.receive(rawContacts.drainRawContacts())
            let scale = Double(window?.screen.scale ?? UIScreen.main.scale)
            for index in indexes {
                let axes = rawMatcher.axes(forContact: index, sample: log.contacts[index].last, scale: scale)
                log.setDeviceAxes(axes, ofLatestSampleOf: index)
            }
        }
        finishedTrails.update(with: log, size: bounds.size, scale: window?.screen.scale ?? UIScreen.main.scale)
        refreshLabels(at: (touches.first?.timestamp ?? start) - start)
        setNeedsDisplay()
        onChange?()
    }

    // MARK: Finger labels

    /// Brings every finger label up to date at `time` (seconds since `start`):
    /// a label per contact down, none for lifted ones.
    public func refreshLabels(at time: Double) {
        let live = Set(log.liveIndexes)
        for (index, label) in fingerLabels where !live.contains(index) {
            label.removeFromSuperview()
            fingerLabels[index] = nil
        }
        let fingers = live.sorted().map { index -> (Int, CGPoint) in
            (index, CGPoint(x: log.contacts[index].last.x, y: log.contacts[index].last.y))
        }
        let radius = TrailDrawing.fingerRadius
        let units = DeviceUnits(devices: devices, width: Double(bounds.width), height: Double(bounds.height),
                                scale: Double(window?.screen.scale ?? UIScreen.main.scale))
        var obstacles = fingers.map { CGRect(x: $0.1.x - radius, y: $0.1.y - radius, width: 2 * radius, height: 2 * radius) }
        for (index, point) in fingers {
            let contact = log.contacts[index]
            let label = fingerLabels[index] ?? makeFingerLabel(for: contact.id)
            fingerLabels[index] = label
            label.text = ContactSummary.label(for: contact, at: time, units: units)
            label.frame = LabelPlacement.frame(for: point, size: label.bounds.size, gap: radius + 6, avoiding: obstacles,
                                         in: (labelArea ?? bounds).insetBy(dx: 4, dy: 4))
            obstacles.append(label.frame)
        }
    }

    /// The texts of the finger labels now, in landing order (for tests and the report).
    public var fingerLabelTexts: [String] { fingerLabels.keys.sorted().compactMap { fingerLabels[$0]?.text } }

    private func makeFingerLabel(for id: Int) -> UILabel {
        // Six lines of up to 27 characters: the longest is the device's contact axes.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 186, height: 88))
        label.numberOfLines = 6
        label.font = .monospacedDigitSystemFont(ofSize: 11, weight: .regular)
        label.textColor = ContactPalette.color(for: id)
        label.backgroundColor = UIColor(white: 0, alpha: 0.55)
        addSubview(label)
        return label
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }

    // MARK: Drawing

    public override func draw(_ rect: CGRect) {
        finishedTrails.image?.draw(in: CGRect(origin: .zero, size: bounds.size))
        for index in log.contacts.indices where !finishedTrails.cached.contains(index) { TrailDrawing.drawTrail(log.contacts[index]) }
        for index in log.liveIndexes {
            let contact = log.contacts[index]
            TrailDrawing.drawFinger(contact, verdict: palmDetector?.verdict(for: contact))
        }
        onDraw?()
    }
}
