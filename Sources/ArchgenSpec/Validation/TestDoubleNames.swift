/// A dependency's spy (see `Templates/shared/Mocks.swift.mustache`) declares, beside one method per method, its own
/// members (`gate`, `lock`, `recorded`, `closures`), a record of each method's calls, result and error
/// (`fetchCalls`, `fetchResult`, `fetchError`) and a type per call (`FetchCall`, in `Recorded`): a method or a type
/// named like one of them would redeclare it or be shadowed by it inside the spy. One check here instead of an
/// "invalid redeclaration" in the generated tests.
extension ValidationContext {
    static let spyMembers: Set<String> = ["gate", "lock", "recorded", "closures"]

    mutating func checkSpyNames(_ texts: [Located<String>], methods: [MethodDeclaration]) {
        var derived: [String: String] = [:]  // spy member -> what it records
        for method in methods {
            for suffix in ["Calls", "Result", "Error"] { derived[method.name + suffix] = "'\(method.name)'" }
        }
        let nestedTypes = Set(methods.map { SwiftNames.upperFirst($0.name) + "Call" } + ["Recorded"])
        for (text, method) in zip(texts, methods) {
            if Self.spyMembers.contains(method.name) {
                report(.spyClash(method: method.name, name: method.name, role: "every spy has it"), at: text.location)
            } else if let owner = derived[method.name] {
                report(
                    .spyClash(method: method.name, name: method.name, role: "it records \(owner)"), at: text.location)
            }
            let types = (method.parameters.map(\.type) + [method.returnType].compactMap { $0 }).flatMap(\.typeNames)
            for type in Set(types).intersection(nestedTypes).sorted() {
                report(
                    .spyClash(method: method.name, name: type, role: "a type it declares for a method's calls"),
                    at: text.location)
            }
        }
    }
}

extension TypeExpression {
    /// The first component of every named type in it (`Array`, `Order` for `Array<Order>`).
    var typeNames: [String] {
        switch self {
        case .named(let parts): [parts[0].name] + parts.flatMap { $0.arguments.flatMap(\.typeNames) }
        case .array(let element), .optional(let element): element.typeNames
        case .dictionary(let key, let value): key.typeNames + value.typeNames
        case .tuple(let elements): elements.flatMap(\.type.typeNames)
        case .function(let function): (function.parameters + [function.result]).flatMap(\.typeNames)
        }
    }
}
