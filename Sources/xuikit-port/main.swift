import Foundation
import XUIKitPortRewriter

/// xuikit-port: the porting rewrite as a command (the plugins run it).
///
///     xuikit-port build <output-dir> <source>...   rewritten copies with #sourceLocation,
///                                                 plus XUIKitPortRegistration.swift, into <output-dir>
///     xuikit-port in-place <registration> <source>...   rewrites the sources themselves (a one-way port)
///                                                 and writes the module's registration file
///
/// Copies in <output-dir> are named after their source's path, so two `View.swift` in
/// different folders do not collide. Exits 1 with a one-line message on bad input.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("xuikit-port: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, ["build", "in-place"].contains(arguments[0]) else {
    fail("usage: xuikit-port build <output-dir> <source>... | xuikit-port in-place <registration-file> <source>...")
}
let mode = arguments[0]
let destination = arguments[1]
let paths = Array(arguments.dropFirst(2))
var sources: [PortedSource] = []
for path in paths {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    sources.append(PortedSource(path: path, text: text))
}
let output = PortRewrite.rewrite(sources, sourceLocations: mode == "build")

func write(_ text: String, to path: String) {
    // Unchanged files are not rewritten, so the build does not recompile them.
    if let existing = try? String(contentsOfFile: path, encoding: .utf8), existing == text { return }
    do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch { fail("cannot write \(path): \(error)") }
}

if mode == "build" {
    do { try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true) } catch {
        fail("cannot create \(destination): \(error)")
    }
    var written: Set<String> = []
    for file in output.files {
        let name = PortedFileName.copyName(for: file.path, among: paths)
        written.insert(name)
        write(file.text, to: destination + "/" + name)
    }
    // Copies of sources since renamed or deleted would linger: remove them.
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? []
    for name in existing where name.hasSuffix("+ported.swift") && !written.contains(name) {
        try? FileManager.default.removeItem(atPath: destination + "/" + name)
    }
    write(output.registration, to: destination + "/XUIKitPortRegistration.swift")
} else {
    for file in output.files { write(file.text, to: file.path) }
    write(output.registration, to: destination)
}
