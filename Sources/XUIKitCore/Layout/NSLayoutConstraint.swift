import Foundation

/// A linear relation between two views' layout attributes:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
/// UIKit's `NSLayoutConstraint`.
///
/// Activating one (`isActive = true`, `activate(_:)`) hands it to the layout
/// engine of its views' window or root view; the next `layoutIfNeeded()`
/// solves and sets the frames of the views whose
/// `translatesAutoresizingMaskIntoConstraints` is false (`LayoutEngine`).
/// Changing `constant` or `priority` re-solves incrementally.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    open private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    open private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it re-solves the layout (cheaply: the engine swaps this one constraint).
    open var constant: CGFloat { didSet { if oldValue != constant { engineNeedsUpdate() } } }
    /// Changing it re-solves the layout.
    open var priority: UILayoutPriority = .required { didSet { if oldValue != priority { engineNeedsUpdate() } } }
    open var identifier: String?
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Activating one between
    /// items with no common ancestor logs UIKit's error and does nothing
    /// (NSLayoutConstraint+Hierarchy.swift).
    open var isActive: Bool {
        get { NSLayoutConstraint.activeConstraints[ObjectIdentifier(self)] != nil }
        set {
            if newValue {
                guard itemsShareAncestor() else { return }
                NSLayoutConstraint.activeConstraints[ObjectIdentifier(self)] = self
            } else {
                NSLayoutConstraint.activeConstraints[ObjectIdentifier(self)] = nil
            }
            engineNeedsUpdate()
        }
    }

    /// Every active constraint (the engines take theirs from here at each layout pass).
    static var activeConstraints: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Bumped on any change to the active set, a constant or a priority: engines re-read then.
    static var generation = 0

    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2 as AnyObject?
        secondAttribute = attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }

    private func engineNeedsUpdate() {
        NSLayoutConstraint.generation &+= 1
        for item in [firstItem, secondItem] {
            if let view = item as? UIView { view.superview?.setNeedsLayout() } else { LayoutEngine.view(of: item)?.setNeedsLayout() }
        }
        (firstItem as? UIView)?.setNeedsLayout()
    }

    /// Read on the main thread (main-actor state); elsewhere the class name only (`mainActorDescription`).
    nonisolated open override var description: String {
        mainActorDescription { self.constraintDescription }
    }

    private var constraintDescription: String {
        func name(_ item: AnyObject?) -> String { item.map { "\(type(of: $0)):\(UInt(bitPattern: ObjectIdentifier($0).hashValue) & 0xFFFF)" } ?? "nil" }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(name(firstItem)).\(firstAttribute) \(op)"
        if secondItem != nil { text += " \(multiplier == 1 ? "" : "\(multiplier)*")\(name(secondItem)).\(secondAttribute)" }
        if constant != 0 || secondItem == nil { text += " + \(constant)" }
        if priority != .required { text += " @\(priority.rawValue)" }
        return "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(text)>"
    }
}
