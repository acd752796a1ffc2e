import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// The README's picture of the layer styling (Docs/images/layers.png). Set
/// XUIKIT_SCREENSHOT_DIR to a directory to write it there.
@MainActor
@Suite("The layers showcase")
struct LayersShowcaseTests {
    @Test("Cards, a gradient avatar, a progress ring and a text layer render at scale 2")
    func showcase() throws {
        let window = makeWindow(width: 360, height: 180)
        window.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

        let card = UIView(frame: CGRect(x: 20, y: 20, width: 150, height: 140))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        window.addSubview(card)

        let avatar = UIView(frame: CGRect(x: 16, y: 16, width: 56, height: 56))
        avatar.layer.cornerRadius = 28
        avatar.clipsToBounds = true
        let gradient = CAGradientLayer()
        gradient.frame = avatar.bounds
        gradient.colors = [UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 1).cgColor, UIColor(red: 0.9, green: 0.2, blue: 0.5, alpha: 1).cgColor]
        gradient.startPoint = .zero
        gradient.endPoint = CGPoint(x: 1, y: 1)
        avatar.layer.addSublayer(gradient)
        card.addSubview(avatar)

        let title = CATextLayer()
        title.frame = CGRect(x: 16, y: 84, width: 120, height: 24)
        title.string = "CALayer"
        title.fontSize = 17
        title.foregroundColor = UIColor.black.cgColor
        card.layer.addSublayer(title)
        let subtitle = CATextLayer()
        subtitle.frame = CGRect(x: 16, y: 108, width: 130, height: 20)
        subtitle.string = "shadow · radius · mask"
        subtitle.fontSize = 12
        subtitle.foregroundColor = UIColor(white: 0.45, alpha: 1).cgColor
        card.layer.addSublayer(subtitle)

        let panel = UIView(frame: CGRect(x: 190, y: 20, width: 150, height: 140))
        panel.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        panel.layer.cornerRadius = 20
        panel.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        panel.layer.borderWidth = 2
        panel.layer.borderColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1).cgColor
        window.addSubview(panel)

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 35, y: 30, width: 80, height: 80)
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1).cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        let track = CAShapeLayer()
        track.frame = ring.frame
        track.path = ring.path
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
        track.lineWidth = 10
        panel.layer.addSublayer(track)
        panel.layer.addSublayer(ring)

        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 2 * 95, y: 2 * 150) == white, "the card")
        #expect(surface.pixel(x: 2 * 190 + 1, y: 2 * 90) != surface.pixel(x: 2 * 180, y: 2 * 90), "the panel's border")
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_SCREENSHOT_DIR"] {
            let data = try #require(surface.snapshot().pngData())
            try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("layers.png"))
        }
    }
}
