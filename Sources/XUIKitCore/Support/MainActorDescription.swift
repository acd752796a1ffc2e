import Foundation

extension NSObject {
    /// A description built from main-actor state, for `description` overrides
    /// of main-actor classes.
    ///
    /// `NSObject.description` is nonisolated (printing, string interpolation
    /// and debuggers call it from anywhere), so the overrides must be too. On
    /// the main thread `body` runs with the main actor's isolation and its
    /// text is returned; elsewhere the object's state may be changing under
    /// the caller, so only `"<ClassName>"` is returned and no state is read.
    nonisolated func mainActorDescription(_ body: @MainActor () -> String) -> String {
        guard Thread.isMainThread else { return "<\(type(of: self))>" }
        // Sound: the main thread is the main actor's executor on Linux and
        // nothing else runs main-actor code (the check above is that proof).
        return MainActor.assumeIsolated(body)
    }
}
