import Foundation

/// The scroll views that exist, weakly held, so a backend can ask whether
/// one is on screen: smooth (touchpad) scrolling arrives as pointer motion,
/// which a backend need not listen to otherwise.
extension UIScrollView {
    private final class WeakScrollView {
        weak var view: UIScrollView?
        init(_ view: UIScrollView) { self.view = view }
    }

    // Read by the backend on every loop pass, so no runtime exclusivity
    // checks. Sound: used on the main thread only; mutations call no app code.
    @exclusivity(unchecked) private static var made: [WeakScrollView] = []

    static func noteMade(_ view: UIScrollView) {
        made.removeAll { $0.view == nil }
        made.append(WeakScrollView(view))
    }

    /// Whether a scroll view that can scroll is in a shown window.
    package static var isAnyInWindow: Bool {
        made.contains { entry in
            guard let view = entry.view else { return false }
            return view.isScrollEnabled && view.window?.isShownByApplication == true
        }
    }
}
