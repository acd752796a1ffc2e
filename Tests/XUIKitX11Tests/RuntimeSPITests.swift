import CXUIKitRuntime
import Foundation
import Testing

/// A class the vtable call must construct through its own `init()`.
private final class MadeByVtable: NSObject {
    let mark: String
    override init() {
        mark = "init ran"
        super.init()
    }
}

/// Every function of CXUIKitRuntime: SPI and mangled symbols of the toolchain's
/// libraries, which a toolchain update may change. These fail here, loudly,
/// rather than in an app's launch or loop.
@Suite("Runtime SPI: main queue port, next run loop timer, run loop pass, NSObject vtable init", .serialized)
struct RuntimeSPITests {
    @Test("cx_make_nsobject runs the class's own init() and returns a +1 instance of that class")
    func makeNSObject() {
        let metadata = unsafeBitCast(MadeByVtable.self as AnyClass, to: UnsafeRawPointer.self)
        weak var released: NSObject?
        do {
            let object = Unmanaged<NSObject>.fromOpaque(cx_make_nsobject(metadata)).takeRetainedValue()
            #expect(type(of: object) == MadeByVtable.self)
            #expect((object as? MadeByVtable)?.mark == "init ran")
            released = object
        }
        #expect(released == nil, "one release frees it: the call returned it at +1")
    }

    @Test("The main queue's port wakes a poll and drains; the run loop's next timer date is the Timer's; a pass fires due timers and performs blocks (own process)")
    func mainQueueAndRunLoop() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("runtime-spi-probe")
        let output = Pipe()
        probe.standardOutput = output
        try probe.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        #expect(probe.terminationStatus == 0)
        #expect(text.split(separator: "\n").map(String.init) == [
            "main queue fd valid: true",
            "readable after async: true",
            "drain ran the block: true",
            "next timer with none: 0.0",
            "next timer is the fire date: true",
            "a pass fires a due timer: true, performs a block: true",
        ])
    }
}
