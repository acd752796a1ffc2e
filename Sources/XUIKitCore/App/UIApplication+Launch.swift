import Foundation

/// The launch and termination sequences behind `UIApplicationMain`, in
/// UIKit's order, for apps with and without scenes.
///
/// Launch: the Info.plist's scene manifest is read; `application(_:willFinishLaunchingWithOptions:)`,
/// `application(_:didFinishLaunchingWithOptions:)`; then either the first
/// scene connects (`application(_:configurationForConnecting:options:)`,
/// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`; it
/// becomes active when its window has the focus), or, for an app without
/// scenes, `applicationDidBecomeActive`.
///
/// Termination: a scene-based app's scenes disconnect (each resigns, enters
/// the background, `sceneDidDisconnect`, its session discarded); an app
/// without scenes gets `applicationWillResignActive` and
/// `applicationDidEnterBackground`; then `applicationWillTerminate`.
extension UIApplication {
    /// Runs the launch sequence; returns false when the delegate refused to
    /// launch (a launch method returned false). `infoDictionary`: the app's
    /// Info.plist (`Bundle.main.infoDictionary`). Throws `SceneManifestError`
    /// for a manifest or scene delegate class that cannot be used.
    package func launch(infoDictionary: [String: Any]?) throws -> Bool {
        let moduleName = delegate.map { SceneManifest.moduleName(of: type(of: $0)) }
            ?? ProcessInfo.processInfo.processName.replacingOccurrences(of: "-", with: "_")
        try sceneLifecycle.loadManifest(infoDictionary: infoDictionary, moduleName: moduleName)
        let options: [LaunchOptionsKey: Any]? = nil
        applicationState = .inactive
        guard delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true,
              delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true else { return false }
        if try sceneLifecycle.connectInitialScene() { return true }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        return true
    }

    /// Runs the termination sequence (the app is about to exit).
    package func terminate() {
        if sceneLifecycle.isSceneBased {
            sceneLifecycle.onLastSceneDisconnected = nil
            sceneLifecycle.disconnectAll()
            applicationState = .background
        } else {
            applicationState = .inactive
            delegate?.applicationWillResignActive(self)
            applicationState = .background
            delegate?.applicationDidEnterBackground(self)
        }
        delegate?.applicationWillTerminate(self)
    }
}
