import XUIKit

/// Two touch pads side by side on a dark background. Touches that start on
/// a pad stay with it (UIKit's rule), so a finger sliding across keeps
/// drawing on the pad it began on; the console shows every responder call.
final class TouchDemoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "XUIKit touch demo"
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)
        let bounds = view.bounds
        let margin: CGFloat = 16
        let width = (bounds.width - margin * 3) / 2
        let left = TouchPadView(name: "left pad", tint: UIColor(red: 0.16, green: 0.2, blue: 0.3, alpha: 1))
        left.frame = CGRect(x: margin, y: margin, width: width, height: bounds.height - margin * 2)
        let right = TouchPadView(name: "right pad", tint: UIColor(red: 0.28, green: 0.18, blue: 0.24, alpha: 1))
        right.frame = CGRect(x: margin * 2 + width, y: margin, width: width, height: bounds.height - margin * 2)
        view.addSubview(left)
        view.addSubview(right)
    }

    // Touches no pad handled (the margins) come up the responder chain to the controller.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("controller touchesBegan \(touches.count) touch(es) on the background")
    }
}
