import Foundation

extension UIWindow {
    /// A window of `windowScene`, sized as the scene (the screen's bounds
    /// within the scene's size restrictions), at the origin; hidden until
    /// shown, as every window. Xcode's template makes its window so in
    /// `scene(_:willConnectTo:options:)`, then `makeKeyAndVisible()`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: CGRect(origin: .zero, size: windowScene.windowSize))
        self.windowScene = windowScene
        // An initializer's own property assignments skip `didSet`: join the scene here.
        windowScene.attach(self)
    }
}
