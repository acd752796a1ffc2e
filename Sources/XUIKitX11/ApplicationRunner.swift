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
        let options: [UIApplication.LaunchOptionsKey: Any]? = nil
        app.applicationState = .inactive
        guard delegate?.application(app, willFinishLaunchingWithOptions: options) ?? true,
              delegate?.application(app, didFinishLaunchingWithOptions: options) ?? true else {
            backend.close()
            exit(0)
        }
        app.applicationState = .active
        delegate?.applicationDidBecomeActive(app)
        backend.onCloseRequest = { _ in backend.stop() }
        backend.run()
        app.applicationState = .inactive
        delegate?.applicationWillResignActive(app)
        app.applicationState = .background
        delegate?.applicationDidEnterBackground(app)
        delegate?.applicationWillTerminate(app)
        backend.close()
        exit(0)
    }

    /// Prints `message` on one line to standard error and exits with status 1.
    package static func fail(_ message: String) -> Never {
        FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
        exit(1)
    }
}
