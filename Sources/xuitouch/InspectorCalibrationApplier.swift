import Foundation
import TouchLab
import TouchServerX11

/// The tool's half of `inspect --calibrate`: once the tester has tapped
/// every crosshair, set the corrected matrix on the touchscreen (the first
/// enabled direct touch slave device, as the inspector's device units
/// assume; a master pointer shows a touch class after touches) and print the
/// lines that make it permanent.
enum InspectorCalibrationApplier {
    /// Applies `calibration` on `displayName` (on a connection of its own) and describes the outcome.
    static func apply(_ calibration: Calibration, displayName: String?) -> CalibrationResult {
        var result = CalibrationResult(device: nil, targets: calibration.targets, touches: calibration.touches, previousMatrix: nil,
                                       matrix: calibration.corrected(nil), applied: false)
        guard let x = try? XDisplay(name: displayName) else { return result }
        defer { x.close() }
        guard let touchscreen = x.inputDevices().first(where: { !$0.use.hasPrefix("master") && $0.touch?.mode == "direct" && $0.isEnabled }) else {
            print("calibration: no enabled touchscreen to apply it to")
            return result
        }
        let previous = x.coordinateTransformationMatrix(deviceID: touchscreen.id)
        result.device = touchscreen.id
        result.previousMatrix = previous
        result.matrix = calibration.corrected(previous)
        guard let matrix = result.matrix else {
            print("calibration: the taps were all on one line; nothing applied")
            fflush(nil)
            return result
        }
        result.applied = x.setCoordinateTransformationMatrix(deviceID: touchscreen.id, to: matrix)
        let commands = CalibrationResult.commands(deviceName: touchscreen.name, matrix: matrix)
        (result.xinputCommand, result.xorgConfSection) = (commands.xinput, commands.xorgConf)
        print("calibrated \(touchscreen.id) \"\(touchscreen.name)\": \(result.applied ? "applied" : "NOT applied") "
            + "matrix \(CalibrationResult.text(of: matrix))")
        print("to keep it for this session: \(commands.xinput)")
        print("to keep it for good, in /etc/X11/xorg.conf.d/99-calibration.conf:\n\(commands.xorgConf)")
        fflush(nil)
        return result
    }
}
