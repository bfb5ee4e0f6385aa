/// The value a `storage` property starts with: empty, so that the spec never has to spell a Swift literal.
package enum StorageDefaults {
    package static func initialValue(for type: TypeExpression) -> String? {
        switch type {
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .function: return nil
        case .tuple, .named:
            switch type.simpleName {
            case "Bool": return "false"
            case "String": return "\"\""
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
                "Float":
                return "0"
            default: return nil
            }
        }
    }
}
