import Testing
import TouchLab
import XUIKit

/// Where finger labels go (`LabelPlacement`).
@Suite("Inspector: finger label placement")
struct LabelPlacementTests {
    let bounds = CGRect(x: 0, y: 0, width: 400, height: 300)
    let size = CGSize(width: 160, height: 60)

    @Test("Up and to the right of the finger when nothing is in the way")
    func upRight() {
        let frame = LabelPlacement.frame(for: CGPoint(x: 100, y: 200), size: size, gap: 30, avoiding: [], in: bounds)
        #expect(frame == CGRect(x: 130, y: 110, width: 160, height: 60))
    }

    @Test("Another finger up-right sends the label up-left; fingers on both upper sides send it down-right")
    func avoidsFingers() {
        let point = CGPoint(x: 200, y: 200)
        let upRightFinger = CGRect(x: 240, y: 120, width: 56, height: 56)
        let upLeftFinger = CGRect(x: 100, y: 120, width: 56, height: 56)
        #expect(LabelPlacement.frame(for: point, size: size, gap: 30, avoiding: [upRightFinger], in: bounds).minX == 10)
        let frame = LabelPlacement.frame(for: point, size: size, gap: 30, avoiding: [upRightFinger, upLeftFinger], in: bounds)
        #expect(frame.origin == CGPoint(x: 230, y: 230))
    }

    @Test("Every finger position on a 10 pt grid: the label stays inside the bounds and off the finger's point")
    func sweep() {
        for x in stride(from: 0, through: 400, by: 10) {
            for y in stride(from: 0, through: 300, by: 10) {
                let point = CGPoint(x: x, y: y)
                let frame = LabelPlacement.frame(for: point, size: size, gap: 34, avoiding: [], in: bounds)
                #expect(bounds.contains(frame), "at \(point)")
                #expect(!frame.insetBy(dx: 1, dy: 1).contains(point), "at \(point)")
            }
        }
    }
}
