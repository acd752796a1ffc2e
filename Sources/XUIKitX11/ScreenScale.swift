import Foundation
import XUIKitCore

/// The points-to-pixels scale from the X server's DPI, the way GTK reads it.
///
/// `Xft.dpi` in the `RESOURCE_MANAGER` resources (what desktop settings
/// daemons and `xrdb` set) is divided by 96 and rounded to the nearest
/// half, at least 1: 96 → 1x, 144 → 1.5x, 192 → 2x. `GDK_SCALE`, when set to
/// a positive number, overrides it (the usual way to force a scale on X).
/// Without either the scale is 1.
enum ScreenScale {
    /// The scale for the given resource string and environment.
    static func scale(resources: String?, environment: [String: String]) -> CGFloat {
        if let forced = environment["GDK_SCALE"].flatMap(Double.init), forced > 0 { return CGFloat(forced) }
        guard let dpi = resources.flatMap(xftDPI(in:)), dpi > 0 else { return 1 }
        return max(1, CGFloat((dpi / 96 * 2).rounded()) / 2)
    }

    /// The value of the `Xft.dpi` resource in an Xrm resource string, or nil.
    static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
