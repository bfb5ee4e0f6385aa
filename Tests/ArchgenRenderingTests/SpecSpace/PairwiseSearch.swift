import ArchgenTestSupport

/// One seeded run of the greedy construction of `SpecSpace.pairwise` (see there). Pairs of levels are numbered once
/// and looked up in flat tables, so the 32 runs take a fraction of a second in a debug build, where building a
/// dictionary per pair took seconds in every test process that reads the covering set.
struct PairwiseSearch {
    typealias Pair = SpecSpace.Pair

    let factors: [SpecSpace.Factor]
    /// Every allowed pair, sorted as `Pair` sorts: the seeds a run draws from.
    private let pairs: [Pair]
    /// Whether two levels may meet, by `slot` of their pair.
    private let allowed: [Bool]
    /// The most levels any factor has: the stride of a level in `slot`.
    private let width: Int

    init(factors: [SpecSpace.Factor]) {
        self.factors = factors
        width = factors.map(\.levels.count).max() ?? 0
        var pairs: [Pair] = []
        var allowed = [Bool](repeating: false, count: factors.count * width * factors.count * width)
        for i in factors.indices {
            for j in factors.indices where j > i {
                for a in factors[i].levels.indices {
                    for b in factors[j].levels.indices where SpecSpace.allowed(Pair(i, a, j, b), in: factors) {
                        pairs.append(Pair(i, a, j, b))
                        allowed[((i * width + a) * factors.count + j) * width + b] = true
                    }
                }
            }
        }
        self.pairs = pairs
        self.allowed = allowed
    }

    /// The table index of level `a` of factor `i` beside level `b` of factor `j`, in either order.
    private func slot(_ i: Int, _ a: Int, _ j: Int, _ b: Int) -> Int {
        i < j ? ((i * width + a) * factors.count + j) * width + b : ((j * width + b) * factors.count + i) * width + a
    }

    /// The slots of every pair of levels a row holds.
    private func slots(of row: [Int]) -> [Int] {
        factors.indices.flatMap { i in factors.indices.filter { $0 > i }.map { slot(i, row[i], $0, row[$0]) } }
    }

    /// Rows until every allowed pair is covered: each the best of 20 candidates, each seeded by a pair not yet
    /// covered and completed factor by factor (in random order) with the level covering the most new pairs among
    /// those allowed beside the levels chosen.
    func run(_ random: inout SeededGenerator) -> [[Int]] {
        var uncovered = allowed
        var remaining = pairs.count
        var rows: [[Int]] = []
        while remaining > 0 {
            let seeds = pairs.filter { uncovered[slot($0.i, $0.a, $0.j, $0.b)] }
            var best: (row: [Int], gain: Int)?
            for _ in 0..<20 {
                let seed = seeds.randomElement(using: &random)!
                var row = [Int?](repeating: nil, count: factors.count)
                row[seed.i] = seed.a
                row[seed.j] = seed.b
                for k in factors.indices.filter({ row[$0] == nil }).shuffled(using: &random) {
                    var choice = (level: 0, gain: -1)
                    for level in factors[k].levels.indices.shuffled(using: &random)
                    where factors.indices.allSatisfy({ other in
                        guard let chosen = row[other] else { return true }
                        return allowed[slot(other, chosen, k, level)]
                    }) {
                        let gain = factors.indices.count { other in
                            guard let chosen = row[other] else { return false }
                            return uncovered[slot(other, chosen, k, level)]
                        }
                        if gain > choice.gain { choice = (level, gain) }
                    }
                    row[k] = choice.level
                }
                let complete = row.map { $0! }
                let gain = slots(of: complete).count { uncovered[$0] }
                if gain > best?.gain ?? -1 { best = (complete, gain) }
            }
            for covered in slots(of: best!.row) where uncovered[covered] {
                uncovered[covered] = false
                remaining -= 1
            }
            rows.append(best!.row)
        }
        return rows
    }
}
