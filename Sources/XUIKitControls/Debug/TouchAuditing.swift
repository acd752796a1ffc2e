import Foundation
import XUIKitCore

/// `XUIKIT_TOUCH_AUDIT=1`: the app checks every touch call its views get
/// (`TouchPhaseAudit`), writes each violation to standard error at once as
/// `xuikit touch audit: violation: ...`, and a heartbeat line with the counts
/// every `XUIKIT_TOUCH_AUDIT_INTERVAL` seconds (default 1) as
/// `xuikit touch audit: began N ended N cancelled N live N violations N`.
/// `make monkey` reads both: a heartbeat that stops is a hang. (An XUIKit
/// tool, not UIKit API; `UIApplicationMain` installs it.)
@preconcurrency @MainActor
public enum TouchAuditing {
    private static var heartbeat: Timer?

    /// Attaches the audit and starts its heartbeat when the environment asks for it.
    public static func installIfAsked(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard environment["XUIKIT_TOUCH_AUDIT"] == "1", UIApplication.shared.touchPhaseAudit == nil else { return }
        let audit = TouchPhaseAudit { line in write("violation: \(line)") }
        UIApplication.shared.touchPhaseAudit = audit
        let interval = environment["XUIKIT_TOUCH_AUDIT_INTERVAL"].flatMap(Double.init).map { max(0.05, $0) } ?? 1
        heartbeat = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
            MainActor.assumeIsolated { write(UIApplication.shared.touchPhaseAudit?.summary ?? "detached") }
        }
    }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data("xuikit touch audit: \(line)\n".utf8))
    }
}
