import Foundation
import XUIKitCore

/// What a view shows, as a value: UIKit's `UIContentConfiguration`. A cell's
/// `contentConfiguration` makes its content view from one
/// (`makeContentView()`) and hands it the configuration `updated(for:)` its
/// state whenever that changes.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration: UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (default true); a cell makes a new view when not.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A view's state for its configurations: UIKit's `UIConfigurationState`
/// (XUIKit has no trait collections: the protocol names the concept only).
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state: UIKit's `UICellConfigurationState` (the cell-specific flags).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init() {}
}
