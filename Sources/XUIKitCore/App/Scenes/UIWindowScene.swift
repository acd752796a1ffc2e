import Foundation

/// A scene that shows windows: UIKit's `UIWindowScene`.
///
/// On Linux a window scene is one top-level X window: its windows
/// (`UIWindow(windowScene:)`, or setting a window's `windowScene`) are shown
/// as XUIKit shows every visible `UIWindow`, each in a top-level X window of
/// its own at its frame; the scene's `title` titles them, its
/// `sizeRestrictions` become their size hints, and their map and focus state
/// drive the scene's `activationState` (see `UIScene`). An app following
/// Xcode's template has one window per scene, so one X window per scene.
///
/// A window made with `UIWindow(windowScene:)` takes the scene's size: the
/// screen's bounds (as a full-screen iPad scene) within `sizeRestrictions`;
/// any window joining the scene is brought within them.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows (visible or not), in the order they joined; held weakly, as UIKit holds them.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }
    private var windowReferences: [WeakWindow] = []
    /// The screen the scene is on (the X screen).
    open var screen: UIScreen { .main }
    /// The scene's size restrictions (never nil here: every X window takes size hints).
    open private(set) var sizeRestrictions: UISceneSizeRestrictions?
    /// The scene's key window: the application's key window if it is one of
    /// the scene's, else the last of the scene's visible windows to have been key.
    open var keyWindow: UIWindow? {
        if let key = UIApplication.shared.keyWindow, key.windowScene === self { return key }
        return lastKeyWindow?.window
    }
    var lastKeyWindow: WeakWindow?

    /// Portrait when the scene's first window is taller than wide, else landscape right (see `UIInterfaceOrientation`).
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = windows.first?.bounds.size ?? screen.bounds.size
        return size.height > size.width ? .portrait : .landscapeRight
    }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        sizeRestrictions = UISceneSizeRestrictions(scene: self)
    }

    /// The size a window joining the scene takes.
    var windowSize: CGSize { sizeRestrictions?.clamp(screen.bounds.size) ?? screen.bounds.size }

    /// Adds `window` to the scene (from `UIWindow.windowScene`).
    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window))
        if let size = sizeRestrictions?.clamp(window.frame.size), size != window.frame.size { window.frame.size = size }
        lifecycle?.sceneAppearanceChanged(self)
    }

    /// Removes `window` from the scene.
    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        lifecycle?.windowLeftScene(window, scene: self)
    }

    /// Brings the scene's windows within `sizeRestrictions`.
    func applySizeRestrictions() {
        guard let restrictions = sizeRestrictions else { return }
        for window in windows {
            let size = restrictions.clamp(window.frame.size)
            if size != window.frame.size { window.frame.size = size }
        }
    }
}

/// A window held weakly.
struct WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}
