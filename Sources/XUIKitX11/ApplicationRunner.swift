internal import CXUIKitRuntime
import Foundation
import XUIKitCore

/// The launch sequence and the loop behind `UIApplicationMain` and `@main`.
@MainActor
package enum ApplicationRunner {
    package static func run(delegate: UIApplicationDelegate?, displayName: String? = nil) -> Never {
        // The user's locale for Xlib's input method: compose and non-ASCII text need it.
        setlocale(LC_CTYPE, "")
        let app = UIApplication.shared
        app.delegate = delegate
        let backend: X11Backend
        do {
            backend = try X11Backend(displayName: displayName, application: app)
        } catch let error as BackendError {
            fail(error.description)
        } catch {
            fail("xuikit: \(error)")
        }
        let launched: Bool
        do {
            // The Info.plist next to the executable (swift-corelibs-foundation's Bundle.main), for its scene manifest.
            launched = try app.launch(infoDictionary: Bundle.main.infoDictionary)
        } catch {
            backend.close()
            fail(String(describing: error))
        }
        guard launched else {
            backend.close()
            exit(0)
        }
        // A scene's window closing disconnects its scene (the app ends after the last);
        // any other window's close button ends the app.
        backend.onCloseRequest = { window in
            if !app.sceneLifecycle.closeRequested(window) { backend.stop() }
        }
        app.sceneLifecycle.onLastSceneDisconnected = { backend.stop() }
        backend.run()
        app.terminate()
        backend.close()
        exit(0)
    }

    /// Prints `message` on one line to standard error and exits with status 1.
    package static func fail(_ message: String) -> Never {
        FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
        exit(1)
    }
}
