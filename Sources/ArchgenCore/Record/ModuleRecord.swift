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

    /// Works on UTF-8 bytes: records are read and written for every module of every run, and a line break is
    /// exactly one byte (`\r` stays part of its line's text).
    public func serialized(specFileName: String) -> String {
        var out = Array("# What archgen last wrote for \(specFileName): the base it merges your edits against. ".utf8)
        out += "Commit it with the spec.\n\(Self.version)\n".utf8
        for event in customEvents { out += "custom \(event)\n".utf8 }
        for entry in entries {
            guard let contents = entry.contents else {
                out += "scaffold \(entry.root.rawValue) \(entry.path)\n".utf8
                continue
            }
            out += "generated \(entry.root.rawValue) \(entry.path)\n".utf8
            var text = contents
            text.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    out.append(UInt8(ascii: "|"))
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
                    out += bytes[start..<end]
                    start = end
                }
            }
            if let last = contents.utf8.last, last != UInt8(ascii: "\n") {
                out += "\n\(Self.noFinalLineBreak)\n".utf8
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads a record; nil when the text is not one archgen wrote.
    public static func parse(_ text: String) -> ModuleRecord? {
        let bytes = Array(text.utf8)
        var lines: [Range<Int>] = []  // each with its line feed, if any
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            lines.append(start..<end)
            start = end
        }
        /// A line's text without its line break.
        func lineText(_ line: Range<Int>) -> String {
            var end = line.upperBound
            while end > line.lowerBound, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
                end -= 1
            }
            return String(decoding: bytes[line.lowerBound..<end], as: UTF8.self)
        }
        var next = 0
        guard lines.count >= 2, bytes[lines[0].lowerBound] == UInt8(ascii: "#"), lineText(lines[1]) == version else {
            return nil
        }
        next = 2
        var entries: [Entry] = []
        var customEvents: [String] = []
        while next < lines.count {
            let header = lineText(lines[next])
            next += 1
            if header.hasPrefix("custom ") {
                customEvents.append(String(header.dropFirst("custom ".count)))
                continue
            }
            let parts = header.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, let root = OutputRoot(rawValue: parts[1]) else { return nil }
            switch parts[0] {
            case "scaffold":
                entries.append(Entry(root: root, path: parts[2], contents: nil))
            case "generated":
                var contents: [UInt8] = []
                while next < lines.count {
                    let line = lines[next]
                    if bytes[line.lowerBound] == UInt8(ascii: "|") {
                        contents += bytes[line.lowerBound + 1..<line.upperBound]
                    } else if lineText(line) == noFinalLineBreak {
                        if contents.last == UInt8(ascii: "\n") { contents.removeLast() }
                    } else {
                        break
                    }
                    next += 1
                }
                entries.append(Entry(root: root, path: parts[2], contents: String(decoding: contents, as: UTF8.self)))
            default:
                return nil
            }
        }
        return ModuleRecord(entries: entries, customEvents: customEvents)
    }
}
