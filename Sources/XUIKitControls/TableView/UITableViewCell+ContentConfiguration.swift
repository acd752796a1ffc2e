import Foundation
import XUIKitCore

/// A cell's `contentConfiguration`: its content view in `contentView`, kept
/// up to date with the cell's state.
extension UITableViewCell {
    /// The state configurations are updated for.
    var currentConfigurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = bounds.origin.x != 0
        return state
    }

    /// The cell style's list configuration.
    func standardContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        case .default: .cell()
        }
    }

    /// Shows `contentConfiguration`: in the view there when it supports it, else in a new one.
    func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: currentConfigurationState) : configuration
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

    /// The state changed: `updateConfiguration(using:)`, then the content view gets the updated configuration.
    func updateConfigurationNow() {
        let state = currentConfigurationState
        updateConfiguration(using: state)
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration, let view = contentConfigurationView {
            view.configuration = configuration.updated(for: state)
        }
    }
}
