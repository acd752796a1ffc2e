import Foundation

/// iOS's system and semantic colours, with their light-appearance values
/// (iOS 15 and later; XUIKit has no dark appearance yet, so these are fixed).
extension UIColor {
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    // MARK: Adaptable system colours

    /// 0, 122, 255: the default tint.
    public static let systemBlue = rgb(0, 122, 255)
    /// 255, 59, 48.
    public static let systemRed = rgb(255, 59, 48)
    /// 52, 199, 89: a switch's on colour.
    public static let systemGreen = rgb(52, 199, 89)
    /// 255, 149, 0.
    public static let systemOrange = rgb(255, 149, 0)
    /// 255, 204, 0.
    public static let systemYellow = rgb(255, 204, 0)
    /// 255, 45, 85.
    public static let systemPink = rgb(255, 45, 85)
    /// 175, 82, 222.
    public static let systemPurple = rgb(175, 82, 222)
    /// 48, 176, 199.
    public static let systemTeal = rgb(48, 176, 199)
    /// 88, 86, 214.
    public static let systemIndigo = rgb(88, 86, 214)
    /// 0, 199, 190.
    public static let systemMint = rgb(0, 199, 190)
    /// 50, 173, 230.
    public static let systemCyan = rgb(50, 173, 230)
    /// 162, 132, 94.
    public static let systemBrown = rgb(162, 132, 94)

    // MARK: Adaptable grays

    /// 142, 142, 147.
    public static let systemGray = rgb(142, 142, 147)
    /// 174, 174, 178.
    public static let systemGray2 = rgb(174, 174, 178)
    /// 199, 199, 204.
    public static let systemGray3 = rgb(199, 199, 204)
    /// 209, 209, 214.
    public static let systemGray4 = rgb(209, 209, 214)
    /// 229, 229, 234.
    public static let systemGray5 = rgb(229, 229, 234)
    /// 242, 242, 247.
    public static let systemGray6 = rgb(242, 242, 247)

    // MARK: Label colours

    /// Black.
    public static let label = rgb(0, 0, 0)
    /// 60, 60, 67 at 60 %.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// 60, 60, 67 at 30 %.
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// 60, 60, 67 at 18 %.
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    /// 60, 60, 67 at 30 %.
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    /// 0, 122, 255.
    public static let link = rgb(0, 122, 255)
    /// Black (not adaptive).
    public static let darkText = rgb(0, 0, 0)
    /// White at 60 % (not adaptive).
    public static let lightText = rgb(255, 255, 255, 0.6)

    // MARK: Backgrounds

    /// White.
    public static let systemBackground = rgb(255, 255, 255)
    /// 242, 242, 247.
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// White.
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    /// 242, 242, 247.
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// White.
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    /// 242, 242, 247.
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)

    // MARK: Separators and fills

    /// 60, 60, 67 at 29 %.
    public static let separator = rgb(60, 60, 67, 0.29)
    /// 198, 198, 200.
    public static let opaqueSeparator = rgb(198, 198, 200)
    /// 120, 120, 128 at 20 %: a slider's track, a switch's off track.
    public static let systemFill = rgb(120, 120, 128, 0.2)
    /// 120, 120, 128 at 16 %.
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    /// 118, 118, 128 at 12 %.
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    /// 116, 116, 128 at 8 %.
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
}
