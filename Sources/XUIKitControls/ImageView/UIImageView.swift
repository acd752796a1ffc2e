import Foundation
import XUIKitCore
import XUIKitGraphics

/// A view showing an image: UIKit's `UIImageView`.
///
/// UIKit's defaults: `isUserInteractionEnabled == false` (touches go to the
/// view below), `contentMode == .scaleToFill`; the intrinsic size is the
/// image's size (no intrinsic metric without an image). `highlightedImage` is
/// shown while `isHighlighted`, when set. A nil image draws nothing.
///
/// As in UIKit, the image is the layer's `contents` (upright, at the image's
/// scale), placed by the `contentsGravity` that `contentMode` sets: all 13
/// modes, unclipped (`.scaleAspectFill` overflows the bounds unless
/// `clipsToBounds`). `draw(_:)` is not called.
///
/// An `.alwaysTemplate` image is shown in the view's `tintColor` (at the
/// image's alpha), redone when the tint changes. A resizable image
/// (`resizableImage(withCapInsets:)`) under `.scaleToFill` is drawn in nine
/// slices at the bounds' size (what Core Animation's `contentsCenter` does on
/// iOS), redone at layout when the size changed; other modes show it whole.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown. Default nil.
    open var image: UIImage? { didSet { imageChanged() } }
    /// The image shown while highlighted. Default nil.
    open var highlightedImage: UIImage? { didSet { if isHighlighted { imageChanged() } } }
    /// Whether the highlighted image is shown. Default false.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateContents() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// An image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // Property observers do not run in the class's own initializers.
        updateContents()
    }

    /// An image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        updateContents()
    }

    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image on screen now: the highlighted one while highlighted (when set), else `image`.
    var shownImage: UIImage? { (isHighlighted ? highlightedImage : nil) ?? image }

    private func imageChanged() {
        invalidateIntrinsicContentSize()
        updateContents()
    }

    /// The bounds' size the nine-slice contents were drawn for; nil when the contents are the image itself.
    private var nineSliceSize: CGSize?

    open override var contentMode: UIView.ContentMode { didSet { if contentMode != oldValue { updateContents() } } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if shownImage?.usableCapInsets != nil, contentMode == .scaleToFill, nineSliceSize != bounds.size { updateContents() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    private func updateContents() {
        nineSliceSize = nil
        guard var shown = shownImage else {
            layer.contents = nil
            layer.contentsScale = 1
            return
        }
        if shown.renderingMode == .alwaysTemplate { shown = shown.withTintColor(tintColor, renderingMode: .alwaysTemplate) }
        let size = bounds.size
        if shown.usableCapInsets != nil, contentMode == .scaleToFill, size.width > 0, size.height > 0 {
            let format = UIGraphicsImageRendererFormat()
            format.scale = shown.scale
            format.opaque = false
            let image = shown
            shown = UIGraphicsImageRenderer(size: size, format: format).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
            nineSliceSize = size
        }
        layer.contents = shown.uprightCGImage
        layer.contentsScale = shown.scale
    }

    /// Where an image of `size` is drawn in `bounds` under `mode` (the layer's gravity for it).
    static func rect(for size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        mode.contentsGravity.rect(for: size, in: bounds)
    }
}
