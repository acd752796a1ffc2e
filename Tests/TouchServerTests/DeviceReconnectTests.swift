import Foundation
import Testing
import TouchServer
import TouchServerX11

/// `xinput disable` makes the inputtest driver drop its controlling
/// connection; `xinput enable` makes it take a new one (issue 17, item 2).
@Suite("Device connections across xinput disable and enable")
struct DeviceReconnectTests {
    @Test("After the touchscreen is disabled and enabled, gestures and keyboard-only scripts play again")
    func playsAfterDisableEnable() throws {
        try withObservedServer(width: 640, height: 480) { server, observer in
            let player = TouchScriptPlayer(timing: .fast)
            try player.play(.tap(at: ScreenPoint(x: 10, y: 10)), on: server)
            #expect(touchRecords(observer.collect()).count == 2)
            try xinput(["disable", "touchscreen"], display: server.display)
            try xinput(["enable", "touchscreen"], display: server.display)
            try player.play(TouchScript(parsing: "key a\n"), on: server)
            try player.play(.tap(at: ScreenPoint(x: 20, y: 30), fingers: 2), on: server)
            let events = observer.collect()
            #expect(events.filter { if case .key = $0 { true } else { false } } == [
                .key(isPress: true, keycode: 38), .key(isPress: false, keycode: 38),
            ])
            #expect(touchRecords(events).map(\.phase) == [.begin, .begin, .end, .end])
            #expect(server.touchscreen.connection.reconnectCount == 1)
            #expect(server.keyboard.connection.reconnectCount == 0)
        }
    }

    @Test("While the touchscreen is disabled, playing says it is turned off, twice; once enabled, it plays")
    func disabledDeviceIsNamed() throws {
        try withObservedServer(width: 640, height: 480) { server, observer in
            let player = TouchScriptPlayer(timing: .fast)
            try player.play(.tap(at: ScreenPoint(x: 10, y: 10)), on: server)
            try xinput(["disable", "touchscreen"], display: server.display)
            for _ in 0..<2 {
                #expect {
                    try player.play(.tap(at: ScreenPoint(x: 10, y: 10)), on: server)
                } throws: { error in
                    "\(error)".contains("touchscreen.sock closed the connection and answers no new one")
                }
            }
            _ = observer.collect()
            try xinput(["enable", "touchscreen"], display: server.display)
            try player.play(.tap(at: ScreenPoint(x: 40, y: 50)), on: server)
            #expect(touchRecords(observer.collect()).map(\.phase) == [.begin, .end])
        }
    }
}

/// Runs `xinput ARGS` on `display`; throws on a non-zero exit.
func xinput(_ arguments: [String], display: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
    process.arguments = arguments
    process.environment = ["DISPLAY": display]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ToolTestError(message: "xinput \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
}
