import Foundation

/// Porter-Duff OVER of premultiplied ARGB32 pixels (Cairo's image format, one
/// `UInt32` a pixel, alpha in the top byte), straight on the pixel memory.
///
/// What compositing an unscaled, untransformed backing store into the
/// window's buffer comes to (`LayerCompositor` takes this path when it can):
/// a source pixel of alpha 255 replaces the destination pixel, one of 0 (all
/// zero, premultiplied) leaves it, any other is blended,
/// `dst = src + dst × (255 − αsrc) / 255` per channel, rounded as pixman
/// rounds (so the pixels are the ones Cairo's `OVER` paint makes). The
/// destination is read only under partly transparent source pixels; Cairo's
/// paint of a store (pixman's SSE2 OVER loop) stalled on its loads of the
/// window's pixels, which a full-window redraw finds evicted (perf).
package enum PixelOver {
    /// Composites `width` × `height` pixels of `source` over `destination`;
    /// strides in bytes. Both areas must lie inside their images.
    package static func composite(
        source: UnsafeRawPointer, sourceStride: Int,
        destination: UnsafeMutableRawPointer, destinationStride: Int,
        width: Int, height: Int
    ) {
        guard width > 0, height > 0 else { return }
        for row in 0..<height {
            let src = (source + row &* sourceStride).assumingMemoryBound(to: UInt32.self)
            let dst = (destination + row &* destinationStride).assumingMemoryBound(to: UInt32.self)
            compositeRow(src, dst, count: width)
        }
    }

    private static let alphas: UInt64 = 0xFF00_0000_FF00_0000

    @inline(__always)
    private static func compositeRow(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int) {
        var x = 0
        // Eight pixels at a time: wholly opaque ones are copied (two 16-byte
        // stores: fewer stores waiting on cache misses), wholly clear ones skipped.
        while x &+ 8 <= count {
            let raw = UnsafeRawPointer(src + x)
            let a = raw.loadUnaligned(as: UInt64.self), b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self), d = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            if a & b & c & d & alphas == alphas {
                UnsafeMutableRawPointer(dst + x).storeBytes(of: raw.loadUnaligned(as: SIMD8<UInt32>.self), as: SIMD8<UInt32>.self)
            } else if a | b | c | d != 0 {
                // Mixed (a view's edge): pair by pair.
                overPair(a, src + x, onto: dst + x)
                overPair(b, src + (x &+ 2), onto: dst + (x &+ 2))
                overPair(c, src + (x &+ 4), onto: dst + (x &+ 4))
                overPair(d, src + (x &+ 6), onto: dst + (x &+ 6))
            }
            x &+= 8
        }
        while x < count {
            over(src[x], onto: dst + x)
            x &+= 1
        }
    }

    /// Puts the two pixels at `source`, read together as `pair`, OVER the two at `destination`.
    @inline(__always)
    private static func overPair(_ pair: UInt64, _ source: UnsafePointer<UInt32>, onto destination: UnsafeMutablePointer<UInt32>) {
        if pair & alphas == alphas {
            UnsafeMutableRawPointer(destination).storeBytes(of: pair, as: UInt64.self)
        } else if pair != 0 {
            over(source[0], onto: destination)
            over(source[1], onto: destination + 1)
        }
    }

    /// Puts `source` OVER the pixel at `destination` (premultiplied; read only when needed).
    @inline(__always)
    static func over(_ source: UInt32, onto destination: UnsafeMutablePointer<UInt32>) {
        if source >= 0xFF00_0000 {
            destination.pointee = source
        } else if source != 0 {
            destination.pointee = addSaturating(source, scale(destination.pointee, by: 255 - (source >> 24)))
        }
    }

    /// Each 8-bit channel of `pixel` times `factor` / 255, rounded (pixman's `UN8x4_MUL_UN8`).
    @inline(__always)
    static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var alphaGreen = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    /// The channels of `a` and `b` added, each at most 255 (pixman's `UN8x4_ADD_UN8x4`).
    @inline(__always)
    static func addSaturating(_ a: UInt32, _ b: UInt32) -> UInt32 {
        func add(_ x: UInt32, _ y: UInt32) -> UInt32 {
            var t = x &+ y
            t |= 0x0100_0100 &- ((t >> 8) & 0x00FF_00FF)
            return t & 0x00FF_00FF
        }
        return add(a & 0x00FF_00FF, b & 0x00FF_00FF) | (add((a >> 8) & 0x00FF_00FF, (b >> 8) & 0x00FF_00FF) << 8)
    }
}
