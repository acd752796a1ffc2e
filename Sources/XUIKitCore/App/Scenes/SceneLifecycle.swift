internal import CXUIKitRuntime
import Foundation

/// The application's scenes and sessions, and the life cycle that drives
/// them from what the backend reports of their windows.
///
/// The launch (`connectInitialScene()`, after `didFinishLaunching`): the
/// app is scene-based when its Info.plist has a scene manifest, or when its
/// delegate implements `application(_:configurationForConnecting:options:)`
/// (UIKit asks for the manifest; a SwiftPM executable often has no Info.plist,
/// so choosing a delegate class in code is enough here). A scene-based app
/// gets one session, `configurationForConnecting`, then its scene's calls
/// (see `UIScene`); the app delegate's `applicationDidBecomeActive`-family
/// calls are not made, as UIKit does not make them for scene-based apps.
///
/// The window events (`windowMapped`, `windowIconified`, `keyboardFocusMoved`,
/// `closeRequested`) move each scene towards the state its windows say:
/// active while one of its shown windows has the keyboard focus, background
/// while all of its shown windows are iconified, else foreground inactive.
@MainActor
package final class SceneLifecycle {
    unowned let application: UIApplication
    /// The Info.plist's scene manifest, if any (`loadManifest`).
    package private(set) var manifest: SceneManifest?
    /// The open sessions, in the order they opened.
    package private(set) var sessions: [UISceneSession] = []
    /// The connected scenes, in the order they connected.
    package private(set) var scenes: [UIScene] = []
    /// Whether the app runs scenes (decided by `connectInitialScene()`).
    package private(set) var isSceneBased = false
    /// Called when a scene's title or size restrictions changed, or a window
    /// joined it: the backend retitles its windows and sets their size hints.
    package var onSceneAppearanceChanged: ((UIWindowScene) -> Void)?
    /// Called when a connected scene is asked to come forward (an activation
    /// request naming its session): the backend maps and focuses its key window.
    package var onSceneActivationRequested: ((UIWindowScene) -> Void)?
    /// Called after the last scene disconnected: the backend ends the app.
    package var onLastSceneDisconnected: (() -> Void)?
    /// Windows the window manager iconified (unmapped while shown).
    private(set) var iconifiedWindows: Set<ObjectIdentifier> = []
    /// The window holding the keyboard focus, if one of the app's.
    private(set) weak var focusedWindow: UIWindow?
    /// Activation requests waiting for the end of the run-loop pass.
    private var pendingActivations: [PendingActivation] = []

    private struct PendingActivation {
        var userActivity: NSUserActivity?
        var options: UIScene.ActivationRequestOptions?
        var errorHandler: ((any Error) -> Void)?
    }

    init(application: UIApplication) { self.application = application }

    // MARK: Launch

    /// Reads the scene manifest of `infoDictionary` (`Bundle.main.infoDictionary`);
    /// `moduleName` stands for `$(PRODUCT_MODULE_NAME)`.
    package func loadManifest(infoDictionary: [String: Any]?, moduleName: String) throws {
        manifest = try infoDictionary.flatMap { try SceneManifest(infoDictionary: $0, moduleName: moduleName) }
    }

    /// Whether the app may have more than one scene (`UIApplicationSupportsMultipleScenes`).
    var supportsMultipleScenes: Bool { manifest?.supportsMultipleScenes ?? false }

    /// Opens the launch session and connects its scene, if the app is
    /// scene-based; returns whether it is.
    package func connectInitialScene() throws -> Bool {
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(role: .windowApplication, configuration: defaultConfiguration(for: .windowApplication))
        let configuration = askConfiguration(for: session, options: options)
        guard manifest != nil || !configuration.isDelegateDefault else { return false }
        isSceneBased = true
        try connect(session, configuration: configuration, options: options)
        return true
    }

    /// The configuration used when the app delegate does not choose one: the manifest's first for `role`.
    func defaultConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: manifest?.configuration(named: nil, role: role)?.name, sessionRole: role)
        configuration.isDelegateDefault = true
        return configuration
    }

    private func askConfiguration(for session: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        application.delegate?.application(application, configurationForConnecting: session, options: options)
            ?? defaultConfiguration(for: session.role)
    }

    // MARK: Connecting and disconnecting

    /// Makes `session`'s scene and delegate from `configuration` and connects
    /// it: `scene(_:willConnectTo:options:)`, then into the foreground.
    private func connect(_ session: UISceneSession, configuration: UISceneConfiguration, options: UIScene.ConnectionOptions) throws {
        session.configuration = configuration
        let sceneType: UIScene.Type
        if let sceneClass = configuration.sceneClass {
            guard let type = sceneClass as? UIWindowScene.Type else { throw SceneManifestError.notAWindowScene(String(reflecting: sceneClass)) }
            sceneType = type
        } else {
            sceneType = UIWindowScene.self
        }
        var delegate: UISceneDelegate?
        if let delegateClass = configuration.delegateClass {
            let name = String(reflecting: delegateClass)
            guard let objectType = delegateClass as? NSObject.Type else { throw SceneManifestError.noDelegateClass(name) }
            let metadata = unsafeBitCast(objectType as AnyClass, to: UnsafeRawPointer.self)
            let object = Unmanaged<NSObject>.fromOpaque(cx_make_nsobject(metadata)).takeRetainedValue()
            guard let made = object as? UISceneDelegate else { throw SceneManifestError.notASceneDelegate(name) }
            delegate = made
        } else if let name = configuration.delegateClassName {
            throw SceneManifestError.noDelegateClass(name)
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.delegate = delegate
        scene.lifecycle = self
        session.scene = scene
        if !sessions.contains(session) { sessions.append(session) }
        scenes.append(scene)
        delegate?.scene(scene, willConnectTo: session, options: options)
        post(UIScene.willConnectNotification, scene)
        // Connected scenes start in the background and come forward at once (UIKit's launch into the foreground).
        scene.activationState = .background
        move(scene, to: desiredState(of: scene))
    }

    /// Disconnects `scene`: out of the foreground (resign, background), then
    /// `sceneDidDisconnect`; its windows are hidden (their X windows go),
    /// its session is discarded (`application(_:didDiscardSceneSessions:)`).
    /// After the last scene, `onLastSceneDisconnected`.
    package func disconnect(_ scene: UIScene) {
        guard scenes.contains(scene) else { return }
        move(scene, to: .unattached)
        scenes.removeAll { $0 === scene }
        for window in (scene as? UIWindowScene)?.windows ?? [] where !window.isHidden { window.isHidden = true }
        let session = scene.session
        session.scene = nil
        scene.lifecycle = nil
        sessions.removeAll { $0 === session }
        application.delegate?.application(application, didDiscardSceneSessions: [session])
        updateApplicationState()
        if scenes.isEmpty { onLastSceneDisconnected?() }
    }

    /// Disconnects every scene (the app is terminating).
    package func disconnectAll() {
        for scene in scenes.reversed() { disconnect(scene) }
    }

    // MARK: Activation requests

    /// `requestSceneSessionActivation`: brings an open session's scene
    /// forward now, or queues a new session for the end of the run-loop pass.
    func requestActivation(_ session: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
                           errorHandler: ((any Error) -> Void)?) {
        if let session {
            guard sessions.contains(session) else { errorHandler?(UISceneError(.requestDenied)); return }
            if let scene = session.scene as? UIWindowScene {
                scene.keyWindow?.makeKey()
                onSceneActivationRequested?(scene)
            }
            return
        }
        guard supportsMultipleScenes || scenes.isEmpty else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        pendingActivations.append(PendingActivation(userActivity: userActivity, options: options, errorHandler: errorHandler))
    }

    /// Connects the sessions requested during the pass (from `endRunLoopPass()`).
    func connectPendingSessions() {
        guard !pendingActivations.isEmpty else { return }
        let requests = pendingActivations
        pendingActivations.removeAll()
        for request in requests {
            let options = UIScene.ConnectionOptions(userActivities: request.userActivity.map { [$0] } ?? [])
            let session = UISceneSession(role: .windowApplication, configuration: defaultConfiguration(for: .windowApplication))
            do {
                try connect(session, configuration: askConfiguration(for: session, options: options), options: options)
            } catch {
                request.errorHandler?(error)
            }
        }
    }

    // MARK: Window events (from the backend)

    /// The window manager (or the server) mapped `window`.
    package func windowMapped(_ window: UIWindow) {
        iconifiedWindows.remove(ObjectIdentifier(window))
        reconcile(window.windowScene)
    }

    /// The window was unmapped while the app still shows it: iconified.
    package func windowIconified(_ window: UIWindow) {
        iconifiedWindows.insert(ObjectIdentifier(window))
        if focusedWindow === window { focusedWindow = nil }
        reconcile(window.windowScene)
    }

    /// The keyboard focus moved to `window` (nil: to no window of the app's).
    /// A scene's window taking the focus becomes the key window.
    package func keyboardFocusMoved(to window: UIWindow?) {
        let previous = focusedWindow
        focusedWindow = window
        if let window, window.windowScene != nil, !window.isHidden, !window.isKeyWindow { window.makeKey() }
        if let scene = previous?.windowScene, scene !== window?.windowScene { reconcile(scene) }
        reconcile(window?.windowScene)
    }

    /// The window manager asked to close `window` (WM_DELETE_WINDOW):
    /// disconnects its scene; returns false for a window of no scene.
    package func closeRequested(_ window: UIWindow) -> Bool {
        guard let scene = window.windowScene, scenes.contains(scene) else { return false }
        disconnect(scene)
        return true
    }

    /// `window` left `scene` (its `windowScene` changed).
    func windowLeftScene(_ window: UIWindow, scene: UIWindowScene) { reconcile(scene) }

    /// A scene's title or size restrictions changed, or a window joined it.
    func sceneAppearanceChanged(_ scene: UIScene) {
        guard let scene = scene as? UIWindowScene else { return }
        onSceneAppearanceChanged?(scene)
    }

    /// Forgets every scene and session (for `resetForTesting`).
    func reset() {
        manifest = nil
        sessions.removeAll()
        scenes.removeAll()
        isSceneBased = false
        onSceneAppearanceChanged = nil
        onSceneActivationRequested = nil
        onLastSceneDisconnected = nil
        iconifiedWindows.removeAll()
        focusedWindow = nil
        pendingActivations.removeAll()
    }
}
