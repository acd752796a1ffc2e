import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Pull to refresh: a long enough pull refreshes once, the content rests below the control, endRefreshing lets it go")
struct RefreshControlTests {
    func scene() -> (UIScrollView, UIRefreshControl, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 600)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        let control = UIRefreshControl()
        scroll.refreshControl = control
        window.addSubview(scroll)
        return (scroll, control, input)
    }

    final class Counter: NSObject {
        var events = 0
        func refresh() { events += 1 }
    }

    func counting(_ control: UIRefreshControl) -> Counter {
        let counter = Counter()
        control.addTarget(counter, action: Selector(Counter.refresh), for: .valueChanged)
        return counter
    }

    func settle(_ input: InputSimulator) { for _ in 0..<120 { input.advance(by: 1.0 / 60) } }

    @Test("The control is the scroll view's first subview, hidden until a pull opens a gap")
    func installed() {
        let (scroll, control, _) = scene()
        #expect(control.superview === scroll && scroll.subviews.first === control && control.isHidden && !control.isRefreshing)
        let other = UIRefreshControl()
        scroll.refreshControl = other
        #expect(control.superview == nil && other.superview === scroll)
    }

    @Test("Pulling past the trigger starts refreshing during the pull with one .valueChanged; released, the content rests 60 pt down")
    func pullRefreshes() {
        let (scroll, control, input) = scene()
        let counter = counting(control)
        input.down(1, at: CGPoint(x: 100, y: 50))
        input.drag(1, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 200))
        #expect(!control.isRefreshing && !control.isHidden && scroll.contentOffset.y < 0, "a short pull only shows the control")
        input.drag(1, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 560))
        #expect(control.isRefreshing && counter.events == 1, "shown pull \(-scroll.contentOffset.y)")
        input.drag(1, from: CGPoint(x: 100, y: 560), to: CGPoint(x: 100, y: 590))
        #expect(counter.events == 1)
        input.up(1, at: CGPoint(x: 100, y: 590))
        settle(input)
        #expect(scroll.contentOffset.y == -60 && scroll.adjustedContentInset.top == 60 && scroll.contentInset.top == 0)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 200, height: 60) && !control.isHidden)
        control.endRefreshing()
        settle(input)
        #expect(scroll.contentOffset.y == 0 && scroll.adjustedContentInset.top == 0 && control.isHidden && !control.isRefreshing)
    }

    @Test("A pull that stops short springs back without refreshing; the spokes shown grow with the pull")
    func shortPull() {
        let (scroll, control, input) = scene()
        let counter = counting(control)
        scroll.contentOffset = CGPoint(x: 0, y: -65)   // half the trigger distance
        let lit = control.layer.sublayers!.filter { $0.opacity > 0 }.count
        #expect(lit == 4, "spokes lit \(lit)")
        scroll.contentOffset = .zero
        input.down(1, at: CGPoint(x: 100, y: 50))
        input.drag(1, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 250))
        input.up(1, at: CGPoint(x: 100, y: 250))
        settle(input)
        #expect(counter.events == 0 && !control.isRefreshing && scroll.contentOffset.y == 0 && control.isHidden)
    }

    @Test("beginRefreshing in code sends nothing and scrolls nothing but holds the inset; the display link idles after endRefreshing")
    func programmatic() {
        let (scroll, control, input) = scene()
        let counter = counting(control)
        control.beginRefreshing()
        #expect(control.isRefreshing && counter.events == 0 && scroll.contentOffset.y == 0 && scroll.adjustedContentInset.top == 60)
        input.advance(by: 0.3)
        #expect(UIApplication.shared.frameScheduler.isRunning, "the spinner turns")
        control.endRefreshing()
        settle(input)
        #expect(scroll.adjustedContentInset.top == 0 && !UIApplication.shared.frameScheduler.isRunning)
    }
}
