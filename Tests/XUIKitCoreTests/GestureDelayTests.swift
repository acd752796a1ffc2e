import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Recognizers delaying the view's touches")
struct GestureDelayTests {
    @Test("delaysTouchesBegan: the view sees nothing of a recognized tap")
    func delayedBeganDropped() {
        let trace = CallTrace()
        let (input, tap) = tracedRecognizer(UITapGestureRecognizer(), as: "tap", into: trace)
        tap.delaysTouchesBegan = true
        input.down(1, at: .at(50, 50))
        #expect(trace.text == "")
        input.up(1, at: .at(50, 50))
        #expect(trace.text == "tap ended")
    }

    @Test("delaysTouchesBegan: began reaches the view when the tap fails, with the move that failed it")
    func delayedBeganDeliveredOnFailure() {
        let trace = CallTrace()
        let (input, tap) = tracedRecognizer(UITapGestureRecognizer(), as: "tap", into: trace)
        tap.delaysTouchesBegan = true
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(55, 50))
        #expect(trace.text == "")
        input.move(1, to: .at(70, 50))
        #expect(trace.text == "began v, moved v")
        input.up(1, at: .at(70, 50))
        #expect(trace.text == "began v, moved v, ended v")
    }

    @Test("delaysTouchesEnded: ended is held while a double tap may still be recognized, then delivered when it fails")
    func delayedEndedDeliveredOnFailure() {
        let trace = CallTrace()
        let (input, doubleTap) = tracedRecognizer(UITapGestureRecognizer(), as: "double", into: trace)
        doubleTap.numberOfTapsRequired = 2
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v")
        input.advance(by: 0.34)
        #expect(trace.text == "began v")
        input.advance(by: 0.02)
        #expect(trace.text == "began v, ended v")
    }

    @Test("delaysTouchesEnded: a held ended becomes cancelled when the double tap is recognized")
    func delayedEndedCancelledOnRecognition() {
        let trace = CallTrace()
        let (input, doubleTap) = tracedRecognizer(UITapGestureRecognizer(), as: "double", into: trace)
        doubleTap.numberOfTapsRequired = 2
        input.tap(at: .at(50, 50))
        input.advance(by: 0.2)
        input.tap(at: .at(52, 50))
        #expect(trace.text == "began v, began v, double ended, cancelled v x2")
    }

    @Test("Without delaysTouchesEnded the first tap's ended reaches the view at once")
    func endedNotDelayed() {
        let trace = CallTrace()
        let (input, doubleTap) = tracedRecognizer(UITapGestureRecognizer(), as: "double", into: trace)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesEnded = false
        input.tap(at: .at(50, 50))
        input.advance(by: 0.2)
        input.tap(at: .at(52, 50))
        #expect(trace.text == "began v, ended v, began v, double ended, cancelled v")
    }
}
