import Foundation
import Testing
import TouchServer
import TouchServerX11

/// Touches during a presentation's transition, through the gallery on a
/// headless server: the three taps that crashed it (issue 31's reproduction).
@Suite("End to end: touches while the gallery's screens come and go")
struct GalleryTransitionTouchesEndToEndTests {
    /// How often the first page was shown (once at launch).
    func pageOneShown(_ app: AppProcess) -> Int { app.standardOutput.components(separatedBy: "page 1: ").count - 1 }

    func waitForPageOne(_ app: AppProcess, times: Int) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, pageOneShown(app) < times { usleep(50_000) }
        return pageOneShown(app) >= times
    }

    @Test("A tap on the page list while an alert animates in reaches nothing behind it; the alert's Cancel then runs its handler and the gallery lives")
    func tapDuringAlertTransitionDoesNotReachThePageList() throws {
        let gallery = try GallerySession()
        let app = gallery.app
        #expect(gallery.launched)
        try gallery.tap(120, 530)  // the page list's "Sheets and alerts" row
        #expect(app.waitForOutput("page 10: Sheets and alerts"))
        try gallery.tap(380, 221)  // "Alert": the alert fades in over 0.4 s
        try gallery.tap(120, 30)  // 60 ms later, the list's first row: under the dimming from the first frame
        usleep(700_000)
        try gallery.tap(444, 335)  // the alert's Cancel
        #expect(app.waitForOutput("alert: Cancel"), "stdout: \(app.standardOutput)\nstderr: \(app.standardError)")
        #expect(pageOneShown(app) == 1, "the list took a tap through the alert's transition: \(app.standardOutput)")
        #expect(!app.standardError.contains("Fatal error"), "\(app.standardError)")
        // Still alive and still answering: the list takes a tap once the alert has gone.
        usleep(500_000)
        try gallery.tap(120, 30)
        #expect(waitForPageOne(app, times: 2), "stdout: \(app.standardOutput)\nstderr: \(app.standardError)")
    }

    @Test("A tap on the page list while a page sheet slides down reaches nothing; once it has gone the list takes taps again")
    func tapDuringDismissalDoesNotReachThePageList() throws {
        let gallery = try GallerySession()
        let app = gallery.app
        #expect(gallery.launched)
        try gallery.tap(120, 530)
        #expect(app.waitForOutput("page 10: Sheets and alerts"))
        try gallery.tap(380, 113)  // "Page sheet"
        usleep(900_000)
        // The sheet's Done: 20 pt into the card, whose top is 10 pt below the window's top; the card spans the window.
        try gallery.tap(80, 112)
        usleep(60_000)
        try gallery.tap(120, 30)  // while the sheet slides down
        #expect(app.waitForOutput("dismissed: A page sheet"), "stdout: \(app.standardOutput)\nstderr: \(app.standardError)")
        #expect(pageOneShown(app) == 1, "the list took a tap through the dismissal: \(app.standardOutput)")
        try gallery.tap(120, 30)
        #expect(waitForPageOne(app, times: 2), "stdout: \(app.standardOutput)\nstderr: \(app.standardError)")
    }
}
