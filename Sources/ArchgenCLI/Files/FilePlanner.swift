import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line of a report: the word in a 16-column field, then the path; with `colors`, the word coloured by what it
/// asks of the person (green: done; yellow: to regenerate; red: needs you).
func reportLine(_ word: String, _ path: String, colors: Bool = false) -> String {
    let paint: Paint? =
        switch word {
        case "created", "updated", "merged", "deleted": .green
        case "missing", "out of date", "no longer generated": .yellow
        case "unchanged", "kept (scaffold)", "edited, kept": nil
        default: .red  // conflicts, changes to make, files left over, refused writes
        }
    let field = padded(word, to: 16)
    guard let paint, colors else { return field + path + "\n" }
    return paint(word, true) + field.dropFirst(word.count) + path + "\n"
}

/// `text` followed by spaces up to `width` columns, and at least one space (never cut short).
func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

extension Data {
    /// A text's UTF-8 bytes, copied at once (`Data(text.utf8)` takes the generic way, through a dynamic cast).
    init(utf8 text: String) {
        var text = text
        self = text.withUTF8 { Data(buffer: $0) }
    }
}

/// One file of a plan: where it goes, what it will hold, and what will happen to it.
struct PlannedFile: Sendable {
    var url: URL
    var contents: Data
    var fate: FileFate
    /// The core's decision, with the changes a person must make (nil for files outside a module, like a new spec).
    var output: RegenerationPlanner.Output?
    /// What the file held when planned (nil: nothing), for `--diff`.
    var previous: String?

    init(url: URL, contents: Data, fate: FileFate, output: RegenerationPlanner.Output? = nil, previous: String? = nil) {
        (self.url, self.contents, self.fate, self.output, self.previous) = (url, contents, fate, output, previous)
    }
}

/// The I/O side of planning: finds what is at each file's place (never writing), refusing places outside the output
/// folders or behind symbolic links, and hands that to the core's `RegenerationPlanner`, which decides every fate.
/// `Transaction` carries the plan out.
struct FilePlanner {
    var planner = RegenerationPlanner()

    /// Each file's fate, and the record to write; `record` is what archgen wrote last time, if known.
    func plan(
        _ files: [GeneratedFile], roots: OutputRoots<URL>, record: ModuleRecord? = nil, pattern: String = "",
        ui: String = ""
    ) -> (files: [PlannedFile], record: ModuleRecord) {
        let rootPaths = Self.standard(roots)
        let plan = planner.plan(files, record: record, pattern: pattern, ui: ui, disk: Self.disk(rootPaths))
        return (plan.outputs.map { Self.planned($0, rootPaths: rootPaths) }, plan.record)
    }

    /// Each root as a standard path, worked out once per module.
    static func standard(_ roots: OutputRoots<URL>) -> OutputRoots<String> {
        roots.map { Paths.standard($0.path) }
    }

    /// What is at a file's place under its root (never writing); `rootPaths` from `standard(_:)`.
    static func disk(_ rootPaths: OutputRoots<String>) -> (OutputRoot, String) -> DiskState {
        { root, relative in state(at: Paths.standard(rootPaths[root]! + "/" + relative), root: rootPaths[root]!) }
    }

    /// The core's decision as a file to write (or not); `rootPaths` from `standard(_:)`.
    static func planned(_ output: RegenerationPlanner.Output, rootPaths: OutputRoots<String>) -> PlannedFile {
        PlannedFile(
            url: .file(Paths.standard(rootPaths[output.root]! + "/" + output.path)),
            contents: Data(utf8: output.contents), fate: output.fate, output: output, previous: output.onDisk)
    }

    /// What is at `path` (a standard absolute path inside or outside `root`).
    private static func state(at path: String, root: String) -> DiskState {
        guard Paths.isInside(path, root), path != root else { return .blocked("outside the output folder") }
        // Every existing folder between the root and the file must be a real folder, not a link elsewhere.
        var folder = root
        for component in path.dropFirst(root.count).split(separator: "/").dropLast() {
            folder += "/" + component
            switch Disk.kind(folder) {
            case .missing: return .missing
            case .directory: continue
            case .symbolicLink: return .blocked("'\(component)' is a symbolic link")
            case .other: return .blocked("'\(component)' is a file, not a folder")
            }
        }
        switch Disk.kind(path) {
        case .missing: return .missing
        case .symbolicLink: return .blocked("a symbolic link is in the way")
        case .directory: return .blocked("a folder is in the way")
        case .other:
            guard let text = Disk.readText(path) else { return .blocked("cannot be read") }
            return .file(text)
        }
    }
}
