import Foundation

/// The pending `perform(_:with:afterDelay:)` requests: one timer each on the
/// application's clock (`UIApplication.inputClock`, whose timers the
/// backend's run loop fires, and tests advance by hand), holding the target
/// and argument until it fires or `cancelPreviousPerformRequests` removes it.
///
/// Requests scheduled on a clock the application no longer uses (a test
/// reset the application) are dropped at the next request.
@MainActor
final class DelayedPerformRequests {
    static let shared = DelayedPerformRequests()

    private struct Request {
        let timer: InputClock.Timer
        let clock: InputClock
        let target: AnyObject
        let selector: Selector
        let argument: Any?
    }

    private var requests: [Request] = []

    /// The number of requests waiting (tests).
    var pendingCount: Int { requests.count }

    func schedule(_ selector: Selector, on target: AnyObject, argument: Any?, delay: TimeInterval) {
        let clock = UIApplication.shared.inputClock
        requests.removeAll { $0.clock !== clock }
        var timer: InputClock.Timer?
        timer = clock.schedule(after: max(0, delay)) { [weak self] in
            guard let self, let timer else { return }
            MainActor.assumeIsolated { self.fire(timer, on: clock) }
        }
        guard let timer else { return }
        requests.append(Request(timer: timer, clock: clock, target: target, selector: selector, argument: argument))
    }

    func cancel(target: AnyObject, matching: (selector: Selector, argument: Any?)?) {
        requests.removeAll { request in
            guard request.target === target else { return false }
            if let matching {
                guard request.selector == matching.selector, Self.equal(request.argument, matching.argument) else { return false }
            }
            request.clock.cancel(request.timer)
            return true
        }
    }

    private func fire(_ timer: InputClock.Timer, on clock: InputClock) {
        guard let index = requests.firstIndex(where: { $0.timer == timer && $0.clock === clock }) else { return }
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
