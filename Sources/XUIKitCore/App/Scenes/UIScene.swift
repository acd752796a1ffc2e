import Foundation

/// An instance of the app's user interface: UIKit's `UIScene`.
///
/// Scenes are made by UIKit, never by the app: the application's scene
/// life cycle (`SceneLifecycle`) connects one for each session it opens
/// (at launch, and for `requestSceneSessionActivation`), with the class and
/// delegate its `UISceneConfiguration` names. Here each `UIWindowScene` is
/// one top-level X window (see `UIWindowScene`).
///
/// The delegate hears every transition, in UIKit's order:
///
///     unattached ─willConnectTo─► (sceneWillEnterForeground) foregroundInactive
///     foregroundInactive ─sceneDidBecomeActive─► foregroundActive     (window focused)
///     foregroundActive ─sceneWillResignActive─► foregroundInactive    (focus lost)
///     foregroundInactive ─sceneDidEnterBackground─► background        (window iconified)
///     background ─sceneWillEnterForeground─► foregroundInactive       (window mapped again)
///     any ─(resign, background first)─ sceneDidDisconnect ─► unattached (window closed)
///
/// During a `will` call `activationState` is still the old state, during a
/// `did` call already the new one (as `UIApplication.applicationState` is
/// for the app delegate's calls). The matching notification is posted right
/// after each delegate call, with the scene as its object.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate. Held strongly, as UIKit's scene holds it.
    open var delegate: UISceneDelegate?
    /// The scene's execution state (see the type's comment for its transitions).
    open package(set) var activationState: ActivationState = .unattached
    /// The title the system shows for the scene: the X window's title
    /// (`WM_NAME` and `_NET_WM_NAME`). UIKit's default is the empty string,
    /// which here leaves the window titled as a scene-less window is (its root
    /// view controller's title or the process name).
    open var title: String! = "" {
        didSet { if title != oldValue { lifecycle?.sceneAppearanceChanged(self) } }
    }
    /// A subtitle for the scene (recorded; an X window has no subtitle, so it shows nowhere).
    open var subtitle: String = ""
    /// The life cycle that connected the scene (nil once disconnected).
    weak var lifecycle: SceneLifecycle?

    /// Makes a scene for `session`; UIKit makes scenes itself, apps don't.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The next responder: the application (UIKit's scene passes events up to it).
    open override var next: UIResponder? { UIApplication.shared }

    // MARK: Activation state

    /// A scene's execution state, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    // MARK: Notifications

    /// Posted after UIKit connected a scene (after `scene(_:willConnectTo:options:)`).
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene disconnected (after `sceneDidDisconnect(_:)`).
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after the scene became active (after `sceneDidBecomeActive(_:)`).
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted as the scene is about to resign active (after `sceneWillResignActive(_:)`).
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted as the scene is about to enter the foreground (after `sceneWillEnterForeground(_:)`).
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after the scene entered the background (after `sceneDidEnterBackground(_:)`).
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    // MARK: Connection options

    /// Why a scene was connected: UIKit's `UIScene.ConnectionOptions`.
    ///
    /// Here a scene is connected at launch (empty options) or for
    /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)`,
    /// whose user activity arrives in `userActivities`. URLs, shortcut items,
    /// notification responses, Handoff and CloudKit shares have no source on
    /// Linux, so their members are not declared.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The user activities to continue in the new scene (the one passed to the activation request).
        public let userActivities: Set<NSUserActivity>
        /// The bundle identifier of the app that asked for the scene (nil: this app or the system).
        public let sourceApplication: String?

        /// Options carrying `userActivities`.
        package init(userActivities: Set<NSUserActivity> = [], sourceApplication: String? = nil) {
            self.userActivities = userActivities
            self.sourceApplication = sourceApplication
            super.init()
        }
    }

    /// Options of a scene activation request: UIKit's `UIScene.ActivationRequestOptions`.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the request comes from (recorded; the new X window is placed by the window manager).
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }
}

/// Options of a scene destruction request: UIKit's `UISceneDestructionRequestOptions`
/// (it carries nothing; its window subclass's dismissal animation has no counterpart in X).
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}

/// Errors of scene requests: UIKit's `UISceneError`.
public struct UISceneError: Error, Equatable, Sendable {
    /// The error domain, `UISceneErrorDomain`.
    public static let errorDomain = "UISceneErrorDomain"
    /// The kind of failure.
    public let code: Code

    public init(_ code: Code) { self.code = code }

    /// UIKit's codes, with its raw values.
    public enum Code: Int, Sendable {
        /// The app asked for a second scene but its manifest does not say `UIApplicationSupportsMultipleScenes`.
        case multipleScenesNotSupported = 0
        /// The request named a session that is not open.
        case requestDenied = 1
    }

    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }
}
