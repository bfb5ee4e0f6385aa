import ArchgenRendering
import ArchgenSpec

/// What archgen last wrote for one module: the exact text of each file it generated and of each scaffold as it last
/// rendered it (the bases it merges a person's edits against). Kept as `<Module>.archgen.record` beside the spec and
/// committed with it: plain text, one `|`-prefixed line per line of each file, in a stable order.
public struct ModuleRecord: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var root: OutputRoot
        public var path: String
        public var ownership: Ownership
        /// The text archgen wrote (a generated file) or last merged into the person's file (a scaffold); nil for a
        /// scaffold whose text is not known (a record from archgen before scaffolds were merged).
        public var contents: String?

        public init(root: OutputRoot, path: String, ownership: Ownership, contents: String?) {
            self.root = root
            self.path = path
            self.ownership = ownership
            self.contents = contents
        }

        public init(file: GeneratedFile) {
            self.init(root: file.root, path: file.path, ownership: file.ownership, contents: file.contents)
        }
    }

    /// The pattern and UI the files were written for (for messages about files a switch leaves behind).
    public var pattern: String
    public var ui: String
    public var entries: [Entry]
    /// Which templates wrote the files: `built-in <fingerprint>` or `custom <fingerprint>` (empty in older records).
    public var templates: String
    /// Names the module no longer generates that a file kept for the person still used when archgen last ran.
    public var gone: [String]

    public init(pattern: String, ui: String, entries: [Entry], gone: [String] = [], templates: String = "") {
        self.pattern = pattern
        self.ui = ui
        self.entries = entries
        self.templates = templates
        self.gone = gone
    }

    /// The recorded entry of a file, by root and path.
    public func entry(root: OutputRoot, path: String) -> Entry? {
        entries.first { $0.root == root && $0.path == path }
    }

    static let version = "archgen-record 2"
    static let firstVersion = "archgen-record 1"
    static let noFinalLineBreak = "\\ no line break at the end"

    /// Works on UTF-8 bytes: records are read and written for every module of every run, and a line break is
    /// exactly one byte (`\r` stays part of its line's text).
    public func serialized(specFileName: String) -> String {
        var out = Array("# What archgen last wrote for \(specFileName): the base it merges your edits against. ".utf8)
        let size = entries.reduce(0) { $0 + ($1.contents?.utf8.count ?? 0) }
        out.reserveCapacity(size + size / 8 + entries.count * 80 + 256)  // (a `|` per line)
        out += "Commit it with the spec.\n\(Self.version)\npattern \(pattern) \(ui)\n".utf8
        if !templates.isEmpty { out += "templates \(templates)\n".utf8 }
        for name in gone { out += "gone \(name)\n".utf8 }
        for entry in entries {
            out +=
                "\(entry.ownership == .generated ? "generated" : "scaffold") \(entry.root.rawValue) \(entry.path)\n"
                .utf8
            guard let contents = entry.contents else { continue }
            var text = contents
            text.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    out.append(UInt8(ascii: "|"))
                    let end = LineBreaks.next(in: bytes, from: start).map { $0 + 1 } ?? bytes.count
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
            }
            if let last = contents.utf8.last, last != UInt8(ascii: "\n") {
                out += "\n\(Self.noFinalLineBreak)\n".utf8
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Why a record cannot be read, and on which line.
    public struct ParseError: Error, Equatable, Sendable {
        public var line: Int
        public var message: String
    }

    /// Reads a record (this version or the first, whose scaffolds have no text).
    public static func parse(_ text: String) throws(ParseError) -> ModuleRecord {
        let lines = Lines(text)
        guard lines.count >= 2, lines.bytes[0] == UInt8(ascii: "#"),
            [version, firstVersion].contains(lines.text(1))
        else {
            throw ParseError(line: 1, message: "this is not a record archgen wrote (it starts '# What archgen...')")
        }
        var record = ModuleRecord(pattern: "", ui: "", entries: [])
        var next = 2
        while next < lines.count {
            let lineNumber = next + 1
            let header = lines.text(next)
            next += 1
            let parts = header.split(separator: " ", maxSplits: 2).map(String.init)
            guard try record.read(header, parts: parts, line: lineNumber) else { continue }
            guard parts.count == 3, let root = OutputRoot(rawValue: parts[1]) else {
                throw ParseError(line: lineNumber, message: "expected '\(parts[0]) sources|tests PATH'")
            }
            let contents = lines.contents(from: &next)
            let ownership: Ownership = parts[0] == "generated" ? .generated : .scaffold
            record.entries.append(
                Entry(
                    root: root, path: parts[2], ownership: ownership,
                    contents: contents.map { String(decoding: $0, as: UTF8.self) }
                        ?? (ownership == .generated ? "" : nil)
                ))
        }
        return record
    }

    /// Reads a line of the record that is not a file's (`pattern`, `templates`, `gone`, `stamp`): false, or true
    /// when it starts a file's entry (`scaffold`, `generated`). Any other line is an error.
    private mutating func read(_ header: String, parts: [String], line: Int) throws(ParseError) -> Bool {
        if header.hasPrefix("<<<<<<<") || header.hasPrefix("=======") || header.hasPrefix(">>>>>>>") {
            throw ParseError(
                line: line,
                message: "the record has version-control conflict markers; keep either side whole (or delete the "
                    + "record: archgen then keeps every differing file, marked), then run 'archgen generate'")
        }
        switch parts.first {
        case "custom"?: return false  // the first version listed custom events; their handlers are merged now
        case "pattern"? where parts.count == 3:
            pattern = parts[1]
            ui = parts[2]
            return false
        case "templates"? where parts.count > 1:
            templates = String(header.dropFirst("templates ".count))
            return false
        case "gone"? where parts.count == 2:
            gone.append(parts[1])
            return false
        case "stamp"? where parts.count == 2:
            return false  // what lets a run skip rendering (`RecordStamp`), not part of what was written
        case "scaffold"?, "generated"?:
            return true
        default:
            throw ParseError(line: line, message: "'\(header.prefix(40))' is not a line archgen writes in a record")
        }
    }

    /// A record's bytes and where each of its lines ends.
    private struct Lines {
        let bytes: [UInt8]
        /// Where each line ends, after its line feed if it has one (an array of `Int`s, not of ranges: a generic
        /// array type is made at run time, the first time it is used, at a cost).
        let ends: [Int]

        init(_ text: String) {
            bytes = Array(text.utf8)
            var ends: [Int] = []
            ends.reserveCapacity(bytes.count / 32)
            bytes.withUnsafeBufferPointer { bytes in
                var start = 0
                while start < bytes.count {
                    start = LineBreaks.next(in: bytes, from: start).map { $0 + 1 } ?? bytes.count
                    ends.append(start)
                }
            }
            self.ends = ends
        }

        var count: Int { ends.count }

        func range(_ index: Int) -> Range<Int> { (index == 0 ? 0 : ends[index - 1])..<ends[index] }

        /// A line's text without its line break.
        func text(_ index: Int) -> String {
            let line = range(index)
            var end = line.upperBound
            while end > line.lowerBound, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
                end -= 1
            }
            return String(decoding: bytes[line.lowerBound..<end], as: UTF8.self)
        }

        /// A file's text: its `|` lines from `next` on (nil when there are none), and `next` moved past them.
        func contents(from next: inout Int) -> [UInt8]? {
            var contents: [UInt8]?
            while next < ends.count {
                let line = range(next)
                if bytes[line.lowerBound] == UInt8(ascii: "|") {
                    if contents == nil { contents = Array(reservingCapacity: size(from: next)) }
                    bytes.withUnsafeBufferPointer { bytes in
                        contents!.append(
                            contentsOf: UnsafeBufferPointer(rebasing: bytes[line.lowerBound + 1..<line.upperBound]))
                    }
                } else if text(next) == noFinalLineBreak, contents != nil {
                    if contents?.last == UInt8(ascii: "\n") { contents?.removeLast() }
                } else {
                    break
                }
                next += 1
            }
            return contents
        }

        /// The bytes of the text of the `|` lines from `first` on, up to the first other line.
        private func size(from first: Int) -> Int {
            var size = 0
            for index in first..<ends.count {
                let line = range(index)
                guard bytes[line.lowerBound] == UInt8(ascii: "|") else { break }
                size += line.count - 1
            }
            return size
        }
    }
}

extension Array {
    /// An empty array with room for `capacity` elements.
    init(reservingCapacity capacity: Int) {
        self.init()
        reserveCapacity(capacity)
    }
}
