import Foundation

/// The base of menu items and actions: UIKit's `UIMenuElement`, with its
/// title, subtitle, attributes and state. (`image` is added by XUIKitGraphics,
/// which owns `UIImage`.)
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// A second line under the title. Default nil.
    open var subtitle: String?
    /// The image, a `UIImage` (typed in XUIKitGraphics' `image`).
    package var storedImage: AnyObject?

    package init(title: String, image: AnyObject?) {
        self.title = title
        self.storedImage = image
        super.init()
    }

    /// Attributes of a menu element; UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check state of a menu element.
    public enum State: Int, Sendable { case off, on, mixed }
}

/// A closure-based action: UIKit's `UIAction`.
///
/// Controls perform it for the events it was added for (`addAction(_:for:)`);
/// while its handler runs, `sender` is the control that sent it. A control
/// holds one action per `identifier`: adding another with the same
/// identifier replaces it (UIKit's rule). The default identifier is unique.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// What identifies an action within a control.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier (a UUID string unless one was given).
    public let identifier: Identifier
    /// A title for key-command discovery. Default nil.
    open var discoverabilityTitle: String?
    /// The action's attributes. Default none.
    open var attributes: UIMenuElement.Attributes
    /// The action's check state. Default `.off`.
    open var state: UIMenuElement.State
    /// The object that performed the action (the control), weakly held; nil before the first performance.
    open var sender: Any? { storedSender }
    weak var storedSender: AnyObject?
    let handler: UIActionHandler

    /// The designated form; XUIKitGraphics' public initializer adds `image`.
    package init(
        title: String, image: AnyObject?, identifier: Identifier?, discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes, state: UIMenuElement.State, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Calls the handler with `sender` as the action's sender.
    package func perform(sender: AnyObject?) {
        storedSender = sender
        handler(self)
    }
}

/// The closure of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void
