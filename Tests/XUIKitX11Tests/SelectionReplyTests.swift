import Foundation
import Testing
@testable import XUIKitX11

/// The rules a selection owner's answer is checked by, before anything is kept.
@Suite("A selection owner's answer: text in one property or INCR pieces, bounded")
struct SelectionReplyTests {
    static let types = SelectionReply.Types(utf8String: 300, string: 31, incr: 301)
    func reply(max: Int = 100) -> SelectionReply { SelectionReply(types: Self.types, maximumBytes: max) }

    @Test("UTF8_STRING is UTF-8 (a bad sequence replaced), STRING is Latin-1")
    func textTypes() {
        var utf8 = reply()
        #expect(utf8.first(type: 300, format: 8, bytes: Array("héllo".utf8) + [0xFF]) == .value("héllo\u{FFFD}"))
        var latin = reply()
        #expect(latin.first(type: 31, format: 8, bytes: [0x68, 0xE9]) == .value("hé"))
    }

    @Test("Anything else is refused: another type, format 16 or 32, or more bytes than the limit in one property")
    func refusals() {
        var atom = reply()
        #expect(atom.first(type: 4, format: 32, bytes: [1, 2, 3, 4, 5, 6, 7, 8]) == .refused("a value of type 4, format 32, not text"))
        var wide = reply()
        #expect(wide.first(type: 300, format: 16, bytes: [0, 65]) == .refused("a value of type 300, format 16, not text"))
        var big = reply(max: 3)
        #expect(big.first(type: 300, format: 8, bytes: [65, 66, 67, 68]) == .refused("more than 3 bytes"))
        var incr = reply()
        #expect(incr.first(type: 301, format: 8, bytes: [0]) == .refused("an INCR announcement of format 8, not 32"))
    }

    @Test("INCR: pieces are appended until an empty one, all of one text type")
    func incremental() {
        var r = reply()
        #expect(r.first(type: 301, format: 32, bytes: [0, 0, 0, 0, 0, 0, 0, 0]) == .more)
        #expect(r.piece(type: 300, format: 8, bytes: Array("ab".utf8)) == .more)
        #expect(r.piece(type: 300, format: 8, bytes: Array("c".utf8)) == .more)
        #expect(r.piece(type: 300, format: 8, bytes: []) == .value("abc"))
        #expect(r.isOver)
    }

    @Test("INCR pieces past the limit, of another type, of format 32, or after the end are refused")
    func incrementalRefusals() {
        var big = reply(max: 4)
        _ = big.first(type: 301, format: 32, bytes: [])
        #expect(big.piece(type: 300, format: 8, bytes: [1, 2, 3]) == .more)
        #expect(big.piece(type: 300, format: 8, bytes: [4, 5]) == .refused("more than 4 bytes"))
        var mixed = reply()
        _ = mixed.first(type: 301, format: 32, bytes: [])
        #expect(mixed.piece(type: 300, format: 8, bytes: [1]) == .more)
        #expect(mixed.piece(type: 31, format: 8, bytes: [2]) == .refused("a piece of type 31, format 8"))
        var long = reply()
        _ = long.first(type: 301, format: 32, bytes: [])
        #expect(long.piece(type: 300, format: 32, bytes: [1, 0, 0, 0, 0, 0, 0, 0]) == .refused("a piece of type 300, format 32"))
        var plain = reply()
        _ = plain.first(type: 300, format: 8, bytes: [65])
        #expect(plain.piece(type: 300, format: 8, bytes: [66]) == .refused("a piece outside an INCR transfer"))
    }
}
