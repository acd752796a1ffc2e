import Foundation
import XUIKitCore
import XUIKitControls
import XUIKitX11

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
/// The SDK imports it from C (`int UIApplicationMain(...)`), and Swift does
/// not warn about unused results of imported C functions: the same
/// signature, `@discardableResult` for the same unchanged `main.swift`.
@preconcurrency @MainActor @discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    var delegate: UIApplicationDelegate?
    if let delegateClassName {
        guard let type = NSClassFromString(delegateClassName) as? NSObject.Type,
              let made = RuntimeInstantiation.instantiate(type) as? UIApplicationDelegate else {
            ApplicationRunner.fail("xuikit: no UIApplicationDelegate class named \(delegateClassName)")
        }
        delegate = made
    }
    OnScreenKeyboard.install()
    DebugOverlay.install()
    ApplicationRunner.run(delegate: delegate)
}

extension UIApplicationDelegate {
    /// The `@main` entry point of an app delegate: creates the delegate and
    /// runs `UIApplicationMain`, as `@main` on an iOS app delegate does.
    public static func main() {
        guard let type = Self.self as? NSObject.Type,
              let delegate = RuntimeInstantiation.instantiate(type) as? UIApplicationDelegate else {
            ApplicationRunner.fail("xuikit: @main app delegate \(Self.self) must be an NSObject subclass (a UIResponder)")
        }
        OnScreenKeyboard.install()
        DebugOverlay.install()
        ApplicationRunner.run(delegate: delegate)
    }
}
