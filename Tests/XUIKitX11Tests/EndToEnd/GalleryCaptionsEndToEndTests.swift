import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The gallery's captions render: each page's caption band holds text pixels
/// (grey glyphs on the page's light background), and the band below a
/// one-line title does not.
@Suite("End to end: the gallery's captions render on screen")
struct GalleryCaptionsEndToEndTests {
    /// How many pixels of the band (window coordinates) are dark enough to be glyph ink.
    func inkPixels(_ display: XDisplay, x: Int, y: Int, width: Int, height: Int) throws -> Int {
        let capture = try ScreenCapture(display: display, x: x, y: y, width: width, height: height)
        var count = 0
        for row in 0..<height {
            for column in 0..<width {
                let p = capture.rgb(x: column, y: row)
                if Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 190 { count += 1 }
            }
        }
        return count
    }

    @Test("Pages 1, 2 and 9: the caption band under the page's top holds text; a band in the empty page of page 5's pushed row does not")
    func captionsHaveInk() throws {
        let gallery = try GallerySession()
        let server = gallery.server, app = gallery.app
        #expect(gallery.launched)
        let display = try XDisplay(name: server.display)
        defer { display.close() }
        for (row, page) in [(0, "page 1"), (1, "page 2"), (8, "page 9")] {
            if row > 0 {
                try server.tap(120, Double(28 + 56 * row))
                #expect(app.waitForOutput(page))
            }
            usleep(400_000)
            // The caption: 20 pt in from the page's left (x 241), from 16 pt down, two lines of 15 pt text.
            let ink = try inkPixels(display, x: 261, y: 16, width: 600, height: 40)
            #expect(ink > 500, "\(page): \(ink) ink pixels in the caption band")
        }
        // A blank band (a pushed row page's lower half) has none: the count can fail.
        try server.tap(120, 252)
        #expect(app.waitForOutput("list appeared"))
        try server.tap(600, 160)
        #expect(app.waitForOutput("selected row "))
        usleep(800_000)
        #expect(try inkPixels(display, x: 261, y: 500, width: 600, height: 40) == 0)
        #expect(try inkPixels(display, x: 261, y: 60, width: 600, height: 40) > 500, "the row page's caption, under the bar")
    }
}
