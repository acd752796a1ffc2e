// Buttons as iOS 15+ code writes them, compiled in each language mode beside
// Patterns.swift: a configuration made from a style, a primary action, a text
// attributes transformer, an attributed title, and an update handler.
import CoreGraphics
import Foundation
import XUIKit
import XUIKitTesting

/// A checkout screen: Pay (filled, large, capsule, subtitle, spinner while
/// selected) and Cancel (tinted, red, custom insets).
final class CheckoutViewController: UIViewController {
    var log: [String] = []

    lazy var payButton: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Pay"
        config.subtitle = "Total 12.00"
        config.titleAlignment = .center
        config.cornerStyle = .capsule
        config.buttonSize = .large
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
            self?.log.append("paid")
            self?.payButton.isSelected = true
        })
        button.configurationUpdateHandler = { button in
            var config = button.configuration
            config?.showsActivityIndicator = button.isSelected
            config?.title = button.isSelected ? "Paying" : "Pay"
            button.configuration = config
        }
        return button
    }()

    let cancelButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        var cancel = UIButton.Configuration.tinted()
        var title = AttributedString("Cancel")
        title.font = .systemFont(ofSize: 15, weight: .semibold)
        cancel.attributedTitle = title
        cancel.baseForegroundColor = .systemRed
        cancel.baseBackgroundColor = .systemRed
        cancel.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        cancelButton.configuration = cancel
        cancelButton.addAction(UIAction { [weak self] _ in self?.log.append("cancelled") }, for: .touchUpInside)
        for (button, y) in [(payButton, 20.0), (cancelButton, 120.0)] {
            button.sizeToFit()
            button.frame.origin = CGPoint(x: 20, y: y)
            view.addSubview(button)
        }
    }
}

/// Taps Pay and Cancel; reports what ran and what the buttons show.
@MainActor func buttonConfigurationSummary(window: UIWindow, input: InputSimulator) -> String {
    let checkout = CheckoutViewController()
    window.rootViewController = checkout
    UIApplication.shared.endRunLoopPass()
    window.layoutIfNeeded()
    input.tap(at: CGPoint(x: checkout.payButton.frame.midX, y: checkout.payButton.frame.midY))
    input.advance(by: 0.3)
    input.tap(at: CGPoint(x: checkout.cancelButton.frame.midX, y: checkout.cancelButton.frame.midY))
    window.layoutIfNeeded()
    let pay = checkout.payButton.configuration
    let cancel = checkout.cancelButton.configuration
    return "button configuration: \(checkout.log.joined(separator: ", ")); pay \(pay?.title ?? "?") spinner \(pay?.showsActivityIndicator ?? false); cancel \(cancel?.title ?? "?") insets \(cancel?.contentInsets.leading ?? 0)"
}
