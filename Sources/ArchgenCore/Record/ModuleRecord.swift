/// What archgen last wrote for one module: the exact text of each generated file (the base it merges a person's
/// edits against) and the scaffold files it created. Kept as `<Module>.archgen.record` beside the spec and
/// committed with it: plain text, one `|`-prefixed line per line of each file, in a stable order.
public struct ModuleRecord: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var root: OutputRoot
        public var path: String
        /// The text archgen wrote; nil for scaffold files, which are the user's.
        public var contents: String?

        public init(root: OutputRoot, path: String, contents: String?) {
            self.root = root
            self.path = path
            self.contents = contents
        }

        /// What the record keeps of a file archgen writes: the text of a generated file, only the place of a scaffold.
        public init(file: GeneratedFile) {
            self.init(root: file.root, path: file.path, contents: file.ownership == .generated ? file.contents : nil)
        }
    }

    public var entries: [Entry]
    /// The custom events whose handlers existed when archgen last wrote the module.
    public var customEvents: [String]

    public init(entries: [Entry], customEvents: [String] = []) {
        self.entries = entries
        self.customEvents = customEvents
    }

    /// The record of a generation's files.
    public init(files: [GeneratedFile]) {
        entries = files.map(Entry.init(file:))
        customEvents = []
    }

    /// The recorded text of a generated file, by root and path.
    public func base(root: OutputRoot, path: String) -> String? {
        entries.first { $0.root == root && $0.path == path }?.contents
    }

    static let version = "archgen-record 1"
    static let noFinalLineBreak = "\\ no line break at the end"

    public func serialized(specFileName: String) -> String {
        var out = "# What archgen last wrote for \(specFileName): the base it merges your edits against. "
        out += "Commit it with the spec.\n\(Self.version)\n"
        for event in customEvents { out += "custom \(event)\n" }
        for entry in entries {
            guard let contents = entry.contents else {
                out += "scaffold \(entry.root.rawValue) \(entry.path)\n"
                continue
            }
            out += "generated \(entry.root.rawValue) \(entry.path)\n"
            for line in LineDiff.lines(contents) {
                out += "|" + line
                if !line.hasSuffix("\n") { out += "\n" + Self.noFinalLineBreak + "\n" }
            }
        }
        return out
    }

    /// Reads a record; nil when the text is not one archgen wrote.
    public static func parse(_ text: String) -> ModuleRecord? {
        var lines = LineDiff.lines(text)[...]
        guard lines.first?.hasPrefix("#") == true else { return nil }
        lines.removeFirst()
        guard lines.popFirst()?.trimmingSuffix() == Substring(version) else { return nil }
        var entries: [Entry] = []
        var customEvents: [String] = []
        while let header = lines.popFirst() {
            if header.hasPrefix("custom ") {
                customEvents.append(String(header.trimmingSuffix().dropFirst("custom ".count)))
                continue
            }
            let parts = header.trimmingSuffix().split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, let root = OutputRoot(rawValue: parts[1]) else { return nil }
            switch parts[0] {
            case "scaffold":
                entries.append(Entry(root: root, path: parts[2], contents: nil))
            case "generated":
                var contents = ""
                while let line = lines.first,
                    line.hasPrefix("|") || line.trimmingSuffix() == Substring(noFinalLineBreak)
                {
                    lines.removeFirst()
                    if line.hasPrefix("|") {
                        contents += line.dropFirst()
                    } else if contents.hasSuffix("\n") {
                        contents.removeLast()
                    }
                }
                entries.append(Entry(root: root, path: parts[2], contents: contents))
            default:
                return nil
            }
        }
        return ModuleRecord(entries: entries, customEvents: customEvents)
    }
}

extension Substring {
    /// The line without its line break.
    func trimmingSuffix() -> Substring {
        var line = self
        while line.last == "\n" || line.last == "\r\n" || line.last == "\r" { line.removeLast() }
        return line
    }
}
