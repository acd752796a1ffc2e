import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The live raw feed the inspector reads: each touch event with the screen
/// position the server computed and the position as the device sent it.
@Suite("The raw touch feed", .serialized)
struct RawTouchFeedTests {
    @Test("Each drain hands over the events since the last one: screen positions after the matrix, device positions as sent, the device's id")
    func feedsEventsOnce() throws {
        let screen = ScreenSize(width: 1024, height: 768)
        let server = try HeadlessTouchServer(width: screen.width, height: screen.height)
        defer { server.stop() }
        let feed = try RawTouchFeed(displayName: server.display)
        defer { feed.close() }
        let touchscreen = try #require(feed.display.inputDevices().first { $0.touch?.mode == "direct" })
        try server.touchscreen.down(id: 3, x: 256, y: 384, pressure: 0.5)
        try server.touchscreen.move(id: 3, x: 512, y: 384, pressure: 0.5)
        try server.sync()
        let first = feed.drain()
        #expect(first.map(\.phase) == [.begin, .update])
        #expect(first.allSatisfy { $0.device == touchscreen.id && $0.id == first[0].id })
        #expect(first.map { [$0.x, $0.y, $0.sample.deviceX ?? -1, $0.sample.deviceY ?? -1] } == [[256, 384, 16384, 32768], [512, 384, 32768, 32768]])
        #expect(feed.drain().isEmpty, "nothing twice")
        // The matrix halves x on the screen; the device still sends what it sent.
        #expect(try XIChangeMatrix.set([0.5, 0, 0, 0, 1, 0, 0, 0, 1], device: touchscreen.id, display: server.display) == 0)
        try server.touchscreen.move(id: 3, x: 768, y: 384, pressure: 0.5)
        try server.touchscreen.up(id: 3)
        try server.sync()
        let second = feed.drain()
        #expect(second.map(\.phase) == [.update, .end])
        #expect(second.first.map { [$0.x, $0.sample.deviceX ?? -1] } == [384, 49152])
    }
}

/// Sets a device's Coordinate Transformation Matrix with `xinput`.
enum XIChangeMatrix {
    /// `xinput`'s exit status.
    static func set(_ matrix: [Double], device: Int, display: String) throws -> Int32 {
        let xinput = Process()
        xinput.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
        xinput.arguments = ["set-prop", String(device), "Coordinate Transformation Matrix"] + matrix.map { "\($0)" }
        xinput.environment = ["DISPLAY": display]
        try xinput.run()
        xinput.waitUntilExit()
        return xinput.terminationStatus
    }
}
