import XUIKit

/// Crosshair runs on the inspector: calibration and the edge grid. One runs
/// at a time; a new start replaces the one under way.
extension InspectorViewController {
    /// Starts calibrating: shows the first crosshair; each contact that lifts
    /// from now on is the tap for the current one. When every crosshair has
    /// its tap, `onCalibrated` gets the calibration and the overlay shows what it returns.
    public func startCalibration(_ calibration: Calibration) {
        (self.calibration, edgeGrid) = (calibration, nil)
        startTargets(title: "Calibration")
    }

    /// Starts the edge and corner grid, as `startCalibration` does; `onEdgeGridDone` gets the grid at the end.
    public func startEdgeGrid(_ grid: EdgeGrid = EdgeGrid()) {
        (calibration, edgeGrid) = (nil, grid)
        startTargets(title: "Edge grid")
    }

    private func startTargets(title: String) {
        targetTitle = title
        targetStart = canvas.log.contacts.count
        if calibrationOverlay.superview == nil {
            canvas.addSubview(calibrationOverlay)  // above the panel: a crosshair may be under it
        }
        calibrationOverlay.frame = canvas.bounds
        if let calibration { showStep(of: calibration) }
        if let edgeGrid { showStep(of: edgeGrid) }
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
        }
    }

    private func takeTaps<Run: TargetSequence>(into run: inout Run) {
        let log = canvas.log
        let size = canvas.bounds.size
        while targetStart < log.contacts.count, log.contacts[targetStart].hasEnded, !run.isDone {
            let last = log.contacts[targetStart].last
            run.record(Calibration.Point(x: last.x / Double(size.width), y: last.y / Double(size.height)))
            targetStart += 1
        }
    }

    private func showStep<Run: TargetSequence>(of run: Run) {
        let size = canvas.bounds.size
        calibrationOverlay.crosshair = run.currentTarget.map { CGPoint(x: $0.x * Double(size.width), y: $0.y * Double(size.height)) }
        if !run.isDone {
            calibrationOverlay.message = "\(targetTitle): tap the centre of the crosshair (\(run.tapCount + 1) of \(run.targetCount))"
        }
    }
}
