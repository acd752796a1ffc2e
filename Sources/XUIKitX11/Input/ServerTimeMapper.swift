import Foundation
import XUIKitCore

/// Maps X server timestamps (32-bit milliseconds, wrapping every ~49.7
/// days) onto the input clock.
///
/// X time is unwrapped into a 64-bit count: each stamp is taken as the
/// nearest value to the previous one (a signed 32-bit difference), so
/// wrap-around and slightly out-of-order stamps both work. The offset
/// between the two timelines is estimated as the smallest
/// `receivedAt - serverTime` seen: the event that travelled fastest. So a
/// mapped time is never later than the moment its event was received, and
/// events keep the server's spacing (a backlog drained at once keeps its
/// real intervals, which gesture velocities need). Mapped times never go
/// backwards.
struct ServerTimeMapper {
    private var lastRaw: UInt32?
    private var unwrapped: Int64 = 0
    private var offset: TimeInterval = .infinity
    private var lastMapped: TimeInterval = -.infinity

    /// The clock time of server time `serverTime`, for an event received at clock time `receivedAt`.
    mutating func map(serverTime: UInt32, receivedAt: TimeInterval) -> TimeInterval {
        if let lastRaw {
            unwrapped += Int64(Int32(bitPattern: serverTime &- lastRaw))
        } else {
            unwrapped = Int64(serverTime)
        }
        lastRaw = serverTime
        let serverSeconds = TimeInterval(unwrapped) / 1000
        offset = min(offset, receivedAt - serverSeconds)
        lastMapped = max(lastMapped, serverSeconds + offset)
        return lastMapped
    }
}
