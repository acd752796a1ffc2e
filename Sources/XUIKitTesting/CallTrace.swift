import Foundation

/// A shared call log for trace assertions, in the order calls happened:
/// `#expect(trace.text == "began a, began b, ended b")`. Views and recognizers
/// of a scene log into one trace, so their interleaving is part of what a
/// test asserts.
@MainActor
public final class CallTrace {
    /// Every line logged, oldest first.
    public private(set) var lines: [String] = []

    public init() {}

    /// Appends one line.
    public func log(_ line: String) { lines.append(line) }
    /// The lines joined with ", ".
    public var text: String { lines.joined(separator: ", ") }
    /// Forgets every line (between the steps of a test).
    public func clear() { lines.removeAll() }
}
