import Foundation
import XUIKitCore

/// `XUIKIT_TOUCH_AUDIT=1`: the app checks every touch call its views get
/// (`TouchPhaseAudit`), writes each violation to standard error at once as
/// `xuikit touch audit: violation: ...`, and a heartbeat line with the counts
/// every `XUIKIT_TOUCH_AUDIT_INTERVAL` seconds (default 1) as
/// `xuikit touch audit: began N ended N cancelled N live N violations N views N`
/// (views: alive now, `ViewCensus`), and every 20th beat a `xuikit view census:`
/// line naming the view classes whose live count grew.
/// `make monkey` reads both: a heartbeat that stops is a hang. (An XUIKit
/// tool, not UIKit API; `UIApplicationMain` installs it.)
@preconcurrency @MainActor
public enum TouchAuditing {
    private static var heartbeat: Timer?

    /// Attaches the audit and starts its heartbeat when the environment asks for it.
    public static func installIfAsked(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["XUIKIT_TOUCH_AUDIT"] == "1", UIApplication.shared.touchPhaseAudit == nil else { return }
        ViewCensus.isOn = true
        let audit = TouchPhaseAudit { line in write("violation: \(line)") }
        UIApplication.shared.touchPhaseAudit = audit
        let interval = environment["XUIKIT_TOUCH_AUDIT_INTERVAL"].flatMap(Double.init).map { max(0.05, $0) } ?? 1
        var beats = 0
        var lastCensus: [String: Int] = [:]
        heartbeat = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
            MainActor.assumeIsolated {
                write((UIApplication.shared.touchPhaseAudit?.summary ?? "detached") + " views \(ViewCensus.total)")
                beats += 1
                guard beats % 20 == 0 else { return }
                // The classes whose live count grew since the last census line: what may outlive its screen.
                let census = ViewCensus.snapshot
                let grown = census.filter { $0.value > lastCensus[$0.key, default: 0] }.sorted { $0.value > $1.value }.prefix(12)
                lastCensus = census
                FileHandle.standardError.write(Data(("xuikit view census: " + grown.map { "\($0.key)=\($0.value)" }.joined(separator: " ") + "\n").utf8))
            }
        }
    }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data("xuikit touch audit: \(line)\n".utf8))
    }
}
