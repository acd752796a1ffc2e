import Foundation

/// The key paths XUIKit animates, and how each reads and writes a layer's storage.
///
/// Core Animation's names: "opacity"; "position" (".x", ".y"); "anchorPoint";
/// "bounds", "bounds.origin", "bounds.size" (".width", ".height");
/// "transform" and its affine parts "transform.scale" (".x", ".y"),
/// "transform.rotation" (= ".z"), "transform.translation" (".x", ".y");
/// "sublayerTransform"; "zPosition"; "backgroundColor", "borderColor", "shadowColor";
/// "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius",
/// "shadowOffset"; and on shape layers "strokeStart", "strokeEnd",
/// "lineWidth", "fillColor", "strokeColor". A transform part is read from the
/// model's transform decomposed as scale, then rotation, then translation,
/// and written back by replacing that part, as Core Animation's value functions do.
extension CALayer {
    /// The model's value for `keyPath`, read from storage; nil for a key path XUIKit does not animate.
    func storedValue(_ keyPath: String) -> AnimatableValue? {
        if keyPath.hasPrefix("transform.") { return AffineParts(transform).value(keyPath) }
        switch keyPath {
        case "opacity": return .scalar(Double(storedOpacity))
        case "position": return .point(storedPosition)
        case "position.x": return .scalar(Double(storedPosition.x))
        case "position.y": return .scalar(Double(storedPosition.y))
        case "anchorPoint": return .point(storedAnchorPoint)
        case "bounds": return .rect(storedBounds)
        case "bounds.origin": return .point(storedBounds.origin)
        case "bounds.size": return .size(storedBounds.size)
        case "bounds.size.width": return .scalar(Double(storedBounds.width))
        case "bounds.size.height": return .scalar(Double(storedBounds.height))
        case "transform": return .transform(transform)
        case "sublayerTransform": return .transform(sublayerTransform)
        case "zPosition": return .scalar(Double(zPosition))
        case "backgroundColor": return .color(AnimatableValue.rgba(backgroundColor))
        case "borderColor": return .color(AnimatableValue.rgba(borderColor))
        case "shadowColor": return .color(AnimatableValue.rgba(shadowColor))
        case "cornerRadius": return .scalar(Double(cornerRadius))
        case "borderWidth": return .scalar(Double(borderWidth))
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowRadius": return .scalar(Double(shadowRadius))
        case "shadowOffset": return .size(shadowOffset)
        default: return (self as? CAShapeLayer)?.storedShapeValue(keyPath)
        }
    }

    /// Writes `value` to storage with no damage and no layout: presented
    /// values go in and out around drawing, and animations ending put the model back.
    func storeRaw(_ value: AnimatableValue, for keyPath: String) {
        LayerAnimationEngine.isStoringPresentation = true
        defer { LayerAnimationEngine.isStoringPresentation = false }
        if keyPath.hasPrefix("transform.") {
            var parts = AffineParts(transform)
            parts.set(keyPath, value)
            return storeTransform(parts.transform)
        }
        switch (keyPath, value) {
        case let ("opacity", .scalar(v)): storedOpacity = CGFloat(v)
        case let ("position", .point(p)): storedPosition = p
        case let ("position.x", .scalar(v)): storedPosition.x = CGFloat(v)
        case let ("position.y", .scalar(v)): storedPosition.y = CGFloat(v)
        case let ("anchorPoint", .point(p)): storedAnchorPoint = p
        case let ("bounds", .rect(r)): storedBounds = r
        case let ("bounds.origin", .point(p)): storedBounds.origin = p
        case let ("bounds.size", .size(s)): storedBounds.size = s
        case let ("bounds.size.width", .scalar(v)): storedBounds.size.width = CGFloat(v)
        case let ("bounds.size.height", .scalar(v)): storedBounds.size.height = CGFloat(v)
        case let ("transform", .transform(t)): storeTransform(t)
        case let ("sublayerTransform", .transform(t)): storedSublayerTransform = CATransform3DIsIdentity(t) ? nil : t
        case let ("zPosition", .scalar(v)): zPosition = CGFloat(v)
        case let ("backgroundColor", .color(c)): backgroundColor = Self.color(c)
        case let ("borderColor", .color(c)): borderColor = Self.color(c)
        case let ("shadowColor", .color(c)): shadowColor = Self.color(c)
        case let ("cornerRadius", .scalar(v)): cornerRadius = CGFloat(v)
        case let ("borderWidth", .scalar(v)): borderWidth = CGFloat(v)
        case let ("shadowOpacity", .scalar(v)): shadowOpacity = Float(v)
        case let ("shadowRadius", .scalar(v)): shadowRadius = CGFloat(v)
        case let ("shadowOffset", .size(s)): shadowOffset = s
        default: (self as? CAShapeLayer)?.storeShapeValue(value, for: keyPath)
        }
    }

    /// The model of `keyPath` exactly as stored, colours keeping their identity
    /// (a view's `backgroundColor` reads back the very colour it was given).
    func storedModel(_ keyPath: String) -> StoredModel? {
        switch keyPath {
        case "backgroundColor": return .color(backgroundColor)
        case "borderColor": return .color(borderColor)
        case "shadowColor": return .color(shadowColor)
        case "fillColor": return (self as? CAShapeLayer).map { .color($0.fillColor) }
        case "strokeColor": return (self as? CAShapeLayer).map { .color($0.strokeColor) }
        // A part's write decomposes and recomposes the transform: keep the whole one exactly.
        case _ where keyPath.hasPrefix("transform."): return .value(.transform(transform))
        default: return storedValue(keyPath).map(StoredModel.value)
        }
    }

    /// Puts back what `storedModel` read, with no damage.
    func restore(_ model: StoredModel, for keyPath: String) {
        guard case let .color(color) = model else {
            if case let .value(value) = model { storeRaw(value, for: keyPath.hasPrefix("transform.") ? "transform" : keyPath) }
            return
        }
        LayerAnimationEngine.isStoringPresentation = true
        defer { LayerAnimationEngine.isStoringPresentation = false }
        switch keyPath {
        case "backgroundColor": backgroundColor = color
        case "borderColor": borderColor = color
        case "shadowColor": shadowColor = color
        case "fillColor": (self as? CAShapeLayer)?.fillColor = color
        case "strokeColor": (self as? CAShapeLayer)?.strokeColor = color
        default: break
        }
    }

    private func storeTransform(_ t: CATransform3D) {
        if t.isAffine { storedAffineTransform = CATransform3DGetAffineTransform(t); storedTransform3D = nil } else { storedTransform3D = t }
    }

    /// A colour from RGBA components; fully transparent black reads back as nil (no colour).
    static func color(_ c: SIMD4<Double>) -> CGColor? {
        c == .zero ? nil : CGColor(red: c.x, green: c.y, blue: c.z, alpha: c.w)
    }
}

extension CAShapeLayer {
    func storedShapeValue(_ keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "strokeStart": .scalar(Double(strokeStart))
        case "strokeEnd": .scalar(Double(strokeEnd))
        case "lineWidth": .scalar(Double(lineWidth))
        case "lineDashPhase": .scalar(Double(lineDashPhase))
        case "fillColor": .color(AnimatableValue.rgba(fillColor))
        case "strokeColor": .color(AnimatableValue.rgba(strokeColor))
        default: nil
        }
    }

    func storeShapeValue(_ value: AnimatableValue, for keyPath: String) {
        switch (keyPath, value) {
        case let ("strokeStart", .scalar(v)): strokeStart = CGFloat(v)
        case let ("strokeEnd", .scalar(v)): strokeEnd = CGFloat(v)
        case let ("lineWidth", .scalar(v)): lineWidth = CGFloat(v)
        case let ("lineDashPhase", .scalar(v)): lineDashPhase = CGFloat(v)
        case let ("fillColor", .color(c)): fillColor = CALayer.color(c)
        case let ("strokeColor", .color(c)): strokeColor = CALayer.color(c)
        default: break
        }
    }
}

/// A key path's model value as stored: see `CALayer.storedModel(_:)`.
enum StoredModel {
    case value(AnimatableValue), color(CGColor?)
}

/// An affine transform as scale, then rotation, then translation (Core
/// Animation's "transform.*" value functions; shear is kept out of the parts).
struct AffineParts {
    var scaleX: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double
    /// The 3D components the parts do not describe (kept as they were).
    private let base: CATransform3D

    init(_ t: CATransform3D) {
        base = t
        let (a, b, c, d) = (Double(t.m11), Double(t.m12), Double(t.m21), Double(t.m22))
        scaleX = hypot(a, b)
        rotation = atan2(b, a)
        let determinant = a * d - b * c
        scaleY = scaleX == 0 ? hypot(c, d) : determinant / scaleX
        (tx, ty) = (Double(t.m41), Double(t.m42))
    }

    func value(_ keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "transform.scale", "transform.scale.x": .scalar(scaleX)
        case "transform.scale.y": .scalar(scaleY)
        case "transform.rotation", "transform.rotation.z": .scalar(rotation)
        case "transform.translation": .size(CGSize(width: tx, height: ty))
        case "transform.translation.x": .scalar(tx)
        case "transform.translation.y": .scalar(ty)
        default: nil
        }
    }

    mutating func set(_ keyPath: String, _ value: AnimatableValue) {
        switch (keyPath, value) {
        case let ("transform.scale", .scalar(v)): (scaleX, scaleY) = (v, v)
        case let ("transform.scale.x", .scalar(v)): scaleX = v
        case let ("transform.scale.y", .scalar(v)): scaleY = v
        case let ("transform.rotation", .scalar(v)), let ("transform.rotation.z", .scalar(v)): rotation = v
        case let ("transform.translation", .size(s)): (tx, ty) = (Double(s.width), Double(s.height))
        case let ("transform.translation.x", .scalar(v)): tx = v
        case let ("transform.translation.y", .scalar(v)): ty = v
        default: break
        }
    }

    var transform: CATransform3D {
        var t = base
        let (cosine, sine) = (cos(rotation), sin(rotation))
        t.m11 = CGFloat(scaleX * cosine); t.m12 = CGFloat(scaleX * sine)
        t.m21 = CGFloat(-scaleY * sine); t.m22 = CGFloat(scaleY * cosine)
        t.m41 = CGFloat(tx); t.m42 = CGFloat(ty)
        return t
    }
}

extension CALayer {
    /// Sets the model of `keyPath` as code would, through the public setters
    /// (a view's layer moves its view), damaging what it shows; key paths with
    /// no plain setter here are stored and recomposited.
    func setModelValue(_ value: AnimatableValue, for keyPath: String) {
        switch (keyPath, value) {
        case let ("opacity", .scalar(v)): opacity = Float(v)
        case let ("position", .point(p)): position = p
        case let ("bounds.size", .size(s)): bounds = CGRect(origin: bounds.origin, size: s)
        case let ("bounds", .rect(r)): bounds = r
        case let ("transform", .transform(t)): transform = t
        case let ("backgroundColor", .color(c)): backgroundColor = Self.color(c)
        case let ("cornerRadius", .scalar(v)): cornerRadius = CGFloat(v)
        default:
            storeRaw(value, for: keyPath)
            setNeedsComposite()
        }
    }
}
