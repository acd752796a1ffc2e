import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Presentation driven through the virtual touchscreen of a real Xorg (issue
/// 19's end-to-end checks): an alert's button fires its handler, a sheet is
/// dismissed by a swipe down and springs back from a short one.
@MainActor
@Suite("End to end: alerts and sheets on the touchscreen")
struct PresentationEndToEndTests {
    /// A started backend showing a 640 x 480 window at the screen origin with a white root controller.
    @MainActor
    private struct Scene {
        let harness: BackendHarness
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let root = UIViewController()

        init() throws {
            harness = try BackendHarness()
            root.view.backgroundColor = .white
            window.rootViewController = root
            do { try harness.show(window) } catch { harness.tearDown(); throw error }
        }

        /// Sends `steps` in one burst, then pumps until `condition` (false if it never held).
        func send(until condition: () -> Bool, _ steps: (VirtualTouchscreen) throws -> Void) throws -> Bool {
            try steps(harness.server.touchscreen)
            try harness.server.sync()
            return harness.pump(until: condition)
        }

        /// Presents `controller` animated and pumps until its presentation finished.
        func present(_ controller: UIViewController) -> Bool {
            var presented = false
            root.present(controller, animated: true) { presented = true }
            return harness.pump { presented }
        }
    }

    @Test("A tap on an alert's button dismisses the alert and runs that button's handler, once")
    func alertButtonFiresHandler() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        var log: [String] = []
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("Delete") })
        #expect(scene.present(alert))
        // The right half of the button row: "Delete" (cancel is on the left).
        let box = alert.view.frame
        let point = (x: Double(box.minX + box.width * 0.75), y: Double(box.maxY - 22))
        #expect(try scene.send(until: { alert.isBeingDismissed }) { try $0.down(id: 1, x: point.x, y: point.y); try $0.up(id: 1) })
        #expect(scene.harness.pump { !log.isEmpty })
        scene.harness.pump(timeout: 0.3) { false }
        #expect(log == ["Delete"] && scene.root.presentedViewController == nil && alert.view.window == nil)
    }

    @Test("A sheet dragged down past half its height is dismissed; a short drag springs it back")
    func sheetSwipe() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBlue
        #expect(scene.present(sheet))
        #expect(sheet.view.frame == CGRect(x: 0, y: 10, width: 640, height: 470))
        // Short: 80 pt, slowly, then let go.
        #expect(try scene.send(until: { true }) { try $0.down(id: 1, x: 320, y: 100) })
        for step in 1...8 {
            _ = try scene.send(until: { sheet.view.frame.minY >= 10 + CGFloat(step * 10) - 12 }) { try $0.move(id: 1, x: 320, y: Double(100 + step * 10)) }
            scene.harness.pump(timeout: 0.03) { false }
        }
        scene.harness.pump(timeout: 0.3) { false }
        #expect(sheet.view.frame.minY > 50, "the sheet follows the finger: \(sheet.view.frame.minY)")
        #expect(try scene.send(until: { sheet.view.frame.minY == 10 }) { try $0.up(id: 1) })
        scene.harness.pump(timeout: 0.6) { false }
        #expect(scene.root.presentedViewController === sheet && sheet.view.frame.minY == 10)
        // Long: 300 pt.
        #expect(try scene.send(until: { true }) { try $0.down(id: 2, x: 320, y: 100) })
        for step in 1...10 {
            _ = try scene.send(until: { sheet.view.frame.minY >= 10 + CGFloat(step * 30) - 12 }) { try $0.move(id: 2, x: 320, y: Double(100 + step * 30)) }
        }
        #expect(sheet.view.frame.minY > 250)
        #expect(try scene.send(until: { scene.root.presentedViewController == nil }) { try $0.up(id: 2) })
        #expect(sheet.view.window == nil && scene.window.subviews == [scene.root.view])
    }
}
