import XUIKit

/// Draws contacts into the current graphics context: the same picture on
/// screen (`TouchCanvasView.draw(_:)`) and in the report's `trails.png`.
///
/// Each contact's trail is a polyline through its samples in its palette
/// colour; a small dot marks where it landed and a ring where it lifted.
/// Live contacts also get a filled circle (the finger) whose radius is the
/// contact's `majorRadius` when the device reports one, else 28 pt; in the
/// palm view a finger's class (`PalmDetector.Verdict`) sets its colour:
/// thumbs (and flat fingers) orange, palms red with a thick outline, contacts without
/// a size a dashed grey outline.
@MainActor
public enum TrailDrawing {
    /// The finger circle's radius when the device reports no contact size.
    public static let fingerRadius: CGFloat = 28

    /// Draws every trail of `log`, then the fingers of the live contacts on top.
    public static func draw(_ log: ContactLog) {
        for contact in log.contacts { drawTrail(contact) }
        for index in log.liveIndexes { drawFinger(log.contacts[index]) }
    }

    /// The contact's polyline, its landing dot and (once lifted) its end ring.
    public static func drawTrail(_ contact: ContactRecord) {
        let color = ContactPalette.color(for: contact.id)
        let trail = UIBezierPath()
        trail.move(to: point(contact.first))
        for sample in contact.samples.dropFirst() { trail.addLine(to: point(sample)) }
        trail.lineWidth = 3
        trail.lineCapStyle = .round
        trail.lineJoinStyle = .round
        color.setStroke()
        trail.stroke()
        color.setFill()
        UIBezierPath(ovalIn: square(around: point(contact.first), radius: 5)).fill()
        if contact.hasEnded {
            let ring = UIBezierPath(ovalIn: square(around: point(contact.last), radius: 9))
            ring.lineWidth = 2
            ring.stroke()
        }
    }

    /// The finger: a translucent disc with an outline, and a cross at the
    /// exact point; `verdict` (the palm view's class) colours it instead of the palette.
    public static func drawFinger(_ contact: ContactRecord, verdict: PalmDetector.Verdict? = nil) {
        let center = point(contact.last)
        let radius = contact.last.majorRadius.map { max(CGFloat($0), 8) } ?? fingerRadius
        let disc = UIBezierPath(ovalIn: square(around: center, radius: radius))
        let color = verdict.map(palmColor) ?? ContactPalette.color(for: contact.id)
        color.withAlphaComponent(verdict == .palm ? 0.5 : 0.35).setFill()
        disc.fill()
        color.setStroke()
        disc.lineWidth = verdict == .palm ? 5 : 2
        if verdict == .noSize { disc.setLineDash([6, 5], count: 2, phase: 0) }
        disc.stroke()
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: center.x - 6, y: center.y))
        cross.addLine(to: CGPoint(x: center.x + 6, y: center.y))
        cross.move(to: CGPoint(x: center.x, y: center.y - 6))
        cross.addLine(to: CGPoint(x: center.x, y: center.y + 6))
        UIColor.white.setStroke()
        cross.lineWidth = 1
        cross.stroke()
    }

    /// The palm view's colour for a class.
    static func palmColor(_ verdict: PalmDetector.Verdict) -> UIColor {
        switch verdict {
        case .finger: UIColor(red: 0.35, green: 0.85, blue: 0.45, alpha: 1)
        case .thumb: UIColor(red: 1, green: 0.6, blue: 0.15, alpha: 1)
        case .palm: UIColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        case .noSize: UIColor(white: 0.75, alpha: 1)
        }
    }

    private static func point(_ sample: ContactRecord.Sample) -> CGPoint { CGPoint(x: sample.x, y: sample.y) }

    private static func square(around center: CGPoint, radius: CGFloat) -> CGRect {
        CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
