import Foundation

/// `present` and `dismiss`: the presentation chain and the appearance
/// callbacks on both sides.
///
///     present(B) on A:  B viewDidLoad, [A viewWillDisappear], B viewWillAppear,
///                       B viewIsAppearing, B's layout, <slide up>,
///                       [A viewDidDisappear], B viewDidAppear, completion
///     dismiss:          B viewWillDisappear, [A viewWillAppear], <slide down>,
///                       B viewDidDisappear, [A viewDidAppear], completion
///
/// A's callbacks (in brackets) come only for `.fullScreen`, whose end takes
/// A's view out of the window; over a sheet or `.overFullScreen` A stays on
/// screen and hears nothing, as on iOS. The presenter is the root ancestor
/// (through `parent`) of the controller `present` is called on.
///
/// A chain (A presents B presents C) is dismissed from any link: `A.dismiss`
/// or `B.dismiss` on a presenter dismisses what it presents and everything
/// above; `C.dismiss` asks its presenter. Only the topmost view animates.
extension UIViewController {
    /// Where UIKit's presentation warnings go (standard error; tests replace it).
    static var presentationLog: (String) -> Void = { FileHandle.standardError.write(($0 + "\n").data(using: .utf8)!) }

    /// The transition's length (a critically damped spring, as UIKit's sheets).
    static let presentationDuration: TimeInterval = 0.5

    /// The root ancestor through `parent`: the controller that presents.
    var presentationRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    func makePresentationControllerIfNeeded() -> UIPresentationController {
        if let existing = presentationLinks.presentationController { return existing }
        // Sheets (the default style) get the sheet controller, so detents can be set before presenting.
        let style = modalPresentationStyle.resolved
        let made = style == .pageSheet || style == .formSheet
            ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : style == .popover ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        presentationLinks.presentationController = made
        return made
    }

    /// The controllers presented above this one, nearest first.
    var presentedChain: [UIViewController] {
        var chain: [UIViewController] = []
        var next = presentationLinks.presented
        while let controller = next {
            chain.append(controller)
            next = controller.presentationLinks.presented
        }
        return chain
    }

    func presentViewController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationRoot
        let from = self === presenter ? "" : " (from \(self))"
        if let current = presenter.presentationLinks.presented {
            return Self.presentationLog("Attempt to present \(presented) on \(presenter)\(from) which is already presenting \(current).")
        }
        if let holder = presented.presentationLinks.presenting {
            return Self.presentationLog("Application tried to present modally a view controller \(presented) that is already being presented by \(holder).")
        }
        if presented === presenter || presented === self {
            return Self.presentationLog("Application tried to present modal view controller on itself. Presenting controller is \(presented).")
        }
        if let parent = presented.parent {
            return Self.presentationLog("Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).")
        }
        guard let window = presenter.viewIfLoaded?.window else {
            return Self.presentationLog("Attempt to present \(presented) on \(presenter)\(from) whose view is not in the window hierarchy.")
        }
        if presented.modalPresentationStyle == .custom,
           let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter, source: self) {
            custom.delegate = custom.delegate ?? presented.presentationLinks.presentationController?.delegate
            presented.presentationLinks.presentationController = custom
        }
        let presentation = presented.makePresentationControllerIfNeeded()
        presentation.presenter = presenter
        presentation.heldPresentedViewController = presented
        presentation.presentationWillStart()
        presenter.presentationLinks.presented = presented
        presented.presentationLinks.presenting = presenter
        presented.beingPresented = true
        _ = presented.view  // viewDidLoad before any appearance callback
        let hidesPresenter = presentation.shouldRemovePresentersView
        if hidesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        AppearanceQueue.suppressing { presentation.installViews(in: window) }
        presentation.containerView?.layoutIfNeeded()  // viewIsAppearing, then the presented view's layout
        presentation.transitionIsAnimated = animated
        presentation.presentationTransitionWillBegin()
        presentation.animateIn(animated: animated) {
            presentation.isPresented = true
            presentation.presentationTransitionDidEnd(true)
            if hidesPresenter, let view = presenter.viewIfLoaded, let superview = view.superview {
                presentation.presenterViewSuperview = superview
                presentation.presenterViewIndex = superview.subviews.firstIndex { $0 === view } ?? 0
                AppearanceQueue.suppressing { view.removeFromSuperview() }
                presenter.endAppearanceTransition()
            }
            presented.endAppearanceTransition()
            completion?()
        }
    }

    func dismissViewController(animated: Bool, completion: (() -> Void)?) {
        let root = presentationRoot
        guard let presenter = root.presentationLinks.presented != nil ? root : root.presentationLinks.presenting else { return }
        let chain = presenter.presentedChain
        let presentations = chain.map { $0.makePresentationControllerIfNeeded() }
        if presentations.contains(where: { $0.isTransitioning || !$0.isPresented }) {
            return Self.presentationLog("Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
        }
        presentations[0].dismissChain(chain, of: presenter, animated: animated, completion: completion)
    }
}

extension UIPresentationController {
    /// Dismisses `chain` (what `presenter` presents, nearest first; this is the
    /// first's presentation): every controller in it disappears, the presenter
    /// reappears if its view had left, the topmost view animates out, the
    /// others go at once.
    func dismissChain(_ chain: [UIViewController], of presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let revealsPresenter = beginDismissal(chain, of: presenter, animated: animated)
        let topPresentation = chain[chain.count - 1].makePresentationControllerIfNeeded()
        topPresentation.animateOut(animated: animated) {
            self.completeDismissal(chain, of: presenter, revealsPresenter: revealsPresenter, completion: completion)
        }
    }

    /// The start of a dismissal: `viewWillDisappear` on the chain (top first),
    /// the presenter's view back in place with its `viewWillAppear` (full
    /// screen), the intermediate containers gone, the top's
    /// `dismissalTransitionWillBegin`. Returns whether the presenter reappears.
    func beginDismissal(_ chain: [UIViewController], of presenter: UIViewController, animated: Bool) -> Bool {
        for controller in chain.reversed() {
            controller.beingDismissed = true
            controller.beginAppearanceTransition(false, animated: animated)
        }
        let revealsPresenter = shouldRemovePresentersView
        if revealsPresenter, let view = presenter.viewIfLoaded, let superview = presenterViewSuperview {
            presenter.beginAppearanceTransition(true, animated: animated)
            AppearanceQueue.suppressing { superview.insertSubview(view, at: presenterViewIndex) }
            view.frame = superview.bounds
            superview.layoutIfNeeded()
        }
        AppearanceQueue.suppressing {
            for controller in chain.dropLast() { controller.makePresentationControllerIfNeeded().removeViews() }
        }
        let top = chain[chain.count - 1].makePresentationControllerIfNeeded()
        top.transitionIsAnimated = animated
        top.dismissalTransitionWillBegin()
        return revealsPresenter
    }

    /// The end of a dismissal: the top's views leave, the links are cut,
    /// `viewDidDisappear` on the chain, `viewDidAppear` on a reappearing
    /// presenter, then `completion`.
    func completeDismissal(_ chain: [UIViewController], of presenter: UIViewController, revealsPresenter: Bool, completion: (() -> Void)?) {
        let topPresentation = chain[chain.count - 1].makePresentationControllerIfNeeded()
        topPresentation.dismissalTransitionDidEnd(true)
        AppearanceQueue.suppressing { topPresentation.removeViews() }
        presenter.presentationLinks.presented = nil
        for controller in chain {
            let presentation = controller.makePresentationControllerIfNeeded()
            presentation.isPresented = false
            presentation.presenter = nil
            presentation.heldPresentedViewController = nil
            controller.presentationLinks.presenting = nil
            controller.presentationLinks.presented = nil
        }
        for controller in chain.reversed() { controller.endAppearanceTransition() }
        if revealsPresenter { presenter.endAppearanceTransition() }
        completion?()
    }
}
