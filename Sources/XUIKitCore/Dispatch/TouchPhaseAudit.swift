import Foundation

/// Checks every touch call a view gets against UIKit's promise: a touch
/// begins once, on one view, moves there, and ends or is cancelled there
/// exactly once; nothing arrives for it afterwards. (An XUIKit debugging
/// tool, not UIKit API: `XUIKIT_TOUCH_AUDIT=1` switches it on in an app, for
/// `make monkey`; tests attach one to the dispatcher.)
///
/// It watches the calls the dispatcher makes (`touchesBegan` ...
/// `touchesCancelled`), whatever made them: a frame, a recognizer claiming
/// the touch, a view leaving the window, a device going away. A violation is
/// counted and handed to `report` as one line.
@MainActor
package final class TouchPhaseAudit {
    /// Where a violation's line goes.
    private let report: (String) -> Void
    /// The view each live touch began on (by identity; the touch holds the view).
    private var live: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// Touches that ended or were cancelled, kept for a while to catch late
    /// calls; weakly, since a freed touch's identity is reused by a new one.
    private var finished: [ObjectIdentifier: WeakTouch] = [:]
    private var finishedOrder: [ObjectIdentifier] = []
    private struct WeakTouch { weak var touch: UITouch? }
    package private(set) var began = 0, ended = 0, cancelled = 0, violations = 0

    /// How many finished touches are remembered (a bounded memory: older ones are forgotten).
    static let finishedMemory = 4096

    package init(report: @escaping (String) -> Void) { self.report = report }

    /// Touches that began and have not ended or been cancelled yet.
    package var liveCount: Int { live.count }

    /// One line with the counts, for a heartbeat.
    package var summary: String {
        "began \(began) ended \(ended) cancelled \(cancelled) live \(liveCount) violations \(violations)"
    }

    /// A call of `phase` with `touches` to `view`.
    func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, view: UIView) {
        let viewID = ObjectIdentifier(view)
        for touch in touches {
            let id = ObjectIdentifier(touch)
            switch phase {
            case .began:
                if live[id] != nil || hasFinished(touch) {
                    violate("touchesBegan again for a touch that \(live[id] != nil ? "is live" : "has finished") (\(type(of: view)))")
                }
                live[id] = viewID
                began += 1
            case .ended, .cancelled:
                if let owner = live.removeValue(forKey: id) {
                    if owner != viewID { violate("\(phase) on \(type(of: view)), not the view the touch began on") }
                    remember(touch)
                } else {
                    violate("\(phase) for a touch that \(hasFinished(touch) ? "had already finished" : "never began") (\(type(of: view)))")
                }
                if phase == .ended { ended += 1 } else { cancelled += 1 }
            default:
                if live[id] != viewID { violate("\(phase) for a touch not live on \(type(of: view))") }
            }
        }
    }

    private func hasFinished(_ touch: UITouch) -> Bool { finished[ObjectIdentifier(touch)]?.touch === touch }

    private func remember(_ touch: UITouch) {
        let id = ObjectIdentifier(touch)
        finished[id] = WeakTouch(touch: touch)
        finishedOrder.append(id)
        if finishedOrder.count > Self.finishedMemory {
            let forgotten = finishedOrder.prefix(finishedOrder.count / 2)
            // (An identity re-used by a later touch loses its entry too: at worst a late call goes unnoticed.)
            for old in forgotten { finished[old] = nil }
            finishedOrder.removeFirst(forgotten.count)
        }
    }

    private func violate(_ line: String) {
        violations += 1
        report(line)
    }
}

extension UIApplication {
    /// The audit checking every touch call views get, if one is attached.
    package var touchPhaseAudit: TouchPhaseAudit? {
        get { touchDispatcher.phaseAudit }
        set { touchDispatcher.phaseAudit = newValue }
    }
}
