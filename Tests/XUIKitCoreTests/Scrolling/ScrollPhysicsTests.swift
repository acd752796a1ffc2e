import Foundation
import Testing
@testable import XUIKitCore

@Suite("Scroll physics: UIKit's deceleration projection, rubber band and bounce, as functions of time")
struct ScrollPhysicsTests {
    @Test("A 1,000 pt/s release travels 499 pt at .normal and 99 pt at .fast (Apple's projection)")
    func projection() {
        #expect(abs(ScrollPhysics.projectedDistance(velocity: 1, rate: 0.998) - 499) < 1e-9)
        #expect(abs(ScrollPhysics.projectedDistance(velocity: -1, rate: 0.99) + 99) < 1e-9)
        #expect(abs(ScrollPhysics.velocity(toTravel: 499, rate: 0.998) - 1) < 1e-9)
    }

    @Test("Deceleration starts at the release velocity, keeps 0.998 of it per ms, and comes to rest on its projection")
    func deceleration() {
        let motion = Deceleration(start: 100, velocity: 2, rate: 0.998)
        #expect(abs(motion.target - (100 + 2 * 499)) < 1e-9)
        #expect(abs(motion.velocity(at: 0.001) - 2 * 0.998) < 1e-9)
        // After n whole milliseconds the offset is the sum of n steps of v·dᵏ (k = 1 … n).
        let summed = (1...100).reduce(CGFloat(100)) { offset, k in offset + 2 * pow(0.998, CGFloat(k)) }
        #expect(abs(motion.offset(at: 0.1) - summed) < 1e-6)
        #expect(!motion.isDone(at: 1) && motion.isDone(at: 4))
        let crossing = try! #require(motion.time(reaching: 600))
        #expect(abs(motion.offset(at: crossing) - 600) < 1e-6)
        #expect(motion.time(reaching: 2000) == nil && motion.time(reaching: 50) == nil)
    }

    @Test("The rubber band gives 0.55 pt per point at first, never reaches the viewport's length, and inverts")
    func rubberBand() {
        #expect(ScrollPhysics.rubberBand(0, dimension: 300) == 0)
        #expect(abs(ScrollPhysics.rubberBand(0.01, dimension: 300) / 0.01 - 0.55) < 1e-4)
        #expect(abs(ScrollPhysics.rubberBand(100, dimension: 300) - (1 - 1 / (100 * 0.55 / 300 + 1)) * 300) < 1e-9)
        #expect(ScrollPhysics.rubberBand(1e9, dimension: 300) < 300)
        #expect(ScrollPhysics.rubberBand(-100, dimension: 300) == -ScrollPhysics.rubberBand(100, dimension: 300))
        for pull in [-250.0, -3, 7, 120, 900] as [CGFloat] {
            let shown = ScrollPhysics.rubberBand(pull, dimension: 300)
            #expect(abs(ScrollPhysics.rubberBandPull(showing: shown, dimension: 300) - pull) < 1e-6)
        }
    }

    @Test("A bounce back starts where it was released, never overshoots its rest (overdamped), is within 1.1 pt at 0.5 s and done by 1.2 s")
    func bounceBack() {
        let spring = BounceBack(start: -60, velocity: 0, rest: 0)
        #expect(abs(spring.offset(at: 0) + 60) < 1e-9)
        var previous = spring.offset(at: 0)
        for step in 1...70 {
            let offset = spring.offset(at: Double(step) / 100)
            #expect(offset >= previous - 1e-9 && offset <= 0)
            previous = offset
        }
        #expect(abs(spring.offset(at: 0.5)) < 1.1 && !spring.isDone(at: 0.5) && spring.isDone(at: 1.2))
    }

    @Test("An axis decelerating past its edge bounces back to the edge; without bounces it stops there")
    func axisMotionAtEdges() {
        var bouncing = ScrollAxisMotion(offset: 900, velocity: 1, rate: 0.998, range: 0...1000, bounces: true, now: 0)
        #expect(bouncing.restingOffset == 1000)
        var passedEdge = false
        for step in 1...400 {
            if bouncing.offset(at: Double(step) / 100) > 1000 { passedEdge = true }
        }
        #expect(passedEdge && bouncing.isDone && bouncing.offset(at: 5) == 1000)
        var stopping = ScrollAxisMotion(offset: 900, velocity: 1, rate: 0.998, range: 0...1000, bounces: false, now: 0)
        for step in 1...100 { #expect(stopping.offset(at: Double(step) / 100) <= 1000) }
        #expect(stopping.isDone && stopping.offset(at: 9) == 1000)
        let still = ScrollAxisMotion(offset: 10, velocity: 0, rate: 0.998, range: 0...1000, bounces: true, now: 0)
        #expect(still.isDone)
    }
}
