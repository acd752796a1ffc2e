import Foundation
import XUIKitCore

/// One item of a collection view: UIKit's `UICollectionViewCell`.
///
/// Three layers, back to front: `backgroundView` (default nil), then
/// `selectedBackgroundView` (default nil) shown while the cell is selected
/// or highlighted, then `contentView`, where subviews go. All fill the
/// cell. UIKit's defaults: clear background, not selected, not highlighted.
/// The collection view sets `isSelected` and `isHighlighted`; each change
/// runs `updateConfiguration(using:)` and hands the content view
/// `contentConfiguration.updated(for:)` (as the table's cells do).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()

    /// Behind the content, filling the cell (default nil).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); backgroundView.frame = bounds }
        }
    }

    /// Between `backgroundView` and the content while selected or highlighted (default nil).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// Whether the item is selected (the collection view sets it).
    open var isSelected = false { didSet { if isSelected != oldValue { stateChanged() } } }
    /// Whether a touch is on the item (the collection view sets it).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateChanged() } } }

    // MARK: Content configuration

    /// What `contentView` shows, as a configuration (default nil): its view
    /// fills `contentView`; a configuration its view `supports` is handed to it.
    open var contentConfiguration: (any UIContentConfiguration)? { didSet { installContentConfiguration() } }
    /// Whether state changes hand the content view `contentConfiguration.updated(for:)` (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Called after `updateConfiguration(using:)` on each state change (default nil).
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    /// The cell's state for configurations.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
    /// A list configuration for a cell: `UIListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// Asks for `updateConfiguration(using:)` with the current state (XUIKit: at once).
    open func setNeedsUpdateConfiguration() { stateChanged() }
    /// Called with the new state whenever it changes; subclasses update their configurations here.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    private var contentConfigurationView: (any UIView & UIContentView)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Clears selection and highlight before reuse; subclasses call super.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        contentConfigurationView?.frame = contentView.bounds
    }

    private func stateChanged() {
        updateSelectedBackground()
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration, let view = contentConfigurationView {
            view.configuration = configuration.updated(for: state)
        }
    }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            if selectedBackgroundView.superview !== self {
                insertSubview(selectedBackgroundView, at: backgroundView?.superview === self ? 1 : 0)
            }
            selectedBackgroundView.frame = bounds
        } else {
            selectedBackgroundView.removeFromSuperview()
        }
    }

    private func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = contentConfigurationView, view.supports(shown) {
            view.configuration = shown
        } else {
            contentConfigurationView?.removeFromSuperview()
            let view = shown.makeContentView()
            view.frame = contentView.bounds
            contentView.addSubview(view)
            contentConfigurationView = view
        }
        setNeedsLayout()
    }
}
