import Foundation
@testable import TouchServer

/// Fuzz target: the control-socket request decoder (`TouchControlRequest`),
/// fed any bytes as a client could send them. A request decodes or is an
/// error message; a decoded request encodes (`text`) to one that decodes
/// to the same request.
@_cdecl("LLVMFuzzerTestOneInput")
public func controlRequestFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let request = try? TouchControlRequest(parsing: text) else { return 0 }
    guard let again = try? TouchControlRequest(parsing: request.text) else {
        fatalError("a decoded request's encoding does not decode: \(request.text.debugDescription)")
    }
    if case .play(let a, let timing) = request, case .play(let b, let timingAgain) = again {
        guard a.text == b.text, timing == timingAgain else { fatalError("play request changed in a round trip") }
    } else if request != again {
        fatalError("request changed in a round trip: \(request) vs \(again)")
    }
    return 0
}

@main
struct ControlRequestFuzzMain {
    static func main() { FuzzDriver.main(controlRequestFuzz) }
}
