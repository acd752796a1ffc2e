import Foundation
import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The app delegate chaining the guided runs the tool asked for.
@Suite("Inspector: the guided runs one after another")
struct GuidedRunsTests {
    @Test("Edge grid then line test: the grid's ninth tap starts the lines; both outcomes reach the tool and the report")
    func edgeGridThenLines() async throws {
        TestApplication.reset()
        let screen = UIScreen.main.bounds
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 1000, height: 500)
        defer { UIScreen.main.bounds = screen }
        var configuration = InspectorAppDelegate.Configuration(devices: [])
        configuration.runsEdgeGrid = true
        configuration.runsLineTest = true
        let delegate = InspectorAppDelegate(configuration: configuration)
        var printed: [String] = []
        delegate.onEdgeGridDone = { printed.append("grid: \($0.misses) misses") }
        delegate.onLineTestDone = { printed.append("lines: \($0.count)") }
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(delegate.window)
        let inspector = try #require(delegate.inspector)
        inspector.view.frame = window.bounds
        let input = InputSimulator(window: window)
        #expect(inspector.edgeGrid != nil && inspector.lineTest == nil)
        for (id, target) in EdgeGrid().targets.enumerated() {
            input.tap(UInt32(id + 1), at: CGPoint(x: target.x * 1000, y: target.y * 500))
        }
        try await Task.sleep(for: .milliseconds(50))  // the next run starts from the main queue
        #expect(inspector.lineTest != nil)
        for (id, guide) in LineTest().guides.enumerated() {
            let (from, to) = (CGPoint(x: guide.from.x * 1000, y: guide.from.y * 500), CGPoint(x: guide.to.x * 1000, y: guide.to.y * 500))
            input.down(UInt32(id + 20), at: from)
            input.drag(UInt32(id + 20), from: from, to: to, steps: 3)
            input.up(UInt32(id + 20), at: to)
        }
        #expect(printed == ["grid: 0 misses", "lines: 4"])
        let report = delegate.makeReport()
        #expect(report.edgeGrid?.targets.count == 9 && report.lineTest?.count == 4 && report.calibration == nil)
    }
}
