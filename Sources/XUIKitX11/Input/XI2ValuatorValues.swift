import XUIKitCore
/// The valuators present in one XI2 device event: valuator number -> value
/// in device units. What `X11InputDecoder` reads from an `XIValuatorState`.
///
/// Valuators 0...63 are held inline, up to `inlineCapacity` of them (a
/// touch event carries a handful: X and Y, perhaps pressure and contact
/// size): a presence bit per number and the values packed in number order,
/// as XI2 itself packs them. No allocation, and a lookup is a bit test and a
/// population count. Other numbers, and values past the inline capacity, go
/// to an overflow dictionary. Two sets are equal when they hold the same
/// numbers with the same values, whatever order they were added in; adding
/// a number already present replaces its value.
struct XI2ValuatorValues: Equatable, ExpressibleByDictionaryLiteral {
    /// How many values are held without allocating.
    static let inlineCapacity = 8

    /// Bit n set: valuator n (n < 64) is held inline.
    private var inlineMask: UInt64 = 0
    /// The inline values, in number order (only the first `inlineMask.nonzeroBitCount` are used).
    private var values = SIMD8<Double>()
    // `Dictionary()`, not `[:]`: the literal went through the non-inlined
    // `init(dictionaryLiteral:)` for every event decoded.
    private var overflow = [Int: Double]()

    init() {}

    /// Valuators 0...63 in XI2's own layout: bit n of `mask` set for each
    /// valuator present, `packed` holding their values in bit order.
    /// Requires `mask.nonzeroBitCount <= inlineCapacity`.
    init(packedMask mask: UInt64, values packed: UnsafePointer<Double>) {
        precondition(mask.nonzeroBitCount <= Self.inlineCapacity, "more valuators than fit inline")
        inlineMask = mask
        withUnsafeMutableBytes(of: &values) { storage in
            storage.baseAddress!.copyMemory(from: packed, byteCount: mask.nonzeroBitCount * MemoryLayout<Double>.stride)
        }
    }

    init(dictionaryLiteral elements: (Int, Double)...) {
        for (number, value) in elements { self[number] = value }
    }

    /// How many valuators are present.
    var count: Int { inlineMask.nonzeroBitCount + overflow.count }

    /// Whether no valuator is present.
    var isEmpty: Bool { count == 0 }

    /// The value of valuator `number`, nil when the event does not carry it.
    subscript(number: Int) -> Double? {
        get {
            if number >= 0 && number < 64 && inlineMask & (1 << UInt64(number)) != 0 {
                return values[slot(of: number)]
            }
            return overflow.isEmpty ? nil : overflow[number]
        }
        set {
            guard number >= 0 && number < 64 else { overflow[number] = newValue; return }
            let bit: UInt64 = 1 << UInt64(number)
            let slot = slot(of: number)
            if inlineMask & bit != 0 {
                if let newValue {
                    values[slot] = newValue
                } else {
                    for next in slot..<(inlineMask.nonzeroBitCount - 1) { values[next] = values[next + 1] }
                    inlineMask &= ~bit
                    values[inlineMask.nonzeroBitCount] = 0
                }
            } else if let newValue, inlineMask.nonzeroBitCount < Self.inlineCapacity, overflow[number] == nil {
                for next in stride(from: inlineMask.nonzeroBitCount, to: slot, by: -1) { values[next] = values[next - 1] }
                values[slot] = newValue
                inlineMask |= bit
            } else {
                overflow[number] = newValue
            }
        }
    }

    /// Every (number, value) pair, in no particular order.
    var elements: [(number: Int, value: Double)] {
        var result: [(number: Int, value: Double)] = []
        var mask = inlineMask
        while mask != 0 {
            let number = mask.trailingZeroBitCount
            result.append((number, values[slot(of: number)]))
            mask &= mask - 1
        }
        return result + overflow.map { ($0.key, $0.value) }
    }

    /// Where valuator `number` (0...63) sits, or would sit, among the inline values.
    private func slot(of number: Int) -> Int {
        (inlineMask & ((1 << UInt64(number)) &- 1)).nonzeroBitCount
    }

    static func == (a: XI2ValuatorValues, b: XI2ValuatorValues) -> Bool {
        guard a.count == b.count else { return false }
        return a.elements.allSatisfy { b[$0.number] == $0.value }
    }
}
