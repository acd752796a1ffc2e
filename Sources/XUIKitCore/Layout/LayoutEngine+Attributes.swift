import Foundation

/// How an `NSLayoutConstraint` becomes a linear relation over the engine's variables.
extension LayoutEngine {
    /// `first.attribute − multiplier · second.attribute − constant (relation) 0`, or nil for an attribute not supported yet.
    func solverConstraint(for constraint: NSLayoutConstraint, rightToLeft: Bool) -> LayoutSolverConstraint? {
        let (firstInContent, secondInContent) = LayoutEngine.contentSides(of: constraint)
        guard let first = constraint.firstItem,
              var expression = attribute(constraint.firstAttribute, of: first, rightToLeft, inContent: firstInContent) else { return nil }
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let other = attribute(constraint.secondAttribute, of: second, rightToLeft, inContent: secondInContent) else { return nil }
            for term in other.terms { expression.terms.append((term.variable, -term.coefficient * Double(constraint.multiplier))) }
            expression.constant -= other.constant * Double(constraint.multiplier)
        }
        expression.constant -= Double(constraint.constant)
        let relation: LayoutSolverConstraint.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return LayoutSolverConstraint(expression, relation, strength: constraint.priority.strength)
    }

    /// An attribute as an expression of an item's variables (margin attributes:
    /// the view's `layoutMargins`; baselines: `LayoutEngine.baselines(of:)`).
    /// Right to left, every horizontal position is mirrored (negated), with
    /// leading the right edge and trailing the left: so a constraint's constant
    /// runs leftwards, as UIKit flips `b.leading == a.trailing + 8` to put b 8 pt left of a.
    /// `inContent`: the item is a scroll view seen from inside, whose positions
    /// are its content area's (LayoutEngine+ScrollView.swift).
    func attribute(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, _ rightToLeft: Bool, inContent: Bool = false) -> LayoutExpression? {
        if rightToLeft, let physical = LayoutEngine.mirroredAttributes[attribute],
           var expression = self.attribute(physical, of: item, false, inContent: inContent) {
            expression.constant = -expression.constant
            for index in expression.terms.indices { expression.terms[index].coefficient = -expression.terms[index].coefficient }
            return expression
        }
        let v = inContent ? variables(for: (item as? UIScrollView)?.contentGuide ?? item) : variables(for: item)
        let m = (item as? UIView)?.layoutMargins ?? .zero
        let (left, right, top, bottom) = (Double(m.left), Double(m.right), Double(m.top), Double(m.bottom))
        switch attribute {
        case .left, .leading: return LayoutExpression([(v.x, 1)])
        case .right, .trailing: return LayoutExpression([(v.x, 1), (v.width, 1)])
        case .top: return LayoutExpression([(v.y, 1)])
        case .bottom: return LayoutExpression([(v.y, 1), (v.height, 1)])
        case .width: return LayoutExpression([(v.width, 1)])
        case .height: return LayoutExpression([(v.height, 1)])
        case .centerX: return LayoutExpression([(v.x, 1), (v.width, 0.5)])
        case .centerY: return LayoutExpression([(v.y, 1), (v.height, 0.5)])
        case .centerXWithinMargins: return LayoutExpression([(v.x, 1), (v.width, 0.5)], constant: (left - right) / 2)
        case .centerYWithinMargins: return LayoutExpression([(v.y, 1), (v.height, 0.5)], constant: (top - bottom) / 2)
        case .leftMargin, .leadingMargin: return LayoutExpression([(v.x, 1)], constant: left)
        case .rightMargin, .trailingMargin: return LayoutExpression([(v.x, 1), (v.width, 1)], constant: -right)
        case .topMargin: return LayoutExpression([(v.y, 1)], constant: top)
        case .bottomMargin: return LayoutExpression([(v.y, 1), (v.height, 1)], constant: -bottom)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return nil }
            let line = LayoutEngine.baselines(of: view)
            let (factor, offset) = attribute == .firstBaseline ? line.first : line.last
            return LayoutExpression([(v.y, 1), (v.height, Double(factor))], constant: Double(offset))
        case .notAnAttribute: return nil
        }
    }

    /// Right to left: the physical attribute each horizontal one stands for (then mirrored).
    static let mirroredAttributes: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
        .leading: .right, .trailing: .left, .left: .left, .right: .right, .centerX: .centerX,
        .leadingMargin: .rightMargin, .trailingMargin: .leftMargin, .leftMargin: .leftMargin, .rightMargin: .rightMargin,
        .centerXWithinMargins: .centerXWithinMargins,
    ]

    /// What a constraint's margin attributes depend on (new margins re-solve it).
    static func marginSignature(of constraint: NSLayoutConstraint) -> [Double] {
        let marginAttributes: Set<NSLayoutConstraint.Attribute> = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ]
        var signature: [Double] = []
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
        where marginAttributes.contains(attribute) {
            guard let m = (item as? UIView)?.layoutMargins else { continue }
            signature += [Double(m.top), Double(m.left), Double(m.bottom), Double(m.right)]
        }
        return signature
    }
}
