import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitCore

@MainActor
@Suite("UIControl tracking")
struct ControlTrackingTests {
    @Test("A tap inside sends touchDown then touchUpInside, highlighted until the lift")
    func tapInside() {
        let trace = CallTrace()
        let (_, input, control) = makeTracedControl(UIControl(), trace, highlight: true)
        input.down(1, at: .at(150, 125))
        #expect(control.isTracking && control.isTouchInside && control.state == .highlighted)
        input.up(1, at: .at(150, 125))
        #expect(trace.text == "touchDown*, touchUpInside")
        #expect(!control.isTracking && !control.isTouchInside && control.state == .normal)
    }

    @Test("Press, drag 100 pt out, back, out again and release: UIKit's drag events in order")
    func dragOutBackOut() {
        let trace = CallTrace()
        let (_, input, _) = makeTracedControl(UIControl(), trace, highlight: true)
        input.down(1, at: .at(150, 125))
        input.move(1, to: .at(180, 125))
        input.move(1, to: .at(300, 125))
        input.move(1, to: .at(300, 130))
        input.move(1, to: .at(180, 125))
        input.move(1, to: .at(300, 125))
        input.up(1, at: .at(300, 125))
        #expect(trace.text == "touchDown*, touchDragInside*, touchDragExit, touchDragOutside, touchDragOutside, "
            + "touchDragEnter*, touchDragInside*, touchDragExit, touchDragOutside, touchUpOutside")
    }

    @Test("Inside means within 70 pt of an edge: every edge, just in and just out")
    func trackingSlop() {
        // Control (100, 100, 100 x 50): the slop area is x 30...270, y 30...220.
        let points: [(CGPoint, Bool)] = [
            (.at(270, 125), true), (.at(271, 125), false), (.at(30, 125), true), (.at(29, 125), false),
            (.at(150, 30), true), (.at(150, 29), false), (.at(150, 220), true), (.at(150, 221), false),
            (.at(270, 220), true), (.at(271, 221), false),
        ]
        for (point, inside) in points {
            let trace = CallTrace()
            let (_, input, control) = makeTracedControl(UIControl(), trace)
            input.down(1, at: .at(150, 125))
            input.move(1, to: point)
            #expect(control.isHighlighted == inside && control.isTouchInside == inside, "\(point)")
            input.up(1, at: point)
            let expected = inside ? "touchDown, touchDragInside, touchUpInside" : "touchDown, touchDragExit, touchDragOutside, touchUpOutside"
            #expect(trace.text == expected, "\(point)")
        }
    }

    @Test("The second tap of a double tap sends touchDown and touchDownRepeat")
    func touchDownRepeat() {
        let trace = CallTrace()
        let (_, input, _) = makeTracedControl(UIControl(), trace)
        input.tap(at: .at(150, 125))
        input.advance(by: 0.1)
        input.tap(at: .at(152, 125))
        #expect(trace.text == "touchDown, touchUpInside, touchDown, touchDownRepeat, touchUpInside")
    }

    @Test("A cancelled touch sends touchCancel and ends tracking")
    func cancelledTouch() {
        let trace = CallTrace()
        let (_, input, control) = makeTracedControl(UIControl(), trace)
        input.down(1, at: .at(150, 125))
        input.cancel(1, at: .at(150, 125))
        #expect(trace.text == "touchDown, touchCancel")
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("A control removed from its window mid-tracking sends touchCancel once, and nothing after")
    func removedMidTracking() {
        let trace = CallTrace()
        let (_, input, control) = makeTracedControl(UIControl(), trace)
        input.down(1, at: .at(150, 125))
        control.removeFromSuperview()
        input.move(1, to: .at(160, 125))
        input.up(1, at: .at(160, 125))
        #expect(trace.text == "touchDown, touchCancel")
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("A disabled control is not hit-tested and reads .disabled")
    func disabledControl() {
        let trace = CallTrace()
        let (window, input, control) = makeTracedControl(UIControl(), trace)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        #expect(window.hitTest(.at(150, 125), with: nil) === window)
        input.tap(at: .at(150, 125))
        #expect(trace.text == "")
    }

    @Test("UIControl.State and UIControl.Event have UIKit's raw values")
    func rawValues() {
        let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved]
        let stateValues: [UInt] = [0, 1, 2, 4, 8, 0x00FF_0000, 0xFF00_0000]
        #expect(states.map(\.rawValue) == stateValues)
        let eventValues: [UInt] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 4096, 8192]
        #expect(controlEventNames.map(\.0.rawValue) == eventValues)
        let others: [UIControl.Event] = [.menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
                                         .allTouchEvents, .allEditingEvents, .applicationReserved, .systemReserved, .allEvents]
        let expected: [UInt] = [1 << 14, 1 << 16, 1 << 17, 1 << 18, 1 << 19, 0x0FFF, 0x000F_0000, 0x0F00_0000, 0xF000_0000, 0xFFFF_FFFF]
        #expect(others.map(\.rawValue) == expected)
    }
}

/// A control logging its tracking calls; `refuses` makes one of them return false.
private final class TrackingLog: UIControl {
    var calls: [String] = []
    var refusesBegin = false
    var refusesContinueAfter = Int.max

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin"); return !refusesBegin
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue \(Int(touch.location(in: self).x))")
        return calls.count <= refusesContinueAfter
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

@MainActor
@Suite("UIControl tracking overrides")
struct ControlTrackingOverrideTests {
    @Test("Subclasses' tracking methods are driven by the touches, before each event")
    func overridesCalled() {
        let trace = CallTrace()
        let (_, input, control) = makeTracedControl(TrackingLog(), trace)
        input.down(1, at: .at(150, 125))
        input.move(1, to: .at(160, 125))
        input.up(1, at: .at(160, 125))
        input.advance(by: 1)
        input.down(2, at: .at(150, 125))
        input.cancel(2, at: .at(150, 125))
        #expect(control.calls == ["begin", "continue 60", "end", "begin", "cancel"])
        #expect(trace.text == "touchDown, touchDragInside, touchUpInside, touchDown, touchCancel")
    }

    @Test("beginTracking returning false sends no event, though the control highlights")
    func beginRefused() {
        let trace = CallTrace()
        let (_, input, control) = makeTracedControl(TrackingLog(), trace)
        control.refusesBegin = true
        input.down(1, at: .at(150, 125))
        #expect(control.isHighlighted && !control.isTracking)
        input.move(1, to: .at(160, 125))
        input.up(1, at: .at(160, 125))
        #expect(control.calls == ["begin"])
        #expect(trace.text == "")
    }

    @Test("continueTracking returning false stops the events of that touch")
    func continueRefused() {
        let trace = CallTrace()
        let (_, input, control) = makeTracedControl(TrackingLog(), trace)
        control.refusesContinueAfter = 2
        input.down(1, at: .at(150, 125))
        input.move(1, to: .at(160, 125))
        input.move(1, to: .at(170, 125))
        input.move(1, to: .at(180, 125))
        input.up(1, at: .at(180, 125))
        #expect(control.calls == ["begin", "continue 60", "continue 70"])
        #expect(trace.text == "touchDown, touchDragInside")
    }
}
