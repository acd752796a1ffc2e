import Foundation
import XUIKitTesting
@testable import XUIKitCore

/// Every control event with its name, in UIKit's bit order.
let controlEventNames: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
    (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// A `UIAction` calling `handler` (the package initializer; apps use XUIKitGraphics' public one).
func makeAction(_ title: String = "", identifier: UIAction.Identifier? = nil, _ handler: @escaping UIActionHandler) -> UIAction {
    UIAction(title: title, image: nil, identifier: identifier, discoverabilityTitle: nil, attributes: [], state: .off, handler: handler)
}

/// Logs every control event of `control` into `trace` by its name; with
/// `highlight`, a `*` marks events sent while the control was highlighted.
func logEvents(of control: UIControl, into trace: CallTrace, highlight: Bool = false) {
    for (event, name) in controlEventNames {
        control.addAction(makeAction { action in
            let star = highlight && (action.sender as? UIControl)?.isHighlighted == true ? "*" : ""
            trace.log(name + star)
        }, for: event)
    }
}

/// A fresh app with a 100 x 50 control at (100, 100) in a 400 x 400 window, its events logged.
@MainActor
func makeTracedControl<Control: UIControl>(_ control: Control, _ trace: CallTrace, highlight: Bool = false) -> (UIWindow, InputSimulator, Control) {
    let (window, input) = TestApplication.makeKeyWindow()
    control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    window.addSubview(control)
    logEvents(of: control, into: trace, highlight: highlight)
    return (window, input, control)
}
