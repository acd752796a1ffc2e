import Foundation
import XUIKitCore

/// `make bench`, layout: XUIKit's Cassowary solver (`LayoutSolver`, a port of
/// kiwi) against the kiwi C++ solver compiled in the same run
/// (scripts/kiwi-bench.sh passes its binary with `--kiwi`). Both build the same
/// 1,000 and 10,000 constraints in the same order (Benchmarks/kiwi-bench/kiwi_bench.cpp),
/// solve them, and change one constant and re-solve (remove, add, update: how
/// the engine applies a constant change); the table gives each time and the
/// ratio XUIKit / kiwi. The checksums (sum of every solved value) must agree.
@main
struct LayoutBench {
    struct Workload {
        var left: [LayoutVariable] = [], width: [LayoutVariable] = []
        var preferences: [LayoutSolverConstraint] = []
        let solver = LayoutSolver()
    }

    static func constraint(_ terms: [(LayoutVariable, Double)], _ constant: Double, _ relation: LayoutSolverConstraint.Relation = .equal,
                           _ strength: Double = LayoutStrength.required) -> LayoutSolverConstraint {
        LayoutSolverConstraint(LayoutExpression(terms, constant: constant), relation, strength: strength)
    }

    /// k cells of 4 constraints in rows of 10, as kiwi_bench.cpp builds them.
    static func build(_ w: inout Workload, _ n: Int) throws {
        let k = n / 4
        for _ in 0..<k { w.left.append(LayoutVariable("left")); w.width.append(LayoutVariable("width")) }
        for i in 0..<k {
            try w.solver.addConstraint(constraint([(w.width[i], 1)], -10, .greaterThanOrEqual))
            let preference = constraint([(w.width[i], 1)], -Double(40 + 5 * (i % 7)), .equal, LayoutStrength.strong)
            w.preferences.append(preference)
            try w.solver.addConstraint(preference)
            if i % 10 == 0 {
                try w.solver.addConstraint(constraint([(w.left[i], 1)], 0))
            } else {
                try w.solver.addConstraint(constraint([(w.left[i], 1), (w.left[i - 1], -1), (w.width[i - 1], -1)], -8))
            }
            try w.solver.addConstraint(constraint([(w.width[i], 1), (w.width[i - i % 10], -1)], 0, .equal, LayoutStrength.weak))
        }
        w.solver.updateVariables()
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    static func measure() throws -> [String: Double] {
        var results: [String: Double] = [:]
        for n in [1000, 10000] {
            var best = Double.infinity, checksum = 0.0
            for _ in 0..<(n == 1000 ? 20 : 3) {
                var w = Workload()
                let start = ContinuousClock.now
                try build(&w, n)
                best = min(best, seconds(since: start))
                checksum = zip(w.left, w.width).reduce(0) { $0 + $1.0.value + $1.1.value }
            }
            results["build \(n)"] = best
            results["checksum \(n)"] = checksum
            var w = Workload()
            try build(&w, n)
            let m = w.preferences.count / 2, changes = n == 1000 ? 2000 : 200
            let start = ContinuousClock.now
            for c in 0..<changes {
                try w.solver.removeConstraint(w.preferences[m])
                w.preferences[m] = constraint([(w.width[m], 1)], c % 2 == 0 ? -80 : -45, .equal, LayoutStrength.strong)
                try w.solver.addConstraint(w.preferences[m])
                w.solver.updateVariables()
            }
            results["change \(n)"] = seconds(since: start) / Double(changes)
        }
        return results
    }

    /// The kiwi binary's "name n value" lines.
    static func runKiwi(_ path: String) -> [String: Double]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        var results: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 3, let value = Double(parts[2]) { results["\(parts[0]) \(parts[1])"] = value }
        }
        return results
    }

    static func main() throws {
        let arguments = CommandLine.arguments
        let kiwiPath = arguments.firstIndex(of: "--kiwi").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        let ours = try measure()
        let kiwi = kiwiPath.flatMap(runKiwi)
        print("Layout solver: XUIKit's LayoutSolver against kiwi (C++, -O2), same constraints, same order")
        func time(_ value: Double?) -> String { value.map { String(format: "%10.3f ms", $0 * 1000) } ?? "         -" }
        for name in ["build 1000", "change 1000", "build 10000", "change 10000"] {
            let label = name.hasPrefix("build") ? "build + solve \(name.dropFirst(6)) constraints" : "change one constant, re-solve (\(name.dropFirst(7)))"
            var line = label.padding(toLength: 44, withPad: " ", startingAt: 0) + "XUIKit " + time(ours[name]) + "   kiwi " + time(kiwi?[name])
            if let a = ours[name], let b = kiwi?[name], b > 0 { line += String(format: "   ratio %.2fx", a / b) }
            print(line)
        }
        if let kiwi {
            for n in [1000, 10000] {
                let same = abs((ours["checksum \(n)"] ?? 0) - (kiwi["checksum \(n)"] ?? -1)) < 1e-3 * max(1, abs(kiwi["checksum \(n)"] ?? 1))
                print("checksum \(n): XUIKit \(ours["checksum \(n)"] ?? 0), kiwi \(kiwi["checksum \(n)"] ?? 0)\(same ? " (same solution)" : " (DIFFERENT)")")
            }
        } else {
            print("kiwi: skipped (\(kiwiPath == nil ? "no --kiwi binary given" : "could not run \(kiwiPath!)")): XUIKit's times only")
        }
    }
}
