import Foundation

/// How many views of each class are alive, counted while a debugging tool
/// asks for it (`XUIKIT_TOUCH_AUDIT=1`: the monkey's heartbeat prints the
/// classes whose count grew, to find what outlives its screen). Off, it
/// costs each view's init and deinit one load. (An XUIKit tool, not UIKit API.)
package enum ViewCensus {
    /// Whether views are counted (switched on before the first view is made).
    nonisolated(unsafe) package static var isOn = false
    /// Live views by class (main thread only: views are made and freed there).
    nonisolated(unsafe) private static var counts: [ObjectIdentifier: (name: String, count: Int)] = [:]

    static func note(_ type: AnyClass, _ delta: Int) {
        let key = ObjectIdentifier(type)
        if let entry = counts[key] {
            counts[key] = (entry.name, entry.count + delta)
        } else {
            counts[key] = (String(describing: type), delta)
        }
    }

    /// Every class's live count.
    package static var snapshot: [String: Int] {
        var result: [String: Int] = [:]
        for entry in counts.values { result[entry.name, default: 0] += entry.count }
        return result
    }

    /// How many views are alive in all.
    package static var total: Int { counts.values.reduce(0) { $0 + $1.count } }
}
