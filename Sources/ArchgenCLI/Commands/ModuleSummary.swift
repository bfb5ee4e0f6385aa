import ArchgenSpec
import LocatedJSON

/// What a run needs of a module besides its files: its name, pattern and UI (for reports) and where its files go. A
/// module whose files come from its record (`RecordStamp`) is not validated again: its summary is read from the spec's
/// top-level keys (valid, since the record's stamp proves this spec validated) and the record's pattern and UI.
struct ModuleSummary: Sendable {
    var name: String
    var pattern: String
    var ui: String
    /// The spec's `sourcesPath` and `testsPath` (relative to the spec's folder), when it gives them.
    var sourcesPath: String?
    var testsPath: String?

    init(_ module: ModuleModel) {
        name = module.name
        pattern = module.pattern
        ui = module.ui.rawValue
        sourcesPath = module.sourcesPath
        testsPath = module.testsPath
    }

    /// Read from a spec archgen validated before with this build (the pattern and UI are then the record's); nil when
    /// its keys are not as validation left them.
    init?(spec: [UInt8]) {
        guard let json = try? JSONReader(allowing: .jsonc).read(spec), case .object(let members) = json.kind else {
            return nil
        }
        func string(_ key: String) -> String?? {
            guard let member = members.first(where: { $0.key == key }) else { return .some(nil) }
            guard case .string(let value) = member.value.kind else { return nil }
            return value
        }
        guard let name = string("module"), let name, let sourcesPath = string("sourcesPath"),
            let testsPath = string("testsPath")
        else { return nil }
        (self.name, pattern, ui, self.sourcesPath, self.testsPath) = (name, "", "", sourcesPath, testsPath)
    }
}
