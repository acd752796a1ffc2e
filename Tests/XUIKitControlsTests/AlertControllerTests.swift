import Foundation
import Testing
@testable import XUIKitControls
@testable import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UIAlertController: alert and action sheet layouts, picking an action dismisses then runs its handler once")
struct AlertControllerTests {
    /// A shown 320 x 480 window with an appeared root controller.
    func scene(width: CGFloat = 320, height: CGFloat = 480) -> (UIWindow, InputSimulator, UIViewController) {
        let (window, input) = TestApplication.makeKeyWindow(width: width, height: height)
        window.backgroundColor = .white
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        return (window, input, root)
    }

    func buttons(_ alert: UIAlertController) -> [AlertActionButton] { (alert.view as! AlertView).buttons }
    func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("An alert with two actions: 270 pt centred, title semibold 17 at 20 pt, message 13 two below, buttons 44 pt side by side, cancel on the left and bold")
    func alertLayoutTwoActions() {
        let (window, input, root) = scene()
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        input.advance(by: 0.5)
        let view = alert.view as! AlertView
        let title = view.titleLabel, message = view.messageLabel
        #expect(title.font.pointSize == 17 && title.font == UIFont.systemFont(ofSize: 17, weight: .semibold) && message.font == UIFont.systemFont(ofSize: 13))
        #expect(title.frame.minY == 20 && title.frame.minX == 16 && title.frame.width == 238 && message.frame.minY == title.frame.maxY + 2)
        let pair = buttons(alert), left = pair[0], right = pair[1]
        #expect(left.action.title == "Cancel" && right.action.title == "Delete")
        #expect(left.label.font == UIFont.systemFont(ofSize: 17, weight: .semibold) && right.label.font == UIFont.systemFont(ofSize: 17))
        #expect(right.label.textColor == .systemRed && left.label.textColor == UIColor.systemBlue)
        let buttonsTop = message.frame.maxY + 20 + 1
        #expect(left.frame == CGRect(x: 0, y: buttonsTop, width: 134.5, height: 44))
        #expect(right.frame == CGRect(x: 135.5, y: buttonsTop, width: 134.5, height: 44))
        #expect(view.frame.width == 270 && view.frame.height == buttonsTop + 44 && view.frame.minX == 25)
        #expect(abs(view.frame.midY - 240) <= 0.5)
        #expect(view.layer.cornerRadius == 14 && view.clipsToBounds)
        #expect(window.subviews.count == 2 && window.subviews[0] === root.view, "the presenter stays in the window")
        let dimming = window.subviews[1].subviews[0]
        #expect(dimming.backgroundColor == UIColor(white: 0, alpha: 0.2) && dimming.frame == window.bounds)
    }

    @Test("Three actions stack, 44 pt each under a hairline, the cancel action last; the preferred action is bold instead of cancel")
    func alertStackedAndPreferred() {
        let (_, _, root) = scene()
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        alert.preferredAction = save
        root.present(alert, animated: false)
        let view = alert.view as! AlertView
        let list = buttons(alert)
        #expect(list.map { $0.action.title } == ["Save", "Don't Save", "Cancel"])
        let top = view.titleLabel.frame.maxY + 20
        #expect(list.map(\.frame) == [CGRect(x: 0, y: top + 1, width: 270, height: 44), CGRect(x: 0, y: top + 46, width: 270, height: 44),
                                      CGRect(x: 0, y: top + 91, width: 270, height: 44)])
        #expect(view.frame.height == top + 135)
        #expect(list[0].label.font == UIFont.systemFont(ofSize: 17, weight: .semibold) && list[2].label.font == UIFont.systemFont(ofSize: 17))
    }

    @Test("A tap on a button dismisses the alert, then runs exactly that handler, once; further taps do nothing")
    func tapRunsHandlerOnce() {
        let (window, input, root) = scene()
        var log: [String] = []
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            log.append("OK \(action.title!) presented=\(root.presentedViewController != nil)")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
        root.present(alert, animated: true)
        input.advance(by: 0.5)
        let ok = buttons(alert)[1]
        let point = centre(ok)
        input.tap(at: point)
        #expect(log.isEmpty, "the handler waits for the dismissal")
        #expect(alert.isBeingDismissed)
        input.tap(2, at: point)
        input.advance(by: 0.5)
        #expect(log == ["OK OK presented=false"])
        #expect(root.presentedViewController == nil && alert.view.window == nil && window.subviews == [root.view])
        input.tap(at: point)
        #expect(log.count == 1)
    }

    @Test("Keys: Return picks the preferred action (from the text field too), Escape the cancel one")
    func returnAndEscape() {
        let (_, input, root) = scene()
        var log: [String] = []
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
        let rename = UIAlertAction(title: "Rename", style: .default) { _ in log.append("Rename") }
        alert.addAction(rename)
        alert.preferredAction = rename
        root.present(alert, animated: true)
        input.advance(by: 0.5)
        input.key(.keyboardReturnOrEnter, characters: "\r")
        input.advance(by: 0.5)
        #expect(log == ["Rename"] && alert.textFields![0].text == "" && root.presentedViewController == nil)
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("Delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
        root.present(sheet, animated: true)
        input.advance(by: 0.6)
        #expect(sheet.isFirstResponder)
        input.key(.keyboardReturnOrEnter, characters: "\r")
        input.advance(by: 0.6)
        #expect(log == ["Rename"], "no preferred action among two: Return does nothing")
        input.key(.keyboardEscape, characters: UIKeyCommand.inputEscape)
        input.advance(by: 0.6)
        #expect(log == ["Rename", "Cancel"] && root.presentedViewController == nil)
    }

    @Test("A disabled action ignores taps and draws grey until it is enabled")
    func disabledAction() {
        let (_, input, root) = scene()
        var log: [String] = []
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default) { _ in log.append("OK") }
        ok.isEnabled = false
        alert.addAction(ok)
        root.present(alert, animated: false)
        let button = buttons(alert)[0]
        #expect(button.label.textColor == .systemGray && !button.isEnabled)
        input.tap(at: centre(button))
        input.advance(by: 0.5)
        #expect(log.isEmpty && root.presentedViewController === alert)
        ok.isEnabled = true
        #expect(button.label.textColor == UIColor.systemBlue)
        input.tap(at: centre(button))
        input.advance(by: 0.5)
        #expect(log == ["OK"])
    }

    @Test("Text fields: configured before showing, 26 pt rows 16 pt under the message, the first one focused when the alert appears")
    func textFields() {
        let (_, input, root) = scene()
        let alert = UIAlertController(title: "Sign in", message: "Enter your name", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        root.present(alert, animated: true)
        input.advance(by: 0.5)
        let view = alert.view as! AlertView
        let fields = alert.textFields!
        #expect(view.fieldsBox.frame == CGRect(x: 16, y: view.messageLabel.frame.maxY + 16, width: 238, height: 53))
        #expect(fields[0].frame == CGRect(x: 6, y: 0, width: 226, height: 26) && fields[1].frame == CGRect(x: 6, y: 27, width: 226, height: 26))
        #expect(fields[0].isFirstResponder)
        #expect(buttons(alert)[0].frame.minY == view.fieldsBox.frame.maxY + 16 + 1)
        var logged: [String] = []
        let saved = UIAlertController.log
        UIAlertController.log = { logged.append($0) }
        defer { UIAlertController.log = saved }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        #expect(sheet.textFields == nil && sheet.actions.count == 1)
        #expect(logged == ["Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
                           "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
    }

    @Test("After touch input the first text field's on-screen keyboard shows; the alert moves up to the middle of what is left, and back when it hides")
    func keyboardAvoidance() {
        let (window, input, root) = scene()
        OnScreenKeyboard.install()
        input.tap(at: CGPoint(x: 10, y: 10))  // the last input was a touch: text inputs bring up the keyboard
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        input.advance(by: 0.5)
        let height = alert.view.frame.height
        #expect(alert.textFields![0].isFirstResponder)
        let keyboard = try! #require(KeyboardPresenter.shownContainer)
        #expect(keyboard.window === window && keyboard.frame.minY < 480)
        input.advance(by: 0.3)
        let expectedY = ((keyboard.frame.minY) / 2 - height / 2).rounded()
        #expect(alert.view.frame.minY == max(8, expectedY), "above the keyboard at \(keyboard.frame.minY): \(alert.view.frame)")
        #expect(alert.view.frame.maxY <= keyboard.frame.minY)
        alert.textFields![0].resignFirstResponder()
        input.advance(by: 0.3)
        #expect(abs(alert.view.frame.midY - 240) <= 0.5)
    }

    @Test("An action sheet: 8 pt from the sides and the bottom, 57 pt rows (20 pt text), the cancel action in its own group 8 pt below")
    func actionSheetLayout() {
        let (_, input, root) = scene()
        var log: [String] = []
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { _ in log.append("Take") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("Delete") })
        root.present(sheet, animated: true)
        input.advance(by: 0.2)
        #expect(sheet.view.layer.presentation()!.frame.minY > sheet.view.frame.minY, "it slides up")
        input.advance(by: 0.4)
        let view = sheet.view as! AlertView
        let headerBottom = view.titleLabel.frame.maxY + 14
        #expect(view.titleLabel.frame.minY == 14 && view.titleLabel.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
        let list = buttons(sheet)
        #expect(list.map { $0.action.title } == ["Take Photo", "Delete", "Cancel"])
        #expect(list[0].frame == CGRect(x: 0, y: headerBottom + 1, width: 304, height: 57))
        #expect(list[1].frame == CGRect(x: 0, y: headerBottom + 59, width: 304, height: 57))
        #expect(view.mainGroup.frame == CGRect(x: 0, y: 0, width: 304, height: headerBottom + 116) && view.mainGroup.layer.cornerRadius == 13)
        #expect(view.cancelGroup.frame == CGRect(x: 0, y: headerBottom + 124, width: 304, height: 57) && list[2].superview === view.cancelGroup)
        #expect(list[2].label.font == UIFont.systemFont(ofSize: 20, weight: .semibold) && list[0].label.font == UIFont.systemFont(ofSize: 20))
        #expect(view.frame.minX == 8 && view.frame.maxY == 472 && view.frame.height == headerBottom + 181)
        input.tap(at: CGPoint(x: 160, y: 40))
        input.advance(by: 0.6)
        #expect(log == ["Cancel"] && root.presentedViewController == nil, "a tap outside picks the cancel action")
    }

    @Test("The alert drawn over a view at scale 2: a light box with blue buttons over a dimmed window")
    func drawsAlert() throws {
        let (window, _, root) = scene(width: 320, height: 260)
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 30))
        label.text = "Photos"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        root.view.addSubview(label)
        let alert = UIAlertController(title: "Delete photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(alert, animated: false)
        let surface = render(window)
        let box = alert.view.frame
        // Outside the box: white dimmed by black at 20% (204).
        #expect(near(surface.pixel(x: 10, y: 400), RGBA(204, 204, 204, 255)))
        // Inside the box, between the texts: the box's light grey over the dimming.
        #expect(near(surface.pixel(x: Int(box.minX * 2) + 10, y: Int(box.minY * 2) + 10), RGBA(245, 245, 245, 255), 4))
        let cancel = buttons(alert)[0].convert(buttons(alert)[0].bounds, to: nil)
        let pixels = CGRect(x: cancel.minX * 2, y: cancel.minY * 2, width: cancel.width * 2, height: cancel.height * 2)
        #expect(count(systemBluePixel, in: surface, pixels, tolerance: 40) > 20, "the cancel title is drawn in blue")
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_ALERT_PNG"] {
            try surface.snapshot().pngData()!.write(to: URL(fileURLWithPath: directory))
        }
    }
}
