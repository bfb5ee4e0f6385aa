import ArchgenSpec

/// The results of a piece of work's calls, bound to the names its outcomes read: one call's, or those of calls run at
/// once (Language.md 4).
extension EventWriter {
    /// Calls the work's methods and binds the results its outcomes read: one call as `let result = …`, several at
    /// once in the unit's task group where one can fail (`together`), else as `async let`s awaited together.
    mutating func bindResults(
        _ work: ModuleModel.CallWork, methods: [MethodDeclaration], used: Set<String>, hoisted: [String: String]
    ) {
        let results: [(bound: String, swift: String?)]
        if work.calls.count == 1 {
            // An earlier call's `result` in this scope (an outcome of a call that cannot throw shares it) keeps its
            // name; deeper, the new one hides it.
            results = resultNames(work, used: used)
            let expression = callExpression(work.calls[0], hoisted: hoisted)
            if results[0].bound != "_" {
                builder.code("let \(results[0].bound) = \(expression)")
            } else if methods[0].returnType != nil {
                builder.code("_ = \(expression)")
            } else {
                builder.code(expression)
            }
        } else if module.failsTogether(work) {
            results = resultNames(work, used: used)
            together(work.calls, hoisted: hoisted, after: "let \(Self.nested(results.map(\.bound))) = try await ")
        } else {
            var names: [String] = []
            for (call, method) in zip(work.calls, methods) {
                let name = fresh((call.resultName ?? method.name) + "Call")
                names.append(name)
                builder.code("async let \(name) = \(callExpression(call, hoisted: hoisted, awaited: false))")
            }
            results = resultNames(work, used: used)
            builder.code(
                "let (\(results.map(\.bound).joined(separator: ", "))) = await (\(names.joined(separator: ", ")))")
        }
        // The results outcomes read, declared under the names they were bound to.
        for ((call, method), result) in zip(zip(work.calls, methods), results) {
            guard let name = call.resultName, result.bound != "_" else { continue }
            local(name, type: method.returnType, swift: result.swift)
            whenBound[name] = nil
        }
    }

    /// What the results of the calls are bound to (`_` where nothing reads one), and the fresh Swift name of each whose
    /// name an earlier result declared in this scope.
    private mutating func resultNames(
        _ work: ModuleModel.CallWork, used: Set<String>
    ) -> [(bound: String, swift: String?)] {
        work.calls.map { call in
            guard let name = call.resultName, used.contains(name) else { return ("_", nil) }
            let swift = declaredHere(name) ? fresh(name) : nil
            return (swift ?? SwiftNames.escaped(name), swift)
        }
    }

    /// `(a, (b, c))`: the pattern of `together`'s nested pairs.
    private static func nested(_ names: [String]) -> String {
        names.count == 1 ? names[0] : "(\(names[0]), \(nested(Array(names.dropFirst()))))"
    }

    /// Calls at once that can fail, in the unit's task group: `WorkRegistry.together`, two at a time (three calls: the
    /// first, and the other two together).
    private mutating func together(
        _ calls: [ModuleModel.MethodCall], hoisted: [String: String], after opening: String
    ) {
        builder.code(opening + "WorkRegistry.together(")
        builder.open()
        builder.code("{ \(callExpression(calls[0], hoisted: hoisted)) },")
        if calls.count == 2 {
            builder.code("{ \(callExpression(calls[1], hoisted: hoisted)) }")
        } else {
            builder.code("{")
            builder.open()
            together(Array(calls.dropFirst()), hoisted: hoisted, after: "try await ")
            builder.close()
            builder.code("}")
        }
        builder.close()
        builder.code(")")
    }
}
