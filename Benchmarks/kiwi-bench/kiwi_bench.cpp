// The layout-solver workload of `make bench` (Benchmarks/xuikit-layout-bench), run on the
// kiwi C++ solver (nucleic/kiwi, from kiwisolver's sdist; scripts/kiwi-bench.sh fetches and
// compiles it). Must build exactly the constraints LayoutBench.swift builds, in the same order.
// Prints "build N seconds", "change N seconds" and "checksum N value" lines.
#include <kiwi/kiwi.h>
#include <chrono>
#include <cstdio>
#include <vector>

using Clock = std::chrono::steady_clock;

struct Workload {
    std::vector<kiwi::Variable> left, width;
    std::vector<kiwi::Constraint> preferences;
    kiwi::Solver solver;
};

// k cells of 4 constraints, in rows of 10 as a form or a grid of views has them: a minimum
// width, a preferred width (strong), each cell 8 after the previous one in its row (the
// first at 0), and a weak wish to be as wide as its row's first cell.
static void build(Workload &w, int n) {
    int k = n / 4;
    for (int i = 0; i < k; ++i) {
        w.left.emplace_back("left");
        w.width.emplace_back("width");
    }
    for (int i = 0; i < k; ++i) {
        w.solver.addConstraint(w.width[i] >= 10);
        kiwi::Constraint preference = (w.width[i] == 40 + 5 * (i % 7)) | kiwi::strength::strong;
        w.preferences.push_back(preference);
        w.solver.addConstraint(preference);
        if (i % 10 == 0) w.solver.addConstraint(w.left[i] == 0);
        else w.solver.addConstraint(w.left[i] == w.left[i - 1] + w.width[i - 1] + 8);
        w.solver.addConstraint((w.width[i] == w.width[i - i % 10]) | kiwi::strength::weak);
    }
    w.solver.updateVariables();
}

static double seconds(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

int main() {
    for (int n : {1000, 10000}) {
        int repeats = n == 1000 ? 20 : 3;
        double best = 1e9, checksum = 0;
        for (int r = 0; r < repeats; ++r) {
            Workload w;
            auto start = Clock::now();
            build(w, n);
            double t = seconds(start);
            if (t < best) best = t;
            checksum = 0;
            for (size_t i = 0; i < w.left.size(); ++i) checksum += w.left[i].value() + w.width[i].value();
        }
        std::printf("build %d %.9f\n", n, best);
        std::printf("checksum %d %.3f\n", n, checksum);
        // One preferred width changed and the layout re-solved: remove, add, update.
        Workload w;
        build(w, n);
        int m = (int)w.preferences.size() / 2, changes = n == 1000 ? 2000 : 200;
        auto start = Clock::now();
        for (int c = 0; c < changes; ++c) {
            w.solver.removeConstraint(w.preferences[m]);
            w.preferences[m] = (w.width[m] == (c % 2 == 0 ? 80 : 45)) | kiwi::strength::strong;
            w.solver.addConstraint(w.preferences[m]);
            w.solver.updateVariables();
        }
        std::printf("change %d %.9f\n", n, seconds(start) / changes);
    }
    return 0;
}
