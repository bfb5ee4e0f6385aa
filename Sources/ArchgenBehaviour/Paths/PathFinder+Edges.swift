import ArchgenSpec

/// Ways at the edges of the comparisons their guards decide: a test of `count >= 3` that sends a text of 3 characters
/// where it holds and of 2 where it does not, so that `>` written for `>=` (or a limit moved by one) fails a test.
extension PathFinder {
    /// `path`, or a neighbour of its scenario (one value changed) that takes the same way and tells more of the guards'
    /// comparisons from the comparison one step over (`>=` from `>`, `<` from `<=`). The guards are those of the
    /// alternatives at the top this way decided: the one it took and each one refused before it.
    func atEdges(_ path: Path, candidates: inout Candidates) -> Path {
        guard let top = path.trace.decisions.first, let taken = Int(top.dropFirst(4)) else { return path }
        let decided = taken >= 0 ? taken : blocks.count - 1
        var mutants: [PathFinder] = []
        // Each side of an `||` alone: a move keeps the sides that held (`text.isEmpty || text.count >= 2` tested with
        // "" stays "", else no test would hold by `text.isEmpty` alone: review 47, M15).
        var sides: [PathFinder] = []
        var names: Set<String> = []
        for position in blocks.indices where position <= decided {
            guard let condition = blocks[position].condition else { continue }
            for mutated in Self.edgeMutants(of: condition) {
                var changed = blocks
                changed[position].condition = mutated
                mutants.append(PathFinder(module: module, event: event, blocks: changed))
                names.formUnion(mutated.names)
            }
            for side in Self.sides(of: condition) {
                var changed = blocks
                changed[position].condition = side
                sides.append(PathFinder(module: module, event: event, blocks: changed))
            }
        }
        let held = sides.map { $0.run(path.scenario, calls: calls).decisions }
        guard !mutants.isEmpty else { return path }
        // (Only the values the comparisons name are moved: an event value, a kept value, a field or an input.)
        func named(_ variable: Variable) -> Bool { variable.name(in: module).map(names.contains) ?? false }
        // A mutant a scenario tells apart takes another way there: the test of that scenario fails on it.
        func told(_ scenario: Scenario) -> Int {
            mutants.filter { $0.run(scenario, calls: calls).decisions != path.trace.decisions }.count
        }
        var best = (path: path, told: told(path.scenario))
        for variable in path.trace.read.sorted() where best.told < mutants.count && named(variable) {
            for value in candidates.values(for: variable, event: event) where value != path.scenario.values[variable] {
                var scenario = path.scenario
                scenario[variable] = value
                let trace = run(scenario, calls: calls)
                guard !trace.undecided, trace.way == path.trace.way,
                    zip(sides, held).allSatisfy({ $0.run(scenario, calls: calls).decisions == $1 })
                else { continue }
                let count = told(scenario)
                if count > best.told { best = (Path(scenario: scenario, trace: trace, found: path.scenario), count) }
            }
        }
        return best.path
    }

    /// `condition` with each `||` in it (beside an `&&` too) replaced by one of its sides.
    static func sides(of condition: Expression) -> [Expression] {
        guard let replaced = eachSide(of: condition, replacedBy: sides) else { return [] }
        guard case .infix("||", let left, let right) = condition.kind else { return replaced }
        return [left, right] + replaced
    }

    /// `condition` with one of its comparisons one step over, for each, on either side of an `&&` or an `||` (`a >= 3 &&
    /// b` gives `a > 3 && b`, and `a >= 2 && b`, `a >= 4 && b`; `a <= c` gives `a < c`, `a <= c + 1`, `a <= c - 1`).
    static func edgeMutants(of condition: Expression) -> [Expression] {
        if let replaced = eachSide(of: condition, replacedBy: edgeMutants) { return replaced }
        let over = [">=": ">", ">": ">=", "<=": "<", "<": "<="]
        guard case .infix(let op, let left, let right) = condition.kind, let other = over[op] else { return [] }
        func comparison(_ op: String, _ limit: Expression.Kind) -> Expression {
            var moved = right
            moved.kind = limit
            var mutated = condition
            mutated.kind = .infix(op, left, moved)
            return mutated
        }
        // A whole-number limit moved by one each way (`>= 2`, `>= 4`): a way that does not hold tells it from the limit
        // one below (2 characters for `count >= 3`).
        guard case .integer(let digits) = right.kind, let limit = Int(digits) else {
            // A limit that is another value (`page <= totalPages`) moved by one each way: a way that does not hold tells
            // it from the limit one over (`page` at `totalPages + 1`: review 47). (Where the values are not numbers,
            // the moved limit decides nothing, and tells no scenario apart.)
            var one = right
            one.kind = .integer("1")
            return [comparison(other, right.kind)] + ["+", "-"].map { comparison(op, .infix($0, right, one)) }
        }
        return [comparison(other, right.kind)] + [limit - 1, limit + 1].map { comparison(op, .integer(String($0))) }
    }

    /// `condition` with one side of its `&&` or `||` replaced, for each side and each of `replacements(side)`; `nil`
    /// where it is no junction.
    private static func eachSide(
        of condition: Expression, replacedBy replacements: (Expression) -> [Expression]
    ) -> [Expression]? {
        guard case .infix(let junction, let left, let right) = condition.kind, junction == "&&" || junction == "||"
        else { return nil }
        func joined(_ left: Expression, _ right: Expression) -> Expression {
            var copy = condition
            copy.kind = .infix(junction, left, right)
            return copy
        }
        return replacements(left).map { joined($0, right) } + replacements(right).map { joined(left, $0) }
    }
}
