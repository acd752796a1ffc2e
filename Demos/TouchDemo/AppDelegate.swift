import XUIKit

/// The touch demo, written exactly as an iOS app is: an app delegate that
/// builds a window with a root view controller at launch.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TouchDemoViewController()
        window.makeKeyAndVisible()
        self.window = window
        // Printed from the main queue: once it runs, the event loop is running.
        DispatchQueue.main.async {
            log("launched: \(Int(UIScreen.main.bounds.width))x\(Int(UIScreen.main.bounds.height)) pt at \(UIScreen.main.scale)x")
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        log("applicationWillTerminate")
    }
}
