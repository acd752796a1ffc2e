import Foundation

/// The application's scenes: UIKit's scene members of `UIApplication`.
extension UIApplication {
    /// The scenes connected to the app (each a top-level X window).
    public var connectedScenes: Set<UIScene> { Set(sceneLifecycle.scenes) }

    /// The sessions open in the app (one per connected scene here: closing a
    /// scene's window discards its session).
    public var openSessions: Set<UISceneSession> { Set(sceneLifecycle.sessions) }

    /// Whether the app may show more than one scene: the manifest's
    /// `UIApplicationSupportsMultipleScenes` (false without one, as in UIKit).
    public var supportsMultipleScenes: Bool { sceneLifecycle.supportsMultipleScenes }

    /// Asks for a scene: `sceneSession` nil opens a new session whose scene
    /// connects (a new X window) at the end of the current run-loop pass, after
    /// `application(_:configurationForConnecting:options:)`, with `userActivity`
    /// in its connection options; an open session's scene comes forward (its
    /// window is mapped, raised and focused). `errorHandler` gets a
    /// `UISceneError`: `.multipleScenesNotSupported` when a second scene is
    /// asked for without `UIApplicationSupportsMultipleScenes`,
    /// `.requestDenied` for a session that is not open; or the connection's
    /// error (a delegate class that cannot be made).
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        sceneLifecycle.requestActivation(sceneSession, userActivity: userActivity, options: options, errorHandler: errorHandler)
    }

    /// Asks for a scene as `request` describes it (iOS 17's form of
    /// `requestSceneSessionActivation`): its `session` (nil: a new one), its
    /// `userActivity` and `options`, with the same outcomes and errors.
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
        sceneLifecycle.requestActivation(request.session, userActivity: request.userActivity, options: request.options, errorHandler: errorHandler)
    }

    /// Closes `sceneSession`: its scene disconnects (its window closes) and
    /// the session is discarded, as when the user closes the window. A
    /// session that is not open gets `.requestDenied` in `errorHandler`.
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard sceneLifecycle.sessions.contains(sceneSession), let scene = sceneSession.scene else {
            errorHandler?(UISceneError(.requestDenied))
            return
        }
        sceneLifecycle.disconnect(scene)
    }
}
