import Foundation

/// A value the solver finds: one per layout attribute (a view's minX, width, ...).
package final class LayoutVariable: Hashable, CustomStringConvertible {
    package let name: String
    /// The value after `LayoutSolver.updateVariables()`.
    package var value: Double = 0
    package init(_ name: String) { self.name = name }
    package static func == (a: LayoutVariable, b: LayoutVariable) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    package var description: String { "\(name)=\(value)" }
}

/// `constant + Σ coefficient · variable`.
package struct LayoutExpression {
    package var terms: [(variable: LayoutVariable, coefficient: Double)]
    package var constant: Double
    package init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }
}

/// One linear relation for the solver, `expression (<=, ==, >=) 0`, with a
/// strength: `LayoutStrength.required` must hold; weaker ones are kept as
/// closely as the stronger ones allow.
package final class LayoutSolverConstraint: Hashable {
    package enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
    let expression: LayoutExpression
    let relation: Relation
    let strength: Double

    package init(_ expression: LayoutExpression, _ relation: Relation, strength: Double = LayoutStrength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = LayoutStrength.clip(strength)
    }

    package static func == (a: LayoutSolverConstraint, b: LayoutSolverConstraint) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Cassowary's strengths, kiwi's figures: required > strong > medium > weak,
/// each a thousand times the next so that no number of weaker violations outweighs a stronger one.
package enum LayoutStrength {
    package static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Double {
        max(0, min(1000, a * w)) * 1_000_000 + max(0, min(1000, b * w)) * 1000 + max(0, min(1000, c * w))
    }
    package static let required = create(1000, 1000, 1000)
    package static let strong = create(1, 0, 0)
    package static let medium = create(0, 1, 0)
    package static let weak = create(0, 0, 1)
    static func clip(_ value: Double) -> Double { max(0, min(required, value)) }
}

/// What the solver refuses.
package enum LayoutSolverError: Error, Equatable {
    case duplicateConstraint, unsatisfiableConstraint, unknownConstraint
    case duplicateEditVariable, unknownEditVariable, badRequiredStrength
    case internalError(String)
}
