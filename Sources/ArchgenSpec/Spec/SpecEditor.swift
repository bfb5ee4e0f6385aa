import LocatedJSON

/// Changes top-level keys of a spec and writes it back formatted, for `archgen new --spec` and for recording
/// the output folders. Keys keep their place; new keys go where the documentation lists them.
public enum SpecEditor {
    /// `json` with each key of `changes` set to its string value (or removed for nil), formatted.
    public static func setting(_ changes: [String: String?], in json: JSONValue) -> String {
        guard case .object(var members) = json.kind else { return JSONWriter.format(json) }
        let origin = json.location
        for key in SpecDecoder.topLevelKeys {
            guard let change = changes[key] else { continue }
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let value = change {
                    members[index].value = JSONValue(.string(value), at: origin)
                } else {
                    members.remove(at: index)
                }
                continue
            }
            guard let value = change else { continue }
            let member = JSONValue.Member(key: key, keyLocation: origin, value: JSONValue(.string(value), at: origin))
            // Insert after the last present key that the documented order puts before this one.
            let order = SpecDecoder.topLevelKeys
            let position = order.firstIndex(of: key)!
            let insertion = members.lastIndex { order.firstIndex(of: $0.key).map { $0 < position } ?? false }
            members.insert(member, at: insertion.map { $0 + 1 } ?? 0)
        }
        return JSONWriter.format(JSONValue(.object(members), at: origin))
    }

    /// The same changes made in the spec's own text, keeping its comments and layout: for a spec a person wrote with
    /// comments or trailing commas, which formatting it again would lose.
    public static func setting(_ changes: [String: String?], inText text: String) throws(JSONSyntaxError) -> String {
        let ordered = SpecDecoder.topLevelKeys.compactMap { key in
            changes[key].map { (key: key, value: $0.map(JSONWriter.quote)) }
        }
        return try JSONTextEditor.setting(ordered, in: text, order: SpecDecoder.topLevelKeys)
    }
}
