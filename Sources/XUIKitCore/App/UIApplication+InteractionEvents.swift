import Foundation

/// Ignoring touches for a while: UIKit's `beginIgnoringInteractionEvents()`
/// (deprecated since iOS 13, still declared and still used by older apps).
///
/// Calls nest: touches are ignored until every `begin` has had its `end`.
/// While they are, a touch that begins reaches no view and no gesture
/// recognizer (it is in its event, with no view); touches that were down
/// before go on to their end as usual. Presentation transitions ignore
/// touches the same way for as long as they run, as UIKit's do. Key presses
/// are not ignored. (Declared in an extension, so not overridable here.)
extension UIApplication {
    /// Starts ignoring touches that begin (nests with `endIgnoringInteractionEvents()`).
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func beginIgnoringInteractionEvents() { touchDispatcher.ignoringDepth += 1 }

    /// Ends one `beginIgnoringInteractionEvents()`; extra calls do nothing.
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public func endIgnoringInteractionEvents() { touchDispatcher.ignoringDepth = max(0, touchDispatcher.ignoringDepth - 1) }

    /// Whether touches that begin are ignored now (a `begin` without its `end`, or a transition running).
    @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
    public var isIgnoringInteractionEvents: Bool { touchDispatcher.ignoringDepth > 0 }
}
