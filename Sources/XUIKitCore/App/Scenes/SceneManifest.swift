import Foundation

/// The app's scene manifest: the `UIApplicationSceneManifest` dictionary of
/// its Info.plist, as UIKit reads it.
///
///     UIApplicationSceneManifest
///       UIApplicationSupportsMultipleScenes: Bool (default false)
///       UISceneConfigurations
///         UIWindowSceneSessionRoleApplication: [
///           { UISceneConfigurationName, UISceneDelegateClassName, UISceneClassName? } ]
///
/// Class names are resolved at run time, as UIKit resolves them with
/// `NSClassFromString`: `$(PRODUCT_MODULE_NAME)` (which Xcode substitutes at
/// build time) is replaced by the app's module name (the app delegate's
/// module, else the executable's name), an unqualified name is looked up in
/// that module, and the qualified name goes to Foundation's
/// `NSClassFromString`, which on Linux finds any non-generic Swift class by its
/// `Module.Class` name (it mangles the name and asks the Swift runtime,
/// `_typeByName`). A name that finds no class is kept, so the scene's
/// connection fails with an error naming it.
///
/// Where the Info.plist comes from on Linux: `Bundle.main.infoDictionary`,
/// which swift-corelibs-foundation reads from `Info.plist` next to the
/// executable (or in `Resources/` beside it) (see the README).
package struct SceneManifest {
    /// `UIApplicationSupportsMultipleScenes`.
    package var supportsMultipleScenes: Bool
    /// The configurations per role, in the manifest's order.
    var configurations: [UISceneSession.Role: [Entry]]

    /// One configuration of the manifest, its class names resolved.
    struct Entry {
        var name: String?
        var delegateClassName: String?
        var delegateClass: AnyClass?
        var sceneClassName: String?
        var sceneClass: AnyClass?
    }

    /// The manifest in `infoDictionary`, nil when it has none. Throws
    /// `SceneManifestError` for a manifest of the wrong shape.
    package init?(infoDictionary: [String: Any], moduleName: String) throws {
        guard let value = infoDictionary["UIApplicationSceneManifest"] else { return nil }
        guard let manifest = value as? [String: Any] else { throw SceneManifestError.notADictionary("UIApplicationSceneManifest") }
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        configurations = [:]
        guard let byRole = manifest["UISceneConfigurations"] else { return }
        guard let roles = byRole as? [String: Any] else { throw SceneManifestError.notADictionary("UISceneConfigurations") }
        for (role, list) in roles {
            guard let entries = list as? [Any] else { throw SceneManifestError.notAnArray(role) }
            configurations[UISceneSession.Role(role)] = try entries.map { item in
                guard let entry = item as? [String: Any] else { throw SceneManifestError.notADictionary("a \(role) configuration") }
                let delegateName = (entry["UISceneDelegateClassName"] as? String).map { Self.qualified($0, moduleName: moduleName) }
                let sceneName = (entry["UISceneClassName"] as? String).map { Self.qualified($0, moduleName: moduleName) }
                return Entry(name: entry["UISceneConfigurationName"] as? String,
                             delegateClassName: delegateName, delegateClass: delegateName.flatMap(Self.lookUpClass),
                             sceneClassName: sceneName, sceneClass: sceneName.flatMap(Self.lookUpClass))
            }
        }
    }

    /// The entry named `name` for `role` (nil `name`: the role's first entry).
    func configuration(named name: String?, role: UISceneSession.Role) -> Entry? {
        let entries = configurations[role] ?? []
        guard let name else { return entries.first }
        return entries.first { $0.name == name }
    }

    /// `name` with `$(PRODUCT_MODULE_NAME)` (or `${PRODUCT_MODULE_NAME}`)
    /// replaced, and qualified with `moduleName` when it names no module.
    static func qualified(_ name: String, moduleName: String) -> String {
        let substituted = name.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: moduleName)
            .replacingOccurrences(of: "${PRODUCT_MODULE_NAME}", with: moduleName)
        guard !substituted.contains("."), !["UIWindowScene", "UIScene"].contains(substituted) else { return substituted }
        return moduleName + "." + substituted
    }

    /// The class named `name` (`Module.Class`), UIKit's own scene classes included.
    static func lookUpClass(_ name: String) -> AnyClass? {
        switch name {
        case "UIWindowScene", "UIKit.UIWindowScene": return UIWindowScene.self
        case "UIScene", "UIKit.UIScene": return UIScene.self
        default: return NSClassFromString(name)
        }
    }

    /// The module an app's type lives in (`SceneDemo` for `SceneDemo.AppDelegate`).
    package static func moduleName(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }
}

/// A scene manifest or configuration that cannot be used, with what is wrong.
package enum SceneManifestError: Error, Equatable, CustomStringConvertible {
    case notADictionary(String)
    case notAnArray(String)
    /// The configuration names a delegate class that does not exist (or is not an `NSObject` subclass).
    case noDelegateClass(String)
    /// The delegate class's objects are not `UISceneDelegate`s.
    case notASceneDelegate(String)
    /// The scene class is not `UIWindowScene` or a subclass.
    case notAWindowScene(String)

    package var description: String {
        switch self {
        case .notADictionary(let key): "xuikit: Info.plist: \(key) must be a dictionary"
        case .notAnArray(let role): "xuikit: Info.plist: the \(role) scene configurations must be an array"
        case .noDelegateClass(let name): "xuikit: no scene delegate class named \(name) (it must be an NSObject subclass, a UIResponder is)"
        case .notASceneDelegate(let name): "xuikit: scene delegate class \(name) does not conform to UISceneDelegate"
        case .notAWindowScene(let name): "xuikit: scene class \(name) is not UIWindowScene or a subclass"
        }
    }
}
