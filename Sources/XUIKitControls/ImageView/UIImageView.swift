import Foundation
import XUIKitCore
import XUIKitGraphics

/// A view showing an image: UIKit's `UIImageView` (a first, minimal form).
///
/// UIKit's defaults: `isUserInteractionEnabled == false` (touches go to the
/// view below), `contentMode == .scaleToFill`; the intrinsic size is the
/// image's size (no intrinsic metric without an image). `highlightedImage` is
/// shown while `isHighlighted`, when set. A nil image draws nothing.
@MainActor
open class UIImageView: UIView {
    /// The image shown. Default nil.
    open var image: UIImage? { didSet { imageChanged() } }
    /// The image shown while highlighted. Default nil.
    open var highlightedImage: UIImage? { didSet { if isHighlighted { imageChanged() } } }
    /// Whether the highlighted image is shown. Default false.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// An image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// An image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override func draw(_ rect: CGRect) {
        guard let shown = (isHighlighted ? highlightedImage : nil) ?? image else { return }
        shown.draw(in: UIImageView.rect(for: shown.size, in: bounds, mode: contentMode))
    }

    private func imageChanged() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Where an image of `size` is drawn in `bounds` under `mode`.
    static func rect(for size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let left = bounds.minX, right = bounds.maxX - size.width, midX = bounds.midX - size.width / 2
            let top = bounds.minY, bottom = bounds.maxY - size.height, midY = bounds.midY - size.height / 2
            let origin: (CGFloat, CGFloat)
            switch mode {
            case .top: origin = (midX, top)
            case .bottom: origin = (midX, bottom)
            case .left: origin = (left, midY)
            case .right: origin = (right, midY)
            case .topLeft: origin = (left, top)
            case .topRight: origin = (right, top)
            case .bottomLeft: origin = (left, bottom)
            case .bottomRight: origin = (right, bottom)
            default: origin = (midX, midY)
            }
            return CGRect(x: origin.0, y: origin.1, width: size.width, height: size.height)
        }
    }
}
