import Foundation

/// What `xuitouch inspect --report DIR` writes to `DIR/report.json`: the
/// devices, every contact the application received and the totals.
///
/// The JSON is this struct encoded with sorted keys (the README's "For
/// touchscreen testers" section documents every field). `schemaVersion`
/// changes when a field changes meaning or goes away; fields may be added
/// without a change. Positions are in points in the inspector's space (the
/// whole screen, so points are screen pixels at scale 1); times are seconds
/// since the inspector started.
public struct InspectorReport: Codable, Equatable, Sendable {
    /// The version this code writes.
    public static let currentSchemaVersion = 1

    public struct Point: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
    }

    /// The screen the inspector ran on.
    public struct Screen: Codable, Equatable, Sendable {
        /// Size in points.
        public var width: Double
        public var height: Double
        /// Pixels per point.
        public var scale: Double

        public init(width: Double, height: Double, scale: Double) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    /// One contact, from its landing to its lift.
    public struct Contact: Codable, Equatable, Sendable {
        /// Its number in landing order, from 1 (the label on screen says `#id`).
        public var id: Int
        /// When it landed and lifted (nil: still down when the report was written).
        public var began: Double
        public var ended: Double?
        /// One phase per sample: "began", then "moved"..., then "ended" or "cancelled".
        public var phases: [String]
        public var first: Point
        public var last: Point
        /// The length of the polyline through its samples, in points.
        public var pathLength: Double
        /// The largest distance between two consecutive samples, in points.
        public var largestJump: Double
        /// The farthest a sample lies from the straight line first-to-last, in points (linearity).
        public var lineDeviation: Double
        /// `first` and `last` in the touchscreen's units (see `deviceUnitsDevice`); nil without one.
        public var firstDeviceUnits: Point?
        public var lastDeviceUnits: Point?
        /// `UITouch.tapCount` at its last sample.
        public var tapCount: Int
        /// The highest `UITouch.force` seen; nil when the device reports no pressure.
        public var maxForce: Double?
        public var samples: [ContactRecord.Sample]
    }

    /// Counts over the whole run.
    public struct Totals: Codable, Equatable, Sendable {
        public var contacts: Int
        public var samples: Int
        public var ended: Int
        public var cancelled: Int
        /// Contacts still down when the report was written.
        public var stillDown: Int
    }

    public var schemaVersion: Int
    /// When the inspector started, ISO 8601 in UTC.
    public var startedAt: String
    /// Seconds from the start to the report.
    public var duration: Double
    public var screen: Screen
    public var devices: [InspectedDevice]
    /// The monitor outputs (XRandR) showing the screen.
    public var outputs: [InspectedOutput]
    public var contacts: [Contact]
    /// The most contacts down at the same time.
    public var maxSimultaneousContacts: Int
    public var totals: Totals
    /// The touchscreen whose units `firstDeviceUnits`/`lastDeviceUnits` are in (`DeviceUnits`:
    /// the first enabled direct touch device, identity transformation assumed); nil: none.
    public var deviceUnitsDevice: Int?
    /// The calibration's outcome, when `--calibrate` ran and got all its taps.
    public var calibration: CalibrationResult?
    /// The edge and corner grid's outcome, when `--edge-grid` ran and got all its taps.
    public var edgeGrid: EdgeGrid.Report?
    /// The line test's strokes against their guides, when `--lines` ran and got all its strokes.
    public var lineTest: [LineTest.Result]?
    /// The maximum-contacts test's outcome, when `--max-contacts` ran and every finger lifted.
    public var maxContactsTest: MaxContactsTest.Result?
    /// The palm/large-contact view's sizes and classes of every contact, with `--palms`.
    public var palms: PalmDetector.Report?
    /// The ghost-touch watch's limits (`stillLimit`, `shortLimit` in seconds, `jumpLimit` in points).
    public var ghostTouchLimits: GhostTouchWatch
    /// What the ghost-touch watch found, at the end of the run.
    public var ghostTouches: [GhostTouchWatch.Finding]

    /// The report of `log` and `devices` after `duration` seconds of a run started at `startedAt`.
    public init(log: ContactLog, devices: [InspectedDevice], startedAt: Date, duration: Double, screen: Screen,
                ghostTouchWatch: GhostTouchWatch = GhostTouchWatch(), outputs: [InspectedOutput] = [],
                calibration: CalibrationResult? = nil, edgeGrid: EdgeGrid.Report? = nil, lineTest: [LineTest.Result]? = nil,
                maxContactsTest: MaxContactsTest.Result? = nil, palms: PalmDetector.Report? = nil) {
        self.maxContactsTest = maxContactsTest
        self.palms = palms
        self.lineTest = lineTest
        self.calibration = calibration
        self.edgeGrid = edgeGrid
        schemaVersion = Self.currentSchemaVersion
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        self.startedAt = formatter.string(from: startedAt)
        self.duration = duration
        self.screen = screen
        self.devices = devices
        self.outputs = outputs
        let units = DeviceUnits(devices: devices, width: screen.width, height: screen.height, scale: screen.scale)
        deviceUnitsDevice = units?.device
        func inUnits(_ sample: ContactRecord.Sample) -> Point? {
            units.map { let p = $0.convert(x: sample.x, y: sample.y); return Point(x: p.x, y: p.y) }
        }
        contacts = log.contacts.map { record in
            Contact(
                id: record.id, began: record.beganAt, ended: record.endedAt, phases: record.phases,
                first: Point(x: record.first.x, y: record.first.y), last: Point(x: record.last.x, y: record.last.y),
                pathLength: record.pathLength, largestJump: record.largestJump,
                lineDeviation: record.lineDeviation,
                firstDeviceUnits: inUnits(record.first), lastDeviceUnits: inUnits(record.last), tapCount: record.tapCount,
                maxForce: record.samples.compactMap(\.force).max(), samples: record.samples)
        }
        maxSimultaneousContacts = log.maxSimultaneous
        totals = Totals(
            contacts: log.contacts.count, samples: log.sampleCount,
            ended: log.contacts.filter { $0.last.phase == "ended" }.count,
            cancelled: log.contacts.filter { $0.last.phase == "cancelled" }.count,
            stillDown: log.liveCount)
        ghostTouchLimits = ghostTouchWatch
        ghostTouches = ghostTouchWatch.findings(in: log, at: duration)
    }

    /// The report as pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
