/// The valuators present in one XI2 device event: valuator number -> value
/// in device units. What `X11InputDecoder` reads from an `XIValuatorState`.
///
/// Up to `inlineCapacity` values are held inline (no allocation: a touch
/// event carries a handful, X and Y and perhaps pressure and contact size);
/// more go to an overflow dictionary. Lookup is by number; two sets are
/// equal when they hold the same numbers with the same values, whatever
/// order they were added in. Adding a number already present replaces its
/// value.
struct XI2ValuatorValues: Equatable, ExpressibleByDictionaryLiteral {
    /// How many values are held without allocating.
    static let inlineCapacity = 8

    private var numbers = SIMD8<Int32>(repeating: -1)
    private var values = SIMD8<Double>()
    private var inlineCount = 0
    private var overflow: [Int: Double] = [:]

    init() {}

    init(dictionaryLiteral elements: (Int, Double)...) {
        for (number, value) in elements { self[number] = value }
    }

    /// How many valuators are present.
    var count: Int { inlineCount + overflow.count }

    /// Whether no valuator is present.
    var isEmpty: Bool { count == 0 }

    /// The value of valuator `number`, nil when the event does not carry it.
    subscript(number: Int) -> Double? {
        get {
            if let slot = inlineSlot(of: number) { return values[slot] }
            return overflow.isEmpty ? nil : overflow[number]
        }
        set {
            if let slot = inlineSlot(of: number) {
                if let newValue { values[slot] = newValue } else { removeInline(at: slot) }
            } else if let newValue, inlineCount < Self.inlineCapacity, number >= 0, Int32(exactly: number) != nil {
                numbers[inlineCount] = Int32(number)
                values[inlineCount] = newValue
                inlineCount += 1
            } else {
                overflow[number] = newValue
            }
        }
    }

    /// Every (number, value) pair, in no particular order.
    var elements: [(number: Int, value: Double)] {
        (0..<inlineCount).map { (Int(numbers[$0]), values[$0]) } + overflow.map { ($0.key, $0.value) }
    }

    private func inlineSlot(of number: Int) -> Int? {
        guard number >= 0, let wanted = Int32(exactly: number) else { return nil }
        for slot in 0..<inlineCount where numbers[slot] == wanted { return slot }
        return nil
    }

    private mutating func removeInline(at slot: Int) {
        for next in slot..<(inlineCount - 1) {
            numbers[next] = numbers[next + 1]
            values[next] = values[next + 1]
        }
        inlineCount -= 1
        numbers[inlineCount] = -1
        values[inlineCount] = 0
    }

    static func == (a: XI2ValuatorValues, b: XI2ValuatorValues) -> Bool {
        guard a.count == b.count else { return false }
        return a.elements.allSatisfy { b[$0.number] == $0.value }
    }
}
