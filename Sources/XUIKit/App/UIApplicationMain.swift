import CXShim
import Foundation

/// Creates the application and its delegate, connects to the X server, runs
/// the launch sequence and the event loop: UIKit's `UIApplicationMain`.
///
/// Like UIKit's it never returns: the process exits with status 0 after a
/// window's close button ends the app (`applicationWillResignActive`,
/// `applicationDidEnterBackground`, `applicationWillTerminate`, in UIKit's
/// order), and with status 1 after printing a one-line error when there is
/// no usable display (no `DISPLAY`, no XInput 2.2) or the server goes away.
///
/// - `principalClassName`: must be nil or name `UIApplication` (the
///   application object is `UIApplication.shared`; subclasses are not
///   instantiated — a documented difference).
/// - `delegateClassName`: the delegate class, as `NSStringFromClass(AppDelegate.self)`
///   gives it (`Module.AppDelegate`); it must be an `NSObject` subclass (a
///   `UIResponder` is) so it can be created by name.
@MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    var delegate: UIApplicationDelegate?
    if let delegateClassName {
        guard let type = NSClassFromString(delegateClassName) as? NSObject.Type,
              let made = ApplicationRunner.instantiate(type) as? UIApplicationDelegate else {
            ApplicationRunner.fail("xuikit: no UIApplicationDelegate class named \(delegateClassName)")
        }
        delegate = made
    }
    ApplicationRunner.run(delegate: delegate)
}

extension UIApplicationDelegate {
    /// The `@main` entry point of an app delegate: creates the delegate and
    /// runs `UIApplicationMain`, as `@main` on an iOS app delegate does.
    public static func main() {
        guard let type = Self.self as? NSObject.Type,
              let delegate = ApplicationRunner.instantiate(type) as? UIApplicationDelegate else {
            ApplicationRunner.fail("xuikit: @main app delegate \(Self.self) must be an NSObject subclass (a UIResponder)")
        }
        ApplicationRunner.run(delegate: delegate)
    }
}

/// The launch sequence and the loop behind `UIApplicationMain` and `@main`.
@MainActor
enum ApplicationRunner {
    static func run(delegate: UIApplicationDelegate?, displayName: String? = nil) -> Never {
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

    /// `type.init()` for any NSObject subclass that inherits or overrides
    /// `init()`, dispatched through the class's vtable like Objective-C's
    /// `[[cls alloc] init]` (Swift only allows `required` initializers on a
    /// metatype, and UIKit's `UIResponder.init()` is not required).
    static func instantiate(_ type: NSObject.Type) -> NSObject {
        let metadata = unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self)
        return Unmanaged<NSObject>.fromOpaque(cx_make_nsobject(metadata)).takeRetainedValue()
    }

    /// Prints `message` on one line to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
        exit(1)
    }
}
