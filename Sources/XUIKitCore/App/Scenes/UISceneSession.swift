import Foundation

/// A session: one instance of the app's interface, whether or not a scene
/// shows it right now: UIKit's `UISceneSession`.
///
/// Sessions are opened by the application's scene life cycle (at launch and
/// for `requestSceneSessionActivation`) and listed in
/// `UIApplication.openSessions` until discarded. Closing a scene's window
/// discards its session (`application(_:didDiscardSceneSessions:)`), as
/// closing a window does on iPadOS and Mac Catalyst. Sessions are not saved
/// across launches on Linux: every launch starts with one new session.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The scene showing the session, nil before it connects and after it disconnects.
    open internal(set) weak var scene: UIScene?
    /// The session's role (`.windowApplication` for an app's windows).
    public let role: Role
    /// The configuration the scene was made from (what `application(_:configurationForConnecting:options:)` returned).
    open internal(set) var configuration: UISceneConfiguration
    /// A string identifying the session, unique within the app's run (a UUID).
    public let persistentIdentifier: String
    /// Data the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }

    /// A session's role: UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The app's interactive windows (the manifest key `UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (listed for the manifest; no external displays here).
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}
