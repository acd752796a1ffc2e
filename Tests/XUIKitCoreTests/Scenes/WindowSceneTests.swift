import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("A window scene's windows, size restrictions, orientation, title and requests", .serialized)
struct WindowSceneTests {
    let app = UIApplication.shared
    let delegate = SceneTracingAppDelegate()

    func launch(multiple: Bool = false) throws -> UIWindowScene {
        delegate.configuration = { session in
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            configuration.delegateClass = TracingSceneDelegate.self
            return configuration
        }
        let info: [String: Any] = ["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": multiple]]
        #expect(try app.launch(infoDictionary: info))
        return try #require(app.connectedScenes.first as? UIWindowScene)
    }

    @Test("Size restrictions clamp the scene's windows and notify the backend; orientation follows the window's shape")
    func sizeRestrictions() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let scene = try launch()
        var changes = 0
        app.sceneLifecycle.onSceneAppearanceChanged = { _ in changes += 1 }
        let window = try #require(scene.windows.first)
        #expect(scene.interfaceOrientation == .landscapeRight)
        let restrictions = try #require(scene.sizeRestrictions)
        restrictions.maximumSize = CGSize(width: 500, height: 700)
        #expect(window.frame.size == CGSize(width: 500, height: 700))
        #expect(scene.interfaceOrientation == .portrait && scene.interfaceOrientation.isPortrait)
        restrictions.minimumSize = CGSize(width: 600, height: 100)
        #expect(window.frame.size == CGSize(width: 600, height: 700), "a minimum above the maximum wins, as UIKit's does")
        restrictions.minimumSize = CGSize(width: 600, height: 100)
        #expect(changes == 2, "setting the same size again is no change")
        let later = UIWindow(windowScene: scene)
        #expect(later.frame.size == CGSize(width: 600, height: 700))
        #expect(scene.windows.count == 2 && changes == 3)
        later.windowScene = nil
        #expect(scene.windows.count == 1)
    }

    @Test("The title goes to the backend on every change; the default is the empty string")
    func title() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let scene = try launch()
        var titles: [String] = []
        app.sceneLifecycle.onSceneAppearanceChanged = { titles.append($0.title) }
        #expect(scene.title == "")
        scene.title = "Inbox"
        scene.title = "Inbox"
        scene.title = "Drafts"
        #expect(titles == ["Inbox", "Drafts"])
    }

    @Test("Asking for a second scene without UIApplicationSupportsMultipleScenes fails with multipleScenesNotSupported")
    func secondSceneRefused() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        _ = try launch(multiple: false)
        var errors: [UISceneError] = []
        app.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0 as! UISceneError) }
        TestApplication.endRunLoopPass()
        #expect(errors == [UISceneError(.multipleScenesNotSupported)] && app.connectedScenes.count == 1)
    }

    @Test("A second scene gets the request's user activity; an open session comes forward; a closed one is refused")
    func activationRequests() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let first = try launch(multiple: true)
        let activity = NSUserActivity(activityType: "org.example.compose")
        activity.userInfo = ["draft": 7]
        app.requestSceneSessionActivation(nil, userActivity: activity, options: nil)
        TestApplication.endRunLoopPass()
        #expect(delegate.trace.suffix(4) == [
            "willConnectTo unattached", "notification willConnect", "sceneWillEnterForeground background", "notification willEnterForeground",
        ])
        let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
        let options = (second.delegate as? TracingSceneDelegate)?.connectionOptions
        #expect(options?.userActivities.first === activity)
        #expect(options?.userActivities.first?.userInfo?["draft"] as? Int == 7)
        // Bringing the first session forward: its window becomes key, the backend is asked to raise it.
        var raised: [UIWindowScene] = []
        app.sceneLifecycle.onSceneActivationRequested = { raised.append($0) }
        app.requestSceneSessionActivation(first.session, userActivity: nil, options: nil)
        #expect(raised.count == 1 && raised[0] === first && first.windows[0].isKeyWindow)
        // Destroying the second session closes its scene; asking for it afterwards is refused.
        let session = second.session
        app.requestSceneSessionDestruction(session, options: nil)
        #expect(app.openSessions == [first.session] && second.activationState == .unattached)
        var errors: [UISceneError] = []
        app.requestSceneSessionActivation(session, userActivity: nil, options: nil) { errors.append($0 as! UISceneError) }
        app.requestSceneSessionDestruction(session, options: nil) { errors.append($0 as! UISceneError) }
        #expect(errors == [UISceneError(.requestDenied), UISceneError(.requestDenied)])
    }

    @Test("iOS 17's activateSceneSession(for:) opens a new scene with the request's activity, or brings an open session forward")
    func activationRequestObject() throws {
        delegate.install()
        defer { delegate.stopObserving() }
        let first = try launch(multiple: true)
        let request = UISceneSessionActivationRequest()
        request.userActivity = NSUserActivity(activityType: "org.example.viewer")
        let copy = try #require(request.copy() as? UISceneSessionActivationRequest)
        #expect(copy !== request && copy.role == .windowApplication && copy.session == nil && copy.userActivity === request.userActivity)
        app.activateSceneSession(for: copy)
        TestApplication.endRunLoopPass()
        let second = try #require(app.connectedScenes.first { $0 !== first } as? UIWindowScene)
        #expect((second.delegate as? TracingSceneDelegate)?.connectionOptions?.userActivities.first?.activityType == "org.example.viewer")
        #expect(second.windows[0].isKeyWindow)
        var raised: [UIWindowScene] = []
        app.sceneLifecycle.onSceneActivationRequested = { raised.append($0) }
        app.activateSceneSession(for: UISceneSessionActivationRequest(session: first.session))
        TestApplication.endRunLoopPass()
        #expect(raised.count == 1 && raised[0] === first && first.windows[0].isKeyWindow && app.connectedScenes.count == 2)
    }
}
