import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Scenes connect, activate, resign, go to the background and disconnect in UIKit's order", .serialized)
struct SceneLifecycleTests {
    let app = UIApplication.shared
    let delegate = SceneTracingAppDelegate()

    /// Launches with the delegate choosing `TracingSceneDelegate` in code; returns the scene.
    func launchWithCodeConfiguration(infoDictionary: [String: Any]? = nil) throws -> UIWindowScene {
        delegate.configuration = { session in
            let configuration = UISceneConfiguration(name: "Code", sessionRole: session.role)
            configuration.delegateClass = TracingSceneDelegate.self
            return configuration
        }
        #expect(try app.launch(infoDictionary: infoDictionary))
        return try #require(app.connectedScenes.first as? UIWindowScene)
    }

    @Test("Launch: didFinishLaunching, configurationForConnecting, willConnectTo, willEnterForeground; focus makes it active")
    func launchOrder() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let scene = try launchWithCodeConfiguration()
        #expect(delegate.trace == [
            "willFinishLaunching", "didFinishLaunching", "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "willConnectTo unattached", "notification willConnect",
            "sceneWillEnterForeground background", "notification willEnterForeground",
        ])
        #expect(scene.activationState == .foregroundInactive)
        #expect(app.applicationState == .inactive)
        let window = try #require(scene.windows.first)
        #expect(scene.windows.count == 1 && window.windowScene === scene && window.isKeyWindow && app.windows.last === window)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(app.openSessions == [scene.session] && scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Code")
        #expect(scene.delegate is TracingSceneDelegate)
        delegate.trace.removeAll()
        app.sceneLifecycle.windowMapped(window)
        #expect(delegate.trace.isEmpty, "mapped but not focused: still inactive")
        app.sceneLifecycle.keyboardFocusMoved(to: window)
        #expect(delegate.trace == ["sceneDidBecomeActive foregroundActive", "notification didActivate"])
        #expect(scene.activationState == .foregroundActive && app.applicationState == .active)
    }

    @Test("Focus lost resigns active; iconified enters the background; mapped again comes forward; focused again is active")
    func focusAndIconify() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let scene = try launchWithCodeConfiguration()
        let window = try #require(scene.windows.first)
        app.sceneLifecycle.windowMapped(window)
        app.sceneLifecycle.keyboardFocusMoved(to: window)
        delegate.trace.removeAll()
        app.sceneLifecycle.keyboardFocusMoved(to: nil)
        #expect(delegate.trace == ["sceneWillResignActive foregroundActive", "notification willDeactivate"])
        #expect(scene.activationState == .foregroundInactive && app.applicationState == .inactive)
        app.sceneLifecycle.keyboardFocusMoved(to: window)
        delegate.trace.removeAll()
        app.sceneLifecycle.windowIconified(window)
        #expect(delegate.trace == [
            "sceneWillResignActive foregroundActive", "notification willDeactivate",
            "sceneDidEnterBackground background", "notification didEnterBackground",
        ])
        #expect(scene.activationState == .background && app.applicationState == .background)
        delegate.trace.removeAll()
        app.sceneLifecycle.windowMapped(window)
        app.sceneLifecycle.keyboardFocusMoved(to: window)
        #expect(delegate.trace == [
            "sceneWillEnterForeground background", "notification willEnterForeground",
            "sceneDidBecomeActive foregroundActive", "notification didActivate",
        ])
    }

    @Test("Closing the window: resign, background, disconnect, session discarded, windows hidden; the last one ends the app")
    func closeDisconnects() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let scene = try launchWithCodeConfiguration()
        let window = try #require(scene.windows.first)
        app.sceneLifecycle.windowMapped(window)
        app.sceneLifecycle.keyboardFocusMoved(to: window)
        var ended = 0
        app.sceneLifecycle.onLastSceneDisconnected = { ended += 1 }
        delegate.trace.removeAll()
        #expect(app.sceneLifecycle.closeRequested(window))
        #expect(delegate.trace == [
            "sceneWillResignActive foregroundActive", "notification willDeactivate",
            "sceneDidEnterBackground background", "notification didEnterBackground",
            "sceneDidDisconnect unattached", "notification didDisconnect",
            "didDiscardSceneSessions 1",
        ])
        #expect(app.connectedScenes.isEmpty && app.openSessions.isEmpty && scene.session.scene == nil)
        #expect(window.isHidden && !app.windows.contains(window))
        #expect(ended == 1)
        delegate.trace.removeAll()
        app.terminate()
        #expect(delegate.trace == ["applicationWillTerminate"], "a scene-based app gets no applicationWillResignActive")
    }

    @Test("Termination disconnects the scenes still connected, then applicationWillTerminate")
    func terminateDisconnects() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let scene = try launchWithCodeConfiguration()
        delegate.trace.removeAll()
        app.terminate()
        #expect(delegate.trace == [
            "sceneDidEnterBackground background", "notification didEnterBackground",
            "sceneDidDisconnect unattached", "notification didDisconnect", "didDiscardSceneSessions 1", "applicationWillTerminate",
        ])
        #expect(scene.activationState == .unattached)
    }

    @Test("An app without scenes launches and terminates as before: applicationDidBecomeActive, no scene, no session")
    func appWithoutScenes() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        #expect(try app.launch(infoDictionary: ["CFBundleName": "Plain"]))
        #expect(delegate.trace == ["willFinishLaunching", "didFinishLaunching", "applicationDidBecomeActive active"])
        #expect(app.connectedScenes.isEmpty && app.openSessions.isEmpty && !app.sceneLifecycle.isSceneBased)
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(!app.sceneLifecycle.closeRequested(window), "a scene-less window's close button ends the app, as before")
        delegate.trace.removeAll()
        app.terminate()
        #expect(delegate.trace == ["applicationWillResignActive inactive", "applicationDidEnterBackground background", "applicationWillTerminate"])
    }

    @Test("A second window's focus moves activity between scenes: the first resigns, the second becomes active and key")
    func focusBetweenScenes() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let manifest: [String: Any] = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]]
        let first = try launchWithCodeConfiguration(infoDictionary: manifest)
        let firstWindow = try #require(first.windows.first)
        app.sceneLifecycle.windowMapped(firstWindow)
        app.sceneLifecycle.keyboardFocusMoved(to: firstWindow)
        let activity = NSUserActivity(activityType: "org.example.detail")
        var errors: [any Error] = []
        app.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { errors.append($0) }
        #expect(app.connectedScenes.count == 1, "the new scene connects at the end of the run-loop pass")
        delegate.trace.removeAll()
        TestApplication.endRunLoopPass()
        #expect(errors.isEmpty)
        #expect(app.connectedScenes.count == 2 && app.openSessions.count == 2)
        let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
        let secondWindow = try #require(second.windows.first)
        #expect(secondWindow.isKeyWindow && second.keyWindow === secondWindow && first.keyWindow === firstWindow)
        #expect(delegate.trace == [
            "configurationForConnecting UIWindowSceneSessionRoleApplication", "willConnectTo unattached", "notification willConnect",
            "sceneWillEnterForeground background", "notification willEnterForeground",
        ])
        delegate.trace.removeAll()
        app.sceneLifecycle.windowMapped(secondWindow)
        app.sceneLifecycle.keyboardFocusMoved(to: secondWindow)
        #expect(delegate.trace == [
            "sceneWillResignActive foregroundActive", "notification willDeactivate",
            "sceneDidBecomeActive foregroundActive", "notification didActivate",
        ])
        #expect(first.activationState == .foregroundInactive && second.activationState == .foregroundActive)
        // Clicking the first window again: it becomes key, as the focused window of a scene.
        app.sceneLifecycle.keyboardFocusMoved(to: firstWindow)
        #expect(firstWindow.isKeyWindow && first.activationState == .foregroundActive && second.activationState == .foregroundInactive)
        // Closing one of two leaves the app running.
        var ended = 0
        app.sceneLifecycle.onLastSceneDisconnected = { ended += 1 }
        #expect(app.sceneLifecycle.closeRequested(secondWindow))
        #expect(app.connectedScenes.count == 1 && ended == 0)
    }
}
