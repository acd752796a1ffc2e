import Foundation

/// The pending `perform(_:with:afterDelay:)` requests: one Foundation timer
/// each on the main run loop, which holds the target and argument until it
/// fires or `cancelPreviousPerformRequests` removes it.
@MainActor
final class DelayedPerformRequests {
    static let shared = DelayedPerformRequests()

    private struct Request {
        let id: Int
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        let timer: Timer
    }

    private var requests: [Request] = []
    private var nextID = 0

    /// The number of requests waiting (tests).
    var pendingCount: Int { requests.count }

    func schedule(_ selector: Selector, on target: AnyObject, argument: Any?, delay: TimeInterval, modes: [RunLoop.Mode]) {
        nextID += 1
        let id = nextID
        let timer = Timer(timeInterval: max(0, delay), repeats: false) { _ in
            MainActor.assumeIsolated { DelayedPerformRequests.shared.fire(id) }
        }
        for mode in modes.isEmpty ? [.default] : modes { RunLoop.main.add(timer, forMode: mode) }
        requests.append(Request(id: id, target: target, selector: selector, argument: argument, timer: timer))
    }

    func cancel(target: AnyObject, matching: (selector: Selector, argument: Any?)?) {
        requests.removeAll { request in
            guard request.target === target else { return false }
            if let matching {
                guard request.selector == matching.selector, Self.equal(request.argument, matching.argument) else { return false }
            }
            request.timer.invalidate()
            return true
        }
    }

    private func fire(_ id: Int) {
        guard let index = requests.firstIndex(where: { $0.id == id }) else { return }
        let request = requests.remove(at: index)
        _ = request.selector.invoke(on: request.target, arguments: [request.argument])
    }

    private static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (lhs?, rhs?):
            if let object = lhs as? NSObject { return object.isEqual(rhs) }
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return (lhs as AnyObject) === (rhs as AnyObject)
        default: return false
        }
    }
}
