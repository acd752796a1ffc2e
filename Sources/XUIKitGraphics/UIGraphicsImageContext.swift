import Foundation
import CCairo

/// A bitmap context opened by `UIGraphicsBeginImageContextWithOptions`.
final class ImageContextRecord {
    let context: CGContext
    let surface: OpaquePointer
    let scale: CGFloat

    init(context: CGContext, surface: OpaquePointer, scale: CGFloat) {
        self.context = context; self.surface = surface; self.scale = scale
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Opens a bitmap context of `size` points and makes it current (the pre-iOS 10
/// way; `UIGraphicsImageRenderer` is the modern one). `scale` 0 means the main
/// screen's scale; `opaque` bitmaps have no alpha and start black, others start
/// transparent. Close it with `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? UIScreen.mainScale : scale
    let width = max(0, Int((size.width * scale - 1e-9).rounded(.up))), height = max(0, Int((size.height * scale - 1e-9).rounded(.up)))
    let surface = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let context = CGContext(surface: surface)
    context.scaleBy(x: scale, y: scale)
    let stack = GraphicsContextStack.current
    stack.imageContexts.append(ImageContextRecord(context: context, surface: surface, scale: scale))
    stack.contexts.append(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current context holds, when the current context was
/// opened by `UIGraphicsBeginImageContextWithOptions`; nil otherwise.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let record = stack.imageContexts.last, stack.contexts.last === record.context else { return nil }
    let area = PixelRect(
        x: 0, y: 0, width: Int(cairo_image_surface_get_width(record.surface)), height: Int(cairo_image_surface_get_height(record.surface)))
    return UIImage(surface: copySurface(of: record.surface, area: area), scale: record.scale)
}

/// Closes the bitmap context opened last by `UIGraphicsBeginImageContextWithOptions`
/// when it is current, restoring the context that was current before it.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let record = stack.imageContexts.last, stack.contexts.last === record.context else { return }
    stack.imageContexts.removeLast()
    stack.contexts.removeLast()
}
