import Foundation
import Testing
import XUIKitCore

@MainActor
@Suite("UIPasteboard: items, types, named pasteboards and change counts, as on iOS")
struct PasteboardTests {
    @Test("Two instances of one name share items and change count; create: false finds only made names")
    func namedPasteboardsShareItems() throws {
        let name = UIPasteboard.Name("test.shared.\(UUID().uuidString)")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let first = try #require(UIPasteboard(name: name, create: true))
        first.string = "one"
        let second = try #require(UIPasteboard(name: name, create: false))
        #expect(second.string == "one" && second.changeCount == first.changeCount && first.changeCount == 1)
        second.strings = ["a", "b"]
        #expect(first.strings == ["a", "b"] && first.numberOfItems == 2 && first.changeCount == 2)
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
    }

    @Test("withUniqueName makes a fresh, empty pasteboard that can be found again by its name")
    func uniqueNames() throws {
        let board = UIPasteboard.withUniqueName()
        #expect(board.numberOfItems == 0 && !board.hasStrings)
        board.url = URL(string: "https://example.com/a")
        let again = try #require(UIPasteboard(name: board.name, create: false))
        #expect(again.url?.absoluteString == "https://example.com/a" && again.hasURLs)
        #expect(again.string == "https://example.com/a")  // a URL item carries its text too
        #expect(UIPasteboard.withUniqueName().name != board.name)
    }

    @Test("value(forPasteboardType:) gives a String for text, a URL for public.url and Data otherwise")
    func typedValues() {
        let board = UIPasteboard.withUniqueName()
        board.setValue("héllo", forPasteboardType: "public.utf8-plain-text")
        #expect(board.value(forPasteboardType: "public.utf8-plain-text") as? String == "héllo")
        #expect(board.types == ["public.utf8-plain-text"])
        board.url = URL(string: "https://example.com")
        #expect(board.value(forPasteboardType: "public.url") as? URL == URL(string: "https://example.com"))
        board.setData(Data([1, 2, 3]), forPasteboardType: "com.example.raw")
        #expect(board.value(forPasteboardType: "com.example.raw") as? Data == Data([1, 2, 3]))
        #expect(!board.hasStrings && !board.contains(pasteboardTypes: UIPasteboard.typeListString))
        board.items = [["public.text": "x", "com.example.raw": Data([9])]]
        #expect(board.items.first?["public.text"] as? String == "x" && board.hasStrings)
    }

    @Test("Each change posts changedNotification with the pasteboard as the object")
    func changeNotifications() {
        let board = UIPasteboard.withUniqueName()
        var seen: [Int] = []
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { note in
            nonisolated(unsafe) let object = note.object  // posted on the main thread, read there
            MainActor.assumeIsolated { seen.append((object as? UIPasteboard)?.changeCount ?? -1) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        board.string = "a"
        board.addItems([["public.text": "b"]])
        #expect(seen == [1, 2] && board.strings == ["a", "b"])
    }
}
