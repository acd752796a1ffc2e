import Foundation

extension UIApplication {
    /// Delivers raw input that arrived for `window`: the one way backends,
    /// tests and replays feed the app. A manual clock is first advanced to the
    /// input's timestamp (firing timers due before it).
    public func handle(_ input: InputEvent, in window: UIWindow) {
        let clock = inputClock
        if clock.mode == .manual, input.timestamp > clock.now { clock.advance(to: input.timestamp) }
        switch input {
        case let .touches(changes, timestamp):
            touchDispatcher.handle(changes, timestamp: timestamp, in: window)
        case let .key(key, timestamp):
            pressRouter.handle(key, timestamp: timestamp, in: keyWindow ?? window)
        case let .scroll(scroll, timestamp):
            touchDispatcher.handleScroll(scroll, timestamp: timestamp, in: window)
        case let .hover(hover, timestamp):
            touchDispatcher.handleHover(hover, timestamp: timestamp, in: window)
        }
    }
}
