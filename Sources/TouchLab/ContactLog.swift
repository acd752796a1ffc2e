import XUIKit

/// Every contact the inspector received, in landing order, with the live ones
/// found by their `UITouch`.
///
/// A touch is known from its `began` until its `ended` or `cancelled`; a
/// change for a touch the log does not know (one that landed before the
/// inspector's view got it) starts a contact as if it had just landed, so no
/// sample is lost. A second `began` for a live touch object closes nothing
/// and starts a new contact (UIKit never sends one).
public struct ContactLog: Sendable {
    /// Every contact, in landing order (`contacts[i].id == i + 1`).
    public private(set) var contacts: [ContactRecord] = []
    /// The most contacts that were down at once.
    public private(set) var maxSimultaneous = 0
    /// Live contacts by the identity of their `UITouch` (an identity is reused
    /// only after its touch ended, and is forgotten then).
    private var live: [ObjectIdentifier: Int] = [:]

    public init() {}

    /// The number of contacts down now.
    public var liveCount: Int { live.count }
    /// The indexes into `contacts` of the contacts down now, in landing order.
    public var liveIndexes: [Int] { live.values.sorted() }

    /// Records one change of the touch known as `touch`; returns the contact's index in `contacts`.
    @discardableResult
    public mutating func record(touch: ObjectIdentifier, sample: ContactRecord.Sample, tapCount: Int) -> Int {
        let index: Int
        if sample.phase != "began", let known = live[touch] {
            index = known
            contacts[index].append(sample, tapCount: tapCount)
        } else {
            index = contacts.count
            contacts.append(ContactRecord(id: index + 1, first: sample, tapCount: tapCount))
            live[touch] = index
        }
        if contacts[index].hasEnded { live[touch] = nil }
        maxSimultaneous = max(maxSimultaneous, live.count)
        return index
    }

    /// Sets what the device reported for the latest sample of the contact at `index`.
    public mutating func setDeviceAxes(_ axes: RawContactAxes?, ofLatestSampleOf index: Int) {
        contacts[index].setDeviceAxesOfLatestSample(axes)
    }

    /// The live contact of `touch`, if it is down.
    public func contact(for touch: ObjectIdentifier) -> ContactRecord? { live[touch].map { contacts[$0] } }

    /// The number of samples of every contact.
    public var sampleCount: Int { contacts.reduce(0) { $0 + $1.samples.count } }
}

extension ContactLog {
    /// Records every touch of one responder call, as seen in `view`'s space;
    /// `start` is the inspector's start on the touches' clock. Returns the indexes of their contacts.
    @MainActor
    @discardableResult
    public mutating func record(_ touches: Set<UITouch>, in view: UIView, since start: TimeInterval) -> [Int] {
        // Landing order within one call: left to right, then top to bottom, so ids are reproducible.
        let ordered = touches.sorted {
            let a = $0.location(in: view), b = $1.location(in: view)
            return a.x != b.x ? a.x < b.x : a.y < b.y
        }
        return ordered.map { touch in
            let point = touch.location(in: view)
            let sample = ContactRecord.Sample(
                time: touch.timestamp - start, phase: touch.phase.description, x: Double(point.x), y: Double(point.y),
                force: touch.maximumPossibleForce > 0 ? Double(touch.force) : nil,
                majorRadius: touch.majorRadius > 0 ? Double(touch.majorRadius) : nil)
            return record(touch: ObjectIdentifier(touch), sample: sample, tapCount: touch.tapCount)
        }
    }
}
