import Foundation
import XUIKit

/// A scene-based app as Xcode's template since iOS 13 makes it: the app
/// delegate only configures scenes; `SceneDelegate` makes each window.
/// Every call is printed on a line of its own, for the end-to-end tests.
///
/// The scene delegate class comes from `Info.plist` when one is next to the
/// executable (the template's manifest, with `$(PRODUCT_MODULE_NAME)`), and
/// is set in code otherwise (`swift run SceneDemo` has no Info.plist beside it).
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log("didFinishLaunching")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        if configuration.delegateClass == nil {
            configuration.delegateClass = SceneDelegate.self
            log("configurationForConnecting: delegate set in code")
        } else {
            log("configurationForConnecting: delegate from Info.plist")
        }
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log("didDiscardSceneSessions \(sceneSessions.count)")
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log("applicationDidBecomeActive (a scene-based app never gets it)")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        log("applicationWillTerminate")
    }
}

/// Prints one line, unbuffered, so a pipe sees each call as it happens.
func log(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
