import TouchServer
import TouchServerX11

/// Test helpers: the XI2 touch sequence a script should produce, and the
/// comparison with what an independent XI2 client observed.

/// One expected or observed touch event, with ids as the script numbers them.
struct TouchRecord: Equatable, CustomStringConvertible {
    var phase: ObservedEvent.TouchPhase
    var id: UInt32
    var x: Double
    var y: Double

    var description: String { "\(phase) \(id) \(x),\(y)" }

    /// Same phase and id, positions within `tolerance` px.
    func matches(_ other: TouchRecord, tolerance: Double = 1) -> Bool {
        phase == other.phase && id == other.id && abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }
}

extension TouchScript {
    /// The XI_TouchBegin/Update/End sequence this script produces: one event
    /// per down, move and up, an up at the finger's last position.
    var expectedTouches: [TouchRecord] {
        var last: [UInt32: (Double, Double)] = [:]
        var result: [TouchRecord] = []
        for step in steps {
            switch step {
            case .down(let id, let x, let y, _):
                last[id] = (x, y)
                result.append(TouchRecord(phase: .begin, id: id, x: x, y: y))
            case .move(let id, let x, let y, _):
                last[id] = (x, y)
                result.append(TouchRecord(phase: .update, id: id, x: x, y: y))
            case .up(let id):
                let (x, y) = last[id] ?? (0, 0)
                result.append(TouchRecord(phase: .end, id: id, x: x, y: y))
            default:
                break
            }
        }
        return result
    }
}

/// The touch events among `events`, with the X server's touch ids renamed to
/// the script's: the n-th sequence to begin gets the id of the n-th `down`
/// in `script`. Returns nil if the X ids are not one distinct id per
/// sequence.
func touchRecords(_ events: [ObservedEvent], namedAfter script: TouchScript) -> [TouchRecord]? {
    let scriptIDs = script.steps.compactMap { step -> UInt32? in
        if case .down(let id, _, _, _) = step { return id }
        return nil
    }
    var rename: [UInt32: UInt32] = [:]
    var beginCount = 0
    var result: [TouchRecord] = []
    for event in events {
        guard case .touch(let phase, let xID, let x, let y) = event else { continue }
        if phase == .begin {
            guard rename[xID] == nil, beginCount < scriptIDs.count else { return nil }
            rename[xID] = scriptIDs[beginCount]
            beginCount += 1
        }
        guard let id = rename[xID] else { return nil }
        result.append(TouchRecord(phase: phase, id: id, x: x, y: y))
        if phase == .end { rename[xID] = nil }
    }
    return result
}

/// The raw X touch records (X server ids), for comparing two observations.
func touchRecords(_ events: [ObservedEvent]) -> [TouchRecord] {
    events.compactMap { event in
        guard case .touch(let phase, let id, let x, let y) = event else { return nil }
        return TouchRecord(phase: phase, id: id, x: x, y: y)
    }
}

/// Whether two sequences have the same length and match pairwise.
func sequencesMatch(_ a: [TouchRecord], _ b: [TouchRecord], tolerance: Double = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.matches($1, tolerance: tolerance) }
}

/// Runs `body` with a fresh server and an XI2 observer on it; closes the
/// observer's connection before the server stops (Xlib exits the process
/// when its server goes away under an open connection).
func withObservedServer<T>(width: Int = 1024, height: Int = 768,
                           _ body: (HeadlessTouchServer, XI2EventObserver) throws -> T) throws -> T {
    let server = try HeadlessTouchServer(width: width, height: height)
    defer { server.stop() }
    let observer = try XI2EventObserver(displayName: server.display)
    defer { observer.display.close() }
    return try body(server, observer)
}
