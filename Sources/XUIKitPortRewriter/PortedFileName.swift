/// Names of the rewritten copies in the build folder.
public enum PortedFileName {
    /// `Sources/App/iOS/Views/Card.swift` → `Views_Card+ported.swift`: the path below
    /// the sources' common folder, slashes as underscores (unique, and Swift
    /// needs distinct file names in one module), and a suffix: the copy's
    /// own `#fileID` must differ from the original's, which `#sourceLocation` gives.
    public static func copyName(for path: String, among paths: [String]) -> String {
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
