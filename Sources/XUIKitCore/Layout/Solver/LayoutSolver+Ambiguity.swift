import Foundation

extension LayoutSolver {
    /// Whether `expression`'s value is the only one the solver's optimum allows,
    /// and if not, which way it can move: +1 or -1 (nil when it is unique).
    ///
    /// The expression is rewritten over the parametric (non-basic) symbols. It
    /// can move when it depends on a variable the solver does not know or on a
    /// free parametric variable, or on a slack or error symbol whose objective
    /// coefficient is zero (raising it from zero keeps every constraint and
    /// costs nothing) and that no restricted row already at zero blocks. A
    /// dummy (a required equality) or a symbol the objective charges for
    /// cannot move: weaker constraints decide it, as in UIKit's engine, so
    /// only ties among them (equal hugging, say) make a layout ambiguous.
    func freeDirection(of expression: LayoutExpression) -> Double? {
        var row = LayoutRow()
        for term in expression.terms where !LayoutRow.nearZero(term.coefficient) {
            guard let symbol = variables[term.variable] else { return 1 }
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        for cell in row.cells {
            switch cell.symbol.kind {
            case .external:
                return 1
            case .slack, .error:
                guard LayoutRow.nearZero(objective.coefficient(for: cell.symbol)) else { continue }
                let blocked = rows.contains { symbol, basic in
                    symbol.kind != .external && LayoutRow.nearZero(basic.constant) && basic.coefficient(for: cell.symbol) < 0
                }
                if !blocked { return cell.coefficient > 0 ? 1 : -1 }
            case .dummy, .invalid:
                continue
            }
        }
        return nil
    }
}
