import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory port-ios --target App`:
/// the porting rewrite applied to a target's Swift files in place (all of
/// them, compiled or excluded), a one-way port after which they build on
/// XUIKit without the `XUIKitPort` build plugin. The module's registration
/// is written as `XUIKitPortRegistration.swift` in the target's folder.
/// Run it once: a second run finds nothing left to rewrite but appends the
/// generated tables again.
@main
struct XUIKitPortInPlace: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard !names.isEmpty else {
            Diagnostics.error("port-ios: name the targets to port with --target NAME")
            return
        }
        let tool = try context.tool(named: "xuikit-port").url
        for target in try context.package.targets(named: names) {
            guard let target = target as? SourceModuleTarget else { continue }
            let registration = target.directoryURL.appending(path: "XUIKitPortRegistration.swift").path
            let files = swiftFiles(under: target.directoryURL).filter { $0 != registration }
            guard !files.isEmpty else { continue }
            let process = Process()
            process.executableURL = tool
            process.arguments = ["in-place", registration] + files
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("port-ios: xuikit-port failed on \(target.name) (status \(process.terminationStatus))")
                return
            }
            print("port-ios: rewrote \(files.count) files of \(target.name) in place")
        }
    }

    private func swiftFiles(under folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        var found: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" { found.append(url.standardizedFileURL.path) }
        return found.sorted()
    }
}
