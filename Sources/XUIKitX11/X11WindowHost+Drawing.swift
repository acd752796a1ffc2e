internal import CCairo
internal import CX11
import Foundation
import XUIKitGraphics
import XUIKitCore

/// Drawing a window host: views draw into the `WindowSurface` back buffer
/// (only the damaged region, once per loop iteration however many
/// `setNeedsDisplay` calls came in), and the drawn pixels are copied to the
/// X window through a Cairo xlib surface. Expose copies from the back buffer
/// without asking views to draw again.
extension X11WindowHost {
    /// Starts drawing: the back buffer and the window's xlib surface.
    func prepareDrawing(display: OpaquePointer, screen: Int32) {
        surface = WindowSurface(window: window, scale: scale)
        let visual = XDefaultVisual(display, screen)
        xlibSurface = cairo_xlib_surface_create(display, xWindow, visual, Int32(pixelSize.width), Int32(pixelSize.height))
    }

    /// Frees the xlib surface and the back buffer.
    func releaseDrawing() {
        if let xlibSurface { cairo_surface_destroy(xlibSurface) }
        xlibSurface = nil
        surface = nil
    }

    /// Follows a new pixel size of the X window.
    func resizeDrawing() {
        guard let xlibSurface else { return }
        cairo_xlib_surface_set_size(xlibSurface, Int32(pixelSize.width), Int32(pixelSize.height))
    }

    /// The server lost `pixels` of the window (Expose): copy them back from the back buffer.
    func exposed(_ pixels: CGRect) {
        guard let surface, let xlibSurface else { return }
        let rect = PixelRect(x: Int(pixels.minX), y: Int(pixels.minY), width: Int(pixels.width), height: Int(pixels.height))
        surface.present(to: xlibSurface, rect: rect)
    }

    /// Redraws the damaged part of the window, if any, and shows it.
    /// Returns whether anything was drawn.
    @discardableResult
    func redrawIfDamaged() -> Bool {
        guard let surface, let xlibSurface, let drawn = surface.redraw() else { return false }
        surface.present(to: xlibSurface, rect: drawn)
        return true
    }
}
