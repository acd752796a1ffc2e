import Foundation
@testable import XUIKitX11

/// Fuzz target: `SelectionReply` fed what a hostile selection owner can put
/// in properties: a first property of any type and format, then pieces of
/// any type, format and size, in any order.
///
/// What holds on every input: nothing is kept past `maximumBytes` (a value
/// comes only from at most that many bytes fed), once the reply is over
/// (a value or a refusal) every later piece is refused, and a value comes
/// only from text types of format 8.
@_cdecl("LLVMFuzzerTestOneInput")
public func selectionReplyFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = UnsafeBufferPointer(start: data, count: size).makeIterator()
    func next() -> UInt8 { input.next() ?? 0 }
    let types = SelectionReply.Types(utf8String: 300, string: 31, incr: 301)
    let maximum = 1 + Int(next()) * 4
    var reply = SelectionReply(types: types, maximumBytes: maximum)
    let typeChoices: [UInt] = [300, 31, 301, 4, 0]
    let formatChoices: [Int32] = [8, 32, 16, 0, 7]
    func property() -> (UInt, Int32, [UInt8]) {
        let type = typeChoices[Int(next() % 5)], format = formatChoices[Int(next() % 5)]
        let count = Int(next() % 4 == 0 ? 0 : next())
        return (type, format, (0..<count).map { _ in next() })
    }
    var (type, format, bytes) = property()
    var fed = bytes.count
    var step = reply.first(type: type, format: format, bytes: bytes)
    check(step, fed: fed, maximum: maximum, type: type, format: format)
    var over = step != .more
    if step == .more { fed = 0 }  // an INCR announcement: only the pieces make the value
    for _ in 0..<64 {  // exhausted input reads as zeros: empty UTF8_STRING pieces
        (type, format, bytes) = property()
        if step == .more { fed += bytes.count }
        step = reply.piece(type: type, format: format, bytes: bytes)
        if over, case .refused = step {} else if over { fatalError("a piece after the end was taken: \(step)") }
        if !over { check(step, fed: fed, maximum: maximum, type: type, format: format) }
        over = over || step != .more
    }
    return 0
}

private func check(_ step: SelectionReply.Step, fed: Int, maximum: Int, type: UInt, format: Int32) {
    if case .value = step {
        precondition(fed <= maximum, "a value from \(fed) bytes, over the limit \(maximum)")
        precondition(format == 8 && (type == 300 || type == 31), "a value from type \(type), format \(format)")
    }
}

@main
struct SelectionReplyFuzzMain {
    static func main() { FuzzDriver.main(selectionReplyFuzz) }
}
