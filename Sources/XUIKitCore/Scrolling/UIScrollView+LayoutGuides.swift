import Foundation

/// The scroll view's two Auto Layout guides (iOS 11). How constraints on
/// them, and on the scroll view itself from inside it, are solved:
/// LayoutEngine+ScrollView.swift.
extension UIScrollView {
    func makeScrollGuide(_ kind: UILayoutGuide.Kind, _ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.kind = kind
        guide.identifier = identifier
        guide.owningView = self
        return guide
    }
}
