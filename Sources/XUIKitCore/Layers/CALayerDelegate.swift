import Foundation

/// The object that draws and lays out a layer: Core Animation's `CALayerDelegate`.
/// Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Updates `layer`'s content; by default the layer draws with `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws `layer`'s content in `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil to let the layer look further,
    /// `NSNull()` for none. Default nil.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
