import XUIKit

/// The patterns compiled in Swift 6 mode with default MainActor isolation
/// (what new Xcode 26 app targets use): no annotation anywhere is needed.
public enum MainActorDefaultFixture {
    public static func run() async -> [String] { await runPortingPatterns() }

    /// Overrides with no annotation, inferred main-actor like their UIKit originals.
    final class DefaultIsolatedController: UIViewController {
        var loaded = false
        override func viewDidLoad() {
            super.viewDidLoad()
            loaded = true
        }
    }

    public static func overridesRun() -> Bool {
        let controller = DefaultIsolatedController()
        _ = controller.view
        return controller.loaded
    }
}
