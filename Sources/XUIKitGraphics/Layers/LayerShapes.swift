import Foundation
import CCairo

/// The own drawing of `CAShapeLayer`, `CAGradientLayer` (LayerGradients.swift)
/// and `CATextLayer`, done at composite time in the layer's space (no backing store).
@MainActor
enum LayerShapes {
    /// Fills the path, then strokes the part from `strokeStart` to `strokeEnd`
    /// of its length (across all subpaths; a dash pattern is used for the part,
    /// so `lineDashPattern` applies only when the whole path is stroked).
    static func draw(_ layer: CAShapeLayer, in context: CGContext) {
        guard let path = layer.path, !path.isEmpty else { return }
        let cairo = context.cairo
        context.saveGState()
        if let fill = layer.fillColor {
            cairo_new_path(cairo)
            path.append(to: cairo)
            cairo_set_fill_rule(cairo, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            context.setSource(fill)
            cairo_fill(cairo)
        }
        let start = min(max(layer.strokeStart, 0), 1), end = min(max(layer.strokeEnd, 0), 1)
        if let stroke = layer.strokeColor, layer.lineWidth > 0, end > start {
            cairo_new_path(cairo)
            path.append(to: cairo)
            cairo_set_line_width(cairo, layer.lineWidth)
            cairo_set_miter_limit(cairo, layer.miterLimit)
            cairo_set_line_cap(cairo, layer.lineCap == .round ? CAIRO_LINE_CAP_ROUND : layer.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cairo, layer.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : layer.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            if start > 0 || end < 1 {
                let length = pathLength(cairo)
                // Off for the start, on for the part, off past the end.
                let dashes: [Double] = [0, start * length, (end - start) * length, length + 1]
                dashes.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, 4, 0) }
            } else if let pattern = layer.lineDashPattern, !pattern.isEmpty {
                let dashes = pattern.map(\.doubleValue)
                dashes.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), layer.lineDashPhase) }
            }
            context.setSource(stroke)
            cairo_stroke(cairo)
        }
        cairo_new_path(cairo)
        context.restoreGState()
    }

    /// The length of Cairo's current path, flattened to lines, in user space.
    private static func pathLength(_ cairo: OpaquePointer) -> CGFloat {
        guard let flat = cairo_copy_path_flat(cairo) else { return 0 }
        defer { cairo_path_destroy(flat) }
        var length: CGFloat = 0
        var current = CGPoint.zero, start = CGPoint.zero
        var index = 0
        let count = Int(flat.pointee.num_data)
        while index < count {
            let header = flat.pointee.data[index].header
            let points = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let p = flat.pointee.data[index + 1].point
                current = CGPoint(x: p.x, y: p.y); start = current
            case CAIRO_PATH_LINE_TO:
                let p = flat.pointee.data[index + 1].point
                let next = CGPoint(x: p.x, y: p.y)
                length += hypot(next.x - current.x, next.y - current.y)
                current = next
            case CAIRO_PATH_CLOSE_PATH:
                length += hypot(start.x - current.x, start.y - current.y)
                current = start
            default: break
            }
            index += points
        }
        return length
    }

    /// Draws the string from the top of the bounds in the system font at
    /// `fontSize`, aligned, wrapped at the width when `isWrapped`, else on one
    /// line cut at the bounds.
    static func draw(_ layer: CATextLayer, in context: CGContext) {
        guard let text = layer.plainText, !text.isEmpty else { return }
        let bounds = layer.storedBounds
        let style = NSMutableParagraphStyle()
        switch layer.alignmentMode {
        case .center: style.alignment = .center
        case .right: style.alignment = .right
        case .justified: style.alignment = .justified
        default: style.alignment = .left
        }
        style.lineBreakMode = layer.isWrapped ? .byWordWrapping : .byClipping
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: layer.fontSize), .paragraphStyle: style]
        if let color = layer.foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: color) }
        context.saveGState()
        context.clip(to: bounds)
        withCurrentContext(context) {
            let string = text as NSString
            if layer.isWrapped {
                string.draw(with: bounds, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
            } else {
                // One line per paragraph, placed by the alignment and cut at the bounds.
                let width = string.size(withAttributes: attributes).width
                let free = bounds.width - width
                let x = style.alignment == .center ? free / 2 : style.alignment == .right ? free : 0
                string.draw(at: CGPoint(x: bounds.minX + x, y: bounds.minY), withAttributes: attributes)
            }
        }
        context.restoreGState()
    }
}
