import Foundation

/// An object that manages a view hierarchy: UIKit's `UIViewController`.
///
/// The view is created lazily on first access of `view` (`loadView()` then
/// `viewDidLoad()`). Appearance callbacks run in UIKit's order when the view
/// enters or leaves a shown window, when the window shows or hides, and around
/// presentations (UIViewController+Appearance.swift); `viewWillLayoutSubviews`
/// and `viewDidLayoutSubviews` bracket the view's `layoutSubviews()`. In the
/// responder chain the controller sits between its view and the view's superview.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Child view controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The parent view controller, or nil.
    public private(set) weak var parent: UIViewController?
    /// A title for the controller; its navigation item and tab bar item show
    /// it until they are given titles of their own.
    open var title: String? {
        didSet { for observer in titleObservers.values { observer() } }
    }
    /// Told when `title` changes (the navigation and tab bar items), by key.
    package var titleObservers: [String: () -> Void] = [:]

    /// Where the view is in its appearance life cycle (UIViewController+Appearance.swift).
    var appearanceState: AppearanceState = .disappeared
    var movingToParent = false
    package var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    /// The presentation links and the transition in flight (Presentation/).
    var presentationLinks = PresentationLinks()

    /// Whether appearance callbacks are forwarded to child controllers
    /// automatically. Default true; a container returning false calls its
    /// children's `beginAppearanceTransition`/`endAppearanceTransition` itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the controller is appearing because it is being presented (true
    /// from `present` until its `viewDidAppear`).
    open var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is disappearing because it is being dismissed
    /// (true from `dismiss` until its `viewDidDisappear`).
    open var isBeingDismissed: Bool { beingDismissed }
    /// Whether the controller is appearing because it was added to a parent
    /// (true from `addChild` until its `viewDidAppear`).
    open var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is disappearing because it is being removed from
    /// its parent (true from `willMove(toParent: nil)` until its `viewDidDisappear`
    /// or `removeFromParent()`).
    open var isMovingFromParent: Bool { movingFromParent }

    // MARK: Presentation (Presentation/UIViewController+Presentation.swift)

    /// How the controller is shown when presented. Default `.automatic`
    /// (a page sheet, as on iOS 13 and later).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation used to present and dismiss it. Default `.coverVertical`.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The size the controller's content would like when shown in a popover. Default zero (the system's size).
    open var preferredContentSize: CGSize = .zero
    /// Supplies the presentation controller when `modalPresentationStyle` is `.custom`.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether the controller refuses interactive dismissal (a sheet's swipe
    /// down). Default false. Programmatic `dismiss` is never refused.
    open var isModalInPresentation = false

    /// The controller this one (or its nearest ancestor) presents, or nil.
    open var presentedViewController: UIViewController? { presentationLinks.presented ?? parent?.presentedViewController }
    /// The controller that presented this one (or its nearest presented ancestor), or nil.
    open var presentingViewController: UIViewController? { presentationLinks.presenting ?? parent?.presentingViewController }
    /// The object managing this controller's presentation; made on first ask, so
    /// its `delegate` can be set before presenting.
    open var presentationController: UIPresentationController? { makePresentationControllerIfNeeded() }

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle`
    /// and `modalTransitionStyle`; `completion` runs after its `viewDidAppear`.
    /// Presenting while this controller (or its root ancestor) already presents
    /// one, presenting a controller already presented, or presenting from a
    /// view not in a window logs UIKit's warning and does nothing
    /// (UIViewController+Presentation.swift).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentViewController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Shows `vc` the way the nearest container that shows controllers does
    /// (the one `targetViewController(forAction: "showViewController:sender:",
    /// sender:)` names, which overrides this method); with none, presents it
    /// modally, animated, as UIKit does.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = parent?.targetViewController(forAction: Self.showAction, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// As `show(_:sender:)`, for the detail side (`showDetailViewController:sender:`);
    /// with no container handling it, presents `vc` modally, animated.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = parent?.targetViewController(forAction: Self.showDetailAction, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// The controller that handles `action` for this one: by default its
    /// parent's answer (nil at the root). Containers that show controllers
    /// return themselves for `showViewController:sender:`.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        parent?.targetViewController(forAction: action, sender: sender)
    }

    static let showAction = Selector("showViewController:sender:")
    static let showDetailAction = Selector("showDetailViewController:sender:")

    /// Dismisses the controller this one presents (with everything it presents
    /// in turn), or, when it presents nothing, asks its presenter to dismiss it.
    /// Only the topmost view animates; `completion` runs after the last
    /// `viewDidDisappear`. Nothing presented: does nothing, completion included.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissViewController(animated: flag, completion: completion)
    }

    // MARK: Size transitions

    /// Called when the window (so the view) is about to take `size`, before
    /// the view is resized. The default forwards to each child (with the same
    /// size) and to the presented controller (with the size its presentation
    /// gives it); overrides call super. Blocks given to `coordinator` run
    /// after the views took the new size.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        if let presented = presentationLinks.presented, let presentation = presented.presentationLinks.presentationController {
            presented.viewWillTransition(to: presentation.frameOfPresentedViewInContainerView.size, with: coordinator)
        }
    }

    // MARK: Safe area

    /// Insets added to the safe area the view inherits from its superview.
    /// Default zero. A change reaches `view.safeAreaInsets`, calls
    /// `viewSafeAreaInsetsDidChange()` and lays the view out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            if let view = viewIfLoaded { view.safeAreaInsetsChanged() }
        }
    }

    /// Called when the view's safe area insets changed. Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Insets a container controller adds to the view's safe area for the bars
    /// it draws over the view (a navigation bar above, a tab bar below), as
    /// UIKit does for a child extending under its container's bars. Added to
    /// `additionalSafeAreaInsets`; a change reaches the view like one of those.
    package var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerSafeAreaInsets != oldValue else { return }
            if let view = viewIfLoaded { view.safeAreaInsetsChanged() }
        }
    }

    /// The coordinator of the transition this controller runs (a navigation
    /// push or pop), set by the container for the transition's length.
    package var activeTransitionCoordinator: UIViewControllerTransitionCoordinator?

    /// The coordinator of the transition under way that involves this
    /// controller (its own, or its nearest ancestor's), or nil: ask it in
    /// `viewWillAppear` to animate alongside a push or pop, or to run a block
    /// after it. Navigation transitions have one; presentations not yet.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        activeTransitionCoordinator ?? parent?.transitionCoordinator
    }

    /// Storage for controller properties other XUIKit modules declare
    /// (`navigationItem`, `tabBarItem`), keyed by the property's name, as
    /// Objective-C's associated objects serve UIKit's categories.
    package var associatedItems: [String: AnyObject] = [:]

    /// The edges of the view that extend under a container's bars. Default
    /// `.all`: the view fills its navigation (or tab bar) controller and the
    /// bars add to its safe area; without `.top` (or `.bottom`) the view is
    /// laid out below the navigation bar (above the tab bar) instead.
    open var edgesForExtendedLayout: UIRectEdge = .all

    /// Whether a tab bar under the controller hides while the controller is
    /// on top of a navigation stack (UIKit's rule). Default false.
    open var hidesBottomBarWhenPushed = false

    // MARK: Editing

    private var editingState = false
    /// Whether the controller's view lets the user edit its contents. Default
    /// false; setting it calls `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off. Subclasses update their views and call super
    /// (which records the state, and retitles `editButtonItem` as Edit or Done).
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        editingDidChange?(editing)
    }

    /// Told when editing changes (the edit button item retitles itself).
    package var editingDidChange: ((Bool) -> Void)?

    /// The name of the nib file given at initialization, if any.
    ///
    /// Linux difference: nib files are not loaded yet, so a non-nil name is
    /// recorded only; the view comes from `loadView()` as for a nil name.
    open var nibName: String? { initialNibName }
    /// The bundle given at initialization to look the nib file up in, if any (recorded only, as `nibName`).
    open var nibBundle: Bundle? { initialNibBundle }
    private let initialNibName: String?
    private let initialNibBundle: Bundle?

    /// UIKit's designated initializer: a subclass's designated initializer
    /// calls `super.init(nibName: nil, bundle: nil)`, as on iOS. Both
    /// arguments are recorded as `nibName` and `nibBundle`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialNibName = nibNameOrNil
        initialNibBundle = nibBundleOrNil
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`, as NSObject's `init` is for a view
    /// controller: a convenience initializer, so a subclass declares its own
    /// `init()` without `override` and calls a designated one.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

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
    /// Called before the view is added to a shown window (or its window shows,
    /// or a presentation begins). Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after `viewWillAppear`, once the view is in
    /// the window and before its first layout there: the geometry is known. Does nothing by default.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared: at the end of the run-loop pass that
    /// added it (after its layout), or when a presentation's animation ends. Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves a shown window (or its window hides, or a dismissal begins). Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left (or its dismissal animation ended). Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in the constraint update pass when the view needs one (its
    /// `setNeedsUpdateConstraints()`), after the view's `updateConstraints()`.
    /// Override to change the controller's constraints; call super at the end.
    open func updateViewConstraints() {}
    /// Called just before the view's `layoutSubviews()`. Does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's `layoutSubviews()`, before its subviews lay out. Does nothing by default.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    /// Adds `childController` as a child, calling its `willMove(toParent:)` with self.
    /// Adding the child's view to the hierarchy is the caller's job, as in UIKit;
    /// until the child's `viewDidAppear`, its `isMovingToParent` is true.
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
        childController.movingToParent = true
    }

    /// Removes the controller from its parent, calling its `didMove(toParent:)` with nil.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        movingToParent = false
        movingFromParent = false
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. With
    /// nil (a removal begins) `isMovingFromParent` becomes true; overrides call super.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { movingFromParent = true }
    }
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain

    /// The next responder: for a presented controller, the controller that
    /// presented it (UIKit's rule); else the superview of the controller's view
    /// (for a window's root controller, the window), else the parent controller.
    open override var next: UIResponder? { presentationLinks.presenting ?? loadedView?.superview ?? parent }

    override var responderWindow: UIWindow? { loadedView?.window }

    nonisolated open override var description: String {
        mainActorDescription { "<\(type(of: self)): \(String(describing: Unmanaged.passUnretained(self).toOpaque()))>" }
    }
}
