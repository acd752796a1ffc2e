import XUIKit

/// Target runs on the inspector: calibration, the edge grid, the line test,
/// the maximum-contacts test. One runs at a time; a new start replaces the one under way.
extension InspectorViewController {
    /// Starts calibrating: shows the first crosshair; each contact that lifts
    /// from now on is the tap for the current one. When every crosshair has
    /// its tap, `onCalibrated` gets the calibration and the overlay shows what it returns.
    public func startCalibration(_ calibration: Calibration) {
        (self.calibration, edgeGrid, lineTest, maxContactsTest) = (calibration, nil, nil, nil)
        startTargets(title: "Calibration")
    }

    /// Starts the edge and corner grid, as `startCalibration` does; `onEdgeGridDone` gets the grid at the end.
    public func startEdgeGrid(_ grid: EdgeGrid = EdgeGrid()) {
        (calibration, edgeGrid, lineTest, maxContactsTest) = (nil, grid, nil, nil)
        startTargets(title: "Edge grid")
    }

    /// Starts the line test, as `startCalibration` does: each lifted contact is the stroke
    /// for the guide shown; `onLineTestDone` gets the test at the end.
    public func startLineTest(_ test: LineTest = LineTest()) {
        (calibration, edgeGrid, lineTest, maxContactsTest) = (nil, nil, test, nil)
        startTargets(title: "Lines")
    }

    /// Starts the maximum-contacts test: no target, only instructions and the
    /// count so far; contacts landing from now on count. `onMaxContactsDone`
    /// gets the test once every finger has lifted.
    public func startMaxContactsTest(_ test: MaxContactsTest) {
        (calibration, edgeGrid, lineTest, maxContactsTest) = (nil, nil, nil, test)
        startTargets(title: "Maximum contacts")
    }

    private func startTargets(title: String) {
        targetTitle = title
        targetStart = canvas.log.contacts.count
        if calibrationOverlay.superview == nil {
            canvas.addSubview(calibrationOverlay)  // above the panel: a crosshair may be under it
        }
        calibrationOverlay.frame = canvas.bounds
        calibrationOverlay.placesMessageAtTop = maxContactsTest != nil  // no target: keep the middle free for the fingers
        if let calibration { showStep(of: calibration) }
        if let edgeGrid { showStep(of: edgeGrid) }
        if let lineTest { showStep(of: lineTest) }
        if let maxContactsTest {
            (calibrationOverlay.crosshair, calibrationOverlay.guide) = (nil, nil)
            calibrationOverlay.message = maxContactsTest.message
        }
    }

    /// Gives the run under way the taps of contacts that lifted since the last call.
    func targetContactsChanged() {
        if var run = calibration, !run.isDone {
            takeTaps(into: &run)
            calibration = run
            showStep(of: run)
            if run.isDone { calibrationOverlay.message = onCalibrated?(run) ?? "Calibrated." }
        } else if var run = edgeGrid, !run.isDone {
            takeTaps(into: &run)
            edgeGrid = run
            showStep(of: run)
            if run.isDone { calibrationOverlay.message = onEdgeGridDone?(run) ?? "Edge grid done." }
        } else if var run = lineTest, !run.isDone {
            takeTaps(into: &run)
            lineTest = run
            showStep(of: run)
            if run.isDone { calibrationOverlay.message = onLineTestDone?(run) ?? "Lines done." }
        } else if var run = maxContactsTest, !run.isDone {
            let log = canvas.log
            let counted = log.contacts[targetStart...]
            run.update(down: log.liveIndexes.filter { $0 >= targetStart }.count,
                       cancelled: counted.filter { $0.last.phase == "cancelled" }.count)
            maxContactsTest = run
            calibrationOverlay.message = run.isDone ? onMaxContactsDone?(run) ?? run.message : run.message
        }
    }

    private func takeTaps<Run: TargetSequence>(into run: inout Run) {
        let log = canvas.log
        let size = canvas.bounds.size
        while targetStart < log.contacts.count, log.contacts[targetStart].hasEnded, !run.isDone {
            run.record(contact: log.contacts[targetStart], width: Double(size.width), height: Double(size.height))
            targetStart += 1
        }
    }

    private func showStep<Run: TargetSequence>(of run: Run) {
        let size = canvas.bounds.size
        func point(_ p: Calibration.Point) -> CGPoint { CGPoint(x: p.x * Double(size.width), y: p.y * Double(size.height)) }
        let guide = run.currentGuide
        calibrationOverlay.guide = guide.map { (point($0.from), point($0.to)) }
        calibrationOverlay.crosshair = guide == nil ? run.currentTarget.map(point) : nil
        if !run.isDone {
            let what = guide == nil ? "tap the centre of the crosshair" : "draw along the line in one stroke"
            calibrationOverlay.message = "\(targetTitle): \(what) (\(run.tapCount + 1) of \(run.targetCount))"
        }
    }
}
