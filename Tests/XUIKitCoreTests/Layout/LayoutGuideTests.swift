import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("Layout guides: safe area, margins, readable content and an app's own, solved like views", .serialized)
struct LayoutGuideTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func pinned(to guide: UILayoutGuide, in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        return view
    }

    @Test("The safe area is the whole view on X11; the margins guide insets by layoutMargins (8 by default, then as set)")
    func safeAreaAndMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let safe = pinned(to: parent.safeAreaLayoutGuide, in: parent)
        let margins = pinned(to: parent.layoutMarginsGuide, in: parent)
        parent.layoutIfNeeded()
        #expect(safe.frame == parent.bounds && parent.safeAreaInsets == .zero)
        #expect(margins.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(parent.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 184))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 10, right: 4)
        parent.layoutIfNeeded()
        #expect(margins.frame == CGRect(x: 16, y: 20, width: 280, height: 170))
        #expect(parent.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 10, trailing: 4))
    }

    @Test("The readable content guide is at most 672 pt wide, centred in the margins; narrower views get all of the margins' width")
    func readableContent() {
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let text = pinned(to: wide.readableContentGuide, in: wide)
        wide.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 84))
        let narrow = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let other = pinned(to: narrow.readableContentGuide, in: narrow)
        narrow.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
    }

    @Test("An app's own guides space views: equal spacer guides centre a view between two others")
    func customGuides() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100)), right = UIView(frame: CGRect(x: 350, y: 0, width: 50, height: 100))
        parent.addSubview(left); parent.addSubview(right)
        let middle = UIView()
        middle.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(middle)
        let before = UILayoutGuide(), after = UILayoutGuide()
        parent.addLayoutGuide(before); parent.addLayoutGuide(after)
        NSLayoutConstraint.activate([
            before.leadingAnchor.constraint(equalTo: left.trailingAnchor), before.trailingAnchor.constraint(equalTo: middle.leadingAnchor),
            after.leadingAnchor.constraint(equalTo: middle.trailingAnchor), after.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            before.widthAnchor.constraint(equalTo: after.widthAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 20),
            middle.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            before.topAnchor.constraint(equalTo: parent.topAnchor), before.heightAnchor.constraint(equalToConstant: 1),
            after.topAnchor.constraint(equalTo: parent.topAnchor), after.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(middle.frame == CGRect(x: 150, y: 40, width: 100, height: 20))
        #expect(before.layoutFrame == CGRect(x: 50, y: 0, width: 100, height: 1) && parent.layoutGuides.count == 2)
        parent.removeLayoutGuide(after)
        #expect(parent.layoutGuides.count == 1 && after.owningView == nil)
    }

    @Test("Margin attributes follow the view's layoutMargins")
    func marginAttributes() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 12, left: 30, bottom: 12, right: 30)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .trailing, relatedBy: .equal, toItem: parent, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .topMargin, multiplier: 1, constant: 0),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 12, width: 240, height: 10))
    }
}

@MainActor
@Suite("systemLayoutSizeFitting: the size a view's own constraints give it", .serialized)
struct LayoutFittingTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    @Test("Compressed: the content's heights and spacing add up; with the width required at 300, the width follows it and frames stay")
    func fitting() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let title = SizedView(), body = SizedView()
        title.size = CGSize(width: 100, height: 20)
        body.size = CGSize(width: 80, height: 30)
        for view in [title, body] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                view.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            ])
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 78))
        let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 78))
        #expect(card.frame.size == CGSize(width: 50, height: 50) && title.frame == .zero)
        #expect(UIView().systemLayoutSizeFitting(CGSize(width: 7, height: 9)) == CGSize(width: 7, height: 9))
    }
}
