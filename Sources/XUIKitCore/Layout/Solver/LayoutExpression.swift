import Foundation

/// A value the solver finds: one per layout attribute (a view's minX, width, ...).
final class LayoutVariable: Hashable, CustomStringConvertible {
    let name: String
    /// The value after `LayoutSolver.updateVariables()`.
    var value: Double = 0
    init(_ name: String) { self.name = name }
    static func == (a: LayoutVariable, b: LayoutVariable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    var description: String { "\(name)=\(value)" }
}

/// `constant + Σ coefficient · variable`.
struct LayoutExpression {
    var terms: [(variable: LayoutVariable, coefficient: Double)]
    var constant: Double
    init(_ terms: [(LayoutVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }
}

/// One linear relation for the solver, `expression (<=, ==, >=) 0`, with a
/// strength: `LayoutStrength.required` must hold; weaker ones are kept as
/// closely as the stronger ones allow.
final class LayoutSolverConstraint: Hashable {
    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
    let expression: LayoutExpression
    let relation: Relation
    let strength: Double

    init(_ expression: LayoutExpression, _ relation: Relation, strength: Double = LayoutStrength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = LayoutStrength.clip(strength)
    }

    static func == (a: LayoutSolverConstraint, b: LayoutSolverConstraint) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Cassowary's strengths, kiwi's figures: required > strong > medium > weak,
/// each a thousand times the next so that no number of weaker violations outweighs a stronger one.
enum LayoutStrength {
    static func create(_ a: Double, _ b: Double, _ c: Double, weight w: Double = 1) -> Double {
        max(0, min(1000, a * w)) * 1_000_000 + max(0, min(1000, b * w)) * 1000 + max(0, min(1000, c * w))
    }
    static let required = create(1000, 1000, 1000)
    static let strong = create(1, 0, 0)
    static let medium = create(0, 1, 0)
    static let weak = create(0, 0, 1)
    static func clip(_ value: Double) -> Double { max(0, min(required, value)) }
}

/// What the solver refuses.
enum LayoutSolverError: Error, Equatable {
    case duplicateConstraint, unsatisfiableConstraint, unknownConstraint
    case duplicateEditVariable, unknownEditVariable, badRequiredStrength
    case internalError(String)
}
