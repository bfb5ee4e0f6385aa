/// How interpolated values are escaped: `html` as the Mustache specification defines it, `none` for source code.
public enum Escaping: String, Sendable, CaseIterable {
    case html
    case none

    func apply(_ text: String) -> String {
        switch self {
        case .none:
            return text
        case .html:
            var out = ""
            out.reserveCapacity(text.utf8.count)
            for character in text {
                switch character {
                case "&": out += "&amp;"
                case "\"": out += "&quot;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                default: out.append(character)
                }
            }
            return out
        }
    }
}
