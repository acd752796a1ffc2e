import CX11
import Foundation
// TEMPORARY until the graphics branch merges.
extension X11WindowHost {
    func releaseDrawing() {}
    func resizeDrawing() {}
    func exposed(_ pixels: CGRect) {}
    func redrawIfDamaged() {}
}
