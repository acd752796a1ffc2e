import Foundation

/// One public or open declaration found in a module's sources, with the
/// attributes written on it (on its own line and the attribute lines above).
struct PublicDeclaration: CustomStringConvertible {
    let module: String
    let file: String
    let line: Int
    /// `class`, `protocol`, or `other` (functions, properties, enums, structs).
    let kind: String
    /// The declared name for classes and protocols; the line itself otherwise.
    let name: String
    let attributes: [String]

    var isMainActor: Bool { attributes.contains("@MainActor") }
    var isPreconcurrency: Bool { attributes.contains("@preconcurrency") }
    var description: String { "\(module) \(kind) \(name) (\(file):\(line)) [\(attributes.joined(separator: " "))]" }
}

/// Reads the library's Swift sources as text and lists their public
/// declarations with their attributes: the mechanical check that every UIKit
/// class and protocol carries the SDK's isolation.
///
/// A line scanner, not a parser, and on purpose: it only has to recognise the
/// shape the style guide writes declarations in (attributes on the lines just
/// above, or before the modifiers on the same line; `public`/`open` among the
/// modifiers). What it cannot see it cannot excuse: a class it misses is not
/// in `classesAndProtocols`, and the tests also require every allow-listed
/// type to be found, so a scanner that silently finds nothing fails.
enum PublicDeclarationScanner {
    /// The package root: this file is Tests/PortingTests/PublicDeclarationScanner.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every public/open declaration that carries attributes, and every public
    /// class or protocol, in `Sources/<module>`.
    static func declarations(inModule module: String) throws -> [PublicDeclaration] {
        let folder = packageRoot.appendingPathComponent("Sources").appendingPathComponent(module)
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw ScanError.missingFolder(folder.path)
        }
        var found: [PublicDeclaration] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(packageRoot.path.count + 1))
            found += scan(text, module: module, file: relative)
        }
        return found
    }

    enum ScanError: Error { case missingFolder(String) }

    /// The declarations in one file's text.
    static func scan(_ text: String, module: String, file: String) -> [PublicDeclaration] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var found: [PublicDeclaration] = []
        for (index, line) in lines.enumerated() {
            let (sameLine, rest) = splitAttributes(line)
            let modifiers = rest.split(separator: " ").map(String.init)
            guard let keywordIndex = modifiers.firstIndex(where: { !declarationModifiers.contains($0) }),
                  modifiers[..<keywordIndex].contains(where: { $0 == "public" || $0 == "open" })
            else { continue }
            var attributes = sameLine
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("@") {
                let (lineAttributes, remainder) = splitAttributes(lines[above])
                guard remainder.isEmpty else { break }
                attributes = lineAttributes + attributes
                above -= 1
            }
            let keyword = modifiers[keywordIndex]
            let next = keywordIndex + 1 < modifiers.count ? modifiers[keywordIndex + 1] : ""
            let isTypeDeclaration = (keyword == "class" || keyword == "protocol") && !memberKeywords.contains(next)
            if isTypeDeclaration {
                let name = String(next.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                found.append(PublicDeclaration(module: module, file: file, line: index + 1, kind: keyword,
                                               name: name, attributes: attributes))
            } else if !attributes.isEmpty {
                found.append(PublicDeclaration(module: module, file: file, line: index + 1, kind: "other",
                                               name: line, attributes: attributes))
            }
        }
        return found
    }

    /// Modifiers that may come before the declaration keyword.
    private static let declarationModifiers: Set<String> = [
        "public", "open", "final", "nonisolated", "indirect", "static", "override", "convenience",
        "required", "dynamic", "lazy", "mutating", "nonmutating", "weak", "unowned", "optional",
        "private(set)", "fileprivate(set)", "internal(set)", "package(set)",
    ]
    /// After `class`, these make a class member (`class func`), not a class.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "override", "final", "open", "public"]

    /// Splits leading attributes (`@name` or `@name(args)`) off a line.
    static func splitAttributes(_ line: String) -> (attributes: [String], rest: String) {
        var attributes: [String] = []
        var rest = Substring(line)
        while rest.hasPrefix("@") {
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" { end = rest.index(after: end) }
            let name = String(rest[..<end])
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                while end < rest.endIndex {
                    if rest[end] == "(" { depth += 1 }
                    if rest[end] == ")" { depth -= 1 }
                    end = rest.index(after: end)
                    if depth == 0 { break }
                }
            }
            attributes.append(name)
            rest = rest[end...].drop { $0 == " " }
        }
        return (attributes, String(rest))
    }
}
