import Foundation
@testable import XUIKitCore
import XUIKitTesting

/// An app delegate that records UIKit's calls (and the scene notifications)
/// as lines with the states they see, for the scene tests.
final class SceneTracingAppDelegate: UIResponder, UIApplicationDelegate {
    var trace: [String] = []
    /// What `configurationForConnecting` returns: nil uses the protocol's default (not implemented).
    var configuration: ((UISceneSession) -> UISceneConfiguration)?
    private var observers: [NSObjectProtocol] = []

    /// Resets the application, makes this its delegate and starts recording
    /// the scene notifications: the first line of each test (suites' inits
    /// may run while another test of the main actor is between its lines).
    func install() {
        TestApplication.reset()
        UIApplication.shared.delegate = self
        let names: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "willConnect"), (UIScene.willEnterForegroundNotification, "willEnterForeground"),
            (UIScene.didActivateNotification, "didActivate"), (UIScene.willDeactivateNotification, "willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "didEnterBackground"), (UIScene.didDisconnectNotification, "didDisconnect"),
        ]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.trace.append("notification \(label)") }
            })
        }
    }

    /// Stops observing (call at the end of each test: the notification center outlives it).
    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    private var state: String { "\(UIApplication.shared.applicationState)" }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        trace.append("willFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        trace.append("didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        guard let configuration else { return application.sceneLifecycle.defaultConfiguration(for: connectingSceneSession.role) }
        trace.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return configuration(connectingSceneSession)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        trace.append("didDiscardSceneSessions \(sceneSessions.count)")
    }
    func applicationDidBecomeActive(_ application: UIApplication) { trace.append("applicationDidBecomeActive \(state)") }
    func applicationWillResignActive(_ application: UIApplication) { trace.append("applicationWillResignActive \(state)") }
    func applicationDidEnterBackground(_ application: UIApplication) { trace.append("applicationDidEnterBackground \(state)") }
    func applicationWillTerminate(_ application: UIApplication) { trace.append("applicationWillTerminate") }
}

/// A scene delegate as Xcode's template writes it (a window made in
/// `willConnectTo`, made key and visible), recording each call with the
/// scene's state into the app delegate's trace.
final class TracingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The options `willConnectTo` received.
    var connectionOptions: UIScene.ConnectionOptions?
    private func log(_ call: String, _ scene: UIScene) {
        (UIApplication.shared.delegate as? SceneTracingAppDelegate)?.trace.append("\(call) \(scene.activationState)")
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log("willConnectTo", scene)
        self.connectionOptions = connectionOptions
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { log("sceneDidDisconnect", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { log("sceneWillResignActive", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { log("sceneDidEnterBackground", scene) }
}

/// A class that is no scene delegate, for the error test.
final class NotASceneDelegate: NSObject {}
