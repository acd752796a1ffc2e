import Foundation
import CCairo

/// A layer's drop shadow: its shape as an alpha mask, box-blurred, offset and tinted.
///
/// The shape is `shadowPath` when set; otherwise the rounded bounds when the
/// layer has a background or a border, plus the alpha of what it drew (Core
/// Animation takes the alpha of everything the layer composites, sublayers
/// included; XUIKit leaves sublayers out). The blur is three box blurs
/// approximating a Gaussian with standard deviation `shadowRadius` / 2 per
/// axis, in device pixels; the blurred mask is cached on the layer until
/// the shape, radius or scale changes, so moving a shadowed layer does not blur again.
@MainActor
enum LayerShadow {
    final class Cache {
        let key: Key
        let mask: OpaquePointer
        let origin: CGPoint
        init(key: Key, mask: OpaquePointer, origin: CGPoint) { self.key = key; self.mask = mask; self.origin = origin }
        deinit { cairo_surface_destroy(mask) }
    }

    struct Key: Equatable {
        var bounds: CGRect, radius: CGFloat, cornerRadius: CGFloat, corners: UInt, path: [PathElement]?
        var filled: Bool, scale: CGFloat, content: Int?
    }

    static func draw(for layer: CALayer, color: CGColor, content: LayerBackingStore?, in context: CGContext, scale: CGFloat) {
        let filled = layer.shadowPath == nil && (layer.backgroundColor != nil || layer.borderWidth > 0)
        let key = Key(bounds: layer.storedBounds, radius: layer.shadowRadius, cornerRadius: layer.cornerRadius,
                      corners: layer.maskedCorners.rawValue, path: layer.shadowPath?.elements, filled: filled, scale: scale,
                      content: layer.shadowPath == nil ? content?.generation : nil)
        let cache: Cache
        if let cached = layer.shadowCache as? Cache, cached.key == key {
            cache = cached
        } else {
            guard let made = makeMask(for: layer, key: key, content: content) else { return }
            cache = made
            layer.shadowCache = made
        }
        let cairo = context.cairo
        context.saveGState()
        context.translateBy(x: cache.origin.x + layer.shadowOffset.width, y: cache.origin.y + layer.shadowOffset.height)
        context.scaleBy(x: 1 / scale, y: 1 / scale)
        let c = color.rgba
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * CGFloat(min(max(layer.shadowOpacity, 0), 1)) * context.state.alpha)
        cairo_mask_surface(cairo, cache.mask, 0, 0)
        context.restoreGState()
    }

    private static func makeMask(for layer: CALayer, key: Key, content: LayerBackingStore?) -> Cache? {
        let sigma = max(layer.shadowRadius, 0) / 2 * key.scale
        let margin = (sigma * 3).rounded(.up) + 1
        let shape = layer.shadowPath?.boundingBox ?? layer.storedBounds
        guard !shape.isNull, !shape.isEmpty || layer.shadowPath != nil else { return nil }
        let width = Int32((shape.width * key.scale + 2 * margin).rounded(.up)), height = Int32((shape.height * key.scale + 2 * margin).rounded(.up))
        guard width > 0, height > 0, width < 8192, height < 8192 else { return nil }
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        let cairo = cairo_create(mask)!
        cairo_translate(cairo, margin, margin)
        cairo_scale(cairo, key.scale, key.scale)
        cairo_translate(cairo, -shape.minX, -shape.minY)
        if let path = layer.shadowPath {
            path.append(to: cairo)
            cairo_fill(cairo)
        } else {
            if key.filled {
                LayerCompositor.addRoundedBounds(of: layer, to: cairo)
                cairo_fill(cairo)
            }
            if let store = content, let surface = store.rasterized() {
                cairo_save(cairo)
                cairo_translate(cairo, layer.storedBounds.minX + store.offset.x, layer.storedBounds.minY + store.offset.y)
                cairo_scale(cairo, 1 / store.scale, 1 / store.scale)
                cairo_set_source_surface(cairo, surface, 0, 0)
                cairo_paint(cairo)
                cairo_restore(cairo)
            }
        }
        cairo_destroy(cairo)
        cairo_surface_flush(mask)
        BoxBlur.blur(a8: mask, sigma: sigma)
        cairo_surface_mark_dirty(mask)
        let origin = CGPoint(x: shape.minX - margin / key.scale, y: shape.minY - margin / key.scale)
        return Cache(key: key, mask: mask, origin: origin)
    }
}

/// Three successive box blurs per axis of an A8 surface, approximating a Gaussian (the SVG/CSS recipe).
enum BoxBlur {
    static func blur(a8 surface: OpaquePointer, sigma: CGFloat) {
        guard sigma >= 0.5, let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let d = max(1, Int((sigma * 3 * (2 * CGFloat.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        var line = [UInt8](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        // Odd d: three boxes of d centred; even d: two offset boxes then one of d + 1 (SVG's rule).
        let passes: [(size: Int, offset: Int)] = d % 2 == 1
            ? [(d, d / 2), (d, d / 2), (d, d / 2)]
            : [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
        func run(count: Int, read: (Int) -> UInt8, write: (Int, UInt8) -> Void) {
            for i in 0..<count { line[i] = read(i) }
            for pass in passes {
                var sum = 0
                // Window [i - offset, i - offset + size).
                for k in 0..<pass.size { let j = k - pass.offset; if j >= 0, j < count { sum += Int(line[j]) } }
                for i in 0..<count {
                    out[i] = UInt8(sum / pass.size)
                    let leaving = i - pass.offset, entering = i - pass.offset + pass.size
                    if leaving >= 0, leaving < count { sum -= Int(line[leaving]) }
                    if entering >= 0, entering < count { sum += Int(line[entering]) }
                }
                swap(&line, &out)
            }
            for i in 0..<count { write(i, line[i]) }
        }
        for y in 0..<height {
            let row = data + y * stride
            run(count: width, read: { row[$0] }, write: { row[$0] = $1 })
        }
        for x in 0..<width {
            run(count: height, read: { data[$0 * stride + x] }, write: { data[$0 * stride + x] = $1 })
        }
    }
}
