import Foundation

/// The object that responds to a scene's life-cycle events: UIKit's `UISceneDelegate`.
///
/// Every method is optional (default implementations do nothing). Made by
/// the application from the scene configuration's `delegateClass` (or the
/// manifest's `UISceneDelegateClassName`) as the scene connects; the scene
/// holds it strongly. Order and states: see `UIScene`.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was connected to the app: make its window here (`UIWindow(windowScene:)`).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was closed: its window is going away and its session is discarded next.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: its window is shown and has the keyboard focus.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active: its window lost the keyboard focus.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to be shown: connected, or its window mapped again after being iconified.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is in the background: its window was iconified (unmapped by the window manager).
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that manages a window scene: UIKit's `UIWindowSceneDelegate`.
///
/// Its `window` is where Xcode's template keeps the scene's window; the
/// scene does not read it (the window's `windowScene` ties it to the scene).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, for delegates that keep one.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
