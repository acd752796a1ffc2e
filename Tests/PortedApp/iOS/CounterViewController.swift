//
//  CounterViewController.swift
//  Counter
//

import UIKit

@IBDesignable
class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

class CounterViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet var badges: [BadgeView]!

    let incrementButton = UIButton(type: .system)
    private(set) var count = 0
    private(set) var events: [String] = []
    @objc dynamic var isDirty = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Counter"

        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        label.text = "0"
        view.addSubview(label)
        countLabel = label

        incrementButton.frame = CGRect(x: 20, y: 160, width: 120, height: 44)
        incrementButton.setTitle("Increment", for: .normal)
        incrementButton.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
        incrementButton.addTarget(self, action: #selector(buttonTouched(_:forEvent:)), for: .touchDown)
        view.addSubview(incrementButton)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        view.addGestureRecognizer(tap)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(self.reset))

        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
        events.append("keyboard \(Int(frame.height))")
    }

    @IBAction func increment(_ sender: UIButton) {
        count += 1
        countLabel.text = "\(count)"
        events.append("increment \(sender.currentTitle ?? "")")
        isDirty = true
        log("count \(count)")
    }

    @objc func buttonTouched(_ sender: UIButton, forEvent event: UIEvent) {
        events.append("touch down, \(event.allTouches?.count ?? 0) touch")
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
        events.append("tap")
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(#selector(autosave(_:)), with: "tap", afterDelay: 0.01)
    }

    @objc func reset() {
        count = 0
        countLabel.text = "0"
        events.append("reset")
        log("reset")
    }

    @objc func autosave(_ reason: String) {
        events.append("autosave after \(reason)")
        isDirty = false
        log("autosave after \(reason)")
    }

    @objc(saveDocumentNamed:tag:)
    func save(_ name: String, with tag: NSNumber) -> String {
        events.append("save \(name) \(tag)")
        return "saved \(name)"
    }

    @objc func dismissKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }

    @objc func title(for state: NSNumber) -> NSString {
        "state \(state)" as NSString
    }
}
