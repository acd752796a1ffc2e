import Foundation
import XUIKitCore
import XUIKitGraphics

/// One row of a table: UIKit's `UITableViewCell`.
///
/// UIKit's defaults: `.default` style (a `textLabel` at 17 pt, 16 pt from the
/// leading edge), no accessory, `.default` selection style (the row turns
/// systemGray4 while highlighted or selected), white background, a 0.5 pt
/// separator inset 16 pt at the bottom. Subviews go in `contentView`.
/// `prepareForReuse()` runs before the table hands a reused cell out again.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// The identifier the table reuses the cell under.
    public internal(set) var reuseIdentifier: String?
    public let style: CellStyle
    public let contentView = UIView()
    open var selectionStyle: SelectionStyle = .default { didSet { updateBackground() } }
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsDisplay() } }
    /// Whether the row is selected (the table sets it; `setSelected(_:animated:)` to override).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false

    // MARK: Content configuration (UITableViewCell+ContentConfiguration.swift)

    /// What `contentView` shows, as a configuration (default nil: the
    /// `textLabel`/`detailTextLabel`/`imageView` of the cell's style). Setting
    /// one puts its content view in `contentView`, filling it, or hands the
    /// configuration to the one there when it `supports` it.
    open var contentConfiguration: (any UIContentConfiguration)? { didSet { installContentConfiguration() } }
    /// Whether state changes (selected, highlighted, editing) hand the content view `contentConfiguration.updated(for:)` (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState { currentConfigurationState }
    /// A list configuration in the cell's style: `.cell()`, `.subtitleCell()` or `.valueCell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { standardContentConfiguration() }
    /// Asks for `updateConfiguration(using:)` with the current state (XUIKit: at once).
    open func setNeedsUpdateConfiguration() { updateConfigurationNow() }
    /// Called with the new state whenever it changes; subclasses update their configurations here.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    var contentConfigurationView: (any UIView & UIContentView)?

    // MARK: Editing (UITableViewCell+Editing.swift)

    /// How the row edits: a delete (red minus) or insert (green plus) control, or none.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// Whether the cell is in editing mode (the table sets it with its own).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Shows the editing control and reorder control, and indents the content, when editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateEditingControls(animated: animated)
        updateConfigurationNow()
    }
    /// Whether the cell shows a reorder control while editing (default false; the data source must allow the move too).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control (default true).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// The accessory shown while editing (default none).
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// The editing style the table gave the row, and whether it may be reordered.
    var editingStyleShown: EditingStyle = .none { didSet { if editingStyleShown != oldValue { updateEditingControls(animated: false) } } }
    var isReorderable = false { didSet { if isReorderable != oldValue { updateEditingControls(animated: false) } } }
    /// Whether the editing control is a selection circle (multiple selection while editing).
    var showsSelectionCircle = false { didSet { if showsSelectionCircle != oldValue { updateEditingControls(animated: false) } } }
    private var editingState = false
    var editingControl: TableEditingControl?
    var reorderControl: TableReorderControl?
    var showsSeparator = true { didSet { if showsSeparator != oldValue { contentViewFollowsHeight(); setNeedsLayout() } } }
    /// Draws `accessoryType` (above the selected background, as UIKit's accessory views are).
    let accessoryGlyph = TableAccessoryGlyphView(frame: .zero)

    private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)
    private var image: UIImageView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .white
        contentMode = .redraw
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The content view follows the cell's height at once (UIKit's flexible
    /// autoresizing), so constraints inside never see a stale height.
    open override var bounds: CGRect { didSet { contentViewFollowsHeight() } }
    open override var frame: CGRect { didSet { contentViewFollowsHeight() } }
    private func contentViewFollowsHeight() {
        let height = max(0, bounds.height - separatorHeight)
        if contentView.frame.height != height { contentView.frame.size.height = height }
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// The main label (made on first use).
    open var textLabel: UILabel? {
        if let label = labels.text { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        labels.text = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = labels.detail { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        label.textColor = style == .subtitle ? .label : .secondaryLabel
        labels.detail = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The leading image view (made on first use).
    open var imageView: UIImageView? {
        if let image { return image }
        let view = UIImageView()
        image = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
        editingControl?.isCircleFilled = selected
        updateBackground()
        updateConfigurationNow()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
        updateBackground()
        updateConfigurationNow()
    }

    /// Resets state before reuse (the table calls it); subclasses call super.
    open func prepareForReuse() {
        bounds.origin = .zero
        selectedState = false
        highlightedState = false
        updateBackground()
    }

    /// Shown behind the content, over the whole row, while selected or highlighted
    /// (UIKit's default: systemGray4). Nil shows nothing.
    open var selectedBackgroundView: UIView? = UITableViewCell.defaultSelectedBackground() {
        didSet {
            oldValue?.removeFromSuperview()
            updateBackground()
        }
    }

    private static func defaultSelectedBackground() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }

    private func updateBackground() {
        let lit = (selectedState || highlightedState) && selectionStyle != .none
        if let selectedBackgroundView {
            if lit, selectedBackgroundView.superview !== self { insertSubview(selectedBackgroundView, at: 0) }
            selectedBackgroundView.frame = bounds
            selectedBackgroundView.isHidden = !lit
        }
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        selectedBackgroundView?.frame = bounds
        layoutCellContent(textLabel: labels.text, detailLabel: labels.detail, imageView: image)
        contentConfigurationView?.frame = contentView.bounds
    }

    /// The standard styles' fitted size at `size.width`: the labels wrapped as
    /// `numberOfLines` allows, 11 pt above and below, at least 44 pt (see
    /// UITableViewCell+SelfSizing.swift). Self-sizing rows of cells without
    /// constraints take this height; subclasses may override it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        standardFittingSize(for: size, textLabel: labels.text, detailLabel: labels.detail, imageView: image)
    }

    open override func draw(_ rect: CGRect) { drawCellChrome() }
}
