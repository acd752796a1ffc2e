import Foundation

/// Key-value coding on layers, as Core Animation's `CALayer` has it through
/// `NSObject`: `value(forKey:)`, `setValue(_:forKey:)` and their key-path
/// forms, by the Objective-C property names.
///
/// The layer's properties read and write through their own accessors, so a
/// write damages, lays out and animates as the property's setter does.
/// Scalars come back as `NSNumber` (as Core Animation boxes them: `as? Float`,
/// `as? Double` and `as? NSNumber` work); points, sizes, rectangles and
/// transforms as the Swift values (`as? CGPoint`, where iOS hands an
/// `NSValue` that Swift bridges the same way); colours and paths as
/// `CGColor` and `CGPath`. Key paths reach the animatable parts Core
/// Animation names ("position.x", "bounds.size.width", "transform.rotation.z",
/// "transform.scale", ...) and, through "mask.", "superlayer." and the like,
/// another layer's keys.
///
/// A layer is a key-value container, as Core Animation documents: a key that
/// names no property stores the value under that key (nil removes it), and
/// `value(forKey:)` gives it back. A value of the wrong type for a property is
/// ignored, with the property left as it was (Objective-C would raise).
extension CALayer {
    /// The value of the property `key` names, or the value stored under `key`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "opacity": return NSNumber(value: opacity)
        case "shadowOpacity": return NSNumber(value: shadowOpacity)
        case "hidden": return NSNumber(value: isHidden)
        case "masksToBounds": return NSNumber(value: masksToBounds)
        case "doubleSided": return NSNumber(value: isDoubleSided)
        case "zPosition": return NSNumber(value: Double(zPosition))
        case "cornerRadius": return NSNumber(value: Double(cornerRadius))
        case "borderWidth": return NSNumber(value: Double(borderWidth))
        case "shadowRadius": return NSNumber(value: Double(shadowRadius))
        case "contentsScale": return NSNumber(value: Double(contentsScale))
        case "position": return position
        case "anchorPoint": return anchorPoint
        case "bounds": return bounds
        case "frame": return frame
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "shadowOffset": return shadowOffset
        case "contentsRect": return contentsRect
        case "contentsCenter": return contentsCenter
        case "backgroundColor": return backgroundColor
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsGravity": return contentsGravity
        case "mask": return mask
        case "superlayer": return superlayer
        case "sublayers": return sublayers
        case "delegate": return delegate
        default:
            if let shape = self as? CAShapeLayer, let value = shape.shapeValue(forKey: key) { return value }
            return keyedValues?[key]
        }
    }

    /// Sets the property `key` names through its setter, or stores `value`
    /// under `key` (nil removes it) when no property has that name.
    public func setValue(_ value: Any?, forKey key: String) {
        let number = AnimatableValue(value)
        switch (key, number) {
        case let ("opacity", .scalar(v)?): opacity = Float(v)
        case let ("shadowOpacity", .scalar(v)?): shadowOpacity = Float(v)
        case let ("zPosition", .scalar(v)?): zPosition = CGFloat(v)
        case let ("cornerRadius", .scalar(v)?): cornerRadius = CGFloat(v)
        case let ("borderWidth", .scalar(v)?): borderWidth = CGFloat(v)
        case let ("shadowRadius", .scalar(v)?): shadowRadius = CGFloat(v)
        case let ("contentsScale", .scalar(v)?): contentsScale = CGFloat(v)
        case let ("hidden", .scalar(v)?): isHidden = v != 0
        case let ("masksToBounds", .scalar(v)?): masksToBounds = v != 0
        case let ("doubleSided", .scalar(v)?): isDoubleSided = v != 0
        case let ("position", .point(p)?): position = p
        case let ("anchorPoint", .point(p)?): anchorPoint = p
        case let ("bounds", .rect(r)?): bounds = r
        case let ("frame", .rect(r)?): frame = r
        case let ("contentsRect", .rect(r)?): contentsRect = r
        case let ("contentsCenter", .rect(r)?): contentsCenter = r
        case let ("shadowOffset", .size(s)?): shadowOffset = s
        case let ("transform", .transform(t)?): transform = t
        case let ("sublayerTransform", .transform(t)?): sublayerTransform = t
        case ("backgroundColor", _), ("borderColor", _), ("shadowColor", _):
            guard value == nil || value is CGColor else { return }
            let color = value as? CGColor
            if key == "backgroundColor" { backgroundColor = color } else if key == "borderColor" { borderColor = color } else { shadowColor = color }
        case ("shadowPath", _): if value == nil || value is CGPath { shadowPath = value as? CGPath }
        case ("contents", _): contents = value
        case ("contentsGravity", _): if let gravity = value as? CALayerContentsGravity { contentsGravity = gravity }
        case ("mask", _): if value == nil || value is CALayer { mask = value as? CALayer }
        case ("sublayers", _): if value == nil || value is [CALayer] { sublayers = value as? [CALayer] }
        case ("opacity", _), ("shadowOpacity", _), ("zPosition", _), ("cornerRadius", _), ("borderWidth", _),
             ("shadowRadius", _), ("contentsScale", _), ("hidden", _), ("masksToBounds", _), ("doubleSided", _),
             ("position", _), ("anchorPoint", _), ("bounds", _), ("frame", _), ("contentsRect", _),
             ("contentsCenter", _), ("shadowOffset", _), ("transform", _), ("sublayerTransform", _),
             ("superlayer", _), ("delegate", _):
            return  // a value of the wrong type, or a read-only key: left as it was
        default:
            if let shape = self as? CAShapeLayer, shape.setShapeValue(value, forKey: key) { return }
            if let value { keyedValues = (keyedValues ?? [:]).merging([key: value]) { $1 } } else { keyedValues?[key] = nil }
        }
    }

    /// The value at `keyPath`: a key, an animatable part ("position.x",
    /// "transform.rotation.z"), or a key of a layer reached by the first key.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        if let part = storedValue(keyPath) {
            if case let .scalar(v) = part { return NSNumber(value: v) }
            return part.boxed
        }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        return (value(forKey: head) as? CALayer)?.value(forKeyPath: rest)
    }

    /// Sets the value at `keyPath` (see `value(forKeyPath:)`): an animatable
    /// part is written into its property through the property's setter.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        if storedValue(keyPath) != nil {
            guard let part = AnimatableValue(value) else { return }
            if keyPath.hasPrefix("transform.") {
                var parts = AffineParts(transform)
                parts.set(keyPath, part)
                transform = parts.transform
                return
            }
            switch (keyPath, part) {
            case let ("position.x", .scalar(v)): position.x = CGFloat(v)
            case let ("position.y", .scalar(v)): position.y = CGFloat(v)
            case let ("bounds.origin", .point(p)): bounds.origin = p
            case let ("bounds.size", .size(s)): bounds.size = s
            case let ("bounds.size.width", .scalar(v)): bounds.size.width = CGFloat(v)
            case let ("bounds.size.height", .scalar(v)): bounds.size.height = CGFloat(v)
            default: break
            }
            return
        }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        (self.value(forKey: head) as? CALayer)?.setValue(value, forKeyPath: rest)
    }
}

extension CAShapeLayer {
    /// A shape layer's own properties by name (nil for other keys).
    fileprivate func shapeValue(forKey key: String) -> Any?? {
        switch key {
        case "path": return .some(path)
        case "fillColor": return .some(fillColor)
        case "strokeColor": return .some(strokeColor)
        case "strokeStart": return NSNumber(value: Double(strokeStart))
        case "strokeEnd": return NSNumber(value: Double(strokeEnd))
        case "lineWidth": return NSNumber(value: Double(lineWidth))
        case "miterLimit": return NSNumber(value: Double(miterLimit))
        case "lineDashPhase": return NSNumber(value: Double(lineDashPhase))
        case "lineDashPattern": return .some(lineDashPattern)
        default: return nil
        }
    }

    /// Sets a shape layer's own property by name; false for other keys.
    /// A value of the wrong type leaves the property as it was.
    fileprivate func setShapeValue(_ value: Any?, forKey key: String) -> Bool {
        let number = AnimatableValue(value)
        switch (key, number) {
        case ("path", _): if value == nil || value is CGPath { path = value as? CGPath }
        case ("fillColor", _): if value == nil || value is CGColor { fillColor = value as? CGColor }
        case ("strokeColor", _): if value == nil || value is CGColor { strokeColor = value as? CGColor }
        case let ("strokeStart", .scalar(v)?): strokeStart = CGFloat(v)
        case let ("strokeEnd", .scalar(v)?): strokeEnd = CGFloat(v)
        case let ("lineWidth", .scalar(v)?): lineWidth = CGFloat(v)
        case let ("miterLimit", .scalar(v)?): miterLimit = CGFloat(v)
        case let ("lineDashPhase", .scalar(v)?): lineDashPhase = CGFloat(v)
        case ("lineDashPattern", _): if value == nil || value is [NSNumber] { lineDashPattern = value as? [NSNumber] }
        case ("strokeStart", _), ("strokeEnd", _), ("lineWidth", _), ("miterLimit", _), ("lineDashPhase", _): break
        default: return false
        }
        return true
    }
}
