import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The line-drawing linearity test.
@Suite("Inspector: the line test")
struct LineTestTests {
    @Test("Four guides: a horizontal, a vertical and the two diagonals; a stroke's deviation and coverage are measured against its guide")
    func deviation() {
        var test = LineTest()
        #expect(test.guides.count == 4 && test.currentGuide?.from == .init(x: 0.1, y: 0.3))
        // Along the horizontal guide of a 1000x1000 screen, bulging 12 pt in the middle, stopping at 70%.
        test.record(contact: stroke([(100, 300), (400, 312), (700, 300)]), width: 1000, height: 1000)
        // Exactly along the vertical.
        test.record(contact: stroke([(300, 100), (300, 500), (300, 900)]), width: 1000, height: 1000)
        let results = test.results(width: 1000, height: 1000)
        #expect(results.count == 2 && !test.isDone)
        #expect(abs(results[0].maxDeviation - 12) < 1e-9 && abs(results[0].meanDeviation - 4) < 1e-9)
        #expect(abs(results[0].coverage - 0.75) < 1e-9)
        #expect(results[1].maxDeviation < 1e-9 && abs(results[1].coverage - 1) < 1e-9)
    }

    @Test("In the inspector: each lifted contact is the stroke for the guide shown; after four the test is done")
    func inInspector() {
        let (window, input) = TestApplication.makeKeyWindow(width: 1000, height: 500)
        let inspector = InspectorViewController(devices: [], start: 0)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        var finished: LineTest?
        inspector.onLineTestDone = { test in finished = test; return "done" }
        inspector.startLineTest()
        for (id, guide) in LineTest().guides.enumerated() {
            let (from, to) = (CGPoint(x: guide.from.x * 1000, y: guide.from.y * 500), CGPoint(x: guide.to.x * 1000, y: guide.to.y * 500))
            input.down(UInt32(id + 1), at: from)
            input.drag(UInt32(id + 1), from: from, to: to, steps: 5)
            input.up(UInt32(id + 1), at: to)
        }
        let results = finished?.results(width: 1000, height: 500) ?? []
        #expect(results.count == 4)
        #expect(results.allSatisfy { $0.maxDeviation < 1e-6 && abs($0.coverage - 1) < 1e-9 })
    }

    /// A lifted contact through `points`.
    private func stroke(_ points: [(Double, Double)]) -> ContactRecord {
        var record = ContactRecord(id: 1, first: .init(time: 0, phase: "began", x: points[0].0, y: points[0].1), tapCount: 1)
        for (index, point) in points.enumerated().dropFirst() {
            record.append(.init(time: Double(index), phase: index == points.count - 1 ? "ended" : "moved", x: point.0, y: point.1), tapCount: 1)
        }
        return record
    }
}
