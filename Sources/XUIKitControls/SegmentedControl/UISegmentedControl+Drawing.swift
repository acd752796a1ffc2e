import Foundation
import XUIKitCore
import XUIKitGraphics

/// iOS 13's light segmented control: a light grey rounded track (radius 9), the
/// selected segment a white rounded rectangle inset 2 pt (radius 7) with a
/// hairline edge, thin separators between unselected neighbours, titles in
/// `.label` at 13 pt (the selected one semibold); a disabled segment's title
/// in `.tertiaryLabel`; the segment under a finger darkened slightly.
extension UISegmentedControl {
    static let titleFont = UIFont.systemFont(ofSize: 13)
    static let selectedTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    /// `.tertiarySystemFill` over white, opaque (238, 238, 239).
    static let trackColor = UIColor(red: 238 / 255, green: 238 / 255, blue: 239 / 255, alpha: 1)

    func drawSegments() {
        UISegmentedControl.trackColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: 9).fill()
        guard !segments.isEmpty else { return }
        let width = bounds.width / CGFloat(segments.count)
        func frame(_ index: Int) -> CGRect {
            CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
        }
        let selected = selectedSegmentIndex
        if let pressed = highlightedIndex, pressed != selected {
            UIColor(white: 0, alpha: 0.06).setFill()
            UIBezierPath(roundedRect: frame(pressed).insetBy(dx: 2, dy: 2), cornerRadius: 7).fill()
        }
        if segments.indices.contains(selected) {
            let thumb = UIBezierPath(roundedRect: frame(selected).insetBy(dx: 2, dy: 2), cornerRadius: 7)
            (selectedSegmentTintColor ?? .white).setFill()
            thumb.fill()
            UIColor(white: 0, alpha: 0.04).setStroke()
            thumb.lineWidth = 0.5
            thumb.stroke()
        }
        UIColor.opaqueSeparator.setFill()
        for index in 1..<max(1, segments.count) where index != selected && index - 1 != selected {
            UIBezierPath(rect: CGRect(x: frame(index).minX - 0.5, y: bounds.midY - 8, width: 1, height: 16)).fill()
        }
        for (index, segment) in segments.enumerated() {
            guard let title = segment.title, !title.isEmpty else { continue }
            let color: UIColor = segment.isEnabled && isEnabled ? .label : .tertiaryLabel
            let font = index == selected ? UISegmentedControl.selectedTitleFont : UISegmentedControl.titleFont
            let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
            let size = title.size(withAttributes: attributes)
            let box = frame(index)
            title.draw(at: CGPoint(x: box.midX - size.width / 2, y: box.midY - size.height / 2), withAttributes: attributes)
        }
    }
}
