import Foundation
import XUIKitCore

// Text fields and text views take X's middle-click paste (see `TextEditingHost.pastePrimary`).

extension UITextField: PrimarySelectionPasting {
    package func pastePrimarySelection(_ text: String, at point: CGPoint) { pastePrimary(text, at: point) }
}

extension UITextView: PrimarySelectionPasting {
    package func pastePrimarySelection(_ text: String, at point: CGPoint) { pastePrimary(text, at: point) }
}
