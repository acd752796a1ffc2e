import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("Server time mapping")
struct ServerTimeMapperTests {
    @Test("Server spacing is kept, anchored on the fastest event, never after receipt")
    func spacing() {
        var mapper = ServerTimeMapper()
        #expect(mapper.map(serverTime: 1000, receivedAt: 50.010) == 50.010)
        // A backlog drained at 50.5: spacing of the server stamps kept.
        #expect(abs(mapper.map(serverTime: 1100, receivedAt: 50.5) - 50.110) < 1e-9)
        // An event that arrived faster than the first moves the anchor earlier.
        #expect(abs(mapper.map(serverTime: 1200, receivedAt: 50.205) - 50.205) < 1e-9)
        #expect(abs(mapper.map(serverTime: 1300, receivedAt: 51) - 50.305) < 1e-9)
    }

    @Test("32-bit millisecond wrap-around continues the timeline")
    func wrapAround() {
        var mapper = ServerTimeMapper()
        let start = mapper.map(serverTime: UInt32.max - 9, receivedAt: 100)
        #expect(start == 100)
        #expect(abs(mapper.map(serverTime: 10, receivedAt: 100.5) - 100.020) < 1e-9)
    }

    @Test("Mapped times never go backwards, even for an out-of-order stamp")
    func monotonic() {
        var mapper = ServerTimeMapper()
        let a = mapper.map(serverTime: 5000, receivedAt: 10)
        let b = mapper.map(serverTime: 4990, receivedAt: 10.001)
        #expect(a == 10)
        #expect(b == 10)
    }
}
