import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitCore

/// A main-actor target with every method shape an action can have.
private final class Receiver: UIResponder {
    var log: [String] = []
    func refresh() { log.append("refresh") }
    func tapped(_ sender: UIControl) { log.append("tapped \(sender.tag)") }
    func tappedWithEvent(_ sender: UIControl, _ event: UIEvent?) { log.append("event \(event?.type == .touches)") }
    func onlyForOthers(_ sender: UIWindow) { log.append("wrong sender") }
}

/// A nonisolated target (a plain Swift class, as a Swift 5 app's model object might be).
private nonisolated final class PlainReceiver: @unchecked Sendable {
    var log: [String] = []
    func ping() { log.append("ping") }
    func pinged(_ sender: Any) { log.append("pinged") }
    func pingedWithEvent(_ sender: Any, _ event: UIEvent?) { log.append("pinged with event") }
}

/// A view controller receiving nil-targeted actions through the responder chain.
private final class ChainController: UIViewController {
    var log: [String] = []
    func save(_ sender: UIControl) { log.append("save from \(sender.tag)") }
}

@MainActor
@Suite("UIControl target-action")
struct ControlTargetActionTests {
    @Test("Every Selector form reaches its target on a tap, in the order added")
    func selectorForms() {
        let (window, input) = TestApplication.makeKeyWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        control.tag = 7
        window.addSubview(control)
        let receiver = Receiver(), plain = PlainReceiver()
        control.addTarget(receiver, action: Selector(Receiver.refresh), for: .touchUpInside)
        control.addTarget(receiver, action: Selector(Receiver.tapped), for: .touchUpInside)
        control.addTarget(receiver, action: Selector("tappedWithEvent:", Receiver.tappedWithEvent), for: .touchUpInside)
        control.addTarget(receiver, action: Selector(Receiver.onlyForOthers), for: .touchUpInside)
        control.addTarget(plain, action: Selector(PlainReceiver.ping), for: .touchUpInside)
        control.addTarget(plain, action: Selector("pinged:", PlainReceiver.pinged), for: .touchUpInside)
        control.addTarget(plain, action: Selector(PlainReceiver.pingedWithEvent), for: .touchUpInside)
        input.tap(at: .at(50, 50))
        #expect(receiver.log == ["refresh", "tapped 7", "event true"])
        #expect(plain.log == ["ping", "pinged", "pinged with event"])
    }

    @Test("A freed target gets nothing, and nothing crashes")
    func freedTarget() {
        let (window, input) = TestApplication.makeKeyWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        var receiver: Receiver? = Receiver()
        weak let weakReceiver = receiver
        control.addTarget(receiver, action: Selector(Receiver.refresh), for: .touchUpInside)
        receiver = nil
        #expect(weakReceiver == nil)
        input.tap(at: .at(50, 50))
        control.sendActions(for: .allEvents)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == [])
    }

    @Test("A nil target sends the action up the responder chain to the controller")
    func nilTarget() {
        let (window, input) = TestApplication.makeKeyWindow()
        let controller = ChainController()
        window.rootViewController = controller
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        control.tag = 3
        controller.view.addSubview(control)
        control.addTarget(nil, action: Selector("save:", ChainController.save), for: .touchUpInside)
        input.tap(at: .at(50, 50))
        #expect(controller.log == ["save from 3"])
        #expect(control.allTargets.count == 1 && control.allTargets.first?.base is NSNull)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save:"])
    }

    @Test("Adding a pair again adds events; removing subtracts them, nil target or action meaning all")
    func addAndRemove() {
        let control = UIControl()
        let a = Receiver(), b = Receiver()
        let refresh = Selector("refresh", Receiver.refresh), tapped = Selector("tapped:", Receiver.tapped)
        control.addTarget(a, action: refresh, for: .touchDown)
        control.addTarget(a, action: refresh, for: .touchUpInside)
        control.addTarget(a, action: tapped, for: .valueChanged)
        control.addTarget(b, action: refresh, for: .touchUpInside)
        #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged])
        #expect(control.allTargets == [AnyHashable(a), AnyHashable(b)])
        #expect(control.actions(forTarget: a, forControlEvent: .touchUpInside) == ["refresh"])
        #expect(control.actions(forTarget: a, forControlEvent: .valueChanged) == ["tapped:"])
        control.removeTarget(a, action: refresh, for: .touchDown)
        #expect(control.actions(forTarget: a, forControlEvent: .touchDown) == nil)
        control.removeTarget(nil, action: refresh, for: .allEvents)
        #expect(control.allTargets == [AnyHashable(a)])
        control.removeTarget(a, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty && control.allControlEvents == [])
    }

    @Test("sendActions(for:) sends every handler whose events intersect, once each, in the order added")
    func sendActionsForEvents() {
        let control = UIControl()
        let receiver = Receiver()
        var log: [String] = []
        control.addAction(makeAction { _ in log.append("action") }, for: [.valueChanged, .touchDown])
        control.addTarget(receiver, action: Selector(Receiver.refresh), for: .valueChanged)
        control.sendActions(for: [.valueChanged, .touchDown])
        #expect(log == ["action"] && receiver.log == ["refresh"])
    }
}

@MainActor
@Suite("UIControl actions")
struct ControlActionTests {
    @Test("A UIAction's sender is the control while its handler runs")
    func sender() {
        let control = UIControl()
        var senders: [Bool] = []
        control.addAction(makeAction { senders.append($0.sender as? UIControl === control) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(senders == [true])
    }

    @Test("An action with an existing identifier replaces the old one; removal by identifier subtracts events")
    func identifiers() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("x")
        control.addAction(makeAction(identifier: id) { _ in log.append("old") }, for: .touchDown)
        control.addAction(makeAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        control.sendActions(for: [.touchDown, .valueChanged])
        #expect(log == ["new"])
        control.removeAction(identifiedBy: id, for: .touchDown)
        #expect(control.allControlEvents == .valueChanged)
        let other = makeAction { _ in log.append("other") }
        control.addAction(other, for: .valueChanged)
        control.removeAction(other, for: .valueChanged)
        log.removeAll()
        control.sendActions(for: .valueChanged)
        #expect(log == ["new"])
    }

    @Test("init(frame:primaryAction:) performs the action for primaryActionTriggered only")
    func primaryAction() {
        var log: [String] = []
        let control = UIControl(frame: .zero, primaryAction: makeAction("go") { log.append($0.title) })
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log == ["go"])
        #expect(control.allControlEvents == .primaryActionTriggered)
    }
}
