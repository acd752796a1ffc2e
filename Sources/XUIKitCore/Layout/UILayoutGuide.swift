import Foundation

/// A rectangle in a view that takes part in Auto Layout without being a
/// view: UIKit's `UILayoutGuide`. The engine solves it like a view and sets
/// `layoutFrame` (in its owning view's coordinates). A view's
/// `safeAreaLayoutGuide`, `layoutMarginsGuide` and `readableContentGuide`
/// are guides the view keeps in place itself.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// The guide's rectangle in the owning view's coordinates, after the last layout pass.
    open internal(set) var layoutFrame: CGRect = .zero
    /// What keeps a system guide in place (`.custom` for an app's own guides;
    /// a scroll view's content and frame guides: LayoutEngine+ScrollView.swift).
    enum Kind { case custom, safeArea, margins, readableContent, scrollContent, scrollFrame }
    var kind = Kind.custom

    public override init() { super.init() }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
    /// The layout guides added to the view (system guides are not listed, as in UIKit).
    public var layoutGuides: [UILayoutGuide] { layoutStateStorage?.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutStateStorage?.guides.removeAll { $0 === guide }
        NSLayoutConstraint.deactivate(NSLayoutConstraint.activeConstraints.values.filter { $0.firstItem === guide || $0.secondItem === guide })
        guide.owningView = nil
    }

    /// Space the view's content keeps from its edges (default 8 on each side).
    /// After `directionalLayoutMargins` was set, these follow it in the current
    /// layout direction (leading is the right margin when right to left).
    public var layoutMargins: UIEdgeInsets {
        get {
            guard let state = layoutStateStorage else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            guard let d = state.directionalLayoutMargins else { return state.layoutMargins }
            let rightToLeft = isLayingOutRightToLeft
            return UIEdgeInsets(top: d.top, left: rightToLeft ? d.trailing : d.leading, bottom: d.bottom, right: rightToLeft ? d.leading : d.trailing)
        }
        set {
            layoutState.layoutMargins = newValue
            layoutState.directionalLayoutMargins = nil
            NSLayoutConstraint.generation &+= 1
            setNeedsLayout()
        }
    }

    /// The margins with leading and trailing: leading is the left margin left
    /// to right and the right one right to left (`effectiveUserInterfaceLayoutDirection`).
    /// Once set, the margins keep their leading and trailing sides when the direction changes, as in UIKit.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let d = layoutStateStorage?.directionalLayoutMargins { return d }
            let m = layoutMargins, rightToLeft = isLayingOutRightToLeft
            return NSDirectionalEdgeInsets(top: m.top, leading: rightToLeft ? m.right : m.left, bottom: m.bottom,
                                           trailing: rightToLeft ? m.left : m.right)
        }
        set {
            layoutState.directionalLayoutMargins = newValue
            NSLayoutConstraint.generation &+= 1
            setNeedsLayout()
        }
    }

    /// The part of the view no system bar or rounded corner covers: the part of
    /// the superview's safe-area insets this view overlaps, plus its controller's
    /// `additionalSafeAreaInsets` (and the bars its container draws over it) for
    /// a controller's root view. X11 windows have
    /// no bars, so a window's insets are zero.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview, !(self is UIWindow) {
            let outer = superview.safeAreaInsets
            if outer != .zero {
                let frame = self.frame, area = superview.bounds
                insets.top = min(frame.height, max(0, area.minY + outer.top - frame.minY))
                insets.left = min(frame.width, max(0, area.minX + outer.left - frame.minX))
                insets.bottom = min(frame.height, max(0, frame.maxY - (area.maxY - outer.bottom)))
                insets.right = min(frame.width, max(0, frame.maxX - (area.maxX - outer.right)))
            }
        }
        if let controller = owningViewController {
            let extra = controller.additionalSafeAreaInsets, bars = controller.containerSafeAreaInsets
            insets.top += extra.top + bars.top; insets.left += extra.left + bars.left
            insets.bottom += extra.bottom + bars.bottom; insets.right += extra.right + bars.right
        }
        return insets
    }

    /// The safe area of this subtree changed: the guides are solved again, and
    /// each view hears `safeAreaInsetsDidChange()` (its controller
    /// `viewSafeAreaInsetsDidChange()`) and lays out again.
    func safeAreaInsetsChanged() {
        NSLayoutConstraint.generation &+= 1
        forEachInSubtree { view in
            view.safeAreaInsetsDidChange()
            view.owningViewController?.viewSafeAreaInsetsDidChange()
            view.setNeedsLayout()
        }
    }

    /// The view's bounds less `safeAreaInsets` (the whole view on X11).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }
    /// The view's bounds less `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, "UIViewLayoutMarginsGuide") }
    /// The margins guide, at most 672 pt wide and centred in it (UIKit's readable width at the default text size).
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, "UIViewReadableContentGuide") }

    private func systemGuide(_ kind: UILayoutGuide.Kind, _ identifier: String) -> UILayoutGuide {
        if let existing = layoutState.systemGuides[identifier] { return existing }
        let guide = UILayoutGuide()
        guide.kind = kind
        guide.identifier = identifier
        guide.owningView = self
        layoutState.systemGuides[identifier] = guide
        return guide
    }

    var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState()
        layoutStateStorage = state
        return state
    }
}
