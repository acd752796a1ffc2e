internal import CX11

/// One outgoing INCR transfer (ICCCM 2.7.2): a selection value too large for
/// one property, sent in pieces to a requestor's property.
///
///     announced (INCR written) → piece 1 … piece n → empty piece → done
///
/// Each step is taken when the requestor deletes the property (it has read
/// the last one). The pieces are `pieceSize` bytes, GTK's figure for when a
/// value goes INCR at all: 256 KiB.
struct IncrementalTransfer {
    static let pieceSize = 256 * 1024

    let requestor: Window
    let property: Atom
    let type: Atom
    private let bytes: [UInt8]
    private var sent = 0
    private(set) var isFinished = false

    init(requestor: Window, property: Atom, type: Atom, bytes: [UInt8]) {
        self.requestor = requestor
        self.property = property
        self.type = type
        self.bytes = bytes
    }

    /// How many bytes the INCR announcement promises (a lower bound, as ICCCM allows).
    var announcedSize: Int { bytes.count }

    /// The next piece to write after the requestor deleted the property: a
    /// slice of the value, then one empty piece that ends the transfer.
    mutating func nextPiece() -> ArraySlice<UInt8> {
        precondition(!isFinished, "IncrementalTransfer: a piece asked for after the empty one")
        let end = min(bytes.count, sent + Self.pieceSize)
        let piece = bytes[sent..<end]
        sent = end
        if piece.isEmpty { isFinished = true }
        return piece
    }
}
