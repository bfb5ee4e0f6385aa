import ArchgenBehaviour
import ArchgenSpec

/// The locals a test declared, by the value each holds, so that a test writes a local's name where it needs that value.
/// A name stands for its value only where Swift takes it: where a value of the local's own type goes, or of that type
/// made optional. `let ratio: Double? = 24.5` is no `Double`, and a `nil` of `String?` no `Ticket?`: there the value is
/// written out. A local whose type follows from its value (an expected value declared first) stands for it anywhere.
struct LocalNames {
    private var locals: [TestValue: [(name: String, type: TypeExpression?)]] = [:]

    /// The local declared with no type of its own that holds `value`; setting one records it so.
    subscript(value: TestValue) -> String? {
        get { locals[value]?.first { $0.type == nil }?.name }
        set { if let newValue { record(value, newValue, type: nil) } }
    }

    /// Records that `name`, declared of `type` (nil: the type its value spells), holds `value`.
    mutating func record(_ value: TestValue, _ name: String, type: TypeExpression?) {
        locals[value, default: []].append((name, type))
    }

    /// The first local that holds `value` and that Swift takes where a value of `type` goes (nil: a type archgen does
    /// not know, where only a local declared with no type of its own is sure to fit).
    func name(of value: TestValue, as type: TypeExpression?) -> String? {
        locals[value]?.first { local in
            guard let declared = local.type else { return true }
            return type == declared || type == .optional(declared)
        }?.name
    }
}
