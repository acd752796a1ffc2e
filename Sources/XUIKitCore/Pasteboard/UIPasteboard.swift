import Foundation

/// What a backend offers the pasteboard: the system clipboard other
/// programs share (X: the CLIPBOARD selection) and the "primary" selection
/// (X: PRIMARY, what middle-click pastes). Types are UTI strings
/// ("public.utf8-plain-text"); values are their bytes.
@MainActor
package protocol SystemPasteboard: AnyObject {
    /// Makes the app the clipboard's owner, offering `items`.
    func writeClipboard(_ items: [[String: Data]])
    /// The clipboard's items: the app's own, or another program's (read synchronously).
    func readClipboard() -> [[String: Data]]
    /// Offers `text` as the primary selection.
    func offerPrimary(_ text: String)
    /// The primary selection's text, whoever owns it.
    func readPrimary() -> String?
}

/// A pasteboard: UIKit's `UIPasteboard`.
///
/// `general` is the system clipboard when a backend runs (X's CLIPBOARD, so
/// text copies to and from other X programs) and an in-process pasteboard
/// otherwise (tests); named pasteboards are in-process, and every instance
/// with one name shows the same items, as on iOS. Strings are stored
/// as "public.utf8-plain-text", URLs as "public.url", images (see
/// XUIKitGraphics) as "public.png".
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("com.apple.UIKit.pboard.general")
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
    }

    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    public static let typeListString: [String] = ["public.utf8-plain-text", "public.plain-text", "public.text"]
    public static let typeListURL: [String] = ["public.url"]
    public static let typeListImage: [String] = ["public.png", "public.jpeg"]

    static let textType = "public.utf8-plain-text"
    static let urlType = "public.url"

    /// The backend's clipboard and primary selection (set by the X11 backend while it runs).
    package static var system: SystemPasteboard?
    /// The items of each pasteboard that lives in this process, by name (the
    /// names `init(name:create:)` and `withUniqueName()` made, and `.general` without a backend).
    private static var store: [Name: [[String: Data]]] = [:]
    private static let generalBoard = UIPasteboard(name: .general)

    /// The system-wide pasteboard.
    open class var general: UIPasteboard { generalBoard }

    public let name: Name
    private var localItems: [[String: Data]] {
        get { UIPasteboard.store[name] ?? [] }
        set { UIPasteboard.store[name] = newValue }
    }
    /// Increases with every change the app makes to this pasteboard (by any instance of its name).
    open var changeCount: Int { UIPasteboard.changeCounts[name] ?? 0 }
    private static var changeCounts: [Name: Int] = [:]

    init(name: Name) {
        self.name = name
        super.init()
    }

    /// The named pasteboard, made when `create` is true; nil otherwise.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if pasteboardName == .general { self.init(name: .general) } else {
            guard UIPasteboard.store[pasteboardName] != nil || create else { return nil }
            self.init(name: pasteboardName)
            if UIPasteboard.store[pasteboardName] == nil { UIPasteboard.store[pasteboardName] = [] }
        }
    }

    open class func withUniqueName() -> UIPasteboard {
        let board = UIPasteboard(name: Name(UUID().uuidString))
        store[board.name] = []
        return board
    }

    /// Forgets a named pasteboard's items; `.general` cannot be removed.
    open class func remove(withName pasteboardName: Name) {
        if pasteboardName != .general { store[pasteboardName] = nil }
    }

    private var isSystem: Bool { name == .general && UIPasteboard.system != nil }

    /// Every item, each a dictionary from type to value bytes.
    var rawItems: [[String: Data]] {
        get { isSystem ? UIPasteboard.system!.readClipboard() : localItems }
        set {
            localItems = newValue
            if isSystem { UIPasteboard.system!.writeClipboard(newValue) }
            UIPasteboard.changeCounts[name, default: 0] += 1
            NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
        }
    }
}
