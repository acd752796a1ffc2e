/// Another client's answer to a conversion, checked piece by piece before
/// anything is kept: the rules that bound what a selection owner can make
/// the app do (no X calls here, so the fuzz target drives it).
///
///     first property:  a text type, format 8       → the value
///                      INCR, format 32             → pieces follow
///                      anything else               → refused
///     each piece:      the same type, format 8     → appended (an empty one ends it)
///                      past `maximumBytes` in all  → refused
///
/// Text types are UTF8_STRING (decoded as UTF-8, bad sequences replaced)
/// and STRING (Latin-1), whichever target was asked, as GTK reads text.
struct SelectionReply {
    /// The atoms the rules name (plain numbers, so the reply can be checked without a connection).
    struct Types {
        let utf8String: UInt, string: UInt, incr: UInt
    }

    enum Step: Equatable {
        /// The whole value, decoded.
        case value(String)
        /// An INCR announcement or a piece taken: more to come.
        case more
        /// The answer is refused, and why (the value is nil, as UIKit's for a pasteboard without text).
        case refused(String)
    }

    let types: Types
    let maximumBytes: Int
    private var pieceType: UInt?
    private var bytes: [UInt8] = []
    private(set) var isOver = false

    init(types: Types, maximumBytes: Int) {
        self.types = types
        self.maximumBytes = maximumBytes
    }

    /// The property the owner's SelectionNotify named: its type, format and bytes.
    mutating func first(type: UInt, format: Int32, bytes first: [UInt8]) -> Step {
        precondition(pieceType == nil && !isOver, "SelectionReply: a second first property")
        if type == types.incr {
            guard format == 32 else { return refuse("an INCR announcement of format \(format), not 32") }
            pieceType = 0  // set by the first piece
            return .more
        }
        return finish(type: type, format: format, bytes: first)
    }

    /// The next INCR piece.
    mutating func piece(type: UInt, format: Int32, bytes piece: [UInt8]) -> Step {
        guard let expected = pieceType, !isOver else { return refuse("a piece outside an INCR transfer") }
        guard format == 8, isText(type), expected == 0 || expected == type else {
            return refuse("a piece of type \(type), format \(format)")
        }
        pieceType = type
        if piece.isEmpty { return finish(type: type, format: format, bytes: bytes) }
        guard piece.count <= maximumBytes - bytes.count else { return refuse("more than \(maximumBytes) bytes") }
        bytes += piece
        return .more
    }

    private mutating func finish(type: UInt, format: Int32, bytes value: [UInt8]) -> Step {
        guard format == 8, isText(type) else { return refuse("a value of type \(type), format \(format), not text") }
        guard value.count <= maximumBytes else { return refuse("more than \(maximumBytes) bytes") }
        isOver = true
        if type == types.string { return .value(String(String.UnicodeScalarView(value.map { Unicode.Scalar($0) }))) }
        return .value(String(decoding: value, as: UTF8.self))
    }

    private func isText(_ type: UInt) -> Bool { type == types.utf8String || type == types.string }

    private mutating func refuse(_ reason: String) -> Step {
        isOver = true
        bytes = []
        return .refused(reason)
    }
}
