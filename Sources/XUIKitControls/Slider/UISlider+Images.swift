import Foundation
import XUIKitCore
import XUIKitGraphics

/// UISlider's images drawn: value images at the ends of the track, and thumb
/// and track images per control state (their API is in UISlider.swift, where
/// subclasses can override it).
///
/// Layout (XUIKit's figures, not measured on iOS): a value image keeps its
/// size, centred vertically, flush with the bounds' leading (minimum) or
/// trailing (maximum) edge; the track starts `valueImageSpacing` (6 pt) past it.
/// Per-state images fall back to the `.normal` one, as UIButton's do; the
/// `current` images are those of the present `state`. A thumb image replaces
/// the white thumb (its size is the thumb's); track images replace the
/// coloured track, stretched along it, each as tall as it is.
extension UISlider {
    static let valueImageSpacing: CGFloat = 6

    // MARK: Drawing

    /// The thumb's size: the current thumb image's, else iOS's 28 pt circle.
    var thumbSize: CGSize {
        currentThumbImage?.size ?? CGSize(width: UISlider.thumbDiameter, height: UISlider.thumbDiameter)
    }

    func drawValueImages() {
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds)) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds)) }
    }

    /// The track, split at the thumb's centre: images where set, else the tint colours.
    func drawTrack(_ track: CGRect, thumbMidX: CGFloat) {
        let radius = UISlider.trackHeight / 2
        let split = min(max(thumbMidX, track.minX), track.maxX)
        let left = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let right = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        if let image = currentMaximumTrackImage {
            image.draw(in: CGRect(x: right.minX, y: track.midY - image.size.height / 2, width: right.width, height: image.size.height))
        } else {
            (maximumTrackTintColor ?? UISlider.maximumTrackColor).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: radius).fill()
        }
        if let image = currentMinimumTrackImage {
            image.draw(in: CGRect(x: left.minX, y: track.midY - image.size.height / 2, width: left.width, height: image.size.height))
        } else {
            (minimumTrackTintColor ?? tintColor ?? .systemBlue).setFill()
            UIBezierPath(roundedRect: left, cornerRadius: radius).fill()
        }
    }
}
