import Foundation
import Testing
@testable import XUIKitCore
import XUIKitControls
import XUIKitGraphics
import XUIKitTesting

/// The app as iOS code writes it: 30 labels in a vertical stack view
/// (spacing 8) pinned to a scroll view's content guide, width to its frame
/// guide, drawn and scrolled. Set XUIKIT_SCROLL_STACK_PNG to a directory to
/// write the drawing there (scroll-stack.png, and scroll-stack-scrolled.png).
///
/// Worked by hand: a one-line label in the 17 pt system font is
/// 21 pt tall (its text height rounded up to a whole point, as UIKit's);
/// 30 labels and 29 gaps of 8 pt: 30 · 21 + 29 · 8 = 630 + 232 = 862 pt of
/// content; label i starts at 29i (21 + 8 per label).
@MainActor
@Suite("A stack of labels pinned to a scroll view's content guide lays out, draws without overlap and scrolls", .serialized)
struct ScrollViewStackLabelsTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func scene() -> (UIWindow, UIScrollView, [UILabel], InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 240, height: 320)
        window.backgroundColor = .white
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        let labels = (1...30).map { i -> UILabel in
            let label = UILabel()
            label.text = "Row \(i): the quick brown fox"
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: window.topAnchor), scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor, constant: -12),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -24),
        ])
        return (window, scroll, labels, input)
    }

    /// The pixels that are not white in a band of the surface (points; scale 2), left of the scroll indicator's lane.
    func inked(_ surface: WindowSurface, fromY top: CGFloat, toY bottom: CGFloat) -> Int {
        let band = CGRect(x: 0, y: top * 2, width: 228 * 2, height: (bottom - top) * 2)
        return Int(band.width * band.height) - count(whitePixel, in: surface, band, tolerance: 60)
    }

    @Test("30 labels: contentSize 240 x 862, the stack at (12, 0, 216, 862), label i at (0, 29i, 216, 21) in it, every 8 pt gap drawn blank")
    func labelsStackWithoutOverlap() throws {
        let (window, scroll, labels, _) = scene()
        let surface = render(window)
        #expect(labels[0].intrinsicContentSize.height == 21)
        #expect(scroll.contentSize == CGSize(width: 240, height: 862))
        // 240 − 12 − 12 = 216 wide.
        #expect(labels[0].superview?.frame == CGRect(x: 12, y: 0, width: 216, height: 862))
        for (i, label) in labels.enumerated() {
            #expect(label.frame == CGRect(x: 0, y: CGFloat(29 * i), width: 216, height: 21), "label \(i)")
        }
        // On screen (320 pt tall): labels 0 to 10 show whole (10 ends at 290 + 21 = 311). Each shows text; each gap is blank.
        for i in 0...10 {
            let top = CGFloat(29 * i)
            #expect(inked(surface, fromY: top, toY: top + 21) > 0, "label \(i) drew nothing")
            #expect(inked(surface, fromY: top + 21, toY: top + 29) == 0, "something drew in the gap below label \(i)")
        }
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_SCROLL_STACK_PNG"] {
            try #require(surface.snapshot().pngData()).write(to: URL(fileURLWithPath: directory).appendingPathComponent("scroll-stack.png"))
        }
    }

    @Test("A drag of 200 pt scrolls the labels: label 7 (at 203 in the content) then shows at 3, and the gaps stay blank")
    func dragScrollsLabels() throws {
        let (window, scroll, labels, input) = scene()
        window.layoutIfNeeded()
        input.down(1, at: CGPoint(x: 120, y: 300))
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 120, y: 288))  // the pan begins past the slop
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 120, y: 88))  // 200 pt up
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 120, y: 88))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        // Label 7 starts at 29 · 7 = 203 in the content: 3 in the window.
        #expect(labels[7].convert(CGPoint.zero, to: window) == CGPoint(x: 12, y: 3))
        let surface = render(window)
        for i in 7...16 {
            let top = CGFloat(29 * i) - 200
            #expect(inked(surface, fromY: top, toY: top + 21) > 0, "label \(i) drew nothing")
            #expect(inked(surface, fromY: top + 21, toY: min(320, top + 29)) == 0, "something drew in the gap below label \(i)")
        }
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_SCROLL_STACK_PNG"] {
            try #require(surface.snapshot().pngData()).write(to: URL(fileURLWithPath: directory).appendingPathComponent("scroll-stack-scrolled.png"))
        }
    }

    @Test("A multi-line label (numberOfLines 0) wraps at the width layout gives it and is as tall as its lines; the next label starts below them")
    func multiLineLabelWrapsAtLayoutWidth() throws {
        let (window, scroll, labels, _) = scene()
        labels[1].numberOfLines = 0
        labels[1].text = "This label's text is long enough to wrap onto three lines in the stack."
        let surface = render(window)
        // Pango sets a line of the 17 pt font 20.57 pt apart: one line 20.57 -> 21 pt, three 61.72 -> 62 pt (rounded up, as UIKit's).
        #expect(labels[1].frame == CGRect(x: 0, y: 29, width: 216, height: 62))
        // The next label: 29 + 62 + 8 = 99; the content grows by 62 − 21 = 41: 862 + 41 = 903.
        #expect(labels[2].frame == CGRect(x: 0, y: 99, width: 216, height: 21))
        #expect(scroll.contentSize == CGSize(width: 240, height: 903))
        #expect(inked(surface, fromY: 91, toY: 99) == 0, "the wrapped text ran into the gap below it")
        #expect(inked(surface, fromY: 29 + 42, toY: 91) > 0, "the third line was not drawn")
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_SCROLL_STACK_PNG"] {
            try #require(surface.snapshot().pngData()).write(to: URL(fileURLWithPath: directory).appendingPathComponent("scroll-stack-wrapped.png"))
        }
    }
}
