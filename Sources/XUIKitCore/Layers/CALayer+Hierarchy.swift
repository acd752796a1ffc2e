import Foundation

/// The layer tree: sublayers back to front, as Core Animation orders them.
///
/// A view's layer's sublayers are its subviews' layers in the subviews' order,
/// with any standalone layers where they were added; `UIView`'s hierarchy
/// calls keep them in step (UIView+Hierarchy.swift).
extension CALayer {
    /// The sublayers, back to front; nil when there are none.
    public var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds `layer` in front of the sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(storedSublayers.count)) }

    /// Inserts `layer` at `idx` of the sublayers (clamped).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        changeComposite {
            layer.detachFromSuperlayer()
            attach(layer, at: Int(idx))
        }
    }

    /// Inserts `layer` just below `sibling` (in front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insertNear(layer, sibling: sibling, offset: 0)
    }

    /// Inserts `layer` just above `sibling` (in front when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insertNear(layer, sibling: sibling, offset: 1)
    }

    /// Replaces the sublayer `oldLayer` by `newLayer` in its place.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.changeComposite { detachFromSuperlayer() }
    }

    private func insertNear(_ layer: CALayer, sibling: CALayer?, offset: Int) {
        changeComposite {
            layer.detachFromSuperlayer()
            let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }.map { $0 + offset }
            attach(layer, at: index ?? storedSublayers.count)
        }
    }

    /// Puts `layer` at `index` (clamped) with no damage (callers damage).
    package func attach(_ layer: CALayer, at index: Int) {
        layer.storedSuperlayer = self
        storedSublayers.insert(layer, at: max(0, min(index, storedSublayers.count)))
    }

    /// Takes the layer out of its superlayer's sublayers with no damage.
    package func detachFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.storedSublayers.removeAll { $0 === self }
        self.storedSuperlayer = nil
    }

    /// Places a view's layer among its superview's sublayers: in front of all
    /// sublayers when the view is the front subview (as `addSublayer`), else
    /// just below the layer of the subview in front of it.
    package func placeViewLayer(_ layer: CALayer, among subviews: [UIView], at index: Int) {
        layer.detachFromSuperlayer()
        if index + 1 < subviews.count, let front = storedSublayers.firstIndex(where: { $0 === subviews[index + 1].layer }) {
            attach(layer, at: front)
        } else {
            attach(layer, at: storedSublayers.count)
        }
    }
}
