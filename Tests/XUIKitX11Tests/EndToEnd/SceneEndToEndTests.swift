import CX11
import Foundation
import Testing
import TouchServer

/// The scene demo (Demos/SceneDemo, Xcode's scene template) run as a user
/// runs it, on the headless server: each scene one X window, its life cycle
/// driven by what a window manager does (there is none on the server, so the
/// test client does it: WM_DELETE_WINDOW, unmapping to iconify, mapping,
/// moving the keyboard focus).
@Suite("End to end: scenes as X windows, from launch to close", .serialized)
struct SceneEndToEndTests {
    /// The built SceneDemo, next to the test bundle.
    nonisolated static let demoURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("SceneDemo")
    /// The demo's Info.plist in the checkout.
    nonisolated static let infoPlistURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Demos/SceneDemo/Info.plist")

    /// The demo as an app bundle: the executable and its Info.plist side by
    /// side in a new temporary folder (removed by `remove()`), where
    /// `Bundle.main` finds the Info.plist.
    struct AppBundle {
        let folder: URL
        var executable: URL { folder.appendingPathComponent("SceneDemo") }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("xuikit-scenedemo-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try FileManager.default.copyItem(at: SceneEndToEndTests.demoURL, to: folder.appendingPathComponent("SceneDemo"))
            try FileManager.default.copyItem(at: SceneEndToEndTests.infoPlistURL, to: folder.appendingPathComponent("Info.plist"))
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// The app's output lines about scene `number` (and the app delegate's), in order.
    func lines(_ run: AppProcess, scene number: Int? = nil) -> [String] {
        run.standardOutput.split(separator: "\n").map(String.init).filter { line in
            guard let number else { return true }
            return line.hasPrefix("scene \(number) ")
        }
    }

    @Test("Launch from the Info.plist manifest: willConnectTo, willEnterForeground, didBecomeActive; title and size hints on the X window")
    func launchFromManifest() throws {
        let bundle = try AppBundle()
        defer { bundle.remove() }
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let run = try AppProcess(executable: bundle.executable, environment: ["DISPLAY": server.display])
        defer { run.kill() }
        #expect(run.waitForOutput("scene 1 sceneDidBecomeActive"))
        #expect(lines(run) == [
            "didFinishLaunching", "configurationForConnecting: delegate from Info.plist",
            "scene 1 willConnectTo", "scene 1 window 640x480 landscape", "scene 1 sceneWillEnterForeground", "scene 1 sceneDidBecomeActive",
        ])
        let probe = try #require(SceneWindowProbe(display: server.display))
        let window = try #require(probe.waitForAppWindows(count: 1).first)
        #expect(probe.netWMName(window) == "Scene 1")
        #expect(probe.wmName(window) == "Scene 1")
        let hints = try #require(probe.normalHints(window))
        #expect(hints.hasMinimum && hints.hasMaximum)
        #expect(hints.minimum == (320, 240) && hints.maximum == (800, 600))
        #expect(probe.size(window) == (640, 480))
        #expect(run.standardError.isEmpty)
    }

    @Test("Without an Info.plist the delegate's configuration in code is used; the app runs one scene")
    func launchFromCode() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let run = try AppProcess(executable: Self.demoURL, environment: ["DISPLAY": server.display])
        defer { run.kill() }
        #expect(run.waitForOutput("scene 1 sceneDidBecomeActive"))
        #expect(lines(run).prefix(3) == ["didFinishLaunching", "configurationForConnecting: delegate set in code", "scene 1 willConnectTo"])
        // No manifest: no UIApplicationSupportsMultipleScenes, so a second scene is refused.
        try server.touchscreen.down(id: 1, x: 100, y: 100)
        try server.touchscreen.up(id: 1)
        try server.sync()
        #expect(run.waitForOutput("scene request failed: UISceneError(code: XUIKitCore.UISceneError.Code.multipleScenesNotSupported)"))
        #expect(!run.standardOutput.contains("applicationDidBecomeActive"))
    }

    @Test("A touch asks for a second scene: a second X window becomes active, the first resigns; closing each disconnects it, the last ends the app")
    func secondSceneAndClose() throws {
        let bundle = try AppBundle()
        defer { bundle.remove() }
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let run = try AppProcess(executable: bundle.executable, environment: ["DISPLAY": server.display])
        defer { run.kill() }
        #expect(run.waitForOutput("scene 1 sceneDidBecomeActive"))
        let probe = try #require(SceneWindowProbe(display: server.display))
        let first = try #require(probe.waitForAppWindows(count: 1).first)
        try server.touchscreen.down(id: 1, x: 100, y: 100)
        try server.touchscreen.up(id: 1)
        try server.sync()
        #expect(run.waitForOutput("scene 2 sceneDidBecomeActive"))
        #expect(lines(run, scene: 2) == [
            "scene 2 willConnectTo activity org.xuikit.scenedemo.new", "scene 2 window 640x480 landscape",
            "scene 2 sceneWillEnterForeground", "scene 2 sceneDidBecomeActive",
        ])
        #expect(lines(run, scene: 1).suffix(2) == ["scene 1 asks for a new scene", "scene 1 sceneWillResignActive"])
        let windows = probe.waitForAppWindows(count: 2)
        #expect(windows.count == 2)
        let second = try #require(windows.first { $0 != first })
        #expect(probe.netWMName(second) == "Scene 2" && probe.netWMName(first) == "Scene 1")

        probe.close(second)
        #expect(run.waitForOutput("didDiscardSceneSessions 1"))
        #expect(lines(run, scene: 2).suffix(3) == ["scene 2 sceneWillResignActive", "scene 2 sceneDidEnterBackground", "scene 2 sceneDidDisconnect"])
        #expect(probe.waitForAppWindows(count: 1) == [first])
        #expect(run.wait(timeout: 0.5) == nil, "closing one of two windows leaves the app running")

        probe.close(first)
        #expect(run.wait(timeout: 10) == 0)
        #expect(run.standardOutput.hasSuffix("scene 1 sceneDidDisconnect\ndidDiscardSceneSessions 1\napplicationWillTerminate\n"))
        #expect(run.standardError.isEmpty)
    }

    @Test("Focus taken away resigns active and given back activates; unmapped (iconified) enters the background, mapped comes forward")
    func focusAndIconify() throws {
        let bundle = try AppBundle()
        defer { bundle.remove() }
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let run = try AppProcess(executable: bundle.executable, environment: ["DISPLAY": server.display])
        defer { run.kill() }
        #expect(run.waitForOutput("scene 1 sceneDidBecomeActive"))
        let probe = try #require(SceneWindowProbe(display: server.display))
        let window = try #require(probe.waitForAppWindows(count: 1).first)
        probe.focus(0)
        #expect(waitForLines(run, scene: 1, count: 5))
        probe.focus(window)
        #expect(waitForLines(run, scene: 1, count: 6))
        probe.iconify(window)
        #expect(waitForLines(run, scene: 1, count: 8))
        probe.restore(window)
        #expect(waitForLines(run, scene: 1, count: 10))
        #expect(lines(run, scene: 1).dropFirst(2) == [
            "scene 1 sceneWillEnterForeground", "scene 1 sceneDidBecomeActive",
            "scene 1 sceneWillResignActive", "scene 1 sceneDidBecomeActive",
            "scene 1 sceneWillResignActive", "scene 1 sceneDidEnterBackground",
            "scene 1 sceneWillEnterForeground", "scene 1 sceneDidBecomeActive",
        ])
    }

    /// Waits (up to 10 s) until the app has printed `count` lines about scene `number`.
    func waitForLines(_ run: AppProcess, scene number: Int, count: Int) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while lines(run, scene: number).count < count, Date() < deadline { usleep(50_000) }
        return lines(run, scene: number).count >= count
    }
}
