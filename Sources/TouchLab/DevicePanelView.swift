import XUIKit

/// The inspector's side panel: the input devices (id, name, kind, max
/// touches, axes with ranges, transformation matrix; not the server's own
/// masters and XTEST devices), and under them any further sections the
/// inspector adds (`sections`). It takes no touches (`isUserInteractionEnabled`
/// is false), so touches on it reach the canvas beneath like anywhere else.
public final class DevicePanelView: UIView {
    /// The panel's width in points.
    public static let width: CGFloat = 330
    private let heading = UILabel()
    private let body = UILabel()

    public init(devices: [InspectedDevice]) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0, alpha: 0.45)
        heading.text = "Input devices"
        heading.font = .boldSystemFont(ofSize: 15)
        heading.textColor = UIColor(white: 1, alpha: 0.95)
        body.numberOfLines = 0
        body.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        body.textColor = UIColor(white: 1, alpha: 0.8)
        addSubview(heading)
        addSubview(body)
        self.devices = devices
        refreshText()
    }

    public required init?(coder: NSCoder) { nil }

    /// The devices shown, in order; setting it redraws the table.
    public var devices: [InspectedDevice] = [] { didSet { refreshText() } }
    /// Titled blocks of text shown below the devices (the ghost-touch watch).
    public var sections: [(title: String, text: String)] = [] { didSet { refreshText() } }

    /// The panel's text as shown (for tests).
    public var text: String { body.text ?? "" }

    private func refreshText() {
        let listed = devices.filter(\.isListedInPanel)
        var blocks = listed.isEmpty ? ["(no devices reported)"] : listed.map(\.panelText)
        for section in sections { blocks.append("\(section.title)\n\(section.text)") }
        body.text = blocks.joined(separator: "\n\n")
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 12
        heading.frame = CGRect(x: inset, y: inset, width: bounds.width - 2 * inset, height: 20)
        // Sized to its text so it starts at the top (a label centres its text vertically).
        let width = bounds.width - 2 * inset
        let fitted = body.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        body.frame = CGRect(x: inset, y: inset + 26, width: width, height: min(fitted.height, max(0, bounds.height - 2 * inset - 26)))
    }
}
