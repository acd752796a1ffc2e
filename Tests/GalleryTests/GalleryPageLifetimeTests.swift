import Foundation
import Testing
@testable import Gallery
import XUIKit
import XUIKitTesting

/// The gallery swaps a fresh page in for each row picked: the page it
/// replaces, its views and their layers must go with it, or memory grows
/// with every switch (the monkey's finding, issue 31).
@MainActor
@Suite("The gallery's pages are freed when another replaces them")
struct GalleryPageLifetimeTests {
    @Test("Each page, shown, laid out and then replaced, is freed with every view it had", arguments: 0..<11)
    func pageIsFreed(index: Int) {
        weak var page: UIViewController?
        weak var pageView: UIView?
        var views: [WeakView] = []
        let (window, _, gallery) = galleryOnPage(index)
        do {
            page = gallery.children.last
            pageView = page?.viewIfLoaded
            views = allViews(pageView!).map(WeakView.init)
            #expect(page != nil && pageView?.window === window)
        }
        pick(index == 0 ? 1 : 0, in: gallery)
        window.layoutIfNeeded()
        #expect(page == nil, "page \(index + 1) outlived its replacement")
        #expect(pageView == nil, "page \(index + 1)'s view outlived its replacement")
        let alive = views.compactMap { $0.view.map { String(describing: type(of: $0)) } }
        #expect(alive.isEmpty, "views of page \(index + 1) outlived it: \(alive)")
    }
}

extension GalleryPageLifetimeTests {
    /// A 1024 x 768 key window showing the gallery on page `index` (picked as the list would).
    func galleryOnPage(_ index: Int) -> (UIWindow, InputSimulator, GalleryViewController) {
        let (window, input) = TestApplication.makeKeyWindow(width: 1024, height: 768)
        let gallery = GalleryViewController()
        window.rootViewController = gallery
        TestApplication.endRunLoopPass()
        pick(index, in: gallery)
        return (window, input, gallery)
    }

    /// Picks page `index` in the list.
    func pick(_ index: Int, in gallery: GalleryViewController) {
        gallery.tableView(UITableView(), didSelectRowAt: IndexPath(row: index, section: 0))
        TestApplication.endRunLoopPass()
    }

    /// Every view under `view`, depth first.
    func allViews(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(allViews) }

    @Test("A page whose text fields and text views were typed into (undo registered) is freed when replaced", arguments: [3, 9])
    func typedPageIsFreed(index: Int) {
        weak var page: UIViewController?
        let (_, input, gallery) = galleryOnPage(index)
        do {
            page = gallery.children.last
            let editable = allViews(page!.view).filter { $0 is UITextField || $0 is UITextView }
            for view in editable {
                _ = view.becomeFirstResponder()
                for character in "hello" { input.key(.keyboardA, characters: String(character)) }
                TestApplication.endRunLoopPass()
            }
        }
        pick(0, in: gallery)
        #expect(page == nil, "page \(index + 1) outlived its replacement after typing")
    }
}

extension GalleryPageLifetimeTests {
    @Test("A page touched all over (hover, taps, wheel turns, a drag, keys) is freed when replaced", arguments: 0..<11)
    func touchedPageIsFreed(index: Int) {
        weak var page: UIViewController?
        let (_, input, gallery) = galleryOnPage(index)
        do {
            page = gallery.children.last
            var id: UInt32 = 1
            for row in 0..<6 {
                for column in 0..<6 {
                    let point = CGPoint(x: 260 + CGFloat(column) * 130, y: 40 + CGFloat(row) * 120)
                    input.hover(to: point)
                    input.tap(id, at: point)
                    input.scroll(at: point, by: CGPoint(x: 0, y: 30))
                    id += 1
                    input.advance(by: 0.4)
                    TestApplication.endRunLoopPass()
                }
            }
            input.down(id, at: CGPoint(x: 500, y: 400))
            input.drag(id, from: CGPoint(x: 500, y: 400), to: CGPoint(x: 600, y: 200), steps: 8)
            input.up(id, at: CGPoint(x: 600, y: 200))
            input.advance(by: 2)
            input.key(.keyboardReturnOrEnter, characters: "\r")
            input.key(.keyboardEscape, characters: "\u{1B}")
            input.advance(by: 1)
            TestApplication.endRunLoopPass()
        }
        // Dismiss whatever the taps presented, as a user would before picking another page.
        if let presented = gallery.presentedViewController { presented.dismiss(animated: false) }
        pick(index == 0 ? 1 : 0, in: gallery)
        input.advance(by: 1)
        TestApplication.endRunLoopPass()
        // A touch on the new page: the last event's touches no longer hold the old page's views.
        input.tap(999, at: CGPoint(x: 900, y: 700))
        input.key(.keyboardA, characters: "a")
        input.advance(by: 1)
        TestApplication.endRunLoopPass()
        #expect(page == nil, "page \(index + 1) outlived its replacement after being touched")
    }
}

extension GalleryPageLifetimeTests {
    @Test("A page whose text fields were touched (on-screen keyboard installed, as in the app) is freed, and so are its text fields", arguments: [3])
    func keyboardPageIsFreed(index: Int) {
        weak var page: UIViewController?
        weak var field: UIView?
        let (_, input, gallery) = galleryOnPage(index)
        OnScreenKeyboard.install()  // after the test application's reset, which uninstalls it
        do {
            page = gallery.children.last
            let fields = allViews(page!.view).filter { $0 is UITextField }
            field = fields.first
            var id: UInt32 = 1
            for view in fields {
                let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                input.tap(id, at: centre)
                id += 1
                input.advance(by: 0.5)
                TestApplication.endRunLoopPass()
            }
        }
        pick(0, in: gallery)
        input.tap(99, at: CGPoint(x: 900, y: 700))
        input.key(.keyboardA, characters: "a")
        input.advance(by: 1)
        TestApplication.endRunLoopPass()
        #expect(page == nil, "page \(index + 1) outlived its replacement")
        // The leak the monkey's view census found (issue 31): the page's control actions
        // captured their own controls (a cycle through the action), so controls outlived pages.
        #expect(field == nil, "a text field of page \(index + 1) outlived it")
    }
}

/// A weak reference to a view, to see which of a page's views outlive it.
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
