import XUIKit

/// The guided runs of the inspector, one after another: calibration, then
/// the edge grid, then the line test, then the maximum-contacts test, as
/// configured; each outcome kept for the report and handed to the tool.
extension InspectorAppDelegate {
    enum Run: Int, CaseIterable { case calibration, edgeGrid, lineTest, maxContacts }

    /// Wires the controller's runs and starts the first configured one.
    func startRuns(on controller: InspectorViewController) {
        controller.onCalibrated = { [weak self] calibration in self?.calibrated(calibration) ?? "" }
        controller.onEdgeGridDone = { [weak self] grid in self?.edgeGridDone(grid) ?? "" }
        controller.onLineTestDone = { [weak self] test in self?.lineTestDone(test) ?? "" }
        controller.onMaxContactsDone = { [weak self] test in self?.maxContactsDone(test) ?? "" }
        start(Run.allCases.first(where: isConfigured))
    }

    private func isConfigured(_ run: Run) -> Bool {
        switch run {
        case .calibration: configuration.calibration != nil
        case .edgeGrid: configuration.runsEdgeGrid
        case .lineTest: configuration.runsLineTest
        case .maxContacts: configuration.runsMaxContactsTest
        }
    }

    private func start(_ run: Run?) {
        switch run {
        case .calibration?: if let calibration = configuration.calibration { inspector?.startCalibration(calibration) }
        case .edgeGrid?: inspector?.startEdgeGrid()
        case .lineTest?: inspector?.startLineTest()
        // The devices as they are now: a touchscreen plugged in since launch is the one tested.
        case .maxContacts?: inspector?.startMaxContactsTest(MaxContactsTest(devices: configuration.devices))
        case nil: break
        }
    }

    /// Starts the next configured run after `run`, once this call's outcome is on screen.
    func startNextRun(after run: Run) {
        guard let next = Run.allCases.first(where: { $0.rawValue > run.rawValue && isConfigured($0) }) else { return }
        DispatchQueue.main.async { [weak self] in self?.start(next) }
    }

    func calibrated(_ calibration: Calibration) -> String {
        let result = onCalibrated?(calibration) ?? CalibrationResult(
            device: nil, targets: calibration.targets, touches: calibration.touches, previousMatrix: nil, matrix: calibration.corrected(nil),
            applied: false)
        calibrationResult = result
        guard let matrix = result.matrix else { return "Calibration failed: the taps were all on one line. Run it again." }
        var lines = ["Calibrated: matrix \(CalibrationResult.text(of: matrix))", result.applied ? "applied for this session" : "not applied"]
        if let command = result.xinputCommand { lines.append(command) }
        startNextRun(after: .calibration)
        return lines.joined(separator: "\n")
    }

    func edgeGridDone(_ grid: EdgeGrid) -> String {
        let bounds = UIScreen.main.bounds
        let units = DeviceUnits(devices: configuration.devices, width: Double(bounds.width), height: Double(bounds.height),
                                scale: Double(UIScreen.main.scale))
        let report = grid.report(width: Double(bounds.width), height: Double(bounds.height), units: units)
        edgeGridReport = report
        onEdgeGridDone?(report)
        let worst = report.targets.max { $0.miss < $1.miss }
        startNextRun(after: .edgeGrid)
        return "Edge grid: \(report.misses) of \(report.targets.count) targets missed by more than "
            + "\(ContactSummary.fixed(EdgeGrid.missLimit, 0)) pt; worst \(ContactSummary.fixed(worst?.miss ?? 0, 1)) pt"
    }

    func lineTestDone(_ test: LineTest) -> String {
        let bounds = UIScreen.main.bounds
        let results = test.results(width: Double(bounds.width), height: Double(bounds.height))
        lineTestResults = results
        onLineTestDone?(results)
        startNextRun(after: .lineTest)
        let worst = results.map(\.maxDeviation).max() ?? 0
        return "Lines: the strokes strayed at most \(ContactSummary.fixed(worst, 1)) pt from their guides"
    }

    func maxContactsDone(_ test: MaxContactsTest) -> String {
        guard let result = test.result else { return test.message }
        maxContactsResult = result
        onMaxContactsDone?(result)
        startNextRun(after: .maxContacts)
        return test.message
    }
}
