import Foundation

/// Subview insertion and removal with UIKit's callbacks, in UIKit's order:
/// `willMove(toSuperview:)`, view controllers' `viewWillAppear`/`viewWillDisappear`
/// (when the subtree enters or leaves a shown window), `willMove(toWindow:)`,
/// the move, `didMoveToWindow()`, `viewDidDisappear`, `didMoveToSuperview()`,
/// `didAddSubview(_:)`. `viewIsAppearing` and `viewDidAppear` come at the end of
/// the run-loop pass (UIViewController+Appearance.swift).
/// Adding a view marks it and its new superview as needing layout.
///
/// When a subtree leaves a window: the window's first responder, if it is in
/// the subtree, is resigned (and dropped even if it refuses), and every touch
/// whose view is in the subtree is cancelled for that view.
extension UIView {
    func insert(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "addSubview: a view cannot be added to itself or to one of its descendants")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            let place = max(0, min(index, subviews.count))
            subviews.insert(view, at: place)
            layer.placeViewLayer(view.layer, among: subviews, at: place)
            view.damageVisibleSubtree()
            return
        }
        view.damageVisibleSubtree()
        // The moved subtree hears of a tint it now inherits (tintColorDidChange).
        view.changeTint { moveIntoPlace(view, at: index) }
    }

    private func moveIntoPlace(_ view: UIView, at index: Int) {
        let oldWindow = view.window, newWindow = window
        let windowChanges = oldWindow !== newWindow
        view.willMove(toSuperview: self)
        if windowChanges { view.prepareForWindowChange(from: oldWindow, to: newWindow) }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.subviews.removeAll { $0 === view }
        }
        view.superview = self
        let place = max(0, min(index, subviews.count))
        subviews.insert(view, at: place)
        layer.placeViewLayer(view.layer, among: subviews, at: place)
        if windowChanges { view.finishWindowChange(from: oldWindow, to: newWindow) }
        view.damageVisibleSubtree()
        // Both lay out at the next layoutIfNeeded(): the superview for its new
        // subview, the view in its new place (a new view is marked already).
        setNeedsLayout()
        view.setNeedsLayout()
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    func insert(_ view: UIView, relativeTo sibling: UIView, offset: Int) {
        // UIKit adds the view all the same, in front, when the sibling is not a subview.
        guard sibling.superview === self else { return insert(view, at: subviews.count) }
        if view.superview === self { subviews.removeAll { $0 === view } }
        let index = (subviews.firstIndex { $0 === sibling } ?? subviews.count) + offset
        insert(view, at: index)
    }

    func reorder(_ view: UIView, toFront: Bool) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        if toFront { subviews.append(view) } else { subviews.insert(view, at: 0) }
        layer.placeViewLayer(view.layer, among: subviews, at: toFront ? subviews.count - 1 : 0)
        view.damageVisibleSubtree()
    }

    func detachFromSuperview() {
        guard let oldSuperview = superview else { return }
        let oldWindow = window
        damageVisibleSubtree()
        willMove(toSuperview: nil)
        if oldWindow != nil { prepareForWindowChange(from: oldWindow, to: nil) }
        oldSuperview.willRemoveSubview(self)
        oldSuperview.subviews.removeAll { $0 === self }
        layer.detachFromSuperlayer()
        superview = nil
        deactivateConstraintsLeavingSubtree()
        if oldWindow != nil { finishWindowChange(from: oldWindow, to: nil) }
        didMoveToSuperview()
    }

    /// Before the move: the old window's first responder resigns if it is in
    /// this subtree, then `willMove(toWindow:)` and appearance callbacks.
    func prepareForWindowChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        if let oldWindow, let responder = oldWindow.storedFirstResponder, contains(responder) {
            _ = responder.resignFirstResponder()
        }
        let wasShown = oldWindow.map { !$0.isHidden } ?? false, willBeShown = newWindow.map { !$0.isHidden } ?? false
        if wasShown, !willBeShown { subtreeWillDisappear() }
        if willBeShown, !wasShown { subtreeWillAppear() }
        forEachInSubtree { view in view.willMove(toWindow: newWindow) }
    }

    /// After the move: a first responder that refused to resign is dropped all
    /// the same, touches in the subtree are cancelled, then `didMoveToWindow()`.
    func finishWindowChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        UIView.layoutRequests &+= 1  // views marked while away from the window get laid out in it
        if let oldWindow {
            if let responder = oldWindow.storedFirstResponder, contains(responder) {
                oldWindow.storedFirstResponder = nil
            }
            UIApplication.shared.touchDispatcher.cancelTouches(inSubtreeOf: self, leaving: oldWindow)
        }
        forEachInSubtree { view in view.didMoveToWindow() }
        let wasShown = oldWindow.map { !$0.isHidden } ?? false, isShown = newWindow.map { !$0.isHidden } ?? false
        if wasShown, !isShown { subtreeDidDisappear() }
    }

    /// Whether `responder` is this view, a descendant, or the controller of one.
    func contains(_ responder: UIResponder) -> Bool {
        if let view = responder as? UIView { return view.isDescendant(of: self) }
        if let controller = responder as? UIViewController, let view = controller.viewIfLoaded {
            return view.isDescendant(of: self)
        }
        return false
    }

    /// Visits this view and its descendants, parents before children, back to front.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for view in subviews { view.forEachInSubtree(body) }
    }
}
