import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The gallery's navigation controllers on a headless server: a row pushes
/// its screen, a swipe from the pane's left edge pops it, a short one springs back.
@Suite("End to end: navigation in the demo gallery")
struct GalleryNavigationEndToEndTests {
    func tap(_ server: HeadlessTouchServer, _ x: Double, _ y: Double) throws { try server.tap(x, y) }

    /// A finger from (fromX, y) to (toX, y) in `steps` moves `interval` µs apart, then lifted.
    func swipe(_ server: HeadlessTouchServer, fromX: Double, toX: Double, y: Double, steps: Int, interval: UInt32) throws {
        try server.touchscreen.down(id: 2, x: fromX, y: y)
        try server.sync()
        for step in 1...steps {
            usleep(interval)
            try server.touchscreen.move(id: 2, x: fromX + (toX - fromX) * Double(step) / Double(steps), y: y)
            try server.sync()
        }
        usleep(interval)
        try server.touchscreen.up(id: 2)
        try server.sync()
    }

    /// Waits up to 10 s until `text` occurs `count` times in the app's output.
    func waitForOccurrences(_ app: AppProcess, _ text: String, _ count: Int) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if app.standardOutput.components(separatedBy: text).count - 1 >= count { return true }
            usleep(50_000)
        }
        return false
    }

    @Test("Page 5: a row pushes its screen; a short slow swipe from the pane's edge springs back; a long one pops to the list")
    func edgeSwipePopsAndShortSwipeCancels() throws {
        let gallery = try GallerySession()
        let server = gallery.server, app = gallery.app
        #expect(gallery.launched)
        try tap(server, 120, 252)
        #expect(app.waitForOutput("list appeared"))
        try tap(server, 600, 160)  // a row under the 44 pt bar and the section header
        #expect(app.waitForOutput("selected row "))
        let row = app.standardOutput.components(separatedBy: "selected row ").last?.prefix { $0.isNumber } ?? ""
        #expect(app.waitForOutput("row \(row) appeared"))
        // The pane starts at x 241: a finger landing at 245 is 4 pt from its left edge.
        try swipe(server, fromX: 245, toX: 330, y: 400, steps: 12, interval: 60_000)
        #expect(waitForOccurrences(app, "row \(row) appeared", 2), "a cancelled pop: the row's screen appears again: \(app.standardOutput)")
        #expect(app.standardOutput.components(separatedBy: "list appeared").count == 2, "the list stayed under it")
        #expect(!app.standardOutput.contains("row \(row) disappeared"))
        try swipe(server, fromX: 245, toX: 800, y: 400, steps: 20, interval: 20_000)
        #expect(app.waitForOutput("row \(row) disappeared"))
        #expect(waitForOccurrences(app, "list appeared", 2), "popped back to the list: \(app.standardOutput)")
    }

    @Test("Page 11: the + bar button raises the Badges tab's badge; Push level 2 pushes; picking the Stack tab again pops to its root")
    func tabsAndBarButtons() throws {
        let gallery = try GallerySession()
        let server = gallery.server, app = gallery.app
        #expect(gallery.launched)
        try tap(server, 120, 588)
        #expect(app.waitForOutput("level 1 appeared"))
        try tap(server, 993, 22)
        #expect(app.waitForOutput("badge 1"))
        try tap(server, 381, 210)
        #expect(app.waitForOutput("level 2 appeared"))
        usleep(500_000)
        try tap(server, 371, 743)  // the Stack tab, selected: back to its root
        #expect(waitForOccurrences(app, "level 1 appeared", 2), "popped to the root: \(app.standardOutput)")
    }
}
