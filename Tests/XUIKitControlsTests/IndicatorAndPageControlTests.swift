import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UIActivityIndicatorView and UIPageControl, as UIKit's")
struct IndicatorAndPageControlTests {
    @Test("The spinner is hidden until started, turns a spoke each 1/8 s on the frame clock, and stops the clock when stopped")
    func spinner() {
        let (window, input) = TestApplication.makeKeyWindow(width: 100, height: 100)
        window.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 50, y: 50)
        window.addSubview(spinner)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView().intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating && UIApplication.shared.frameScheduler.isRunning)
        let surface = render(window)
        #expect(count(whitePixel, in: surface, CGRect(x: 64, y: 64, width: 72, height: 72)) < 72 * 72 - 200)  // spokes drawn
        input.advance(by: 0.26)
        #expect(spinner.phase == 2)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !UIApplication.shared.frameScheduler.isRunning)
    }

    @Test("A tap right of the current dot goes to the next page, left to the previous, each sending valueChanged; none past the ends")
    func pageControlTaps() {
        let control = UIPageControl()
        control.numberOfPages = 5
        let (_, input, _) = host(control, frame: CGRect(x: 10, y: 80, width: 180, height: 26))
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.currentPage) }, for: .valueChanged)
        #expect(control.intrinsicContentSize == CGSize(width: 88, height: 26))
        input.tap(at: CGPoint(x: 170, y: 93))
        input.advance(by: 0.5)
        input.tap(at: CGPoint(x: 170, y: 93))
        input.advance(by: 0.5)
        input.tap(at: CGPoint(x: 20, y: 93))
        #expect(changes == [1, 2, 1] && control.currentPage == 1)
        control.currentPage = 0
        input.advance(by: 0.5)
        input.tap(at: CGPoint(x: 20, y: 93))
        #expect(changes == [1, 2, 1])
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.hidesForSinglePage = true
        control.numberOfPages = 1
        #expect(control.isHidden && control.currentPage == 0)
    }
}
