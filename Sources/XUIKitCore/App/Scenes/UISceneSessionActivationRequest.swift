import Foundation

/// A request to show a scene: UIKit's `UISceneSessionActivationRequest`
/// (iOS 17), given to `UIApplication.activateSceneSession(for:errorHandler:)`.
@preconcurrency @MainActor
open class UISceneSessionActivationRequest: NSObject, NSCopying {
    /// The role of the session to show (`.windowApplication` by default).
    public let role: UISceneSession.Role
    /// The open session to bring forward, or nil for a new session.
    public let session: UISceneSession?
    /// The activity the new scene receives in its connection options.
    open var userActivity: NSUserActivity?
    /// The request's options.
    open var options: UIScene.ActivationRequestOptions?

    /// A request for a new session of the app's window role.
    public convenience override init() { self.init(role: .windowApplication) }

    /// A request for a new session of `role`.
    public init(role: UISceneSession.Role) {
        self.role = role
        session = nil
        super.init()
    }

    /// A request to bring `session` forward.
    public init(session: UISceneSession) {
        role = session.role
        self.session = session
        super.init()
    }

    /// A request with the same session or role, activity and options.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UISceneSessionActivationRequest {
        let copy = session.map { UISceneSessionActivationRequest(session: $0) } ?? UISceneSessionActivationRequest(role: role)
        copy.userActivity = userActivity
        copy.options = options
        return copy
    }
}
