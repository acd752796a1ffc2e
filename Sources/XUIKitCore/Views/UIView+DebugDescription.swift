import Foundation

/// Descriptions of views as iOS prints them, and the hierarchy dump iOS's
/// debugger offers as `recursiveDescription`.
extension UIView {
    /// "<UIButton: 0x…; frame = (10 20; 100 44); hidden = YES; alpha = 0.5;
    /// userInteractionEnabled = NO; gestureRecognizers = 2; layer = <CALayer: 0x…>>":
    /// the class, address and frame, then only the flags that differ from a plain
    /// view's. It is the view's `description`.
    var debugSummary: String {
        var parts = ["\(Self.debugName(self)): \(Self.address(self))", "frame = \(Self.debugRect(frame))"]
        if bounds.origin != .zero { parts.append("bounds = \(Self.debugRect(bounds))") }
        if transform != .identity { parts.append("transform = [\(transform.a), \(transform.b), \(transform.c), \(transform.d), \(transform.tx), \(transform.ty)]") }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(Self.number(alpha))") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if let recognizers = gestureRecognizers, !recognizers.isEmpty {
            parts.append("gestureRecognizers = [" + recognizers.map { "\(Self.debugName($0)) \($0.state.debugName)" }.joined(separator: ", ") + "]")
        }
        parts.append("layer = <\(Self.debugName(layer)): \(Self.address(layer))>")
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// The view and its subviews, one `description` per line, each level
    /// indented with "   | " as iOS's `recursiveDescription` prints them.
    /// (An XUIKit method: iOS has it only as a private debugging selector.)
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.debugSummary)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    static func debugName(_ object: AnyObject) -> String { String(describing: type(of: object)) }

    static func address(_ object: AnyObject) -> String { "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16) }

    static func number(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }

    static func debugRect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }
}

extension UIViewController {
    /// The controller and its children, indented, as iOS's `_printHierarchy` shows them.
    public func hierarchyDescription() -> String {
        var lines: [String] = []
        func visit(_ controller: UIViewController, depth: Int) {
            let state = controller.isViewLoaded ? "view \(UIView.address(controller.view))" : "not loaded"
            lines.append(String(repeating: "   | ", count: depth) + "<\(UIView.debugName(controller)) \(UIView.address(controller)), \(state)>")
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}

extension UIGestureRecognizer.State {
    /// The state's name as UIKit's debug descriptions print it.
    public var debugName: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        @unknown default: "unknown"
        }
    }
}

extension UITouch.Phase {
    /// The phase's name as debugging tools print it ("began", "moved", ...).
    public var debugName: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .regionEntered: "regionEntered"
        case .regionMoved: "regionMoved"
        case .regionExited: "regionExited"
        @unknown default: "other"
        }
    }
}
