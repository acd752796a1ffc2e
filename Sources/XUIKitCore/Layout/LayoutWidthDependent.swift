import Foundation

/// A view whose intrinsic size follows the width layout gives it: UIKit's
/// multi-line `UILabel` whose `preferredMaxLayoutWidth` is 0 ("automatic":
/// it wraps at the width Auto Layout gives it). After setting frames the
/// engine hands each such view its new width; when its intrinsic size changes
/// with it, the engine solves again (at most twice more in a pass), so a
/// wrapped label is as tall as its lines, as UIKit's two-pass layout makes it.
@MainActor
package protocol LayoutWidthDependent: AnyObject {
    /// Takes the width layout gave the view; true when its intrinsic size changed with it.
    func layoutWidthDidChange(to width: CGFloat) -> Bool
}

extension LayoutEngine {
    /// Hands the views laid out in the last solve their widths; true when an intrinsic size changed.
    func handOutWidths() -> Bool {
        var changed = false
        for view in laidOutViews {
            guard let dependent = view as? LayoutWidthDependent else { continue }
            if dependent.layoutWidthDidChange(to: view.bounds.width) { changed = true }
        }
        return changed
    }
}
