import Foundation
import XUIKitCore
import XUIKitGraphics

/// A stack of controllers with a navigation bar: UIKit's `UINavigationController`.
///
/// The top controller's view fills the navigation controller's view, under
/// the bar (44 pt, 96 with a large title), and its safe area starts below the
/// bar, so a table view's rows start there. Pushing slides the new view in
/// from the right over 0.35 s while the old one moves a third of the way left
/// (UIKit's parallax); popping does the reverse. A swipe from the left edge
/// pops interactively (UINavigationController+InteractivePop.swift).
///
/// Appearance callbacks and containment follow UIKit's order
/// (UINavigationController+Transition.swift): push B over A calls
/// `B.willMove(toParent:)`, the delegate's `willShow`, `A.viewWillDisappear`,
/// `B.viewWillAppear`, and at the end `A.viewDidDisappear`,
/// `B.viewDidAppear`, `B.didMove(toParent:)`, the delegate's `didShow`.
///
/// Bad input, as UIKit: pushing a controller already in the stack, or
/// pushing or popping while a transition is under way, is logged and
/// ignored; popping the root does nothing and returns nil.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a transition does.
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }

    /// How long showing or hiding the bar animates (UIKit's `UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2
    /// How long a push or pop slides.
    static let transitionDuration: TimeInterval = 0.35

    /// The bar at the top.
    public let navigationBar: UINavigationBar
    /// Told when controllers show.
    open weak var delegate: UINavigationControllerDelegate?

    var stack: [UIViewController] = []
    /// The transition under way, if any.
    var transition: NavigationTransition?
    /// The view the controllers' views are in (the bar is above it).
    let contentView = UIView()
    /// The edge swipe that pops.
    private(set) var edgePan: UIScreenEdgePanGestureRecognizer?
    let edgePanDelegate = InteractivePopGestureDelegate()
    private var barHidden = false
    /// The controller the delegate last heard `didShow` for.
    weak var lastShown: UIViewController?

    /// The controllers, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view shows: what the top controller (or this one) presents, else the top controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    /// The edge swipe recognizer that pops the top controller.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { loadViewIfNeeded(); return edgePan }

    /// An empty navigation controller (`init()` calls it, as in UIKit).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = Self.makeNavigationBar(UINavigationBar.self)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller showing `rootViewController` (a designated
    /// initializer in UIKit: subclasses override it and call super).
    public init(rootViewController: UIViewController) {
        navigationBar = Self.makeNavigationBar(UINavigationBar.self)
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller whose bar is an instance of
    /// `navigationBarClass` (nil: `UINavigationBar`), made with its `init()`.
    /// A class that is not a `UINavigationBar` subclass is logged and
    /// `UINavigationBar` is used. Linux difference: XUIKit's navigation
    /// controller has no toolbar yet, so `toolbarClass` is not used.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        var barClass: UINavigationBar.Type = UINavigationBar.self
        if let navigationBarClass {
            if let subclass = navigationBarClass as? UINavigationBar.Type {
                barClass = subclass
            } else {
                Self.log("UINavigationController(navigationBarClass:): \(navigationBarClass) is not a UINavigationBar subclass; using UINavigationBar")
            }
        }
        navigationBar = Self.makeNavigationBar(barClass)
        super.init(nibName: nil, bundle: nil)
    }

    /// A bar of `barClass`, made through its `init()` as UIKit's `[[cls alloc] init]`, at UIKit's 320×44.
    private static func makeNavigationBar(_ barClass: UINavigationBar.Type) -> UINavigationBar {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        guard barClass != UINavigationBar.self,
              let bar = RuntimeInstantiation.instantiate(barClass) as? UINavigationBar else { return UINavigationBar(frame: frame) }
        bar.frame = frame
        return bar
    }

    public required init?(coder: NSCoder) { nil }

    /// The navigation controller shows its children's appearance itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func loadView() {
        let container = NavigationContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        contentView.frame = container.bounds
        contentView.clipsToBounds = true
        container.addSubview(contentView)
        navigationBar.managed = true
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        container.addSubview(navigationBar)
        let pan = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            self?.edgePanChanged(recognizer as! UIScreenEdgePanGestureRecognizer)
        }
        pan.edges = .left
        pan.edgeReferenceView = container
        edgePanDelegate.controller = self
        pan.delegate = edgePanDelegate
        container.addGestureRecognizer(pan)
        edgePan = pan
        if let top = stack.last { install(top) }
    }

    // MARK: The stack

    /// Pushes `viewController` on top and shows it (sliding in from the right when animated).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard transition == nil else { return Self.logIgnored("pushViewController:animated:", self) }
        guard !stack.contains(where: { $0 === viewController }) else {
            return Self.log("Pushing the same view controller instance (\(viewController)) more than once is not supported.")
        }
        let from = stack.last
        addChild(viewController)
        stack.append(viewController)
        showTop(from: from, popped: [], operation: .push, animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped one (nil at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        guard transition == nil else { Self.logIgnored("popViewControllerAnimated:", self); return nil }
        let from = stack.removeLast()
        from.willMove(toParent: nil)
        showTop(from: from, popped: [from], operation: .pop, animated: animated)
        return from
    }

    /// Pops down to `viewController`; returns the popped controllers (nil when it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Self.log("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        guard index < stack.count - 1 else { return [] }
        guard transition == nil else { Self.logIgnored("popToViewController:animated:", self); return nil }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        showTop(from: popped.last, popped: popped, operation: .pop, animated: animated)
        return popped
    }

    /// Pops down to the root controller; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. When the top changes it shows the new top, with a
    /// push when it is new and a pop when it was below (animated if asked).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard transition == nil else { return Self.logIgnored("setViewControllers:animated:", self) }
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        if unique.count != viewControllers.count { Self.log("setViewControllers: the same controller more than once; the repeats are left out.") }
        let old = stack, oldTop = old.last
        let removed = old.filter { c in !unique.contains { $0 === c } }
        let added = unique.filter { c in !old.contains { $0 === c } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        stack = unique
        let operation: Operation = oldTop.map { top in unique.contains { $0 === top } } ?? false ? .pop : .push
        showTop(from: oldTop, popped: removed, operation: operation, animated: animated)
        for controller in added where controller !== unique.last { controller.didMove(toParent: self) }
    }

    // MARK: The bar

    /// Whether the bar is hidden. Setting it hides or shows it without animation.
    open var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (sliding it up or down over `hideShowBarDuration` when animated).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        if hidden == false { navigationBar.isHidden = false }
        let apply = { self.layoutBarAndContent() }
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: apply) { _ in
                self.navigationBar.isHidden = self.barHidden
            }
        } else {
            apply()
            navigationBar.isHidden = hidden
        }
    }

    /// The bar's height for the top item (0 when hidden): what the views' safe area gets.
    var barHeight: CGFloat { barHidden ? 0 : navigationBar.sizeThatFits(.zero).height }

    /// The bar's height on screen: during a transition between a large and a
    /// small title it goes from the old height to the new one with the progress.
    var shownBarHeight: CGFloat {
        let natural = navigationBar.sizeThatFits(.zero).height
        guard let transition, !barHidden else { return natural }
        return transition.fromBarHeight + (natural - transition.fromBarHeight) * transition.progress
    }

    /// Places the bar at the top of the safe area and the content under it,
    /// and gives the shown controllers the bar's height as safe area.
    func layoutBarAndContent() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds, top = view.safeAreaInsets.top
        let height = shownBarHeight
        navigationBar.frame = CGRect(x: 0, y: barHidden ? top - height - 1 : top, width: bounds.width, height: height)
        contentView.frame = bounds
        for controller in stack where controller.isViewLoaded && controller.view.superview === contentView {
            controller.containerSafeAreaInsets = barInsets(for: controller)
            if transition == nil { controller.view.frame = restingFrame(for: controller) }
        }
    }

    /// Where `controller`'s view rests: the whole content, or below the bar
    /// when its `edgesForExtendedLayout` leaves out the top.
    func restingFrame(for controller: UIViewController) -> CGRect {
        let bounds = contentView.bounds
        guard !controller.edgesForExtendedLayout.contains(.top), !barHidden else { return bounds }
        let height = controller === transition?.from ? transition?.fromBarHeight ?? barHeight : barHeight
        let top = navigationBar.frame.minY + height
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// The safe area the bar adds to `controller`'s view: its height, when the view extends under it.
    func barInsets(for controller: UIViewController) -> UIEdgeInsets {
        controller.edgesForExtendedLayout.contains(.top) ? UIEdgeInsets(top: barHeight, left: 0, bottom: 0, right: 0) : .zero
    }

    // MARK: Showing controllers

    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    open override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        action == Selector("showViewController:sender:") ? self : super.targetViewController(forAction: action, sender: sender)
    }

    // MARK: Appearance of the top controller

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard transition == nil, let top = topViewController else { return }
        // UIKit tells the delegate of the first controller it shows, when it first appears.
        if top !== lastShown { delegate?.navigationController(self, willShow: top, animated: animated) }
        top.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        if transition == nil { topViewController?.sendIsAppearingIfPending() }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard transition == nil, let top = topViewController else { return }
        top.endAppearanceTransition()
        if top !== lastShown {
            lastShown = top
            delegate?.navigationController(self, didShow: top, animated: animated)
        }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if transition == nil { topViewController?.beginAppearanceTransition(false, animated: animated) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if transition == nil { topViewController?.endAppearanceTransition() }
    }

    /// Where UIKit's warnings go (standard error; tests replace it).
    static var log: (String) -> Void = { FileHandle.standardError.write(Data(("XUIKit: " + $0 + "\n").utf8)) }

    /// UIKit's message for a push or pop during a transition.
    static func logIgnored(_ what: String, _ controller: UINavigationController) {
        log("\(what) called on \(controller) while an existing transition or presentation is occurring; the navigation stack will not be updated.")
    }
}

/// The navigation controller's view: lays out the bar and the content.
@MainActor
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?
    override func layoutSubviews() { controller?.layoutBarAndContent() }
}
