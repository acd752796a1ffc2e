import Foundation
import XUIKitCore
import XUIKitGraphics

/// A row of dots, one per page, the current one highlighted: UIKit's `UIPageControl`.
///
/// A tap on the right of the current dot goes to the next page, on the left
/// to the previous one, sending `.valueChanged` (UIKit's rule). UIKit's
/// defaults: no pages, page 0, dots 7 pt wide and 16 pt apart (centre to
/// centre), white at 30% for the others and white for the current one, hidden
/// for a single page only when `hidesForSinglePage` is set.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    static let dotSide: CGFloat = 7, dotPitch: CGFloat = 16

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            updateVisibility()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            setNeedsDisplay()
        }
    }
    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    open var pageIndicatorTintColor: UIColor? = UIColor(white: 1, alpha: 0.3) { didSet { setNeedsDisplay() } }
    open var currentPageIndicatorTintColor: UIColor? = .white { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { return nil }

    /// The size that shows `pageCount` dots (UIKit's: 16 pt per page, 26 pt tall).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + 8, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    private func updateVisibility() { isHidden = hidesForSinglePage && numberOfPages <= 1 }

    /// The centre of dot `index` in the bounds.
    func dotCenter(_ index: Int) -> CGPoint {
        let total = CGFloat(numberOfPages - 1) * Self.dotPitch
        return CGPoint(x: bounds.midX - total / 2 + CGFloat(index) * Self.dotPitch, y: bounds.midY)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, numberOfPages > 1, bounds.contains(touch.location(in: self)) else { return }
        let forward = touch.location(in: self).x > dotCenter(currentPage).x
        let target = currentPage + (forward ? 1 : -1)
        guard (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }

    open override func draw(_ rect: CGRect) {
        for index in 0..<numberOfPages {
            let center = dotCenter(index)
            let side = Self.dotSide
            (index == currentPage ? currentPageIndicatorTintColor : pageIndicatorTintColor)?.setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)).fill()
        }
    }
}
