import XUIKit

/// Seed 000's two scroll-view hit-testing examples, live, and a photo that pans and zooms.
///
/// 1. "hitTest hacking the responder chain": a button and a scroll view are
///    both subviews of topView, the scroll view on top; topView overrides
///    `hitTest(_:with:)` so a touch inside the button goes to the button.
/// 2. "Paging-enabled UIScrollView with previews": a 240 pt paging scroll view
///    that does not clip shows its neighbours; its container's `hitTest`
///    hands it touches anywhere in the strip, so the previews scroll it too.
/// 3. A photo in a scroll view zoomable 1x to 4x: pinch, or double-tap to zoom in and out.
final class ScrollingPage: UIViewController, UIScrollViewDelegate {
    private let pager = UIScrollView()
    private let photoScroll = UIScrollView()
    private let photo = PhotoView()
    private let log = UILabel()
    private let strip = PreviewStrip()
    private var lastPage = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        _ = caption("Scroll views (seed 000): tap the button under the scroll view (topView's hitTest finds it); swipe the cards, "
                    + "previews included (the container's hitTest); pinch or double-tap the photo.", in: view)
        // 1. The button under a scroll view.
        let top = TopView(frame: CGRect(x: 20, y: 90, width: 360, height: 170))
        top.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let button = UIButton(type: .system)
        button.setTitle("Button under the scroll view", for: .normal)
        button.frame = CGRect(x: 20, y: 60, width: 240, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.note("under button tapped") }, for: .touchUpInside)
        let cover = UIScrollView(frame: top.bounds)
        cover.contentSize = CGSize(width: 360, height: 510)
        cover.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        for row in 0..<6 {
            let stripe = UIView(frame: CGRect(x: 290, y: CGFloat(row) * 85 + 10, width: 50, height: 65))
            stripe.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.35)
            cover.addSubview(stripe)
        }
        top.addSubview(button)
        top.addSubview(cover)
        top.underButton = button
        view.addSubview(top)
        let override = UISwitch(frame: CGRect(x: 400, y: 100, width: 51, height: 31))
        override.isOn = true
        override.addAction(UIAction { [weak top, weak override] _ in
            guard let top, let override else { return }
            top.overridesHitTest = override.isOn
            say("topView overrides hitTest: \(override.isOn)")
        }, for: .valueChanged)
        let overrideLabel = UILabel(frame: CGRect(x: 462, y: 100, width: 280, height: 31))
        overrideLabel.text = "topView overrides hitTest"
        view.addSubview(override)
        view.addSubview(overrideLabel)
        log.frame = CGRect(x: 400, y: 150, width: 360, height: 100)
        log.numberOfLines = 0
        log.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        log.text = "Tap the button, or drag the blue stripes."
        view.addSubview(log)
        cover.delegate = self

        // 2. Paging with previews.
        strip.backgroundColor = UIColor(white: 0.93, alpha: 1)
        pager.clipsToBounds = false
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.contentSize = CGSize(width: 240 * 8, height: 160)
        pager.delegate = self
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
        for (index, color) in colors.enumerated() {
            let card = UILabel(frame: CGRect(x: CGFloat(index) * 240 + 10, y: 0, width: 220, height: 160))
            card.backgroundColor = color
            card.text = "Page \(index + 1)"
            card.textAlignment = .center
            card.textColor = .white
            card.font = .systemFont(ofSize: 28, weight: .bold)
            card.layer.cornerRadius = 14
            card.clipsToBounds = true
            pager.addSubview(card)
        }
        strip.pager = pager
        strip.addSubview(pager)
        view.addSubview(strip)

        // 3. The photo.
        photoScroll.backgroundColor = .black
        photoScroll.addSubview(photo)
        photoScroll.minimumZoomScale = 1
        photoScroll.maximumZoomScale = 4
        photoScroll.delegate = self
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector(ScrollingPage.photoDoubleTapped))
        doubleTap.numberOfTapsRequired = 2
        photo.isUserInteractionEnabled = true
        photo.addGestureRecognizer(doubleTap)
        view.addSubview(photoScroll)
    }


    /// The strip and the photo follow the page's width (the gallery sizes the page after loading it).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        strip.frame = CGRect(x: 0, y: 290, width: bounds.width, height: 170)
        pager.frame = CGRect(x: (bounds.width - 240) / 2, y: 5, width: 240, height: 160)
        pager.contentOffset.x = CGFloat(lastPage) * 240
        let photoFrame = CGRect(x: 20, y: 490, width: bounds.width - 40, height: bounds.height - 510)
        guard photoScroll.frame != photoFrame else { return }
        photoScroll.frame = photoFrame
        photoScroll.zoomScale = 1
        photo.frame = photoScroll.bounds
        photoScroll.contentSize = photo.frame.size
    }

    func photoDoubleTapped(_ recognizer: UITapGestureRecognizer) {
        if photoScroll.zoomScale > 1 {
            photoScroll.setZoomScale(1, animated: true)
        } else {
            let point = recognizer.location(in: photo)
            photoScroll.zoom(to: CGRect(x: point.x - 100, y: point.y - 60, width: 200, height: 120), animated: true)
        }
    }

    private func note(_ line: String) {
        say(line)
        log.text = line
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView === photoScroll ? photo : nil }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        note(String(format: "photo zoom %.1f", Double(scale)))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if scrollView !== pager, scrollView !== photoScroll { note("the scroll view scrolled to y \(Int(scrollView.contentOffset.y))") }
        if scrollView === pager, !decelerate { pageSettled() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { if scrollView === pager { pageSettled() } }

    private func pageSettled() {
        let page = Int((pager.contentOffset.x / 240).rounded())
        guard page != lastPage else { return }
        lastPage = page
        note("pager page \(page + 1)")
    }
}

/// Seed 000's topView: a touch inside `underButton` goes to it, though the scroll view covers it.
final class TopView: UIView {
    weak var underButton: UIButton?
    var overridesHitTest = true

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let result = super.hitTest(point, with: event)
        guard overridesHitTest, let underButton else { return result }
        let buttonPoint = underButton.convert(point, from: self)
        if underButton.point(inside: buttonPoint, with: event) { return underButton }
        return result
    }
}

/// The strip around a paging scroll view that shows its neighbours: touches
/// anywhere in the strip go to the scroll view (BSPreviewScrollView's trick).
final class PreviewStrip: UIView {
    weak var pager: UIScrollView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let pager, self.point(inside: point, with: event) else { return super.hitTest(point, with: event) }
        let inPager = pager.convert(point, from: self)
        return pager.hitTest(pager.bounds.contains(inPager) ? inPager : CGPoint(x: pager.bounds.midX, y: inPager.y), with: event) ?? pager
    }
}

/// A drawn landscape standing in for a photo: sky, sun, hills and a lake.
final class PhotoView: UIView {
    override func draw(_ rect: CGRect) {
        let b = bounds
        let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                             colors: [UIColor(red: 0.33, green: 0.6, blue: 0.95, alpha: 1).cgColor,
                                      UIColor(red: 0.98, green: 0.8, blue: 0.6, alpha: 1).cgColor], locations: [0, 1])!
        UIGraphicsGetCurrentContext()?.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: b.height * 0.6), options: [])
        UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: b.width * 0.7, y: b.height * 0.12, width: 60, height: 60)).fill()
        for (index, shade) in [0.35, 0.25].enumerated() {
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: b.height))
            var x: CGFloat = 0
            while x <= b.width {
                let y = b.height * (0.45 + 0.08 * CGFloat(index)) + sin(x / (60 + 30 * CGFloat(index))) * 24
                hills.addLine(to: CGPoint(x: x, y: y))
                x += 8
            }
            hills.addLine(to: CGPoint(x: b.width, y: b.height))
            hills.close()
            UIColor(red: 0.15, green: CGFloat(shade) + 0.25, blue: 0.2, alpha: 1).setFill()
            hills.fill()
        }
        UIColor(red: 0.2, green: 0.45, blue: 0.75, alpha: 1).setFill()
        UIBezierPath(rect: CGRect(x: 0, y: b.height * 0.8, width: b.width, height: b.height * 0.2)).fill()
    }
}
