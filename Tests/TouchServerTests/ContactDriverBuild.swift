import Foundation
import Testing
import TouchServer

/// Builds XUIKit's Xorg input driver the way `make xorg-driver` does
/// (`scripts/build-xorg-driver.sh`) when this checkout has not built it yet,
/// so `swift test` alone can start a server with contact axes.
/// One file, linked into TouchServerTests and TouchLabTests.
func buildContactDriverIfMissing() throws {
    let modules = ContactTouchDriver.defaultModuleDirectory
    guard !FileManager.default.isReadableFile(atPath: "\(modules)/input/xuitouch_drv.so") else { return }
    let root = URL(fileURLWithPath: modules).deletingLastPathComponent().deletingLastPathComponent()
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/bin/bash")
    build.arguments = [root.appendingPathComponent("scripts/build-xorg-driver.sh").path]
    try build.run()
    build.waitUntilExit()
    try #require(build.terminationStatus == 0, "scripts/build-xorg-driver.sh failed")
}
