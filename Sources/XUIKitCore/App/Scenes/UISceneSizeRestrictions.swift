import Foundation

/// The sizes a window scene may take: UIKit's `UISceneSizeRestrictions`.
///
/// Here they are the X window's `WM_NORMAL_HINTS` (minimum and maximum size,
/// in pixels: points times the screen's scale), which the window manager
/// enforces as the user resizes. The scene also keeps its own windows within
/// them when they change (there may be no window manager, as on the headless
/// server). A zero `maximumSize` dimension (the default) means no maximum;
/// `minimumSize` defaults to zero.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size the scene may have (points).
    open var minimumSize: CGSize = .zero { didSet { if minimumSize != oldValue { changed() } } }
    /// The largest size the scene may have (points; a zero dimension: unlimited).
    open var maximumSize: CGSize = .zero { didSet { if maximumSize != oldValue { changed() } } }
    /// Whether the scene may fill the screen (recorded; a window manager decides full screen).
    open var allowsFullScreen = true
    /// The scene whose windows follow these restrictions.
    weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    private func changed() {
        guard let scene else { return }
        scene.applySizeRestrictions()
        scene.lifecycle?.sceneAppearanceChanged(scene)
    }

    /// `size` brought within the restrictions.
    func clamp(_ size: CGSize) -> CGSize {
        var result = CGSize(width: max(size.width, minimumSize.width), height: max(size.height, minimumSize.height))
        if maximumSize.width > 0 { result.width = min(result.width, max(maximumSize.width, minimumSize.width)) }
        if maximumSize.height > 0 { result.height = min(result.height, max(maximumSize.height, minimumSize.height)) }
        return result
    }
}
