import Foundation
import Testing
@testable import XUIKitCore

private final class KeyboardWatcher: UIResponder {
    var log: [String] = []
    func keyboardWillShow(_ notification: Notification) { log.append("show \(notification.name.rawValue)") }
    func other(_ notification: Notification) { log.append("other") }
}

@MainActor
@Suite("Selector-based notification observers")
struct NotificationSelectorTests {
    let center = NotificationCenter()
    let show = Notification.Name("show"), hide = Notification.Name("hide")

    @Test("A typed selector gets the notification, synchronously on the main thread")
    func delivered() {
        let watcher = KeyboardWatcher()
        center.addObserver(watcher, selector: Selector("keyboardWillShow:", KeyboardWatcher.keyboardWillShow), name: show, object: nil)
        center.post(name: show, object: nil)
        center.post(name: hide, object: nil)
        #expect(watcher.log == ["show show"])
    }

    @Test("removeObserver(_:name:object:) removes that name only; removeObserver(_:) the rest")
    func removal() {
        let watcher = KeyboardWatcher()
        center.addObserver(watcher, selector: Selector("keyboardWillShow:", KeyboardWatcher.keyboardWillShow), name: show, object: nil)
        center.addObserver(watcher, selector: Selector("other:", KeyboardWatcher.other), name: hide, object: nil)
        center.removeObserver(watcher, name: show, object: nil)
        center.post(name: show, object: nil)
        center.post(name: hide, object: nil)
        #expect(watcher.log == ["other"])
        center.removeObserver(watcher)
        center.post(name: hide, object: nil)
        #expect(watcher.log == ["other"])
    }

    @Test("An observation from one sender ignores others; a freed observer gets nothing")
    func senderAndLifetime() {
        let sender = NSObject(), elsewhere = NSObject()
        var watcher: KeyboardWatcher? = KeyboardWatcher()
        center.addObserver(watcher!, selector: Selector("keyboardWillShow:", KeyboardWatcher.keyboardWillShow), name: show, object: sender)
        center.post(name: show, object: elsewhere)
        center.post(name: show, object: sender)
        #expect(watcher?.log == ["show show"])
        weak let freed = watcher
        watcher = nil
        center.post(name: show, object: sender)
        #expect(freed == nil)
    }
}
