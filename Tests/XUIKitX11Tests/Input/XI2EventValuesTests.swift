import CX11
import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("XI2 valuator and button values")
struct XI2EventValuesTests {
    /// Decodes `numbers` (with values 1, 2, 3...) from a mask of `maskLength` bytes.
    private func decode(_ numbers: [Int], maskLength: Int) -> XI2ValuatorValues {
        var mask = [UInt8](repeating: 0, count: maskLength)
        for n in numbers { mask[n / 8] |= 1 << UInt8(n % 8) }
        var values = numbers.indices.map { Double($0 + 1) }
        return mask.withUnsafeMutableBufferPointer { m in
            values.withUnsafeMutableBufferPointer { v in
                X11InputDecoder.valuators(XIValuatorState(mask_len: Int32(maskLength), mask: m.baseAddress, values: v.baseAddress))
            }
        }
    }

    @Test("Every valuator decodes to its own packed value, inline or past the inline capacity or above 63")
    func everyShapeOfMask() {
        let shapes: [[Int]] = [[], [0], [0, 1], [0, 1, 4, 5], Array(0..<8), Array(0..<9), Array(0..<12),
                               [0, 1, 63], [0, 1, 64], [2, 70, 100], Array(stride(from: 0, to: 80, by: 7))]
        for numbers in shapes {
            let decoded = decode(numbers, maskLength: 16)
            #expect(decoded.count == numbers.count, "\(numbers)")
            for (i, n) in numbers.enumerated() { #expect(decoded[n] == Double(i + 1), "\(numbers): \(n)") }
            #expect(decoded[numbers.count > 0 ? 127 : 0] == nil, "\(numbers)")
            var literal = XI2ValuatorValues()
            for (i, n) in numbers.enumerated().reversed() { literal[n] = Double(i + 1) }
            #expect(decoded == literal, "\(numbers)")
        }
    }

    @Test("Valuator sets equal by content: order of insertion does not matter, a changed value does")
    func equality() {
        let a: XI2ValuatorValues = [5: 1, 0: 2, 70: 3]
        #expect(a == [0: 2, 70: 3, 5: 1])
        #expect(a != [0: 2, 70: 3, 5: 9])
        #expect(a != [0: 2, 70: 3])
        var b = a
        b[5] = nil
        #expect(b == [0: 2, 70: 3])
        #expect(b[5] == nil && b[0] == 2)
    }

    @Test("A button mask read word by word gives the same buttons as bit by bit, for every length")
    func buttonsEveryLength() {
        for length in 1...33 {
            for button in 0..<(length * 8) {
                var mask = [UInt8](repeating: 0, count: length)
                mask[button / 8] |= 1 << UInt8(button % 8)
                let decoded = mask.withUnsafeMutableBufferPointer {
                    X11InputDecoder.buttons(XIButtonState(mask_len: Int32(length), mask: $0.baseAddress))
                }
                // Button 0 does not exist; buttons above 63 only make the set non-empty.
                #expect(decoded.isEmpty == (button == 0), "length \(length), button \(button)")
                #expect(decoded.contains(button) == (button >= 1 && button < 64), "length \(length), button \(button)")
            }
        }
    }
}
