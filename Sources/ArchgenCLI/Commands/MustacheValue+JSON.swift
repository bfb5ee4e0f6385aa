import LocatedJSON
import Mustache

extension MustacheValue {
    /// The data of `archgen render --context FILE`: any JSON value becomes a Mustache value.
    init(json: JSONValue) {
        switch json.kind {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let text): self = .number(text)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .list(elements.map(MustacheValue.init(json:)))
        case .object(let members):
            self = .object(
                Dictionary(members.map { ($0.key, MustacheValue(json: $0.value)) }, uniquingKeysWith: { $1 }))
        }
    }
}
