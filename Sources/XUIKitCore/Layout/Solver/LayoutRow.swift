import Foundation

/// A symbol of the solver's tableau: an external variable, a slack, an
/// error or a dummy, identified by a number given out in order.
struct LayoutSymbol: Hashable, Comparable {
    enum Kind: UInt8 { case invalid, external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static let invalid = LayoutSymbol(id: 0, kind: .invalid)
    static func < (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.id < b.id }
    static func == (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.id == b.id }
    /// The id alone: it decides the kind.
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// Slacks and errors are restricted to values >= 0 and can be pivoted.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// One row of the tableau, `constant + Σ coefficient · symbol`, kept as
/// cells sorted by symbol (so every walk over a row is in one order and the
/// solver's choices are the same every run, as kiwi's sorted vectors make them).
/// Coefficients within 1e-8 of zero are dropped. `mask` has bit `id % 64` set
/// for every symbol in the row (and perhaps a few that left): a row whose bit is
/// clear cannot hold the symbol, which lets the solver's substitutions over every
/// row skip most of them without reading their cells.
struct LayoutRow {
    private(set) var cells: [(symbol: LayoutSymbol, coefficient: Double)] = []
    private(set) var constant: Double
    private(set) var mask: UInt64 = 0

    static func bit(_ symbol: LayoutSymbol) -> UInt64 { 1 &<< UInt64(symbol.id & 63) }
    func mayContain(_ symbol: LayoutSymbol) -> Bool { mask & Self.bit(symbol) != 0 }
    private mutating func recomputeMask() { mask = cells.reduce(0) { $0 | Self.bit($1.symbol) } }

    init(constant: Double = 0) { self.constant = constant }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

    private func index(of symbol: LayoutSymbol) -> (found: Bool, at: Int) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low < cells.count && cells[low].symbol == symbol, low)
    }

    func coefficient(for symbol: LayoutSymbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (found, at) = index(of: symbol)
        return found ? cells[at].coefficient : 0
    }

    /// Adds `value` to the constant; the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient` to the symbol's cell (dropping it when it becomes zero).
    mutating func insert(_ symbol: LayoutSymbol, _ coefficient: Double = 1) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = cells[at].coefficient + coefficient
            if Self.nearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
        } else if !Self.nearZero(coefficient) {
            cells.insert((symbol, coefficient), at: at)
            mask |= Self.bit(symbol)
        }
    }

    /// Adds `other` times `coefficient` to this row.
    mutating func insert(_ other: LayoutRow, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for cell in other.cells { insert(cell.symbol, cell.coefficient * coefficient) }
    }

    mutating func remove(_ symbol: LayoutSymbol) {
        guard mayContain(symbol) else { return }
        let (found, at) = index(of: symbol)
        if found { cells.remove(at: at); recomputeMask() }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Given `a·x + b·y + c = 0`, makes the row `x = -b/a·y - c/a` (x leaves the row).
    mutating func solve(for symbol: LayoutSymbol) {
        let factor = -1 / coefficient(for: symbol)
        remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Given `lhs = b·rhs + c`, makes the row `rhs = lhs/b - c/b`.
    mutating func solve(for lhs: LayoutSymbol, _ rhs: LayoutSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`; whether the row had the symbol (when not, nothing changes).
    @discardableResult
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) -> Bool {
        guard mayContain(symbol) else { return false }
        let (found, at) = index(of: symbol)
        guard found else { return false }
        let coefficient = cells[at].coefficient
        cells.remove(at: at)
        insert(row, coefficient)
        recomputeMask()
        return true
    }
}
