/// Swift's rules for the Objective-C selector of an `@objc` member, as the
/// compiler applies them (`getObjCSelector`): the base name; the first
/// argument label appended to it, capitalised, after "With" unless the label
/// starts with a preposition; the other labels as the other pieces; a colon
/// after each; a throwing method's error parameter last ("AndReturnError:"
/// for a method with no other argument, "error:" otherwise).
///
///     foo()                  -> foo
///     onTap(_:)              -> onTap:
///     save(_:with:)          -> save:with:
///     tap(sender:)           -> tapWithSender:
///     move(to:)              -> moveTo:
///     init(frame:)           -> initWithFrame:
///     load() throws          -> loadAndReturnError:
public enum ObjCSelectorName {
    /// The selector of a method named `baseName` with argument `labels` (`"_"` or empty for none).
    public static func method(_ baseName: String, labels: [String], isThrowing: Bool = false) -> String {
        let base = unescaped(baseName)
        let labels = labels.map { $0 == "_" ? "" : unescaped($0) }
        if labels.isEmpty { return isThrowing ? base + "AndReturnError:" : base }
        var first = base
        if let label = labels.first, !label.isEmpty {
            if !startsWithPreposition(label) { first += "With" }
            first += capitalized(label)
        }
        var pieces = [first] + labels.dropFirst()
        if isThrowing { pieces.append("error") }
        return pieces.map { $0 + ":" }.joined()
    }

    /// The getter's selector of a property (its name).
    public static func getter(_ property: String) -> String { unescaped(property) }

    /// The setter's selector of a property named `property` (or whose getter is named so by `@objc(name)`).
    public static func setter(_ property: String) -> String { "set" + capitalized(unescaped(property)) + ":" }

    /// Swift's prepositions (PartsOfSpeech.def): a first label starting with one gets no "With".
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// Whether the first camel-case word of `label` is a preposition (`forEvent`, `with`).
    static func startsWithPreposition(_ label: String) -> Bool {
        let word = label.prefix { !$0.isUppercase }
        return prepositions.contains(String(word))
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}
