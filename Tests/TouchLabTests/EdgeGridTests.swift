import Foundation
import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The edge and corner grid: targets, misses, and the run in the inspector.
@Suite("Inspector: the edge and corner grid")
struct EdgeGridTests {
    @Test("Nine targets: every corner and edge 2% in, and the centre, row by row")
    func targets() {
        let grid = EdgeGrid()
        #expect(grid.targets.map { [$0.x, $0.y] } == [[0.02, 0.02], [0.5, 0.02], [0.98, 0.02], [0.02, 0.5], [0.5, 0.5], [0.98, 0.5],
                                                     [0.02, 0.98], [0.5, 0.98], [0.98, 0.98]])
    }

    @Test("Misses are measured in points and in device units; over 10 pt is a miss, 10 pt is not")
    func misses() throws {
        var grid = EdgeGrid()
        grid.record(.init(x: 0.02, y: 0.02))
        grid.record(.init(x: 0.5 + 10.0 / 1000, y: 0.02))           // 10 pt right
        grid.record(.init(x: 0.98 - 30.0 / 1000, y: 0.02 + 0.04))  // 30 pt left, 40 pt down: 50 pt
        let units = DeviceUnits(devices: [InspectorReportTests.touchscreen], width: 1000, height: 1000, scale: 1)
        let report = grid.report(width: 1000, height: 1000, units: units)
        #expect(report.targets.map(\.isMiss) == [false, false, true])
        #expect(report.misses == 1)
        #expect(abs(report.targets[2].miss - 50) < 1e-9)
        let inUnits = try #require(report.targets[2].missDeviceUnits)
        #expect(abs(inUnits.x + 30 * 65536 / 1000) < 1e-6 && abs(inUnits.y - 40 * 65536 / 1000) < 1e-6)
    }

    @Test("In the inspector: one crosshair per lifted finger; the ninth tap ends the grid")
    func inInspector() {
        let (window, input) = TestApplication.makeKeyWindow(width: 1000, height: 500)
        let inspector = InspectorViewController(devices: [], start: 0)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        var finished: EdgeGrid?
        inspector.onEdgeGridDone = { grid in finished = grid; return "done" }
        inspector.startEdgeGrid()
        for (id, target) in EdgeGrid().targets.enumerated() {
            #expect(inspector.edgeGrid?.currentTarget == target)
            input.tap(UInt32(id + 1), at: CGPoint(x: target.x * 1000, y: target.y * 500))
        }
        #expect(finished?.touches.count == 9)
        #expect(finished?.report(width: 1000, height: 500, units: nil).misses == 0)
    }
}
