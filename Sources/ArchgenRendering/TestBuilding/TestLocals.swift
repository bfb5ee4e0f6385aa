import ArchgenSpec

/// The constants a test declares before it acts.
struct Locals {
    /// The names a test's own code uses (hashed once per run, not once per test).
    private static let ownNames: Set<String> = [
        "sut", "task", "request", "response", "viewModel", "adapter", "store", "expected", "firstTask",
        "secondTask", "firstCame", "secondCame", "came", "unit", "gate", "expectedFields", "toldFields", "presented",
        "routes", "effects",
    ]
    private var names = Locals.ownNames
    private(set) var declarations: [Context.Local] = []
    /// The values of the state a test starts in: only patterns that hold a state (MVVM) declare them.
    private(set) var startDeclarations: [Context.Local] = []

    /// Declares `let <base> = <value>` (renamed if taken) and returns the name to use.
    mutating func declare(_ base: String, _ value: SwiftExpression, type: TypeExpression, start: Bool = false)
        -> String
    {
        var name = base
        var suffix = 2
        while names.contains(name) || SwiftNames.reserved.contains(name) {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        names.insert(name)
        let escaped = SwiftNames.escaped(name)
        // `nil` alone has no type to infer (an optional whose value archgen cannot build), nor has a closure
        // that ignores its arguments; an optional is declared one, so that it maps as the code maps it (VIP's rows).
        let isOptional: Bool = if case .optional = type { true } else { false }
        let flat = value.flat  // (spelled once: each spelling walks the whole expression)
        let head =
            isOptional || flat == "nil" || flat.hasPrefix("{") || flat == "[]" || flat == "[:]"
            ? "let \(escaped): \(type) = " : "let \(escaped) = "
        let declaration = Context.Local(declaration: head + value.layout(indent: 8, column: 8 + head.count))
        if start {
            startDeclarations.append(declaration)
        } else {
            declarations.append(declaration)
        }
        return escaped
    }
}
