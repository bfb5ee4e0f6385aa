import LocatedJSON

/// A project's settings for archgen, from `archgen.config.json` (found by walking up from the working folder):
/// the templates folder, where specs live and modules go, and the defaults of `archgen new`. Paths are as written,
/// relative to the file's folder; the command line resolves them. Every key is optional; flags win over it.
public struct ProjectConfig: Equatable, Sendable {
    public static let fileName = "archgen.config.json"
    /// The keys the file may hold, and those of its `new` object (`$schema` names the JSON Schema, for editors).
    public static let keys = ["$schema", "templates", "specs", "sources", "tests", "new"]
    public static let newKeys = ["pattern", "ui", "testing", "access", "target"]

    /// A value and where it is written, so a later check (a pattern the templates lack) can point at it.
    public struct Setting: Equatable, Sendable {
        public var value: String
        public var location: SourceLocation
    }

    /// The folder of team templates (`--templates` replaces it).
    public var templates: Setting?
    /// Where `new` writes specs, and below which `generate`, `status` and `validate` look for them by default.
    public var specs: Setting?
    /// The folders `new` puts a module's sources (`<sources>/<Module>`) and tests (`<tests>/<Module>Tests`) in.
    public var sources: Setting?
    public var tests: Setting?
    /// Defaults for `archgen new`, by option name (`pattern`, `ui`, `testing`, `access`, `target`).
    public var new: [String: Setting] = [:]

    public init() {}

    /// Why a config file cannot be used, and where.
    public struct ParseError: Error, Equatable, Sendable {
        public var location: SourceLocation
        public var message: String
    }

    /// Reads the file's text; the first problem is an error with its line and column.
    public static func parse(_ bytes: [UInt8]) throws(ParseError) -> ProjectConfig {
        let json: JSONValue
        do {
            json = try JSONReader(allowing: .jsonc).read(bytes)
        } catch {
            throw ParseError(location: error.location, message: "invalid JSON: \(error.message)")
        }
        guard case .object(let members) = json.kind else {
            throw ParseError(location: json.location, message: "expected an object, found \(json.typeName)")
        }
        var config = ProjectConfig()
        for member in members {
            switch member.key {
            case "$schema": _ = try string(member)
            case "templates": config.templates = try string(member)
            case "specs": config.specs = try string(member)
            case "sources": config.sources = try string(member)
            case "tests": config.tests = try string(member)
            case "new":
                guard case .object(let options) = member.value.kind else {
                    throw ParseError(
                        location: member.value.location,
                        message: "'new' must be an object of defaults for 'archgen new', found \(member.value.typeName)"
                    )
                }
                for option in options {
                    guard newKeys.contains(option.key) else { throw unknown(option, in: newKeys, of: "'new'") }
                    let setting = try string(option)
                    if let allowed = allowedValues[option.key], !allowed.contains(setting.value) {
                        throw ParseError(
                            location: option.value.location,
                            message: "'\(setting.value)' is not a value of '\(option.key)'; use "
                                + allowed.joined(separator: " or "))
                    }
                    if option.key == "target", !SwiftNames.isIdentifier(setting.value) {
                        throw ParseError(
                            location: option.value.location,
                            message: "'\(setting.value)' is not a Swift module name; use letters, digits and '_'")
                    }
                    config.new[option.key] = setting
                }
            default: throw unknown(member, in: keys, of: "an archgen config")
            }
        }
        return config
    }

    static let allowedValues: [String: [String]] = [
        "ui": UIFramework.allCases.map(\.rawValue),
        "testing": TestingFramework.allCases.map(\.rawValue),
        "access": AccessLevel.allCases.map(\.rawValue),
    ]

    private static func string(_ member: JSONValue.Member) throws(ParseError) -> Setting {
        guard case .string(let value) = member.value.kind, !value.isEmpty else {
            throw ParseError(
                location: member.value.location,
                message: "'\(member.key)' must be a non-empty string, found \(member.value.typeName)")
        }
        return Setting(value: value, location: member.value.location)
    }

    private static func unknown(_ member: JSONValue.Member, in known: [String], of owner: String) -> ParseError {
        let hint = Suggestion.nearest(to: member.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return ParseError(
            location: member.keyLocation,
            message: "unknown key '\(member.key)' in \(owner)\(hint) (known: \(known.joined(separator: ", ")))")
    }
}
