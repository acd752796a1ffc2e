import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("The Info.plist scene manifest chooses the scene delegate, found by name at run time", .serialized)
struct SceneManifestTests {
    let app = UIApplication.shared
    let delegate = SceneTracingAppDelegate()

    /// Xcode's template manifest, with `delegateName` as `UISceneDelegateClassName`.
    func manifest(delegateName: String, multiple: Bool = false) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": multiple,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": delegateName,
            ]]],
        ] as [String: Any]]
    }

    @Test("$(PRODUCT_MODULE_NAME).SceneDelegate is the app module's class, made and connected without configurationForConnecting")
    func manifestAlone() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        #expect(try app.launch(infoDictionary: manifest(delegateName: "$(PRODUCT_MODULE_NAME).TracingSceneDelegate")))
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate is TracingSceneDelegate)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == TracingSceneDelegate.self)
        #expect(delegate.trace == [
            "willFinishLaunching", "didFinishLaunching", "willConnectTo unattached", "notification willConnect",
            "sceneWillEnterForeground background", "notification willEnterForeground",
        ])
        #expect(!app.supportsMultipleScenes)
    }

    @Test("The template's UISceneConfiguration(name: \"Default Configuration\", sessionRole:) takes the manifest's delegate class")
    func templateConfiguration() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        delegate.configuration = { UISceneConfiguration(name: "Default Configuration", sessionRole: $0.role) }
        #expect(try app.launch(infoDictionary: manifest(delegateName: "TracingSceneDelegate", multiple: true)))
        let scene = try #require(app.connectedScenes.first)
        #expect(scene.delegate is TracingSceneDelegate)
        #expect(app.supportsMultipleScenes)
        #expect(delegate.trace.prefix(3) == ["willFinishLaunching", "didFinishLaunching", "configurationForConnecting UIWindowSceneSessionRoleApplication"])
    }

    @Test("A configuration named nowhere in the manifest has no delegate class; the scene connects without a delegate")
    func unknownConfigurationName() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        delegate.configuration = { UISceneConfiguration(name: "Other", sessionRole: $0.role) }
        #expect(try app.launch(infoDictionary: manifest(delegateName: "TracingSceneDelegate")))
        let scene = try #require(app.connectedScenes.first)
        #expect(scene.delegate == nil && scene.session.configuration.delegateClass == nil)
        #expect(scene.activationState == .foregroundInactive)
    }

    @Test("A delegate class name that finds no class is an error naming it")
    func missingClass() {
        delegate.install()
        defer { delegate.stopObserving() }
        #expect(throws: SceneManifestError.noDelegateClass("XUIKitCoreTests.NoSuchSceneDelegate")) {
            _ = try app.launch(infoDictionary: manifest(delegateName: "$(PRODUCT_MODULE_NAME).NoSuchSceneDelegate"))
        }
        #expect(SceneManifestError.noDelegateClass("M.X").description
            == "xuikit: no scene delegate class named M.X (it must be an NSObject subclass, a UIResponder is)")
    }

    @Test("A class that is no UISceneDelegate, and a manifest of the wrong shape, are errors")
    func wrongShapes() {
        delegate.install()
        defer { delegate.stopObserving() }
        #expect(throws: SceneManifestError.notASceneDelegate("XUIKitCoreTests.NotASceneDelegate")) {
            _ = try app.launch(infoDictionary: manifest(delegateName: "NotASceneDelegate"))
        }
        delegate.install()
        #expect(throws: SceneManifestError.notADictionary("UIApplicationSceneManifest")) {
            _ = try app.launch(infoDictionary: ["UIApplicationSceneManifest": "yes"])
        }
        #expect(throws: SceneManifestError.notAnArray("UIWindowSceneSessionRoleApplication")) {
            _ = try app.launch(infoDictionary: ["UIApplicationSceneManifest": [
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": "SceneDelegate"]] as [String: Any]])
        }
    }

    @Test("Names are qualified as Xcode substitutes them: $(PRODUCT_MODULE_NAME), ${PRODUCT_MODULE_NAME}, bare names; UIKit's own scene classes")
    func qualifiedNames() {
        #expect(SceneManifest.qualified("$(PRODUCT_MODULE_NAME).SceneDelegate", moduleName: "App") == "App.SceneDelegate")
        #expect(SceneManifest.qualified("${PRODUCT_MODULE_NAME}.SceneDelegate", moduleName: "App") == "App.SceneDelegate")
        #expect(SceneManifest.qualified("SceneDelegate", moduleName: "App") == "App.SceneDelegate")
        #expect(SceneManifest.qualified("Other.SceneDelegate", moduleName: "App") == "Other.SceneDelegate")
        #expect(SceneManifest.lookUpClass("UIWindowScene") == UIWindowScene.self)
        #expect(SceneManifest.moduleName(of: SceneTracingAppDelegate.self) == "XUIKitCoreTests")
    }
}
