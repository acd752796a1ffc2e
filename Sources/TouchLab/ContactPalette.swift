import XUIKit

/// The colour of each contact: hues a golden angle apart, so consecutive
/// contacts (the fingers of one hand) always differ clearly; contact `id`
/// always gets the same colour, on screen and in `trails.png`.
public enum ContactPalette {
    /// The colour of contact `id` (1-based).
    @MainActor
    public static func color(for id: Int, alpha: CGFloat = 1) -> UIColor {
        let hue = (0.08 + Double(id - 1) * 0.381966).truncatingRemainder(dividingBy: 1)
        return UIColor(hue: CGFloat(hue), saturation: 0.75, brightness: 1, alpha: alpha)
    }
}
