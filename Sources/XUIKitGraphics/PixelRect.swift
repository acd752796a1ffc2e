import Foundation

/// A rectangle of whole pixels (origin top left), as the backend copies them.
package struct PixelRect: Equatable, Sendable, CustomStringConvertible {
    package var x: Int, y: Int, width: Int, height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The smallest whole-pixel rect covering `rect` (pixel units, e.g. an X Expose
    /// rectangle or a damaged area already multiplied by the scale).
    package init(covering rect: CGRect) {
        let slack = 1e-6
        let minX = Int((rect.minX + slack).rounded(.down)), minY = Int((rect.minY + slack).rounded(.down))
        let maxX = Int((rect.maxX - slack).rounded(.up)), maxY = Int((rect.maxY - slack).rounded(.up))
        self.init(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The overlap of two rectangles (empty rects have zero size).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    package var description: String { "PixelRect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
