import Foundation

/// An object that manages a view hierarchy: UIKit's `UIViewController`.
///
/// The view is created lazily on first access of `view` (`loadView()` then
/// `viewDidLoad()`). Appearance callbacks run when the view enters or leaves
/// a window. In the responder chain the controller sits between its view and
/// the view's superview.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Child view controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The parent view controller, or nil.
    public private(set) weak var parent: UIViewController?
    /// A title for the controller.
    open var title: String?

    public override init() { super.init() }

    /// The nib initializer; there are no nibs on Linux, so both arguments are ignored.
    public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { self.init() }

    /// Controllers cannot be decoded (no storyboards on Linux); always nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The view

    /// The controller's root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view; the default makes a plain `UIView` the size of the main screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once after the view is loaded. Does nothing by default.
    open func viewDidLoad() {}
    /// Called before the view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view entered a window.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    /// Adds `childController` as a child, calling its `willMove(toParent:)` with self.
    /// Adding the child's view to the hierarchy is the caller's job, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent, calling its `didMove(toParent:)` with nil.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain

    /// The next responder: the superview of the controller's view (for a
    /// window's root controller, the window), else the parent controller.
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    override var responderWindow: UIWindow? { loadedView?.window }
}
