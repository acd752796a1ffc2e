import Foundation

/// Pull to refresh: UIKit's `UIRefreshControl`, given to a scroll view's `refreshControl`.
///
/// It sits in the gap a pull opens above the content, its eight spokes
/// appearing one by one as the pull grows. Pulled 130 pt past the top while
/// the finger is down (XUIKit's figure; UIKit publishes none), it starts
/// refreshing and sends `.valueChanged` at once, as iOS does during the pull;
/// on release the scroll view rests with the control's 60 pt in view (added
/// to the top of `adjustedContentInset`) until `endRefreshing()`, which lets
/// the content return to the top. `beginRefreshing()` in code sends no event
/// and scrolls nothing (as UIKit); the inset is added unless a finger is dragging.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and how far the content rests down while refreshing.
    static let height: CGFloat = 60
    /// The pull past the top that starts a refresh.
    static let triggerDistance: CGFloat = 130

    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false
    /// A title shown under the spinner (XUIKit keeps it; it is not drawn yet).
    open var attributedTitle: NSAttributedString?
    /// Whether the content rests below the control (set on release or by beginRefreshing).
    private(set) var holdsInset = false
    private var spokes: [CAShapeLayer] = []
    private var link: CADisplayLink?
    private var phase = 0
    /// Whether this pull already started a refresh (one per pull).
    private var firedThisPull = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        for index in 0..<8 {
            let spoke = CAShapeLayer()
            let angle = CGFloat(index) * .pi / 4 - .pi / 2
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 10 + 4.5 * cos(angle), y: 10 + 4.5 * sin(angle)))
            path.addLine(to: CGPoint(x: 10 + 9 * cos(angle), y: 10 + 9 * sin(angle)))
            spoke.path = path
            spoke.lineWidth = 2
            spoke.lineCap = .round
            spoke.fillColor = nil
            spoke.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.addSublayer(spoke)
            spokes.append(spoke)
        }
        applyTint()
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { return nil }

    /// Starts refreshing in code: no `.valueChanged`, no scrolling.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startSpinning()
        if let scrollView, !scrollView.isDragging { holdInset(true) }
    }

    /// Ends the refresh: the spinner stops and the content goes back to the top if it rested below the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        link?.invalidate()
        link = nil
        holdInset(false)
        place()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyTint()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        link?.isPaused = window == nil
    }

    // MARK: Following the scroll view

    var scrollView: UIScrollView? { superview as? UIScrollView }

    /// The scroll view moved: the control fills the gap above the content, shows the pull, and starts a refresh past the trigger.
    func scrollViewDidMove() {
        guard let scrollView else { return }
        let pull = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top) + (holdsInset ? Self.height : 0)
        if scrollView.isDragging, !isRefreshing, !firedThisPull, pull >= Self.triggerDistance {
            firedThisPull = true
            startSpinning()
            sendActions(for: .valueChanged)
        }
        if !scrollView.isDragging { firedThisPull = false }
        place()
    }

    /// The finger let go: a refresh under way now holds the content below the control.
    func scrollViewWillRelease() {
        firedThisPull = false
        if isRefreshing { holdInset(true) }
    }

    private func holdInset(_ hold: Bool) {
        guard hold != holdsInset, let scrollView else { return }
        holdsInset = hold
        scrollView.refreshInsetChanged(animated: !hold)
    }

    /// Frames the control over the gap (at least its height) and lights as many spokes as the pull earns.
    func place() {
        guard let scrollView else { return }
        let top = scrollView.contentInset.top
        let gap = max(-(scrollView.contentOffset.y + top), 0)
        let height = max(gap, Self.height)
        frame = CGRect(x: 0, y: -top - height, width: scrollView.bounds.width, height: height)
        isHidden = gap <= 0 && !isRefreshing
        let centre = CGPoint(x: bounds.midX - 10, y: bounds.maxY - Self.height / 2 - 10)
        let lit = isRefreshing ? 8 : min(8, Int((gap / Self.triggerDistance * 8).rounded(.down)))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, spoke) in spokes.enumerated() {
            spoke.frame.origin = centre
            let age = (index - phase + 8) % 8
            spoke.opacity = index >= lit ? 0 : isRefreshing ? Float(1 - 0.1 * Double(age)) : 1
        }
        CATransaction.commit()
    }

    private func startSpinning() {
        isRefreshing = true
        let link = CADisplayLink { [weak self] _ in
            guard let self else { return }
            self.phase = (self.phase + 1) % 8
            self.place()
        }
        link.preferredFramesPerSecond = 8
        link.add(to: .main, forMode: .common)
        self.link = link
        place()
    }

    /// Grey unless the control's own `tintColor` is set (UIKit's spinner does not take the inherited tint).
    private func applyTint() {
        let color = (storedTintColor ?? .systemGray).cgColor
        for spoke in spokes { spoke.strokeColor = color }
    }
}
