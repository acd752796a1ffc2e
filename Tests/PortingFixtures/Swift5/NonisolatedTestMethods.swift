// An iOS test file's methods, as Swift 5 code writes them: XCTestCase methods
// are nonisolated, and before Swift 6 they make and read controls directly.
// Against the SDK this compiles because UIKit's classes are
// `@preconcurrency @MainActor`; this file is compiled in Swift 5 mode only
// (Swift 6 rejects these calls on iOS too). XCTest runs test methods on the
// main thread, and PortingTests calls these from there.
import XUIKit

/// The methods of a `ControlsTests: XCTestCase` ported from iOS, minus the
/// XCTest import: each returns what its assertions would compare.
final class ControlsTestMethods {
    func testButtonTitle() -> String {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 18)
        return "button \(button.currentTitle ?? "nil"), highlighted \(button.title(for: .highlighted) ?? "nil"), "
            + "label font \(button.titleLabel?.font.pointSize ?? 0), red \(button.titleColor(for: .normal) == .red)"
    }

    func testLabelText() -> String {
        let label = UILabel()
        label.text = "Hello"
        label.textAlignment = .center
        label.numberOfLines = 0
        return "label \(label.text ?? "nil"), lines \(label.numberOfLines), wide \(label.intrinsicContentSize.width > 0)"
    }

    func testTextFieldText() -> String {
        let textField = UITextField()
        textField.placeholder = "Name"
        textField.text = "Ada"
        let textView = UITextView()
        textView.text = "Notes"
        return "field \(textField.text ?? "nil") has text \(textField.hasText), view \(textView.text ?? "nil")"
    }

    func testAlertActions() -> String {
        let alert = UIAlertController(title: "Delete?", message: "Gone for good", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return "alert \(alert.title ?? "nil"), actions \(alert.actions.map { $0.title ?? "" }), style alert \(alert.preferredStyle == .alert)"
    }

    func testValueControls() -> String {
        let toggle = UISwitch()
        toggle.setOn(true, animated: false)
        let slider = UISlider()
        slider.value = 0.25
        let stepper = UIStepper()
        stepper.value = 3
        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.selectedSegmentIndex = 1
        let imageView = UIImageView(image: nil)
        return "switch \(toggle.isOn), slider \(slider.value), stepper \(stepper.value), "
            + "segment \(segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "nil"), image \(imageView.image == nil)"
    }

    func testTableRows() -> String {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let cell = table.dequeueReusableCell(withIdentifier: "cell")
        return "table dequeued \(cell != nil), plain \(table.style == .plain)"
    }
}

extension Swift5Fixture {
    /// Runs the test methods from a nonisolated context, as XCTest does.
    public static func nonisolatedTestMethods() -> [String] {
        let tests = ControlsTestMethods()
        return [tests.testButtonTitle(), tests.testLabelText(), tests.testTextFieldText(),
                tests.testAlertActions(), tests.testValueControls(), tests.testTableRows()]
    }
}
