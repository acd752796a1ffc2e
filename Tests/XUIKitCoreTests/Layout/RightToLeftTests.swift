import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("Right to left: semanticContentAttribute flips leading and trailing, margins and stack views as UIKit does", .serialized)
struct RightToLeftTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func child(of parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("The direction for each semantic attribute: only forceRightToLeft (or unspecified in a right-to-left context) runs right to left")
    func directions() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect([.playback, .spatial, .forceLeftToRight].map { UIView.userInterfaceLayoutDirection(for: $0, relativeTo: .rightToLeft) }
                == [UIUserInterfaceLayoutDirection.leftToRight, .leftToRight, .leftToRight])
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        let parent = UIView(), view = UIView()
        parent.addSubview(view)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(parent.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.semanticContentAttribute == .unspecified && view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("Leading 10 and width 100 sit 10 pt from the right edge; b.leading == a.trailing + 8 puts b 8 pt left of a")
    func leadingAndTrailing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = child(of: parent), b = child(of: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8), b.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: parent.topAnchor), b.heightAnchor.constraint(equalToConstant: 30),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 100, height: 30) && b.frame == CGRect(x: 118, y: 0, width: 162, height: 30))
        parent.semanticContentAttribute = .forceRightToLeft
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 190, y: 0, width: 100, height: 30) && b.frame == CGRect(x: 20, y: 0, width: 162, height: 30))
    }

    @Test("Left and right do not flip; leading and trailing margins do")
    func leftRightAndMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 4)
        parent.semanticContentAttribute = .forceRightToLeft
        let a = child(of: parent), b = child(of: parent)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: parent.topAnchor), a.heightAnchor.constraint(equalToConstant: 30),
            b.topAnchor.constraint(equalTo: parent.topAnchor), b.heightAnchor.constraint(equalToConstant: 30),
        ])
        parent.layoutIfNeeded()
        #expect(a.frame.minX == 10 && b.frame.maxX == 296)
    }

    @Test("directionalLayoutMargins: leading is the right margin right to left, and set ones keep their sides when the direction changes")
    func directionalMargins() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 5)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 20))
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 5))
    }

    @Test("A vertical stack's leading alignment puts its views against the right edge right to left")
    func verticalStackLeading() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = SizedView(), b = SizedView()
        b.size = CGSize(width: 60, height: 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.semanticContentAttribute = .forceRightToLeft
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 180, y: 0, width: 120, height: 30) && b.frame == CGRect(x: 240, y: 30, width: 60, height: 20))
    }
}

@MainActor
@Suite("Stack views relative to their layout margins, left to right and right to left", .serialized)
struct StackViewMarginsTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    @Test("isLayoutMarginsRelativeArrangement insets by the stack's margins; directional ones put leading on the right when right to left")
    func marginsRelative() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = SizedView(), b = SizedView()
        a.size = CGSize(width: 50, height: 20)
        b.size = CGSize(width: 60, height: 20)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 5, trailing: 4)
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 50, height: 85) && b.frame == CGRect(x: 70, y: 10, width: 226, height: 85))
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 230, y: 10, width: 50, height: 85) && b.frame == CGRect(x: 4, y: 10, width: 226, height: 85))
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 100) && b.frame == CGRect(x: 0, y: 0, width: 250, height: 100))
    }
}
