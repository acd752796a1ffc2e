import Foundation

extension UIView {
    /// The view's 3D transform, applied about its center: its layer's
    /// `transform` (UIKit's `transform3D`, iOS 13). Default identity. Setting an
    /// affine one is setting `transform`; one with perspective or depth is
    /// drawn through its projection, while `transform`, `frame` and
    /// hit-testing keep its affine part (UIKit hit-tests through the projection).
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
