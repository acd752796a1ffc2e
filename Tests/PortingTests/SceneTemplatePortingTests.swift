import Foundation
import Testing
import PortingFixture5
import PortingFixture6
import PortingFixtureMainActor
@testable import XUIKitCore
import XUIKitTesting

/// Xcode's scene template (Tests/PortingFixtures/Shared/ScenePatterns.swift),
/// launched in each language mode with the template's Info.plist manifest.
@MainActor
@Suite("Xcode's scene template compiles and launches alike in Swift 5, Swift 6 and default-MainActor modes", .serialized)
struct SceneTemplatePortingTests {
    /// The template's manifest: `$(PRODUCT_MODULE_NAME).TemplateSceneDelegate`.
    let manifest: [String: Any] = ["UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": false,
        "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).TemplateSceneDelegate",
        ]]],
    ] as [String: Any]]

    /// Launches `delegate`; returns its scene delegate's type name and the key window's root title.
    func launch(_ delegate: UIApplicationDelegate) throws -> [String] {
        TestApplication.reset()
        UIApplication.shared.delegate = delegate
        #expect(try UIApplication.shared.launch(infoDictionary: manifest))
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = try #require(UIApplication.shared.keyWindow)
        return [
            String(reflecting: type(of: try #require(scene.delegate))), "\(scene.activationState)",
            "\(window.windowScene === scene)", window.rootViewController?.title ?? "-",
        ]
    }

    @Test("Each mode's TemplateSceneDelegate is found in its own module and makes the key window")
    func template() throws {
        #expect(try launch(PortingFixture5.makeTemplateAppDelegate()) == ["PortingFixture5.TemplateSceneDelegate", "foregroundInactive", "true", "Template"])
        #expect(try launch(PortingFixture6.makeTemplateAppDelegate()) == ["PortingFixture6.TemplateSceneDelegate", "foregroundInactive", "true", "Template"])
        #expect(try launch(PortingFixtureMainActor.makeTemplateAppDelegate())
            == ["PortingFixtureMainActor.TemplateSceneDelegate", "foregroundInactive", "true", "Template"])
        TestApplication.reset()
    }
}
