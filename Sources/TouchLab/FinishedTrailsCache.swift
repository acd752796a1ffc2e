import XUIKit

/// The trails of lifted contacts, drawn once into an image, so a redraw
/// costs the same after an hour of testing as after a minute: the canvas
/// draws this image, then only the trails of the contacts still down.
///
/// A lifted contact's trail never changes, so each is drawn into the image
/// once, when `update` first sees it lifted (on top of the trails already
/// there: a trail lifted later covers earlier ones). A new size or scale
/// starts the image over.
@MainActor
public final class FinishedTrailsCache {
    /// The cached trails; nil until a contact has lifted.
    public private(set) var image: UIImage?
    /// The indexes (into the log's contacts) of the trails in `image`.
    public private(set) var cached: Set<Int> = []
    private var size: CGSize = .zero
    private var scale: CGFloat = 1

    public init() {}

    /// Adds the trails of contacts of `log` that lifted since the last call,
    /// for a canvas of `size` points at `scale`.
    public func update(with log: ContactLog, size: CGSize, scale: CGFloat) {
        if size != self.size || scale != self.scale {
            (self.size, self.scale, image, cached) = (size, scale, nil, [])
        }
        let lifted = log.contacts.indices.filter { !cached.contains($0) && log.contacts[$0].hasEnded }
        guard !lifted.isEmpty, size.width > 0, size.height > 0 else { return }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let previous = image
        image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            previous?.draw(in: CGRect(origin: .zero, size: size))
            for index in lifted { TrailDrawing.drawTrail(log.contacts[index]) }
        }
        cached.formUnion(lifted)
    }
}
