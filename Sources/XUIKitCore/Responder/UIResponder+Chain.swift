import Foundation

extension UIResponder {
    /// This responder and each `next` after it, in order: the path an event
    /// nobody handles travels (view, its controller, superviews, window,
    /// application, app delegate). An XUIKit addition for debugging tools —
    /// the debug overlay and the gallery's pages share it; UIKit has no such
    /// property. At most 256 links, so a `next` loop cannot hang it.
    public var responderChain: [UIResponder] {
        var chain: [UIResponder] = []
        var current: UIResponder? = self
        while let responder = current, chain.count < 256 {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}
