import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The demo gallery (`make demo`) run as an app on a headless server, driven by touches.
@Suite("End to end: the demo gallery's pages")
struct GalleryEndToEndTests {
    static let galleryURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Gallery")

    func tap(_ server: HeadlessTouchServer, _ x: Double, _ y: Double) throws {
        try server.touchscreen.down(id: 1, x: x, y: y)
        try server.sync()
        usleep(60_000)
        try server.touchscreen.up(id: 1)
        try server.sync()
    }

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
        try tap(server, 120, 196)
        #expect(app.waitForOutput("page 4: Stacks and constraints"))
    }
}
