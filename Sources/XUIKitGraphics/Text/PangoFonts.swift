import Foundation
import CCairo
import CPango

/// The one Pango font map and context XUIKit shapes and measures text with,
/// and the lock every Pango call takes.
///
/// Layout is device independent: metrics are unhinted and glyph positions
/// unrounded (as Core Text's are), so a string measures the same at scale 1
/// and 2, and drawing at scale 2 is as crisp as the pixels allow. Pango
/// contexts are not thread safe; everything that touches them runs under
/// `lock` (text is almost always laid out on the main thread, so it is
/// uncontended).
final class PangoFonts: @unchecked Sendable {
    static let shared = PangoFonts()

    let lock = NSRecursiveLock()
    /// The `PangoFontMap*` (fontconfig through cairo).
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The `PangoContext*` all layouts are made in.
    let context: OpaquePointer
    private var metricsCache: [UIFont: UIFont.Metrics] = [:]
    private var descriptions: [UIFont: OpaquePointer] = [:]
    private lazy var families: [String: UnsafeMutablePointer<PangoFontFamily>] = loadFamilies()

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Runs `body` holding the Pango lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The `PangoFontDescription*` of `font` (owned by this cache; copy to keep).
    func description(of font: UIFont) -> OpaquePointer {
        withLock {
            if let cached = font.pangoDescription { return cached }
            if let cached = descriptions[font] {
                font.pangoDescription = cached
                return cached
            }
            let description = pango_font_description_new()!
            pango_font_description_set_family(description, font.familyList)
            pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.openTypeWeight)))
            pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
            descriptions[font] = description
            font.pangoDescription = description
            return description
        }
    }

    /// `font`'s vertical metrics, measured once per font.
    func metrics(of font: UIFont) -> UIFont.Metrics {
        withLock {
            if let cached = metricsCache[font] { return cached }
            let measured = measureMetrics(of: font)
            metricsCache[font] = measured
            return measured
        }
    }

    private func measureMetrics(of font: UIFont) -> UIFont.Metrics {
        let description = description(of: font)
        // The first family alone: fallback fonts (CJK) must not widen the Latin font's metrics.
        let primary = pango_font_description_copy(description)!
        defer { pango_font_description_free(primary) }
        pango_font_description_set_family(primary, font.familyName)
        let fontMetrics = pango_context_get_metrics(context, primary, pango_language_from_string("en"))!
        defer { pango_font_metrics_unref(fontMetrics) }
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(fontMetrics)) / scale
        let height = CGFloat(pango_font_metrics_get_height(fontMetrics)) / scale
        return UIFont.Metrics(
            ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
            capHeight: inkHeightAboveBaseline(of: "H", description: primary),
            xHeight: inkHeightAboveBaseline(of: "x", description: primary)
        )
    }

    /// How far `glyph`'s ink rises above the baseline, in points.
    private func inkHeightAboveBaseline(of glyph: String, description: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let baseline = pango_layout_get_baseline(layout)
        return CGFloat(baseline - ink.y) / CGFloat(PANGO_SCALE)
    }

    // MARK: Families

    /// Every family name fontconfig knows, sorted.
    var familyNames: [String] { withLock { families.keys.sorted() } }

    /// The face names of `family` in UIKit's style ("DejaVuSans-Bold"); empty for an unknown family.
    func faceNames(forFamily family: String) -> [String] {
        withLock { faces(of: family).map(\.name) }
    }

    /// The family and face `fontName` names: a family name ("DejaVu Sans"), or
    /// a face name as `faceNames(forFamily:)` gives them, compared without case.
    func match(fontName: String) -> (family: String, weight: UIFont.Weight, isItalic: Bool)? {
        withLock {
            let wanted = fontName.lowercased()
            if let family = families.keys.first(where: { $0.lowercased() == wanted }) {
                return (family, .regular, false)
            }
            for family in families.keys.sorted() {
                let squashed = family.replacingOccurrences(of: " ", with: "").lowercased()
                guard wanted.hasPrefix(squashed) else { continue }
                if let face = faces(of: family).first(where: { $0.name.lowercased() == wanted }) {
                    return (family, face.weight, face.isItalic)
                }
            }
            return nil
        }
    }

    private func faces(of family: String) -> [(name: String, weight: UIFont.Weight, isItalic: Bool)] {
        guard let pangoFamily = families[family] else { return [] }
        var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
        var count: Int32 = 0
        pango_font_family_list_faces(pangoFamily, &faces, &count)
        defer { g_free(faces) }
        let squashed = family.replacingOccurrences(of: " ", with: "")
        var result: [(String, UIFont.Weight, Bool)] = []
        for index in 0..<Int(count) {
            guard let face = faces?[index], let description = pango_font_face_describe(face) else { continue }
            defer { pango_font_description_free(description) }
            let weight = UIFont.Weight(openTypeWeight: Int(pango_font_description_get_weight(description).rawValue))
            let isItalic = pango_font_description_get_style(description) != PANGO_STYLE_NORMAL
            let faceName = UIFont.faceName(weight: weight, isItalic: isItalic)
            let name = faceName.isEmpty ? squashed : squashed + "-" + faceName
            if !result.contains(where: { $0.0 == name }) { result.append((name, weight, isItalic)) }
        }
        return result
    }

    private func loadFamilies() -> [String: UnsafeMutablePointer<PangoFontFamily>] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        var families: [String: UnsafeMutablePointer<PangoFontFamily>] = [:]
        for index in 0..<Int(count) {
            guard let family = list?[index], let name = pango_font_family_get_name(family) else { continue }
            families[String(cString: name)] = family
        }
        return families
    }
}

extension UIFont.Weight {
    /// The UIKit weight of an OpenType weight (100 thin ... 400 regular ... 900 black).
    init(openTypeWeight: Int) {
        let table: [(Int, UIFont.Weight)] = [
            (100, .thin), (200, .ultraLight), (300, .light), (400, .regular), (500, .medium),
            (600, .semibold), (700, .bold), (800, .heavy), (900, .black),
        ]
        self = table.min { abs($0.0 - openTypeWeight) < abs($1.0 - openTypeWeight) }!.1
    }
}
