import Testing
@testable import TouchServer

@Suite("inputtest wire format")
struct InputTestWireTests {
    @Test("Encoded messages have the C structs' sizes")
    func encodedSizes() {
        let touch = InputTestMessage.touch(id: 1, type: .begin, valuators: [])
        #expect(touch.bytes.count == 1056)
        #expect(InputTestMessage.motion(isAbsolute: true, valuators: []).bytes.count == 1056)
        #expect(InputTestMessage.button(isAbsolute: true, button: 1, isPress: true, valuators: []).bytes.count == 1064)
        #expect(InputTestMessage.key(keycode: 38, isPress: true).bytes.count == 16)
        #expect(InputTestMessage.waitForSync.bytes.count == 8)
        #expect(InputTestMessage.clientVersion(major: 1, minor: 1).bytes.count == 12)
    }

    @Test("A touch message puts length, type, id, touch type, mask and valuators at their offsets")
    func touchLayout() {
        let bytes = InputTestMessage.touch(id: 0xABCD, type: .update, valuators: [.init(0, 1.5), .init(4, 2047)]).bytes
        #expect(bytes.load(at: 0) as UInt32 == 1056)
        #expect(bytes.load(at: 4) as UInt32 == 6)
        #expect(bytes.load(at: 8) as UInt32 == 0xABCD)
        #expect(bytes.load(at: 12) as UInt32 == 19)
        #expect(bytes.load(at: 16) as UInt32 == 0)  // has_unaccelerated
        #expect(bytes[20] == 0b0001_0001)           // mask: valuators 0 and 4
        #expect(bytes[21...27].allSatisfy { $0 == 0 })
        #expect(Double(bitPattern: bytes.load(at: 32)) == 1.5)
        #expect(Double(bitPattern: bytes.load(at: 32 + 4 * 8)) == 2047)
    }

    @Test("A button message's valuator block starts at offset 24")
    func buttonLayout() {
        let bytes = InputTestMessage.button(isAbsolute: true, button: 3, isPress: true, valuators: [.init(1, 7)]).bytes
        #expect(bytes.load(at: 4) as UInt32 == 4)
        #expect(bytes.load(at: 8) as Int32 == 1)
        #expect(bytes.load(at: 12) as Int32 == 3)
        #expect(bytes.load(at: 16) as UInt32 == 1)
        #expect(bytes[24 + 4] == 0b10)
        #expect(Double(bitPattern: bytes.load(at: 24 + 16 + 8)) == 7)
    }

    @Test("Pixels convert to axis values that the server maps back to the same pixels")
    func axisConversion() {
        let screen = ScreenSize(width: 1024, height: 768)
        #expect(screen.axisValue(x: 0) == 0)
        #expect(screen.axisValue(x: 512) == 32768)
        #expect(screen.axisValue(x: 5000) == 65535)
        for x in stride(from: 0.0, to: 1024, by: 0.5) {
            let back = ScreenSize.pixels(axisValue: screen.axisValue(x: x), min: 0, max: 65535, extent: 1024)
            #expect(abs(back - x) < 1e-9)
        }
    }
}

@Suite("inputtest driver against a real server")
struct InputTestServerTests {
    @Test("Each message kind, followed by a sync, keeps the connection: the sizes are the server's")
    func everyKindSyncs() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let touch = server.touchscreen.connection
        let messages: [(InputTestConnection, InputTestMessage)] = [
            (touch, .touch(id: 1, type: .begin, valuators: [.init(0, 100), .init(1, 100)])),
            (touch, .touch(id: 1, type: .update, valuators: [.init(0, 200), .init(1, 200), .init(4, 1000)])),
            (touch, .touch(id: 1, type: .end, valuators: [.init(0, 200), .init(1, 200)])),
            (server.pointer.connection, .motion(isAbsolute: true, valuators: [.init(0, 3000), .init(1, 3000)])),
            (server.pointer.connection, .button(isAbsolute: true, button: 1, isPress: true, valuators: [])),
            (server.pointer.connection, .button(isAbsolute: true, button: 1, isPress: false, valuators: [])),
            (server.keyboard.connection, .key(keycode: 38, isPress: true)),
            (server.keyboard.connection, .key(keycode: 38, isPress: false)),
        ]
        for (connection, message) in messages {
            try connection.send(message)
            try connection.sync()
        }
        #expect(touch.serverVersion.major == 1 && touch.serverVersion.minor == 1)
    }

    @Test("A message with a wrong length makes the driver drop the connection, thrown with a message")
    func wrongLengthThrows() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        var bytes = InputTestMessage.key(keycode: 38, isPress: true).bytes
        bytes[0] = 20  // claims 20 bytes: the driver expects 16 for a key
        bytes += [0, 0, 0, 0]
        let keyboard = server.keyboard.connection
        try keyboard.send(bytes: bytes, during: "sending a malformed key message")
        let error = #expect(throws: InputTestError.self) { try keyboard.sync() }
        #expect(error.map { "\($0)" }?.contains("closed the connection") == true)
        #expect(error.map { "\($0)" }?.contains("wrong size") == true)
    }
}
