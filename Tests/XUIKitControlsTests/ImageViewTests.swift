import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

/// A solid image of `size` points at scale 1.
@MainActor
func solidImage(_ color: UIColor, width: CGFloat, height: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}

@MainActor
@Suite("UIImageView")
struct ImageViewTests {
    @Test("UIKit's defaults: no user interaction, scaleToFill, intrinsic size of the image")
    func defaults() {
        let view = UIImageView(image: solidImage(.systemRed, width: 20, height: 10))
        #expect(!view.isUserInteractionEnabled && view.contentMode == .scaleToFill)
        #expect(view.bounds.size == CGSize(width: 20, height: 10) && view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(UIImageView(image: nil).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("Every content mode places a 20 x 10 image in 40 x 40 bounds as UIKit does")
    func contentModes() {
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40), size = CGSize(width: 20, height: 10)
        let expected: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, bounds), (.redraw, bounds),
            (.scaleAspectFit, CGRect(x: 0, y: 10, width: 40, height: 20)), (.scaleAspectFill, CGRect(x: -20, y: 0, width: 80, height: 40)),
            (.center, CGRect(x: 10, y: 15, width: 20, height: 10)), (.top, CGRect(x: 10, y: 0, width: 20, height: 10)),
            (.bottom, CGRect(x: 10, y: 30, width: 20, height: 10)), (.left, CGRect(x: 0, y: 15, width: 20, height: 10)),
            (.right, CGRect(x: 20, y: 15, width: 20, height: 10)), (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
            (.topRight, CGRect(x: 20, y: 0, width: 20, height: 10)), (.bottomLeft, CGRect(x: 0, y: 30, width: 20, height: 10)),
            (.bottomRight, CGRect(x: 20, y: 30, width: 20, height: 10)),
        ]
        for (mode, rect) in expected {
            #expect(UIImageView.rect(for: size, in: bounds, mode: mode) == rect, "\(mode)")
        }
    }

    @Test("The highlighted image shows while highlighted; a nil image draws nothing")
    func drawing() {
        let view = UIImageView(image: solidImage(.systemRed, width: 10, height: 10), highlightedImage: solidImage(.systemBlue, width: 10, height: 10))
        let (window, _, _) = host(view, frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(near(render(window).pixel(x: 30, y: 30), RGBA(255, 59, 48, 255)))
        view.isHighlighted = true
        #expect(near(render(window).pixel(x: 30, y: 30), systemBluePixel))
        view.image = nil
        view.highlightedImage = nil
        view.contentMode = .center
        #expect(render(window).pixel(x: 30, y: 30) == whitePixel)
    }

    @Test("A button's image falls back to .normal, shows in its imageView, and adds to its size")
    func buttonImage() {
        let button = UIButton(type: .custom)
        let image = solidImage(.systemGreen, width: 16, height: 16)
        button.setImage(image, for: .normal)
        #expect(button.image(for: .highlighted) === image && button.currentImage === image)
        #expect(button.imageView?.image === image && button.imageView?.isHidden == false)
        #expect(button.intrinsicContentSize == CGSize(width: 16, height: 16))
        button.setImage(nil, for: .normal)
        #expect(button.imageView?.isHidden == true)
    }
}
