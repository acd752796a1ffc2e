import Foundation
import Testing
@testable import XUIKitCore

@Suite("The Cassowary solver: required and weaker constraints, edits, removal, as kiwi solves them")
struct LayoutSolverTests {
    func constraint(_ terms: [(LayoutVariable, Double)], _ constant: Double, _ relation: LayoutSolverConstraint.Relation,
                    _ strength: Double = LayoutStrength.required) -> LayoutSolverConstraint {
        LayoutSolverConstraint(LayoutExpression(terms, constant: constant), relation, strength: strength)
    }

    @Test("Required equalities solve exactly: x + y = 10 and x = 3 give y = 7")
    func requiredEqualities() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.addConstraint(constraint([(x, 1), (y, 1)], -10, .equal))
        try solver.addConstraint(constraint([(x, 1)], -3, .equal))
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 7)
    }

    @Test("A stronger preference wins over a weaker one, and no preference breaks a required inequality")
    func strengths() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x")
        try solver.addConstraint(constraint([(x, 1)], -100, .lessThanOrEqual))     // x <= 100
        try solver.addConstraint(constraint([(x, 1)], -50, .equal, LayoutStrength.medium))
        try solver.addConstraint(constraint([(x, 1)], -90, .equal, LayoutStrength.strong))
        try solver.addConstraint(constraint([(x, 1)], -150, .equal, LayoutStrength.strong * 10))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test("Two required values for one variable: the second is unsatisfiable and the first still holds")
    func unsatisfiable() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x")
        let ten = constraint([(x, 1)], -10, .equal)
        try solver.addConstraint(ten)
        #expect(throws: LayoutSolverError.unsatisfiableConstraint) { try solver.addConstraint(constraint([(x, 1)], -20, .equal)) }
        #expect(throws: LayoutSolverError.duplicateConstraint) { try solver.addConstraint(ten) }
        solver.updateVariables()
        #expect(x.value == 10 && solver.constraintCount == 1)
        try solver.removeConstraint(ten)
        #expect(throws: LayoutSolverError.unknownConstraint) { try solver.removeConstraint(ten) }
    }

    @Test("Removing a constraint lets the weaker ones take over again")
    func removal() throws {
        let solver = LayoutSolver(), x = LayoutVariable("x")
        try solver.addConstraint(constraint([(x, 1)], -20, .equal, LayoutStrength.weak))
        let floor = constraint([(x, 1)], -40, .greaterThanOrEqual)
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("kiwi's classic: a midpoint edited between bounded ends moves the ends only as far as it must")
    func editedMidpoint() throws {
        let solver = LayoutSolver()
        let left = LayoutVariable("left"), mid = LayoutVariable("mid"), right = LayoutVariable("right")
        try solver.addConstraint(constraint([(mid, 2), (left, -1), (right, -1)], 0, .equal))  // mid = (left + right) / 2
        try solver.addConstraint(constraint([(right, 1), (left, -1)], -10, .greaterThanOrEqual))  // right >= left + 10
        try solver.addConstraint(constraint([(right, 1)], -100, .lessThanOrEqual))
        try solver.addConstraint(constraint([(left, 1)], 0, .greaterThanOrEqual))
        try solver.addEditVariable(mid, strength: LayoutStrength.strong)
        try solver.suggestValue(mid, 50)
        solver.updateVariables()
        #expect(mid.value == 50 && right.value - left.value >= 10 - 1e-9 && abs(left.value + right.value - 100) < 1e-9)
        try solver.suggestValue(mid, 98)  // the right end stops at 100, so mid can only reach 95
        solver.updateVariables()
        #expect(right.value == 100 && left.value == 90 && mid.value == 95)
        #expect(throws: LayoutSolverError.badRequiredStrength) { try solver.addEditVariable(left, strength: LayoutStrength.required) }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.suggestValue(left, 1) }
    }

    @Test("A chain of 1,000 constraints solves, and changing its first value moves all of them")
    func longChain() throws {
        let solver = LayoutSolver()
        let values = (0..<1000).map { LayoutVariable("v\($0)") }
        for index in 1..<values.count {
            try solver.addConstraint(constraint([(values[index], 1), (values[index - 1], -1)], -1, .equal))
        }
        try solver.addEditVariable(values[0], strength: LayoutStrength.strong)
        try solver.suggestValue(values[0], 0)
        solver.updateVariables()
        #expect(values[999].value == 999)
        try solver.suggestValue(values[0], 50)
        solver.updateVariables()
        #expect(values[999].value == 1049 && values[500].value == 550)
    }
}
