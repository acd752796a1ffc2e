import Foundation

/// A controller's side of the presentation chain: whom it presents, who
/// presents it, and the presentation it is the presented controller of.
struct PresentationLinks {
    /// The controller this one presents (strong: a presenter keeps what it shows alive).
    var presented: UIViewController?
    /// The controller that presented this one.
    weak var presenting: UIViewController?
    /// The presentation controller, made on first ask or when presented.
    var presentationController: UIPresentationController?
}
