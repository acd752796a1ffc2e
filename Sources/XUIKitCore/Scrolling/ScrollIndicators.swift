import Foundation

/// A scroll indicator: a thin bar showing which part of the content is in
/// view. Like UIKit's, it is a real subview of the scroll view (it shows up
/// in `subviews`), never takes touches, and is kept in front.
final class ScrollIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = ScrollIndicatorLayout.thickness / 2  // UIKit's bars are fully rounded
    }

    required init?(coder: NSCoder) { return nil }
}

/// Where the indicators go and when they show, with UIKit's figures: 3 pt
/// thick with fully rounded ends, 3 pt from the edge, at least 36 pt long (shorter while the content
/// is pulled past an edge, down to 7 pt), black at 35% for `.default` and
/// `.black` and white at 35% for `.white`. They appear while the content
/// scrolls by dragging, decelerating or animation, and fade out over 0.25 s
/// once it has been still for 0.5 s.
struct ScrollIndicatorLayout {
    static let thickness: CGFloat = 3
    static let margin: CGFloat = 3
    static let minimumLength: CGFloat = 36
    static let minimumPulledLength: CGFloat = 7
    static let hideDelay: TimeInterval = 0.5
    static let fadeDuration: TimeInterval = 0.25

    /// The vertical indicator's frame (content coordinates), or nil when it does not show.
    static func vertical(bounds: CGRect, contentSize: CGSize, inset: UIEdgeInsets, indicatorInsets: UIEdgeInsets,
                         range: ClosedRange<CGFloat>, horizontalShows: Bool) -> CGRect? {
        let contentLength = contentSize.height + inset.top + inset.bottom
        guard contentLength > bounds.height, bounds.height > 0 else { return nil }
        let trackStart = bounds.minY + inset.top + indicatorInsets.top + margin
        let trackEnd = bounds.maxY - inset.bottom - indicatorInsets.bottom - margin - (horizontalShows ? thickness + margin : 0)
        let (start, length) = bar(track: trackStart...max(trackStart, trackEnd), visible: bounds.height, content: contentLength,
                                  offset: bounds.minY, range: range)
        return CGRect(x: bounds.maxX - indicatorInsets.right - margin - thickness, y: start, width: thickness, height: length)
    }

    /// The horizontal indicator's frame (content coordinates), or nil when it does not show.
    static func horizontal(bounds: CGRect, contentSize: CGSize, inset: UIEdgeInsets, indicatorInsets: UIEdgeInsets,
                           range: ClosedRange<CGFloat>, verticalShows: Bool) -> CGRect? {
        let contentLength = contentSize.width + inset.left + inset.right
        guard contentLength > bounds.width, bounds.width > 0 else { return nil }
        let trackStart = bounds.minX + inset.left + indicatorInsets.left + margin
        let trackEnd = bounds.maxX - inset.right - indicatorInsets.right - margin - (verticalShows ? thickness + margin : 0)
        let (start, length) = bar(track: trackStart...max(trackStart, trackEnd), visible: bounds.width, content: contentLength,
                                  offset: bounds.minX, range: range)
        return CGRect(x: start, y: bounds.maxY - indicatorInsets.bottom - margin - thickness, width: length, height: thickness)
    }

    /// The bar's start and length on a track: proportional to the share in
    /// view, at least 36 pt, shortened by how far the content is pulled past an edge.
    static func bar(track: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat, offset: CGFloat,
                    range: ClosedRange<CGFloat>) -> (CGFloat, CGFloat) {
        let trackLength = track.upperBound - track.lowerBound
        var length = min(trackLength, max(minimumLength, trackLength * visible / content))
        let pulled = offset < range.lowerBound ? range.lowerBound - offset : (offset > range.upperBound ? offset - range.upperBound : 0)
        length = max(min(length, minimumPulledLength), length - pulled)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : 0
        return (track.lowerBound + (trackLength - length) * progress, length)
    }
}
