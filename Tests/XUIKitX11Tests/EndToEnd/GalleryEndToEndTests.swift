import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The demo gallery (`make demo`) run as an app on a headless server, driven by touches.
@Suite("End to end: the demo gallery's pages")
struct GalleryEndToEndTests {
    static let galleryURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")

    func tap(_ server: HeadlessTouchServer, _ x: Double, _ y: Double) throws { try server.tap(x, y) }

    func pixel(_ display: XDisplay, _ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        (try? ScreenCapture(display: display, x: x, y: y, width: 1, height: 1)).map { $0.rgb(x: 0, y: 0) }
    }

    @Test("Seed 000 on page 1: the buttons' touchDown make view1 then view2 first responder, copy(_:) reaches view2, as the seed logs")
    func firstResponderPage() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.galleryURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched gallery"))
        #expect(app.standardOutput.contains("becomeFirstResponder() outside a window: false"))
        try tap(server, 711, 124)  // 设置view1的第一响应
        #expect(app.waitForOutput("first responder: view1"))
        try tap(server, 711, 194)  // 设置view2的第一响应
        #expect(app.waitForOutput("first responder: view2"))
        try tap(server, 711, 264)  // copy(_:)
        #expect(app.waitForOutput("title: view2"))
        let log = app.standardOutput.split(separator: "\n").filter { $0.hasPrefix("设置") || $0.hasPrefix("取消") || $0.hasPrefix("title") }
        #expect(log == ["设置第一焦点为view1", "设置第一焦点为view2", "取消第一焦点为view1", "title: view2"])
        let display = try XDisplay(name: server.display)
        defer { display.close() }
        var black = false, yellow = false
        for _ in 0..<60 where !(black && yellow) {
            black = pixel(display, 300, 150).map { $0 == (0, 0, 0) } ?? false          // view2, first responder: black
            yellow = pixel(display, 500, 350).map { $0 == (255, 204, 0) } ?? false    // view1, itself again: systemYellow
            usleep(50_000)
        }
        #expect(black && yellow)
        try tap(server, 120, 308)
        #expect(app.waitForOutput("page 6: Stacks and constraints"))
    }

    @Test("Page 10: an action sheet slides up; a tap on Delete dismisses it and runs Delete's handler; a tap outside another picks Cancel")
    func sheetsAndAlertsPage() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.galleryURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched gallery"))
        try tap(server, 120, 532)
        #expect(app.waitForOutput("page 10: Sheets and alerts"))
        // "Action sheet", the fourth 44 pt button (10 pt apart) from 92 pt down the page at x 241.
        try tap(server, 381, 276)
        usleep(900_000)
        // Delete: the second row of the 304 pt sheet ending 8 pt above the bottom, above the cancel group.
        try tap(server, 512, 666)
        #expect(app.waitForOutput("action sheet: Delete"))
        usleep(500_000)
        try tap(server, 381, 276)
        usleep(900_000)
        try tap(server, 512, 100)
        #expect(app.waitForOutput("action sheet: Cancel"))
        #expect(!app.standardOutput.contains("action sheet: Share"))
    }

    @Test("Seeds 002/004 on page 3: touchesBegan climbs from B.1 to the app delegate; with B.1 not calling super it stops at B.1")
    func responderChainPage() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.galleryURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched gallery"))
        try tap(server, 120, 140)
        #expect(app.waitForOutput("page 3: Responder chain"))
        try tap(server, 471, 207)  // on B.1
        #expect(app.waitForOutput(
            "chain: B.1 → View B → MainView → MainViewController → ResponderChainPage → GalleryWindow → GalleryAppDelegate"))
        try tap(server, 726, 105)  // the switch: B.1 stops calling super
        #expect(app.waitForOutput("B.1 calls super: false"))
        try tap(server, 471, 207)
        #expect(app.waitForOutput("chain: B.1\n"))
    }

    @Test("Seed 000's hit-testing on page 2: a touch on E calls A, C, E in UIKit's order; with E hidden the same touch finds C")
    func hitTestingPage() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.galleryURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched gallery"))
        try tap(server, 120, 84)
        #expect(app.waitForOutput("page 2: Hit-testing"))
        try tap(server, 521, 316)  // on E
        #expect(app.waitForOutput("hit-test view: E"))
        #expect(app.standardOutput.contains(
            "hit trace: hitTest A, pointInside A yes, hitTest C, pointInside C yes, hitTest E, pointInside E yes, hit-test view: E"))
        try tap(server, 666, 111)  // the "E hidden" switch
        #expect(app.waitForOutput("E hidden: on"))
        try tap(server, 521, 316)
        #expect(app.waitForOutput("hit-test view: C"))
        // E is hidden: its hitTest is still called (UIKit's check is inside hitTest) and returns nil without
        // asking point(inside:); D does not contain the point; C is the hit-test view.
        #expect(app.standardOutput.contains(
            "hit trace: hitTest A, pointInside A yes, hitTest C, pointInside C yes, hitTest E, hitTest D, pointInside D no, hit-test view: C"))
        // The enlarged hot zone: 14 pt left of the 24 pt button (page x 80...104) still taps it.
        try tap(server, 241 + 66, 472)
        #expect(app.waitForOutput("hot zone button tapped"))
    }

    @Test("Page 7, seed 000's scroll views: the button under the scroll view fires through topView's hitTest (and not without it), the previews page the pager, a pinch zooms the photo")
    func scrollingPage() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.galleryURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched gallery"))
        try tap(server, 120, 364)
        #expect(app.waitForOutput("page 7: Scroll views"))
        try tap(server, 401, 172)  // the button, under the scroll view
        #expect(app.waitForOutput("under button tapped"))
        try tap(server, 661, 111)  // the switch: topView stops overriding hitTest
        #expect(app.waitForOutput("topView overrides hitTest: false"))
        try tap(server, 401, 172)
        usleep(400_000)
        #expect(app.standardOutput.components(separatedBy: "under button tapped").count == 2, "the scroll view has the touch now")
        // A swipe on the left preview, outside the 240 pt pager: the strip's hitTest gives it to the pager.
        try server.touchscreen.down(id: 2, x: 420, y: 375)
        try server.sync()
        for step in 1...8 {
            usleep(16_000)
            try server.touchscreen.move(id: 2, x: 420 - Double(step) * 25, y: 375)
            try server.sync()
        }
        try server.touchscreen.up(id: 2)
        try server.sync()
        #expect(app.waitForOutput("pager page 2"))
        // Two fingers spreading on the photo.
        try server.touchscreen.down(id: 3, x: 560, y: 620)
        try server.touchscreen.down(id: 4, x: 640, y: 620)
        try server.sync()
        for step in 1...10 {
            usleep(16_000)
            try server.touchscreen.move(id: 3, x: 560 - Double(step) * 8, y: 620)
            try server.touchscreen.move(id: 4, x: 640 + Double(step) * 8, y: 620)
            try server.sync()
        }
        try server.touchscreen.up(id: 3)
        try server.touchscreen.up(id: 4)
        try server.sync()
        #expect(app.waitForOutput("photo zoom 3.0"), "80 → 240 px apart: \(app.standardOutput)")
    }

    @Test("Page 8, seed 001: the player jumps to a touch, follows a drag that starts on him, his info button prints 按钮被戳了; two fingers on the pad are both in the event")
    func touchesPage() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.galleryURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched gallery"))
        try tap(server, 120, 420)
        #expect(app.waitForOutput("page 8: Touches"))
        try tap(server, 341, 400)  // page (100, 400)
        #expect(app.waitForOutput("触摸停止 at 100,400"))
        // A drag from the player's body (not his info button, which now covers page (70...120, 370...420)).
        try server.touchscreen.down(id: 2, x: 371, y: 440)
        try server.sync()
        for step in 1...10 {
            usleep(16_000)
            try server.touchscreen.move(id: 2, x: 371 + Double(step) * 10, y: 440 + Double(step) * 5)
            try server.sync()
        }
        try server.touchscreen.up(id: 2)
        try server.sync()
        #expect(app.waitForOutput("触摸停止 at 230,490"))
        #expect(app.standardOutput.contains("摸到小人了"))
        try tap(server, 466, 485)  // the info button: the player is centred at page (230, 490)
        #expect(app.waitForOutput("按钮被戳了"))
        try server.touchscreen.down(id: 3, x: 750, y: 300)
        try server.touchscreen.down(id: 4, x: 850, y: 300)
        try server.sync()
        // Both fingers may arrive in one touchesBegan or two (X marks no frame end); either way the event holds both.
        #expect(app.waitForOutput("event.allTouches 2, touches(for: pad) 2"))
        try server.touchscreen.up(id: 3)
        try server.touchscreen.up(id: 4)
        try server.sync()
        #expect(app.waitForOutput("pad touchesEnded"))
        // The page is the first responder: a media key and the shake chord reach it.
        for (code, press) in [(171, true), (171, false), (37, true), (64, true), (52, true), (52, false), (64, false), (37, false)] {
            try server.keyboard.key(keycode: code, isPress: press)
        }
        try server.keyboard.sync()
        #expect(app.waitForOutput("remote control: remoteControlNextTrack"))
        #expect(app.waitForOutput("shake ended"))
    }

    @Test("Page 9, gestures: a single tap waits for the double tap to fail; a double tap fails the single; a drag pans and cancels the card's touches unless cancelsTouchesInView is off (then the pan ends first, the card's touch after: recognizers see touches first)")
    func gesturesPage() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let app = try AppProcess(executable: Self.galleryURL, environment: ["DISPLAY": server.display])
        defer { app.kill() }
        #expect(app.waitForOutput("launched gallery"))
        try tap(server, 120, 476)
        #expect(app.waitForOutput("page 9: Gestures"))
        func gestureLog() -> [String] {
            app.standardOutput.split(separator: "\n").filter { $0.hasPrefix("gesture: ") }.map { String($0.dropFirst(9)) }
        }
        func since(_ count: Int) -> [String] { Array(gestureLog().dropFirst(count)) }
        try tap(server, 401, 290)
        #expect(app.waitForOutput("gesture: single tap ended"))
        #expect(app.waitForOutput("gesture: card touchesCancelled"))
        usleep(200_000)
        let tapLog = gestureLog()
        // UIKit holds the card's touchesEnded until the recognizers decide (delaysTouchesEnded); the single tap
        // recognizes once the double tap has failed, so the card's touch is cancelled.
        let cardAndTaps = tapLog.filter { $0.hasPrefix("card") || $0.contains("tap") }
        #expect(cardAndTaps == ["card touchesBegan", "double tap failed", "single tap ended", "card touchesCancelled"], "\(tapLog)")
        var mark = gestureLog().count
        try tap(server, 401, 290)
        usleep(120_000)
        try tap(server, 401, 290)
        #expect(app.waitForOutput("gesture: double tap ended"))
        #expect(app.waitForOutput("gesture: single tap failed"))
        #expect(!since(mark).contains("single tap ended"))
        func drag(_ id: UInt32) throws {
            try server.touchscreen.down(id: id, x: 401, y: 290)
            try server.sync()
            for step in 1...8 {
                usleep(16_000)
                try server.touchscreen.move(id: id, x: 401 + Double(step) * 12, y: 290)
                try server.sync()
            }
            try server.touchscreen.up(id: id)
            try server.sync()
        }
        usleep(500_000)
        mark = gestureLog().count
        try drag(5)
        #expect(app.waitForOutput("gesture: pan ended"))
        var dragLog = since(mark).filter { $0.hasPrefix("card") || $0.hasPrefix("pan") }
        #expect(dragLog == ["card touchesBegan", "pan began", "card touchesCancelled", "pan ended"], "\(dragLog)")
        try tap(server, 286, 105)  // cancelsTouchesInView off
        #expect(app.waitForOutput("cancelsTouchesInView: false"))
        usleep(500_000)
        mark = gestureLog().count
        try drag(6)
        usleep(300_000)
        #expect(app.waitForOutput("gesture: pan ended"))
        dragLog = since(mark).filter { $0.hasPrefix("card") || $0.hasPrefix("pan") }
        #expect(dragLog == ["card touchesBegan", "pan began", "pan ended", "card touchesEnded"], "\(dragLog)")
    }
}
