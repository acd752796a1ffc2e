import Foundation

// `CGPoint`, `CGSize` and `CGRect` bridge to `NSValue` as Apple's Foundation
// overlay bridges them: a rectangle in an `Any` (a notification's `userInfo`)
// casts `as? NSValue`, and an `NSValue` holding one casts `as? CGRect`.
// swift-corelibs-foundation declares the types without the bridge; the Swift
// runtime on Linux does consult `_ObjectiveCBridgeable` in dynamic casts, so
// declaring it here gives iOS code both idioms. A value holding another type
// does not cast (`as? CGRect` of a point value is nil).

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = holds(source, "{CGRect=") ? source.rectValue : nil
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.cgRectValue ?? .zero }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.cgPointValue
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = holds(source, "{CGPoint=") ? source.pointValue : nil
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.cgPointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.cgSizeValue
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = holds(source, "{CGSize=") ? source.sizeValue : nil
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.cgSizeValue ?? .zero }
}

/// Whether `value`'s type encoding starts with `prefix` (`{CGRect=`).
private func holds(_ value: NSValue, _ prefix: String) -> Bool { String(cString: value.objCType).hasPrefix(prefix) }
