import Foundation
import XUIKitCore
import XUIKitGraphics

/// A reusable section header or footer: UIKit's `UITableViewHeaderFooterView`.
///
/// Register a class with `register(_:forHeaderFooterViewReuseIdentifier:)`,
/// dequeue it in the delegate's `viewForHeaderInSection`/`viewForFooterInSection`;
/// it goes back to its queue when its section leaves the screen
/// (`prepareForReuse()` runs when it is handed out again). Subviews go in
/// `contentView`. `textLabel` (made on first use) takes the table's style when
/// shown, before `willDisplayHeaderView`: plain, 17 pt semibold on a light grey
/// bar, centred; grouped, 13 pt secondaryLabel, 6 pt above the rows.
/// `contentConfiguration` puts a configuration's view in `contentView`, filling it.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public internal(set) var reuseIdentifier: String?
    public let contentView = UIView()
    /// Shown behind the content, over the whole view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// What `contentView` shows, as a configuration (default nil).
    open var contentConfiguration: (any UIContentConfiguration)? { didSet { installConfiguration() } }
    /// The table style the view was last shown in (plain until shown), and the
    /// inset of its section's rows (inset grouped), which the title lines up with.
    var tableStyle: UITableView.Style = .plain
    var rowInset: CGFloat = 0 { didSet { if rowInset != oldValue { setNeedsLayout() } } }
    private var label: UILabel?
    private var configurationView: (any UIView & UIContentView)?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel()
        label = made
        insertSubview(made, at: backgroundView == nil ? 0 : 1)
        applyStyle()
        setNeedsLayout()
        return made
    }

    /// A list configuration for a header in the table's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        tableStyle == .plain ? .plainHeader() : .groupedHeader()
    }

    /// Resets state before reuse (the table calls it); subclasses call super.
    open func prepareForReuse() {}

    /// Takes the table's style (the table calls it as it shows the view).
    func show(in style: UITableView.Style) {
        tableStyle = style
        applyStyle()
    }

    private func applyStyle() {
        guard let label else { return }
        if tableStyle == .plain {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            if backgroundView == nil, backgroundColor == nil { backgroundColor = UIColor(white: 0.97, alpha: 1) }
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        }
    }

    private func installConfiguration() {
        guard let configuration = contentConfiguration else {
            configurationView?.removeFromSuperview()
            configurationView = nil
            return
        }
        if let view = configurationView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configurationView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configurationView = view
        }
        setNeedsLayout()
    }

    /// Self-sizing: a configuration's view its fitted height; a title, plain:
    /// 4 pt above and below, at least 28 pt; grouped: 12 pt above, 6 pt below, at least 18 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        if let configurationView { return CGSize(width: width, height: configurationView.sizeThatFits(CGSize(width: width, height: 0)).height) }
        guard let label else { return CGSize(width: width, height: bounds.height) }
        let height = label.sizeThatFits(CGSize(width: max(0, width - 32 - 2 * rowInset), height: 0)).height
        return CGSize(width: width, height: tableStyle == .plain ? max(28, height + 8) : max(18, height + 18))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
        if let label {
            let height = label.intrinsicContentSize.height
            let y = tableStyle == .plain ? (bounds.height - height) / 2 : max(0, bounds.height - height - 6)
            label.frame = CGRect(x: 16 + rowInset, y: y, width: max(0, bounds.width - 32 - 2 * rowInset), height: height)
        }
    }
}
