import XUIKit

extension InspectorViewController {
    /// Starts calibrating: shows the first crosshair; each contact that lifts
    /// from now on is the tap for the current one. When every crosshair has
    /// its tap, `onCalibrated` gets the calibration and the overlay shows
    /// what it returns. A new call starts over.
    public func startCalibration(_ calibration: Calibration) {
        self.calibration = calibration
        calibrationStart = canvas.log.contacts.count
        if calibrationOverlay.superview == nil {
            canvas.addSubview(calibrationOverlay)  // above the panel: a crosshair may be under it
        }
        calibrationOverlay.frame = canvas.bounds
        showCalibrationStep()
    }

    /// Takes the taps of contacts that lifted since the last call.
    func calibrationContactsChanged() {
        guard var calibration, !calibration.isDone else { return }
        let log = canvas.log
        while calibrationStart < log.contacts.count, log.contacts[calibrationStart].hasEnded, !calibration.isDone {
            let last = log.contacts[calibrationStart].last
            let size = canvas.bounds.size
            calibration.record(Calibration.Point(x: last.x / Double(size.width), y: last.y / Double(size.height)))
            calibrationStart += 1
        }
        self.calibration = calibration
        showCalibrationStep()
        if calibration.isDone {
            calibrationOverlay.message = onCalibrated?(calibration) ?? "Calibrated."
        }
    }

    private func showCalibrationStep() {
        guard let calibration else { return }
        let size = canvas.bounds.size
        calibrationOverlay.crosshair = calibration.currentTarget.map { CGPoint(x: $0.x * Double(size.width), y: $0.y * Double(size.height)) }
        if !calibration.isDone {
            calibrationOverlay.message = "Calibration: tap the centre of the crosshair (\(calibration.touches.count + 1) of \(calibration.targets.count))"
        }
    }
}
