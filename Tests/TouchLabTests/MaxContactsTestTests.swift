import Foundation
import Testing
import TouchLab
import XUIKit
import XUIKitTesting

/// The guided maximum-contacts test: its states, its verdict against the
/// advertised touch count, and its run in the inspector.
@Suite("Inspector: the maximum-contacts test")
struct MaxContactsTestTests {
    private func touchscreen(id: Int, touches: Int?, enabled: Bool = true, kind: InspectedDevice.Kind = .directTouch) -> InspectedDevice {
        var device = InspectorReportTests.touchscreen
        (device.id, device.maxTouches, device.isEnabled, device.kind) = (id, touches, enabled, kind)
        return device
    }

    @Test("Ten fingers landing one by one on a touchscreen advertising ten, then lifting one by one: it matches, and only the last lift ends it")
    func allTenMatch() {
        var test = MaxContactsTest(device: 6, advertised: 10)
        #expect(test.state == .waiting && test.result == nil)
        test.update(down: 0)
        #expect(test.state == .waiting, "no finger yet: still waiting")
        for count in 1...10 { test.update(down: count) }
        #expect(test.state == .counting && test.message == "Maximum contacts: 10 down now · most 10 (the touchscreen advertises 10); lift them all to finish")
        for count in (1...9).reversed() { test.update(down: count) }
        #expect(test.state == .counting && test.result == nil)
        test.update(down: 0)
        let result = test.result
        #expect(result?.device == 6 && result?.advertised == 10 && result?.reached == 10 && result?.matchesAdvertised == true)
        #expect(result?.summary == "10 contacts at once: as many as the touchscreen advertises (10)")
        test.update(down: 3)
        #expect(test.reached == 10 && test.isDone, "after the end, fingers change nothing")
    }

    @Test("Fewer or more than advertised, or a touch cancelled, do not match and say why; nothing advertised gives no verdict")
    func mismatches() {
        func run(_ counts: [Int], advertised: Int?) -> MaxContactsTest.Result? {
            var test = MaxContactsTest(device: advertised == nil ? nil : 6, advertised: advertised)
            for count in counts + [0] { test.update(down: count) }
            return test.result
        }
        let fewer = run([1, 2, 5, 7, 4, 6], advertised: 10)
        #expect(fewer?.reached == 7 && fewer?.matchesAdvertised == false)
        #expect(fewer?.summary == "7 contacts at once: fewer than the touchscreen advertises (10)")
        #expect(run([3, 12], advertised: 10)?.summary == "12 contacts at once: more than the touchscreen advertises (10)")
        var cancelling = MaxContactsTest(device: 6, advertised: 2)
        for (down, cancelled) in [(1, 0), (2, 0), (2, 1), (0, 1)] { cancelling.update(down: down, cancelled: cancelled) }
        #expect(cancelling.result?.reached == 2 && cancelling.result?.matchesAdvertised == false, "as many down, but one was cancelled")
        #expect(cancelling.result?.summary == "2 contacts at once: as many as the touchscreen advertises (2); 1 cancelled (more touches than advertised, or a lost end)")
        let unknown = run([1], advertised: nil)
        #expect(unknown?.matchesAdvertised == nil && unknown?.device == nil)
        #expect(unknown?.summary == "1 contact at once (the touchscreen advertises no touch count)")
    }

    @Test("The touchscreen compared with: of the enabled direct touch devices with a count, the one advertising the most")
    func advertisingTouchscreen() {
        let devices = [touchscreen(id: 2, touches: 5), touchscreen(id: 3, touches: 20, enabled: false), touchscreen(id: 4, touches: 0),
                       touchscreen(id: 5, touches: 16, kind: .touchpad), touchscreen(id: 7, touches: 10), touchscreen(id: 8, touches: 10)]
        let test = MaxContactsTest(devices: devices)
        #expect(test.device == 7 && test.advertised == 10)
        #expect(MaxContactsTest(devices: [touchscreen(id: 4, touches: 0)]).advertised == nil)
    }

    @Test("A finger already down when the test starts is not counted and its lift does not end the test; a cancelled touch is counted as such")
    func fingerDownBeforeStart() {
        let (window, input) = TestApplication.makeKeyWindow(width: 800, height: 600)
        let inspector = InspectorViewController(devices: [], start: 0)
        window.rootViewController = inspector
        inspector.view.frame = window.bounds
        inspector.view.layoutIfNeeded()
        input.down(1, at: CGPoint(x: 100, y: 100))
        inspector.startMaxContactsTest(MaxContactsTest(device: nil, advertised: nil))
        input.down(2, at: CGPoint(x: 200, y: 100))
        input.down(3, at: CGPoint(x: 300, y: 100))
        #expect(inspector.maxContactsTest?.down == 2)
        input.up(1, at: CGPoint(x: 100, y: 100))
        input.cancel(2, at: CGPoint(x: 200, y: 100))
        #expect(inspector.maxContactsTest?.isDone == false && inspector.maxContactsTest?.cancelled == 1)
        input.up(3, at: CGPoint(x: 300, y: 100))
        #expect(inspector.maxContactsTest?.result?.reached == 2 && inspector.maxContactsTest?.result?.cancelled == 1)
    }

    @Test("Run by the app delegate, the test reports when the last finger lifts, to the tool and in the report")
    func inspectorRun() throws {
        TestApplication.reset()
        let screen = UIScreen.main.bounds
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
        defer { UIScreen.main.bounds = screen }
        var configuration = InspectorAppDelegate.Configuration(devices: [touchscreen(id: 6, touches: 4)])
        configuration.runsMaxContactsTest = true
        let delegate = InspectorAppDelegate(configuration: configuration)
        var printed: [String] = []
        delegate.onMaxContactsDone = { printed.append($0.summary) }
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        let window = try #require(delegate.window)
        let inspector = try #require(delegate.inspector)
        inspector.view.frame = window.bounds
        let input = InputSimulator(window: window)
        #expect(inspector.maxContactsTest?.state == .waiting)
        for id in UInt32(1)...3 { input.down(id, at: CGPoint(x: Double(id) * 100, y: 300)) }
        #expect(inspector.maxContactsTest?.down == 3)
        input.up(2, at: CGPoint(x: 200, y: 300))
        input.down(4, at: CGPoint(x: 400, y: 300))
        #expect(inspector.maxContactsTest?.reached == 3 && printed.isEmpty)
        for id: UInt32 in [1, 3, 4] { input.up(id, at: CGPoint(x: Double(id) * 100, y: 300)) }
        #expect(printed == ["3 contacts at once: fewer than the touchscreen advertises (4)"])
        #expect(delegate.makeReport().maxContactsTest?.matchesAdvertised == false)
        #expect(delegate.makeReport().maxContactsTest?.reached == 3)
    }
}
