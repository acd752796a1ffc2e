import Foundation
import PackagePlugin

/// Builds a target's iOS sources unchanged: the `.swift` files under the
/// target's folder that the target excludes from plain compilation (the
/// folder an Xcode project builds for iOS) are rewritten by `xuikit-port`
/// into the plugin's work folder, with `#sourceLocation` back to the
/// original lines, and compiled as the target's sources.
///
///     .executableTarget(name: "MyApp", dependencies: [.product(name: "XUIKit", package: "xuikit")],
///                       exclude: ["iOS"], plugins: [.plugin(name: "XUIKitPort", package: "xuikit")])
@main
struct XUIKitPort: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let compiled = Set(target.sourceFiles(withSuffix: "swift").map { $0.url.standardizedFileURL.path })
        let sources = PortedFiles.swiftFiles(under: target.directoryURL).filter { !compiled.contains($0.path) }
        guard !sources.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        let paths = sources.map(\.path)
        let outputs = paths.map { output.appending(path: PortedFiles.copyName(for: $0, among: paths)) }
            + [output.appending(path: "XUIKitPortRegistration.swift")]
        return [
            .buildCommand(
                displayName: "Porting \(sources.count) iOS source files of \(target.name)",
                executable: try context.tool(named: "xuikit-port").url,
                arguments: ["build", output.path] + paths,
                inputFiles: sources,
                outputFiles: outputs
            ),
        ]
    }
}

/// Finding the iOS sources and naming their copies (the same rule as `PortedFileName` in the rewriter).
enum PortedFiles {
    /// Every `.swift` file below `folder`, hidden folders skipped, sorted.
    static func swiftFiles(under folder: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            found.append(url.standardizedFileURL)
        }
        return found.sorted { $0.path < $1.path }
    }

    static func copyName(for path: String, among paths: [String]) -> String {
        let folders = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
        var common = folders.first.map(Array.init) ?? []
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        // A top-level main.swift stays main.swift: its top-level code is the program's entry.
        if parts.count == common.count + 1, parts.last == "main.swift" { return "main.swift" }
        let name = parts.dropFirst(common.count).joined(separator: "_")
        return (name.hasSuffix(".swift") ? String(name.dropLast(6)) : name) + "+ported.swift"
    }
}
