import Foundation

/// An incremental Cassowary solver: the simplex algorithm behind Apple's Auto
/// Layout engine, ported from the kiwi solver (nucleic/kiwi, BSD), which
/// implements Badros, Borning and Stuckey's "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm" (2001).
///
/// - `addConstraint`/`removeConstraint` change the tableau in place and
///   re-optimize (phase 2 of the simplex method): one constraint costs the
///   pivots it needs, not a solve from scratch.
/// - Edit variables take suggested values (`suggestValue`), re-solved with
///   the dual simplex method: how a view's constant changes cheaply.
/// - A required constraint that cannot hold throws `unsatisfiableConstraint`
///   and leaves the solver as it was before the call (in the tableau sense:
///   the rows it reserved variables for stay, as in kiwi).
/// - `updateVariables()` copies the solution into the variables.
package final class LayoutSolver {
    private struct Tag {
        var marker = LayoutSymbol.invalid
        var other = LayoutSymbol.invalid
    }

    private struct EditInfo {
        let tag: Tag
        let constraint: LayoutSolverConstraint
        var constant: Double
    }

    private var constraints: [LayoutSolverConstraint: Tag] = [:]
    private(set) var rows: [LayoutSymbol: LayoutRow] = [:]
    private(set) var variables: [LayoutVariable: LayoutSymbol] = [:]
    private var edits: [LayoutVariable: EditInfo] = [:]
    private var infeasibleRows: [LayoutSymbol] = []
    private(set) var objective = LayoutRow()
    private var artificial: LayoutRow?
    private var nextID = 1

    package init() {}

    package var constraintCount: Int { constraints.count }

    package func hasConstraint(_ constraint: LayoutSolverConstraint) -> Bool { constraints[constraint] != nil }

    package func addConstraint(_ constraint: LayoutSolverConstraint) throws(LayoutSolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint }
        var tag = Tag()
        var row = createRow(constraint, &tag)
        var subject = chooseSubject(row, tag)
        // A row of dummies only: redundant (constant zero: the marker enters) or unsatisfiable.
        if subject.kind == .invalid, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard LayoutRow.nearZero(row.constant) else { throw .unsatisfiableConstraint }
            subject = tag.marker
        }
        if subject.kind == .invalid {
            guard try addWithArtificialVariable(row) else { throw .unsatisfiableConstraint }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        }
        constraints[constraint] = tag
        try optimize(objective: nil)
    }

    package func removeConstraint(_ constraint: LayoutSolverConstraint) throws(LayoutSolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint }
        // The error terms leave the objective before pivoting, or the substitutions would be wrong.
        removeEffects(of: constraint, tag)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                throw .internalError("failed to find leaving row")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(objective: nil)
    }

    package func addEditVariable(_ variable: LayoutVariable, strength: Double) throws(LayoutSolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        let clipped = LayoutStrength.clip(strength)
        guard clipped < LayoutStrength.required else { throw .badRequiredStrength }
        let constraint = LayoutSolverConstraint(LayoutExpression([(variable, 1)]), .equal, strength: clipped)
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    package func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try removeConstraint(info.constraint)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for an edit variable, then re-solves with the dual simplex method.
    package func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutSolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        if var row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(info.tag.marker) }
            rows[info.tag.marker] = row
        } else if var row = rows[info.tag.other] {
            if row.add(delta) < 0 { infeasibleRows.append(info.tag.other) }
            rows[info.tag.other] = row
        } else {
            for symbol in rows.keys.sorted() {
                let coefficient = rows[symbol]!.coefficient(for: info.tag.marker)
                guard coefficient != 0 else { continue }
                if rows[symbol]!.add(delta * coefficient) < 0, symbol.kind != .external { infeasibleRows.append(symbol) }
            }
        }
        try dualOptimize()
    }

    /// Copies the solution into every variable the solver knows.
    package func updateVariables() {
        for (variable, symbol) in variables { variable.value = rows[symbol]?.constant ?? 0 }
    }

    // MARK: The tableau

    private func symbol(for variable: LayoutVariable) -> LayoutSymbol {
        if let known = variables[variable] { return known }
        let made = makeSymbol(.external)
        variables[variable] = made
        return made
    }

    private func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        defer { nextID += 1 }
        return LayoutSymbol(id: nextID, kind: kind)
    }

    /// The constraint as a row over the current parametric symbols, with its slack, error or dummy symbols.
    private func createRow(_ constraint: LayoutSolverConstraint, _ tag: inout Tag) -> LayoutRow {
        var row = LayoutRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !LayoutRow.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        let required = constraint.strength >= LayoutStrength.required
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !required {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if !required {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// An external symbol, else a negative slack or error marker; else invalid.
    private func chooseSubject(_ row: LayoutRow, _ tag: Tag) -> LayoutSymbol {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable, row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    private func addWithArtificialVariable(_ row: LayoutRow) throws(LayoutSolverError) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(objective: .artificial)
        let success = LayoutRow.nearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        var index = rows.startIndex
        while index != rows.endIndex { rows.values[index].remove(art); rows.formIndex(after: &index) }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow) {
        LayoutSolver.substitute(symbol, row, in: &rows, infeasible: &infeasibleRows)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The hot loop of every add: in place, by index (no hashing, no copy of a
    /// row), over `inout` storage (one exclusivity check, not one per row).
    private static func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow, in rows: inout [LayoutSymbol: LayoutRow],
                                   infeasible: inout [LayoutSymbol]) {
        var index = rows.startIndex
        while index != rows.endIndex {
            if rows.values[index].substitute(symbol, with: row) {
                let key = rows.keys[index]
                if key.kind != .external, rows.values[index].constant < 0 { infeasible.append(key) }
            }
            rows.formIndex(after: &index)
        }
    }

    private enum Objective { case artificial }

    /// Phase 2 of the simplex method until the objective (or the artificial one) is minimal.
    private func optimize(objective which: Objective?) throws(LayoutSolverError) {
        while true {
            let current = which == .artificial ? artificial! : objective
            guard let entering = current.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol else { return }
            guard let leaving = leavingRow(for: entering), var row = rows.removeValue(forKey: leaving) else {
                throw .internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The dual simplex method: makes the optimal-but-infeasible tableau feasible again.
    private func dualOptimize() throws(LayoutSolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard let candidate = rows[leaving], !LayoutRow.nearZero(candidate.constant), candidate.constant < 0 else { continue }
            var entering = LayoutSymbol.invalid, ratio = Double.greatestFiniteMagnitude
            for cell in candidate.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let r = objective.coefficient(for: cell.symbol) / cell.coefficient
                if r < ratio { ratio = r; entering = cell.symbol }
            }
            guard entering.kind != .invalid, var row = rows.removeValue(forKey: leaving) else { throw .internalError("dual optimize failed") }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The restricted row with the smallest ratio -constant / coefficient for `entering` (ties: the lowest symbol).
    private func leavingRow(for entering: LayoutSymbol) -> LayoutSymbol? {
        LayoutSolver.leavingRow(for: entering, in: rows)
    }

    private static func leavingRow(for entering: LayoutSymbol, in rows: [LayoutSymbol: LayoutRow]) -> LayoutSymbol? {
        var ratio = Double.greatestFiniteMagnitude, found: LayoutSymbol?
        for index in rows.indices {
            let symbol = rows.keys[index]
            guard symbol.kind != .external else { continue }
            let coefficient = rows.values[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let r = -rows.values[index].constant / coefficient
            if r < ratio || (r == ratio && symbol < found!) { ratio = r; found = symbol }
        }
        return found
    }

    /// The row to pivot a non-basic marker out of (kiwi's three-level
    /// precedence; kiwi walks its rows sorted, so ties go to the lowest symbol,
    /// and the last external, the highest, is the fallback).
    private func markerLeavingRow(_ marker: LayoutSymbol) -> LayoutSymbol? {
        LayoutSolver.markerLeavingRow(marker, in: rows)
    }

    private static func markerLeavingRow(_ marker: LayoutSymbol, in rows: [LayoutSymbol: LayoutRow]) -> LayoutSymbol? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: LayoutSymbol?, second: LayoutSymbol?, third: LayoutSymbol?
        for index in rows.indices {
            let c = rows.values[index].coefficient(for: marker)
            if c == 0 { continue }
            let symbol = rows.keys[index], constant = rows.values[index].constant
            if symbol.kind == .external {
                if third.map({ symbol > $0 }) ?? true { third = symbol }
            } else if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && symbol < first!) { r1 = r; first = symbol }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && symbol < second!) { r2 = r; second = symbol }
            }
        }
        return first ?? second ?? third
    }

    private func removeEffects(of constraint: LayoutSolverConstraint, _ tag: Tag) {
        for marker in [tag.marker, tag.other] where marker.kind == .error {
            if let row = rows[marker] { objective.insert(row, -constraint.strength) } else { objective.insert(marker, -constraint.strength) }
        }
    }
}
