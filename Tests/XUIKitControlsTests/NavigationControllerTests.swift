import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("UINavigationController: push and pop in UIKit's order, the bar, the slide, bad input")
struct NavigationControllerTests {
    @Test("The root appears with the navigation controller: its view fills it and its safe area starts under the 44 pt bar")
    func rootAppears() {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        defer { withExtendedLifetime(input) {} }
        let trace = CallTrace()
        let a = NavTracingController("a", trace)
        let nav = UINavigationController(rootViewController: a)
        #expect(trace.lines == ["a willMove(nav)", "a didMove(nav)"])
        window.rootViewController = nav
        TestApplication.endRunLoopPass()
        #expect(trace.lines == ["a willMove(nav)", "a didMove(nav)", "a viewWillAppear", "a viewDidAppear"])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.view.safeAreaInsets.top == 44)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(a.navigationController === nav && nav.topViewController === a && nav.viewControllers == [a])
    }

    @Test("An animated push: willMove, willShow, A will disappear, B will appear; 0.35 s later A did disappear, B did appear, didMove, didShow")
    func pushOrder() {
        let (_, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let b = NavTracingController("b", trace)
        nav.pushViewController(b, animated: true)
        #expect(trace.lines == ["b willMove(nav)", "willShow b", "a viewWillDisappear", "b viewWillAppear"])
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b)
        input.advance(by: 0.1)
        // Mid-slide: B comes from the right, A moves a third of the width left.
        let bx = b.view.layer.presentation()?.frame.minX ?? b.view.frame.minX
        #expect(bx > 0 && bx < 320, "b at \(bx)")
        input.advance(by: 0.5)
        #expect(trace.lines == ["b willMove(nav)", "willShow b", "a viewWillDisappear", "b viewWillAppear",
                                "a viewDidDisappear", "b viewDidAppear", "b didMove(nav)", "didShow b"])
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && a.view.superview == nil)
        #expect(b.view.safeAreaInsets.top == 44)
    }

    @Test("A pop: willMove nil first; at the end B did disappear, A did appear, B didMove nil; popping the root returns nil and does nothing")
    func popOrder() {
        let (_, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let b = NavTracingController("b", trace)
        nav.pushViewController(b, animated: false)
        trace.clear()
        #expect(nav.popViewController(animated: true) === b)
        #expect(trace.lines == ["b willMove(nil)", "willShow a", "b viewWillDisappear", "a viewWillAppear"])
        #expect(nav.viewControllers == [a])
        input.advance(by: 0.6)
        #expect(trace.lines.suffix(4) == ["b viewDidDisappear", "a viewDidAppear", "b didMove(nil)", "didShow a"])
        #expect(b.parent == nil && b.view.superview == nil && a.view.frame.minX == 0)
        trace.clear()
        #expect(nav.popViewController(animated: true) == nil)
        #expect(trace.lines.isEmpty && nav.viewControllers == [a])
    }

    @Test("Pushing during a transition, or pushing a controller already in the stack, is logged and ignored")
    func badPushes() {
        let (_, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        var logged: [String] = []
        UINavigationController.log = { logged.append($0) }
        defer { UINavigationController.log = { FileHandle.standardError.write(Data(("XUIKit: " + $0 + "\n").utf8)) } }
        let b = NavTracingController("b", trace), c = NavTracingController("c", trace)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.viewControllers == [a, b] && c.parent == nil)
        #expect(logged.count == 1 && logged[0].contains("while an existing transition or presentation is occurring"))
        input.advance(by: 0.6)
        nav.pushViewController(a, animated: false)
        #expect(nav.viewControllers == [a, b] && logged.count == 2 && logged[1].contains("more than once"))
    }

    @Test("popToRoot pops every controller above the root; only the top one hears appearance callbacks")
    func popToRoot() {
        let (_, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let b = NavTracingController("b", trace), c = NavTracingController("c", trace)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        trace.clear()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        input.advance(by: 0.6)
        #expect(trace.lines == ["b willMove(nil)", "c willMove(nil)", "willShow a", "c viewWillDisappear", "a viewWillAppear",
                                "c viewDidDisappear", "a viewDidAppear", "b didMove(nil)", "c didMove(nil)", "didShow a"])
        #expect(nav.viewControllers == [a] && b.parent == nil && c.parent == nil)
    }

    @Test("setViewControllers to a new stack pushes its new top; the controllers left out leave the navigation controller")
    func setViewControllers() {
        let (_, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let b = NavTracingController("b", trace), c = NavTracingController("c", trace)
        nav.setViewControllers([b, c], animated: false)
        #expect(nav.viewControllers == [b, c] && a.parent == nil && b.parent === nav && c.parent === nav)
        #expect(trace.lines.contains("a viewDidDisappear") && trace.lines.contains("c viewDidAppear") && !trace.lines.contains("b viewWillAppear"))
        #expect(nav.navigationBar.items?.map(\.title) == ["B", "C"])
        withExtendedLifetime(input) {}
    }

    @Test("The bar shows the top title and a back button with the previous title; tapping it pops")
    func backButton() {
        let (window, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let b = NavTracingController("b", trace)
        nav.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        let content = nav.navigationBar.content!
        #expect(content.titleLabel.text == "B")
        let back = content.backButton!
        #expect(back.label.text == "A" && back.frame.minX == 8)
        input.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
        input.advance(by: 0.6)
        #expect(nav.viewControllers == [a])
    }

    @Test("A long previous title shortens to Back when it would reach the title, and to the chevron alone when Back would too")
    func backTitleShortens() {
        let (window, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        a.title = "A very long title for the previous screen"
        let b = NavTracingController("b", trace)
        nav.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.content?.backButton?.label.text == "Back")
        b.title = "A title so long it leaves no room at all beside it"
        window.layoutIfNeeded()
        #expect(nav.navigationBar.content?.backButton?.label.text == "")
        withExtendedLifetime(input) {}
    }

    @Test("Bar button items: a right item's tap sends its action; editButtonItem toggles editing and reads Done while editing")
    func barButtonItems() {
        let (window, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in trace.log("add") })
        a.navigationItem.leftBarButtonItem = a.editButtonItem
        window.layoutIfNeeded()
        let buttons = nav.navigationBar.content!.subviews.compactMap { $0 as? BarButtonView }
        let add = buttons.first { $0.item.systemItem == .add }!, edit = buttons.first { $0.item === a.editButtonItem }!
        #expect(add.frame.maxX == 320 - 16 && edit.frame.minX == 16)
        input.tap(at: add.convert(CGPoint(x: add.bounds.midX, y: 22), to: window))
        #expect(trace.lines == ["add"])
        input.advance(by: 0.5)
        input.tap(at: edit.convert(CGPoint(x: edit.bounds.midX, y: 22), to: window))
        #expect(a.isEditing && a.editButtonItem.title == "Done" && a.editButtonItem.style == .done)
    }

    @Test("Large titles: the bar is 96 pt for the root and 44 pt for a pushed controller that says never")
    func largeTitles() {
        let (window, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        nav.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96 && a.view.safeAreaInsets.top == 96)
        #expect(nav.navigationBar.content?.largeTitleLabel.text == "A")
        let b = NavTracingController("b", trace)
        b.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44 && b.view.safeAreaInsets.top == 44)
        withExtendedLifetime(input) {}
    }

    @Test("Hiding the bar gives the controller its whole view as safe area")
    func hiddenBar() {
        let (window, input, nav, a, _, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        nav.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(a.view.safeAreaInsets.top == 0 && nav.navigationBar.isHidden)
        withExtendedLifetime(input) {}
    }

    @Test("A table view as a pushed controller's view starts its rows under the bar")
    func tableUnderBar() {
        let (window, input, nav, _, _, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let list = UITableViewController(style: .plain)
        nav.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        let table = list.tableView!
        #expect(table.adjustedContentInset.top == 44 && table.contentOffset.y == -44)
        withExtendedLifetime(input) {}
    }
}

@MainActor
@Suite("edgesForExtendedLayout: a view that does not extend under the bar is laid out below it")
struct NavigationExtendedLayoutTests {
    @Test("Without .top the pushed view starts at the bar's bottom with no safe-area inset; it slides in at that height")
    func belowTheBar() {
        let (window, input, nav, _, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let b = NavTracingController("b", trace)
        b.edgesForExtendedLayout = []
        nav.pushViewController(b, animated: true)
        input.advance(by: 0.1)
        let sliding = b.view.layer.presentation()?.frame ?? .zero
        #expect(sliding.minY == 44 && sliding.height == 436 && sliding.minX > 0 && sliding.minX < 320, "\(sliding)")
        input.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(b.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436) && b.view.safeAreaInsets.top == 0)
    }
}

@MainActor
@Suite("A tap on the navigation bar's title scrolls the list under it to the top (XUIKit's stand-in for the status bar)")
struct NavigationBarScrollToTopTests {
    @Test("A tap on the title scrolls the table back under the bar; a tap on a bar button does not")
    func titleTapScrollsToTop() {
        let (window, input, nav, _, _, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let list = ListController()
        nav.pushViewController(list, animated: false)
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        window.layoutIfNeeded()
        let table = list.tableView!
        table.contentOffset = CGPoint(x: 0, y: 1500)
        input.tap(at: CGPoint(x: 290, y: 22))  // the Edit button
        input.advance(by: 1)
        #expect(table.contentOffset.y == 1500)
        input.tap(at: CGPoint(x: 160, y: 22))  // the title
        input.advance(by: 1)
        #expect(table.contentOffset.y == -44)
    }
}

@MainActor
@Suite("With large titles the bar's height follows the transition")
struct NavigationBarHeightTransitionTests {
    @Test("Pushing a small-title controller over a large title: the bar goes from 96 to 44 pt over the slide, not at once")
    func heightFollowsTheSlide() {
        let (window, input, nav, _, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        nav.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96)
        let b = NavTracingController("b", trace)
        b.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(b, animated: true)
        input.advance(by: 0.1)
        let midway = nav.navigationBar.layer.presentation()?.frame.height ?? 0
        #expect(midway > 44 && midway < 96, "bar height mid-push \(midway)")
        input.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44 && b.view.safeAreaInsets.top == 44)
    }
}
