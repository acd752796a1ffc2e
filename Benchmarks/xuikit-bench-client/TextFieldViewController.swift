import Foundation
import XUIKit

/// The key-to-glyph benchmark's app (`BENCH_MODE=textfield`): a `UITextField`
/// at the top of a white window, first responder from the start. For each
/// change typed, its delegate writes the moment it was asked
/// (CLOCK_MONOTONIC nanoseconds, 8 bytes) to stdout; `xuikit-bench
/// --key-only` times the key press to the new glyph on screen.
final class TextFieldViewController: UIViewController, UITextFieldDelegate {
    let field = UITextField()

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .white
        field.frame = CGRect(x: 8, y: 10, width: 380, height: 34)
        field.font = .systemFont(ofSize: 17)
        field.textColor = .black
        field.delegate = self
        view.addSubview(field)
        self.view = view
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        field.becomeFirstResponder()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        reportHandlerMoment()
        return true
    }
}
