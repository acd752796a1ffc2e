import XUIKit

/// The inspector as an app: a full-screen window with an
/// `InspectorViewController`, ended by `duration`, by `finish(reason:)` (the
/// tool calls it on Ctrl+C or SIGTERM) or by the window's close button, each
/// way writing the report when `reportDirectory` is set.
///
///     launch -> ready (first frame drawn: `onReady`)
///            -> [calibration -> edge grid -> lines -> maximum contacts, those configured; see +Runs]
///            -> finish (report written, `onFinish` with its outcome)
///
/// Finish can come at any point and happens once; later calls do nothing.
///
/// It is an ordinary `UIApplicationDelegate`: the tool creates it with its
/// configuration and runs it as `UIApplicationMain` would.
public final class InspectorAppDelegate: UIResponder, UIApplicationDelegate {
    /// What the tool tells the inspector.
    public struct Configuration {
        /// The devices for the side panel and the report.
        public var devices: [InspectedDevice]
        /// The monitor outputs, for the report.
        public var outputs: [InspectedOutput]
        /// Seconds after launch at which the inspector finishes by itself; nil: never.
        public var duration: TimeInterval?
        /// Where `report.json` and `trails.png` go; nil: no report.
        public var reportDirectory: URL?
        /// A calibration to run from launch (its crosshairs); nil: none.
        public var calibration: Calibration?
        /// Whether to run the edge and corner grid (after the calibration, if both).
        public var runsEdgeGrid = false
        /// Whether to run the line-drawing test (after the calibration and edge grid, if asked for).
        public var runsLineTest = false
        /// Whether to run the maximum-contacts test (after the others, if several).
        public var runsMaxContactsTest = false
        /// Whether the palm/large-contact view is on for the whole run (its entry then in the report).
        public var showsPalms = false
        /// Where the devices' own values come from (raw touch events); nil:
        /// the samples have none and labels show positions worked back from points.
        public var rawContacts: RawContactSource?

        public init(devices: [InspectedDevice], outputs: [InspectedOutput] = [], duration: TimeInterval? = nil, reportDirectory: URL? = nil,
                    calibration: Calibration? = nil) {
            self.calibration = calibration
            self.devices = devices
            self.outputs = outputs
            self.duration = duration
            self.reportDirectory = reportDirectory
        }
    }

    /// How a run ended.
    public struct Outcome {
        /// Why it finished: "duration", "window closed", or the reason given to `finish(reason:)`.
        public var reason: String
        public var report: InspectorReport
        /// The files written, or the error writing them; nil when no report was asked for.
        public var written: Result<(json: URL, trails: URL), Error>?
    }

    public var window: UIWindow?
    /// The configuration, its devices as last updated (`updateDevices(_:)`).
    public private(set) var configuration: Configuration
    /// The screen's controller, once launched.
    public private(set) var inspector: InspectorViewController?
    /// Called once the inspector is on screen (its first frame drawn), with the screen's size in points.
    public var onReady: (((width: Int, height: Int)) -> Void)?
    /// Called once when the run finishes, after the report is written. The
    /// tool ends the process here (UIKit apps have no other way to quit).
    public var onFinish: ((Outcome) -> Void)?
    /// Called when the calibration has all its taps: the tool applies the matrix and says how it went.
    public var onCalibrated: ((Calibration) -> CalibrationResult)?
    /// Called when the edge grid has all its taps, with its outcome (the tool prints it).
    public var onEdgeGridDone: ((EdgeGrid.Report) -> Void)?
    /// The calibration's outcome, once it has one (also in the report).
    public internal(set) var calibrationResult: CalibrationResult?
    /// The edge grid's outcome, once every target has its tap (also in the report).
    public internal(set) var edgeGridReport: EdgeGrid.Report?
    /// The line test's outcome, once every guide has its stroke (also in the report).
    public internal(set) var lineTestResults: [LineTest.Result]?
    /// Called when the line test has all its strokes, with its outcome (the tool prints it).
    public var onLineTestDone: (([LineTest.Result]) -> Void)?
    /// The maximum-contacts test's outcome, once every finger has lifted (also in the report).
    public internal(set) var maxContactsResult: MaxContactsTest.Result?
    /// Called when the maximum-contacts test is done, with its outcome (the tool prints it).
    public var onMaxContactsDone: ((MaxContactsTest.Result) -> Void)?
    private var startDate = Date()
    private var startTime: TimeInterval = 0
    private var isFinished = false

    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init()
    }

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        startDate = Date()
        startTime = application.inputClock.now
        let controller = InspectorViewController(devices: configuration.devices, start: startTime, rawContacts: configuration.rawContacts)
        controller.onFirstDraw = { [weak self] in
            let size = UIScreen.main.bounds.size
            self?.onReady?((Int(size.width), Int(size.height)))
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        if configuration.showsPalms { controller.showPalms() }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        inspector = controller
        startRuns(on: controller)
        if let duration = configuration.duration {
            // A main run loop timer fires on the main thread.
            _ = Timer.scheduledTimer(withTimeInterval: duration, repeats: false) { [weak self] _ in
                MainActor.assumeIsolated { self?.finish(reason: "duration") }
            }
        }
        return true
    }

    public func applicationWillTerminate(_ application: UIApplication) {
        finish(reason: "window closed")
    }

    /// Replaces the device table (a device came, went or changed): the panel shows it, the report will have it.
    public func updateDevices(_ devices: [InspectedDevice]) {
        configuration.devices = devices
        inspector?.showDevices(devices)
    }

    /// The report of everything received so far.
    public func makeReport() -> InspectorReport {
        let bounds = UIScreen.main.bounds
        return InspectorReport(
            log: inspector?.canvas.log ?? ContactLog(), devices: configuration.devices, startedAt: startDate,
            duration: UIApplication.shared.inputClock.now - startTime,
            screen: .init(width: Double(bounds.width), height: Double(bounds.height), scale: Double(UIScreen.main.scale)),
            ghostTouchWatch: inspector?.ghostTouchWatch ?? GhostTouchWatch(), outputs: configuration.outputs,
            calibration: calibrationResult, edgeGrid: edgeGridReport, lineTest: lineTestResults, maxContactsTest: maxContactsResult,
            palms: inspector?.palmDetector.map { detector in
                detector.report(of: inspector?.canvas.log ?? ContactLog(),
                                touchscreenReportsSize: PalmDetector.reportsContactSize(configuration.devices))
            })
    }

    /// Ends the run: writes the report (if asked for) and calls `onFinish`; only the first call does anything.
    public func finish(reason: String) {
        guard !isFinished else { return }
        isFinished = true
        let report = makeReport()
        var written: Result<(json: URL, trails: URL), Error>?
        if let directory = configuration.reportDirectory {
            let log = inspector?.canvas.log ?? ContactLog()
            written = Result { try report.write(to: directory, log: log, size: UIScreen.main.bounds.size, scale: UIScreen.main.scale) }
        }
        onFinish?(Outcome(reason: reason, report: report, written: written))
    }
}
