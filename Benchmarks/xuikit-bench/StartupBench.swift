import Foundation
import TouchServer
import TouchServerX11
import X11Client

/// Process start to first frame on screen: the XUIKit bench app against the
/// raw Xlib client, each started alone on a fresh headless server's left or
/// right half, in alternating rounds.
///
/// Both clients show a white window (the raw one's background, painted by the
/// server when it maps; the XUIKit app's first frame, drawn and presented by
/// the app). From just before the process is spawned, the bench reads a 2 x 2
/// block in the middle of the client's half with XGetImage, over and over,
/// until all four pixels are white (the root's default weave never has two
/// white neighbours), then stops the client and waits for the block to go
/// back to the root's pattern. Medians in milliseconds.
enum StartupBench {
    /// Median start-to-first-frame of each client, in `clients`' order.
    static func run(_ clients: [BenchClient], rounds: Int = 15) throws -> [Double] {
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        let display = try XDisplay(name: server.display)
        var samples: [[Double]] = Array(repeating: [], count: clients.count)
        for round in -1..<rounds {
            for index in round % 2 == 0 ? Array(clients.indices) : clients.indices.reversed() {
                let client = clients[index]
                let x = client.x + client.width / 2
                let start = monotonicNanoseconds()
                let running = try client.start(display: server.display)
                let shown = try waitForBlock(display, x: x, white: true, timeout: 10)
                running.stop()
                _ = try waitForBlock(display, x: x, white: false, timeout: 10)
                guard let shown else { throw BenchError("\(client.name) never showed its white window") }
                if round >= 0 { samples[index].append(Double(shown - start) / 1_000_000) }
            }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }

    /// The moment the 2 x 2 block at (`x`, 300) turned all white (or not all white), or nil after `timeout` seconds.
    private static func waitForBlock(_ display: XDisplay, x: Int, white: Bool, timeout: TimeInterval) throws -> UInt64? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let capture = try ScreenCapture(display: display, x: x, y: 300, width: 2, height: 2)
            let isWhite = capture.pixels.allSatisfy { $0 == 0xFFFF_FFFF }
            if isWhite == white { return monotonicNanoseconds() }
        }
        return nil
    }
}
