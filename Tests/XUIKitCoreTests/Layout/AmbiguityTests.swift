import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("hasAmbiguousLayout and exerciseAmbiguityInLayout: more than one frame satisfies the constraints", .serialized)
struct AmbiguityTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func child(of parent: UIView, _ view: UIView = UIView()) -> UIView {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test("A view without a height is ambiguous; the missing constraint makes it unambiguous")
    func missingHeight() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)), view = child(of: parent)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: parent.leadingAnchor), view.topAnchor.constraint(equalTo: parent.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 100)])
        #expect(view.hasAmbiguousLayout)
        view.heightAnchor.constraint(equalToConstant: 40).isActive = true
        #expect(!view.hasAmbiguousLayout)
        #expect(!parent.hasAmbiguousLayout)
    }

    @Test("A view that translates its autoresizing mask never is; one no constraint names always is")
    func autoresizingAndUnconstrained() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(fixed)
        let loose = child(of: parent)
        #expect(!fixed.hasAmbiguousLayout && loose.hasAmbiguousLayout)
    }

    @Test("Two views with equal hugging in a wider row are ambiguous (who stretches?); lowering one's hugging settles it")
    func equalHugging() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = child(of: parent, SizedView()), b = child(of: parent, SizedView())
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        parent.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 30) && b.frame == CGRect(x: 120, y: 0, width: 180, height: 30))
    }

    @Test("Exercising moves an ambiguous view to the other end of its valid range, and back the next time")
    func exercise() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = child(of: parent), b = child(of: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            a.widthAnchor.constraint(greaterThanOrEqualToConstant: 50), b.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            a.topAnchor.constraint(equalTo: parent.topAnchor), b.topAnchor.constraint(equalTo: parent.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        let before = a.frame.width
        a.exerciseAmbiguityInLayout()
        let after = a.frame.width
        #expect(Set([before, after]) == [50, 250])
        #expect(b.frame.minX == a.frame.maxX && b.frame.maxX == 300)
        a.exerciseAmbiguityInLayout()
        #expect(a.frame.width == before)
    }

    @Test("Exercising a view that is not ambiguous leaves it where it is")
    func exerciseUnambiguous() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)), view = child(of: parent)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
                                     view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
                                     view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 40)])
        parent.layoutIfNeeded()
        view.exerciseAmbiguityInLayout()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
    }
}
