import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// Logs detent changes and dismissals.
final class DetentDelegate: UISheetPresentationControllerDelegate {
    let trace: CallTrace
    init(_ trace: CallTrace) { self.trace = trace }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        trace.log("detent \(sheet.selectedDetentIdentifier == .large ? "large" : sheet.selectedDetentIdentifier == .medium ? "medium" : "other")")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { trace.log("didDismiss") }
}

@MainActor
@Suite("UISheetPresentationController: detents, the selected one, swipes between them, undimmed detents, the grabber")
struct SheetDetentTests {
    /// A 320 x 480 window (large height 470, medium 235) whose root "a" presents "b" with medium and large detents.
    func scene(configure: (UISheetPresentationController) -> Void = { _ in }) -> (UIWindow, InputSimulator, TracingController, TracingController, CallTrace, DetentDelegate) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let a = TracingController("a", trace), b = TracingController("b", trace)
        window.rootViewController = a
        TestApplication.endRunLoopPass()
        let delegate = DetentDelegate(trace)
        let sheet = b.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.delegate = delegate
        configure(sheet)
        a.present(b, animated: false)
        trace.clear()
        return (window, input, a, b, trace, delegate)
    }

    /// A slow drag of finger 1 from (160, y) by `distance`, then a pause and the lift.
    func slowDrag(_ input: InputSimulator, from y: CGFloat, by distance: CGFloat) {
        input.down(1, at: CGPoint(x: 160, y: y))
        input.drag(1, from: CGPoint(x: 160, y: y), to: CGPoint(x: 160, y: y + distance), steps: 10, duration: 1)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 160, y: y + distance))
        input.advance(by: 0.6)
    }

    @Test("Sheets (the default style) have a sheet presentation controller with [.large()]; full screen has none")
    func defaults() {
        let b = UIViewController(), c = UIViewController()
        c.modalPresentationStyle = .fullScreen
        #expect(b.sheetPresentationController?.detents.map(\.identifier) == [.large] && c.sheetPresentationController == nil)
        #expect(b.sheetPresentationController?.selectedDetentIdentifier == nil && b.sheetPresentationController?.prefersGrabberVisible == false)
        #expect(b.presentationController === b.sheetPresentationController)
    }

    @Test("With medium and large detents and none selected the sheet rests at the smallest: half the large height, resized")
    func restsAtSmallest() {
        let (_, _, _, b, _, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        #expect(b.view.frame == CGRect(x: 0, y: 245, width: 320, height: 235))
        let custom = UISheetPresentationController.Detent.custom { $0.maximumDetentValue + 100 }
        let context = b.sheetPresentationController!
        context.detents = [custom]
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470), "a custom height is at most the large one")
        context.detents = [.custom(identifier: .init("small")) { _ in 100 }, .large()]
        #expect(b.view.frame == CGRect(x: 0, y: 380, width: 320, height: 100))
    }

    @Test("Dragged up from medium the sheet settles at large and the delegate hears it; no appearance callbacks")
    func upToLarge() {
        let (_, input, _, b, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        slowDrag(input, from: 300, by: -200)
        #expect(trace.lines.filter { !$0.hasPrefix("b viewWillLayout") && !$0.hasPrefix("b viewDidLayout") } == ["detent large"])
        #expect(b.sheetPresentationController?.selectedDetentIdentifier == .large && b.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
    }

    @Test("From large a drag of 150 pt settles back at medium; from medium one of 150 pt (past half of the rest) dismisses")
    func downToMediumThenAway() {
        let (_, input, a, b, trace, delegate) = scene { $0.selectedDetentIdentifier = .large }
        defer { withExtendedLifetime(delegate) {} }
        #expect(b.view.frame.minY == 10)
        slowDrag(input, from: 100, by: 150)
        #expect(trace.lines.filter { $0.hasPrefix("detent") || $0.contains("ppear") } == ["detent medium"])
        #expect(b.view.frame.minY == 245)
        trace.clear()
        slowDrag(input, from: 300, by: 150)
        #expect(trace.lines.filter { !$0.contains("Layout") } == ["b viewWillDisappear animated", "b viewDidDisappear", "didDismiss"])
        #expect(a.presentedViewController == nil)
    }

    @Test("animateChanges moves the sheet to a newly selected detent over the transition's time")
    func animateChanges() {
        let (_, input, _, b, _, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        let sheet = b.sheetPresentationController!
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(b.view.frame.minY == 10)
        input.advance(by: 0.1)
        #expect(b.view.layer.presentation()!.frame.minY > 10)
        input.advance(by: 0.6)
        #expect(b.view.layer.presentation()!.frame.minY == 10)
    }

    @Test("At or below the largest undimmed detent the presenter is not dimmed and takes touches; above it, it is dimmed")
    func undimmed() {
        let (window, _, a, b, _, delegate) = scene { $0.largestUndimmedDetentIdentifier = .medium }
        defer { withExtendedLifetime(delegate) {} }
        let dimming = window.subviews[1].subviews[0]
        #expect(dimming.alpha == 0 && window.hitTest(CGPoint(x: 100, y: 100), with: nil) === a.view)
        b.sheetPresentationController!.selectedDetentIdentifier = .large
        #expect(dimming.alpha == 1 && window.hitTest(CGPoint(x: 100, y: 5), with: nil) === dimming)
    }

    @Test("prefersGrabberVisible puts a 36 x 5 pt grabber 5 pt below the sheet's top, in front of its content")
    func grabber() {
        let (_, _, _, b, _, delegate) = scene { $0.prefersGrabberVisible = true }
        defer { withExtendedLifetime(delegate) {} }
        let bar = b.view.subviews.last!
        #expect(bar.frame == CGRect(x: 142, y: 5, width: 36, height: 5) && bar.layer.cornerRadius == 2.5 && !bar.isUserInteractionEnabled)
        b.sheetPresentationController!.prefersGrabberVisible = false
        #expect(!b.view.subviews.contains(bar))
    }
}
