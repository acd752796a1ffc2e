import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

/// The frame rule of `TouchFrameBuilder` (through the translator, as the
/// backend uses it): a drained batch is split into frames by touch ids only,
/// and nothing waits for a later batch.
@MainActor
@Suite("Touch frames: what one batch of X events is split into")
struct TouchFrameRuleTests {
    typealias F = TranslatorFixtures

    @Test("Ten fingers landing, moving and lifting in one server millisecond are one frame each time")
    func tenFingersOneFrameEach() {
        var translator = F.translator()
        let ids = (1...10).map { UInt32($0) }
        let landed = translator.batch(ids.map { F.touch(.touchBegin, $0, x: Double($0), y: 0, t: 1) })
        let moved = translator.batch(ids.map { F.touch(.touchUpdate, $0, x: Double($0), y: 5, t: 1.016) })
        let lifted = translator.batch(ids.map { F.touch(.touchEnd, $0, x: Double($0), y: 5, t: 1.032) })
        for (frame, phase) in [(landed, "began"), (moved, "moved"), (lifted, "ended")] {
            #expect(frame.count == 1)
            #expect(frame.first?.components(separatedBy: " | ").count == 10)
            #expect(frame.first?.components(separatedBy: " \(phase) ").count == 11)
        }
    }

    @Test("Fingers stamped milliseconds apart but read in one batch are one frame: the server's stamps of one frame spread when it is preempted")
    func stampsDoNotSplit() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, x: 10, y: 10, t: 1),
            F.touch(.touchBegin, 2, x: 20, y: 10, t: 1),
            F.touch(.touchBegin, 3, x: 30, y: 10, t: 1.004),
        ]) == ["w1 touches 10:1 began (10,10) | 10:2 began (20,10) | 10:3 began (30,10) @1.004"])
    }

    @Test("A touch's second change in a batch starts a new frame: a lift after another finger's move in the same frame stays with it")
    func secondChangeSplits() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 0, y: 0, t: 1), F.touch(.touchBegin, 2, x: 9, y: 0, t: 1)])
        #expect(translator.batch([
            F.touch(.touchUpdate, 1, x: 1, y: 0, t: 2),
            F.touch(.touchEnd, 2, x: 9, y: 0, t: 2),
            F.touch(.touchEnd, 1, x: 1, y: 0, t: 2.016),
        ]) == ["w1 touches 10:1 moved (1,0) | 10:2 ended (9,0) @2", "w1 touches 10:1 ended (1,0) @2.016"])
    }

    @Test("Moves of a finger from several frames read together still compress to the last; the frame takes the latest time")
    func compressionAcrossFrames() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 0, y: 0, t: 1), F.touch(.touchBegin, 2, x: 9, y: 0, t: 1)])
        #expect(translator.batch([
            F.touch(.touchUpdate, 1, x: 1, y: 0, t: 2),
            F.touch(.touchUpdate, 1, x: 2, y: 0, t: 2.016),
            F.touch(.touchUpdate, 2, x: 8, y: 0, t: 2.016),
            F.touch(.touchBegin, 3, x: 5, y: 5, t: 2.017),
        ]) == ["w1 touches 10:1 moved (2,0) | 10:2 moved (8,0) | 10:3 began (5,5) @2.017"])
    }

    @Test("A frame of moves reuses the storage of the frame before once that was delivered; a frame the consumer keeps stays as it was")
    func deliveredFrameStorageIsReused() {
        var translator = F.translator()
        let ids = (1...10).map { UInt32($0) }
        _ = translator.batch(ids.map { F.touch(.touchBegin, $0, x: Double($0), y: 0, t: 1) })
        func moveAll(to y: Double, at t: TimeInterval) -> [RoutedInput] {
            for id in ids { #expect(translator.translate(F.touch(.touchUpdate, id, x: Double(id), y: y, t: t)).isEmpty) }
            return translator.flush()
        }
        func storage(_ frames: [RoutedInput]) -> UnsafeRawPointer? {
            guard frames.count == 1, case .touches(let touches, _) = frames[0].event else { return nil }
            return touches.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let first = storage(moveAll(to: 5, at: 2))
        let second = storage(moveAll(to: 6, at: 3))
        #expect(first != nil && second == first)
        // A consumer keeping a frame (a recorder) keeps it intact, and later frames get storage of their own.
        let kept = moveAll(to: 7, at: 4)
        let keptLines = InputTrace.lines(kept)
        let later = moveAll(to: 8, at: 5)
        #expect(storage(later) != nil && storage(later) != storage(kept))
        #expect(InputTrace.lines(kept) == keptLines)
        #expect(keptLines.first?.components(separatedBy: " moved ").count == 11)
        #expect(keptLines.first?.hasSuffix("(10,7) @4") == true)
        #expect(InputTrace.lines(later).first?.hasSuffix("(10,8) @5") == true)
    }

    @Test("A single finger's change is out at the end of its batch: nothing waits for a later read")
    func singleFingerNotHeld() {
        var translator = F.translator()
        #expect(translator.translate(F.touch(.touchBegin, 1, x: 3, y: 4, t: 1)).isEmpty)
        #expect(InputTrace.lines(translator.flush()) == ["w1 touches 10:1 began (3,4) @1"])
        #expect(translator.flush().isEmpty)
    }
}
