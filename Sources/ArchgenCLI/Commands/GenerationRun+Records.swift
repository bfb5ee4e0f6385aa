import ArchgenRegeneration

/// Taking a module's files from its record instead of rendering them, when the record proves what rendering gives.
extension GenerationRun {
    /// The stamp a module's record gets, or is checked against (nil when archgen does not know its build), for
    /// files formatted in the style `style` identifies (`TeamStyles.styles`).
    func stamp(for spec: SpecFile, style: [UInt8]) -> RecordStamp? {
        build.map {
            RecordStamp(
                build: $0, specFileName: spec.url.lastPathComponent, spec: spec.bytes, templates: templatesIdentity,
                style: style)
        }
    }

    /// The plan of a module whose record proves what rendering its spec gives (see `RecordStamp`), made from the
    /// record's files without rendering; nil when the record proves nothing (then the spec is rendered). (No `Result`:
    /// its type is made at run time, at the cost of a look-up of its error's conformance.)
    func reusedPlan(_ spec: SpecFile, recordText: String?) -> ModulePlan? {
        guard reusesRecords, let recordText, let module = ModuleSummary(spec: spec.bytes) else { return nil }
        let rootPaths = FilePlanner.standard(OutputLayout.roots(for: module, specFolder: spec.url.parent))
        guard let stamp = stamp(for: spec, style: styles.styles(rootPaths).identity),
            let proof = stamp.proven(by: recordText)
        else { return nil }
        let plan = try? plan(spec, module: module, rootPaths: rootPaths, model: nil, recordText: recordText) {
            planner, disk in
            planner.plan(proven: proof, recordText: recordText, specFileName: stamp.specFileName, disk: disk)
                .map { ($0.plan, $0.record) }
        }
        return plan ?? nil
    }
}
