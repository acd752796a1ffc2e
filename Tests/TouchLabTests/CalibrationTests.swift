import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The calibration's maths: targets, taps, the fitted correction.
@Suite("Inspector: calibration")
struct CalibrationTests {
    private func tapAll(_ calibration: inout Calibration, _ arrive: (Calibration.Point) -> Calibration.Point) {
        while let target = calibration.currentTarget { calibration.record(arrive(target)) }
    }

    private func close(_ a: [Double]?, _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
        guard let a, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("Four crosshairs 10% in from the corners, clockwise from the top left, one per tap, then done")
    func targets() {
        var calibration = Calibration()
        #expect(calibration.targets.map { [$0.x, $0.y] } == [[0.1, 0.1], [0.9, 0.1], [0.9, 0.9], [0.1, 0.9]])
        #expect(calibration.correction == nil)
        calibration.record(.init(x: 0.1, y: 0.1))
        #expect(calibration.currentTarget == .init(x: 0.9, y: 0.1))
        tapAll(&calibration) { $0 }
        #expect(calibration.isDone && calibration.touches.count == 4)
        #expect(close(calibration.correction, [1, 0, 0, 0, 1, 0, 0, 0, 1]))
    }

    @Test("Touches arriving shifted and scaled are corrected by the inverse map; a panel already mapped keeps its mapping composed")
    func offsetMapping() {
        var calibration = Calibration()
        // The panel reports x 5% to the right and y squeezed to 80% of the screen, from the top.
        tapAll(&calibration) { .init(x: $0.x + 0.05, y: $0.y * 0.8) }
        #expect(close(calibration.correction, [1, 0, -0.05, 0, 1.25, 0, 0, 0, 1]))
        let wrong = [1, 0, 0.05, 0, 0.8, 0, 0, 0, 1.0]  // the matrix that made those touches
        #expect(close(calibration.corrected(wrong), [1, 0, 0, 0, 1, 0, 0, 0, 1]))
    }

    @Test("Crosshairs on one output of two: the fit maps the panel onto that output (what xinput map-to-output would write)")
    func onOneOutput() {
        var calibration = Calibration(area: (0.6, 0, 0.4, 1))  // the right 40% of the screen
        #expect(calibration.targets.first == .init(x: 0.64, y: 0.1))
        // Unmapped, the panel spreads over the whole screen: a tap meant for a target arrives at its place in the panel's own frame.
        tapAll(&calibration) { .init(x: ($0.x - 0.6) / 0.4, y: $0.y) }
        #expect(close(calibration.corrected(nil), [0.4, 0, 0.6, 0, 1, 0, 0, 0, 1]))
    }

    @Test("Taps all on one line give no correction")
    func degenerate() {
        var calibration = Calibration()
        tapAll(&calibration) { _ in .init(x: 0.5, y: 0.5) }
        #expect(calibration.correction == nil)
    }

    @Test("In the inspector: the crosshair moves on with each lifted finger, and after the fourth the outcome is shown")
    func inInspector() {
        let (window, input) = TestApplication.makeKeyWindow(width: 1000, height: 500)
        let inspector = InspectorViewController(devices: [], start: 0)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        var reported: Calibration?
        inspector.onCalibrated = { calibration in reported = calibration; return "done" }
        input.tap(1, at: CGPoint(x: 500, y: 250))  // before the calibration: not a calibration tap
        inspector.startCalibration(Calibration())
        #expect(inspector.calibration?.currentTarget == .init(x: 0.1, y: 0.1))
        // Each tap lands 10 pt right of its crosshair.
        for (id, target) in [(100.0, 50.0), (900, 50), (900, 450), (100, 450)].enumerated() {
            input.tap(UInt32(id + 2), at: CGPoint(x: target.0 + 10, y: target.1))
        }
        #expect(reported?.touches.first == .init(x: 0.11, y: 0.1))
        let correction = reported?.correction ?? []
        #expect(correction.count == 9 && abs(correction[2] + 0.01) < 1e-9 && abs(correction[0] - 1) < 1e-9)
        #expect(inspector.calibration?.isDone == true)
    }
}
