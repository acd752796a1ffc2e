import Foundation

/// The pasteboard's typed accessors over its raw items.
extension UIPasteboard {
    public var numberOfItems: Int { rawItems.count }
    public var types: [String] { rawItems.first.map { Array($0.keys).sorted() } ?? [] }

    public var items: [[String: Any]] {
        get { rawItems.map { item in Dictionary(uniqueKeysWithValues: item.map { ($0.key, UIPasteboard.decode($0.value, type: $0.key)) }) } }
        set { setItems(newValue) }
    }

    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        rawItems = items.map { item in
            var encoded: [String: Data] = [:]
            for (type, value) in item { if let data = UIPasteboard.encode(value) { encoded[type] = data } }
            return encoded
        }
    }

    public func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

    public func contains(pasteboardTypes: [String]) -> Bool {
        rawItems.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    public func data(forPasteboardType pasteboardType: String) -> Data? { rawItems.first?[pasteboardType] }
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) { rawItems = [[pasteboardType: data]] }
    /// The first item's value of that type: a `String` for text types, a `URL`
    /// for "public.url", otherwise its `Data` (images included: see `image`).
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        data(forPasteboardType: pasteboardType).map { UIPasteboard.decode($0, type: pasteboardType) }
    }
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        if let data = UIPasteboard.encode(value) { rawItems = [[pasteboardType: data]] }
    }

    /// The first item's text (nil when it has none).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    public var strings: [String]? {
        get {
            let found = rawItems.compactMap { item in UIPasteboard.text(of: item) }
            return found.isEmpty ? nil : found
        }
        set { rawItems = (newValue ?? []).map { [UIPasteboard.textType: Data($0.utf8)] } }
    }
    /// Whether an item has text; asks for types only, not the values.
    public var hasStrings: Bool { contains(pasteboardTypes: UIPasteboard.typeListString) }

    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    public var urls: [URL]? {
        get {
            let found = rawItems.compactMap { item in item[UIPasteboard.urlType].flatMap { URL(string: String(decoding: $0, as: UTF8.self)) } }
            return found.isEmpty ? nil : found
        }
        set {
            rawItems = (newValue ?? []).map { [UIPasteboard.urlType: Data($0.absoluteString.utf8), UIPasteboard.textType: Data($0.absoluteString.utf8)] }
        }
    }
    public var hasURLs: Bool { contains(pasteboardTypes: UIPasteboard.typeListURL) }

    /// An item's text, for backends.
    package static func textForBackend(_ item: [String: Data]) -> String? { text(of: item) }

    static func text(of item: [String: Data]) -> String? {
        for type in typeListString { if let data = item[type] { return String(decoding: data, as: UTF8.self) } }
        return nil
    }

    static func decode(_ data: Data, type: String) -> Any {
        if typeListString.contains(type) { return String(decoding: data, as: UTF8.self) }
        if type == urlType, let url = URL(string: String(decoding: data, as: UTF8.self)) { return url }
        return data
    }

    static func encode(_ value: Any) -> Data? {
        switch value {
        case let data as Data: return data
        case let string as String: return Data(string.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        default: return nil
        }
    }
}
