import XUIKit

/// Presentation: a page sheet (swipe it down), a full-screen controller, an
/// alert with a text field, an action sheet, a sheet with detents and a
/// popover, each reporting what happens.
final class ScreensPage: UIViewController {
    private let readout = UILabel()
    private weak var popoverSource: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let intro = caption("Sheets and alerts: a sheet (swipe it down past half to dismiss), a full-screen screen, an alert, an action sheet, a sheet with detents (drag it up), a popover.", in: view)
        let buttons = UIStackView()
        buttons.axis = .vertical
        buttons.spacing = 10
        let choices: [(String, () -> Void)] = [
            ("Page sheet", { [weak self] in if let self { present(makeScreen("A page sheet", style: .pageSheet), animated: true) } }),
            ("Full screen", { [weak self] in if let self { present(makeScreen("A full-screen screen", style: .fullScreen), animated: true) } }),
            ("Alert", { [weak self] in self?.presentAlert() }),
            ("Action sheet", { [weak self] in self?.presentActionSheet() }),
            ("Medium sheet", { [weak self] in self?.presentMediumSheet() }),
            ("Popover", { [weak self] in self?.presentPopover() }),
        ]
        for (title, action) in choices {
            let button = UIButton(type: .system)
            if title == "Popover" { popoverSource = button }
            button.setTitle(title, for: .normal)
            button.backgroundColor = UIColor(white: 0.94, alpha: 1)
            button.addAction(UIAction { _ in action() }, for: .touchUpInside)
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            buttons.addArrangedSubview(button)
        }
        readout.font = .preferredFont(forTextStyle: .headline)
        readout.text = "Try one"
        buttons.addArrangedSubview(readout)
        buttons.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: view.topAnchor, constant: intro.frame.maxY + 16),
            buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            buttons.widthAnchor.constraint(equalToConstant: 240),
        ])
    }

    private func report(_ text: String) {
        readout.text = text
        say(text)
    }

    /// A screen with a title and a Done button that dismisses it.
    private func makeScreen(_ title: String, style: UIModalPresentationStyle) -> UIViewController {
        let screen = UIViewController()
        screen.modalPresentationStyle = style
        screen.view.backgroundColor = .systemGroupedBackground
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 400, height: 40))
        label.text = title
        label.font = .preferredFont(forTextStyle: .title1)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        done.backgroundColor = .white
        done.addAction(UIAction { [weak screen, weak self] _ in
            screen?.dismiss(animated: true) { self?.report("dismissed: \(title)") }
        }, for: .touchUpInside)
        screen.view.addSubview(label)
        screen.view.addSubview(done)
        return screen
    }

    private func presentAlert() {
        let alert = UIAlertController(title: "Rename", message: "Enter a new name for the photo.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("alert: Cancel") })
        alert.addAction(UIAlertAction(title: "Rename", style: .default) { [weak self, weak alert] _ in
            self?.report("alert: Rename to \(alert?.textFields?.first?.text ?? "")")
        })
        present(alert, animated: true)
    }

    /// A sheet resting at the medium detent, with a grabber: drag it up to large, down to dismiss.
    private func presentMediumSheet() {
        let screen = makeScreen("A medium sheet: drag it up", style: .pageSheet)
        if let sheet = screen.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(screen, animated: true)
    }

    /// A popover pointing at its button, sized by its content.
    private func presentPopover() {
        let content = makeScreen("A popover", style: .popover)
        content.preferredContentSize = CGSize(width: 320, height: 160)
        content.popoverPresentationController?.sourceView = popoverSource
        present(content, animated: true)
    }

    private func presentActionSheet() {
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { [weak self] _ in self?.report("action sheet: Share") })
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.report("action sheet: Delete") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.report("action sheet: Cancel") })
        present(sheet, animated: true)
    }
}
