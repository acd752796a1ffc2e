import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UISlider images and layout")
struct SliderImageTests {
    @Test("Without images: the track runs between half-thumb insets, the 28 pt thumb centred on the value")
    func plainLayout() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let bounds = slider.bounds
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 15.5, width: 0, height: 0))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 200, y: 15.5, width: 0, height: 0))
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 14, y: 13.5, width: 172, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 1.5, width: 28, height: 28))
    }

    @Test("Value images sit at the ends, centred vertically; the track starts 6 pt past them")
    func valueImageLayout() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = solidImage(.green, width: 20, height: 20)
        slider.maximumValueImage = solidImage(.red, width: 24, height: 16)
        let bounds = slider.bounds
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 176, y: 7.5, width: 24, height: 16))
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 40, y: 13.5, width: 116, height: 4), "20 + 6 + 14 to 176 - 6 - 14")
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0) == CGRect(x: 26, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1) == CGRect(x: 142, y: 1.5, width: 28, height: 28))
    }

    @Test("A thumb image sets the thumb's size and the track's insets; track images set its height")
    func thumbAndTrackImageLayout() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.setThumbImage(solidImage(.blue, width: 10, height: 12), for: .normal)
        slider.setMinimumTrackImage(solidImage(.black, width: 4, height: 6), for: .normal)
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 5, y: 12.5, width: 190, height: 6))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 95, y: 9.5, width: 10, height: 12))
    }

    @Test("Per-state images fall back to normal; the current ones follow the state")
    func stateImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.currentThumbImage == nil && slider.thumbImage(for: .normal) == nil)
        let normal = solidImage(.blue, width: 10, height: 10), pressed = solidImage(.red, width: 10, height: 10)
        let track = solidImage(.green, width: 4, height: 4)
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        slider.setMaximumTrackImage(track, for: .disabled)
        #expect(slider.thumbImage(for: .highlighted) === pressed && slider.thumbImage(for: .disabled) === normal)
        #expect(slider.currentThumbImage === normal && slider.currentMaximumTrackImage == nil && slider.currentMinimumTrackImage == nil)
        slider.isHighlighted = true
        #expect(slider.currentThumbImage === pressed)
        slider.isHighlighted = false
        slider.isEnabled = false
        #expect(slider.currentThumbImage === normal && slider.currentMaximumTrackImage === track)
        slider.setThumbImage(nil, for: .highlighted)
        #expect(slider.thumbImage(for: .highlighted) === normal)
    }

    @Test("Drawn at scale 2: value images at the ends, the thumb image on the value, track images either side")
    func drawing() {
        let slider = UISlider()
        slider.minimumValueImage = solidImage(.green, width: 20, height: 20)
        slider.maximumValueImage = solidImage(.red, width: 20, height: 20)
        slider.setThumbImage(solidImage(.blue, width: 10, height: 10), for: .normal)
        slider.setMinimumTrackImage(solidImage(.black, width: 2, height: 4), for: .normal)
        slider.setMaximumTrackImage(solidImage(.yellow, width: 2, height: 4), for: .normal)
        slider.value = 0.5
        let (window, _, _) = host(slider, frame: CGRect(x: 0, y: 50, width: 200, height: 31))
        let surface = render(window)
        // Points: min image 0...20, max 180...200; track 31...169, thumb centred at 100, 60.5...70.5 high.
        #expect(surface.pixel(x: 20, y: 131) == RGBA(0, 255, 0, 255) && surface.pixel(x: 380, y: 131) == RGBA(255, 0, 0, 255))
        #expect(surface.pixel(x: 200, y: 131) == RGBA(0, 0, 255, 255), "the thumb image at the middle")
        #expect(surface.pixel(x: 100, y: 131) == RGBA(0, 0, 0, 255) && surface.pixel(x: 300, y: 131) == RGBA(255, 255, 0, 255), "the track images")
        #expect(surface.pixel(x: 100, y: 124) == whitePixel, "track images keep their 4 pt height")
        #expect(surface.pixel(x: 46, y: 131) == whitePixel, "6 pt gap between the value image and where the track starts")
    }

    @Test("A drag starts on a thumb image and moves it along the track between the value images")
    func dragWithImages() {
        let slider = UISlider()
        slider.minimumValueImage = solidImage(.green, width: 20, height: 20)
        slider.maximumValueImage = solidImage(.red, width: 20, height: 20)
        slider.setThumbImage(solidImage(.blue, width: 10, height: 10), for: .normal)
        let (_, input, _) = host(slider, frame: CGRect(x: 0, y: 50, width: 200, height: 31))
        // Track 31...169 (138 pt); the thumb sits at x 31 for value 0 and keeps the finger's 2 pt offset.
        input.down(1, at: CGPoint(x: 33, y: 65))
        input.move(1, to: CGPoint(x: 70, y: 65))
        input.move(1, to: CGPoint(x: 102, y: 65))
        input.up(1, at: CGPoint(x: 102, y: 65))
        #expect(abs(slider.value - 0.5) < 0.001, "\(slider.value)")
    }
}
