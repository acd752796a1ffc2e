import Foundation
import XUIKitCore

/// The `transitionCoordinator` of a push or pop, from its start to its end.
///
/// Blocks given to `animate(alongsideTransition:completion:)` before the
/// slide starts (in `viewWillAppear`, say) animate with it: in the same
/// `UIView.animate` as the views for a push or pop in code; for an
/// interactive pop, when the finger lets go, over the rest of the way.
/// Completions run after the views settled, before the closing appearance
/// callbacks, with `isCancelled` true for a cancelled interactive pop (whose
/// alongside blocks are dropped: the views go back as they were). Blocks
/// given after the slide started run at its end (alongside ones first).
@MainActor
final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let initiallyInteractive: Bool
    var isInteractive: Bool
    var isCancelled = false
    var percentComplete: CGFloat = 0
    var presentationStyle: UIModalPresentationStyle { .none }
    var transitionDuration: TimeInterval { UINavigationController.transitionDuration }
    var targetTransform: CGAffineTransform { .identity }

    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView, animated: Bool, interactive: Bool) {
        self.containerView = containerView
        self.isAnimated = animated
        self.initiallyInteractive = interactive
        self.isInteractive = interactive
    }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs (and forgets) the alongside blocks: called inside the animation block.
    func runAlongside() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// The transition ended (before the appearance callbacks that end it):
    /// alongside blocks not run yet run now unless it was cancelled, then the completions.
    func finish(cancelled: Bool) {
        isCancelled = cancelled
        isInteractive = false
        percentComplete = cancelled ? 0 : 1
        if cancelled { alongside = [] } else { runAlongside() }
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
