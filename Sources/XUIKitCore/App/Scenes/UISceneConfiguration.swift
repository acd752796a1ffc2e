import Foundation

/// The classes a scene is made of: UIKit's `UISceneConfiguration`.
///
/// `init(name:sessionRole:)` fills `delegateClass` and `sceneClass` from the
/// app's scene manifest when it lists a configuration of that name for the
/// role (as UIKit does with Info.plist), so Xcode's template, which returns
/// `UISceneConfiguration(name: "Default Configuration", sessionRole:
/// connectingSceneSession.role)`, gets its `SceneDelegate`. Without a
/// manifest entry both stay nil: set `delegateClass` in code. A nil
/// `sceneClass` means `UIWindowScene` for a window role.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name (the manifest's `UISceneConfigurationName`).
    public let name: String?
    /// The role of the sessions it is for.
    public let role: UISceneSession.Role
    /// The scene delegate's class, made with `init()` when the scene connects
    /// (it must be an `NSObject` subclass, as a `UIResponder` is).
    open var delegateClass: AnyClass?
    /// The scene's class (`UIWindowScene` or a subclass; nil: `UIWindowScene`).
    open var sceneClass: AnyClass?
    /// Whether this is the protocol's default (the app delegate did not choose).
    var isDelegateDefault = false
    /// The manifest's `UISceneDelegateClassName` (qualified), for the error when it names no class.
    var delegateClassName: String?

    /// A configuration named `name` for `sessionRole`, filled from the manifest's entry of that name, if any.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        if let entry = UIApplication.shared.sceneLifecycle.manifest?.configuration(named: name, role: sessionRole) {
            delegateClass = entry.delegateClass
            delegateClassName = entry.delegateClassName
            sceneClass = entry.sceneClass
        }
    }
}
