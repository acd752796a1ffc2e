import Foundation
import XUIKit

/// The template's scene delegate: a window for the scene in `willConnectTo`,
/// titled "Scene N", kept between 320 x 240 and 800 x 600 points.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The scene's number, in connection order.
    private var number = 0
    @MainActor private static var connected = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        Self.connected += 1
        number = Self.connected
        let activity = connectionOptions.userActivities.first.map { " activity \($0.activityType)" } ?? ""
        log("scene \(number) willConnectTo\(activity)")
        windowScene.title = "Scene \(number)"
        let window = UIWindow(windowScene: windowScene)
        let controller = SceneViewController()
        controller.number = number
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        // Set once the X window exists, so its size hints change on a shown window.
        windowScene.sizeRestrictions?.minimumSize = CGSize(width: 320, height: 240)
        windowScene.sizeRestrictions?.maximumSize = CGSize(width: 800, height: 600)
        let size = window.frame.size
        log("scene \(number) window \(Int(size.width))x\(Int(size.height)) \(windowScene.interfaceOrientation.isLandscape ? "landscape" : "portrait")")
    }

    func sceneDidDisconnect(_ scene: UIScene) { log("scene \(number) sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log("scene \(number) sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log("scene \(number) sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log("scene \(number) sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("scene \(number) sceneDidEnterBackground") }
}

/// A coloured page; a touch on it asks for another scene (another window).
final class SceneViewController: UIViewController {
    /// The scene's number.
    var number = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = number % 2 == 1 ? .systemTeal : .systemOrange
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("scene \(number) asks for a new scene")
        UIApplication.shared.requestSceneSessionActivation(
            nil, userActivity: NSUserActivity(activityType: "org.xuikit.scenedemo.new"), options: nil
        ) { error in
            log("scene request failed: \(error)")
        }
    }
}
