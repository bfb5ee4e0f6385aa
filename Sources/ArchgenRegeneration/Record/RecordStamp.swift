import ArchgenRendering
import ArchgenSpec

/// What lets a run skip rendering a module: proof that its record holds exactly the files rendering its spec gives.
///
/// Rendering is a pure function of archgen's own code (the build), the spec's bytes and file name, and the templates.
/// When a run renders a module, records every file as rendered (no entry kept from earlier, none left for a file no
/// longer produced) and finds no problem in the spec, the record ends with a stamp line: a hash of those inputs and of
/// the record's text above it. A later run with the same build, spec and templates whose record still ends with the
/// matching stamp takes the files from the record instead of rendering them; everything after rendering (reading the
/// files on disk, merging a person's edits, `--check`) is the same. Any other record, or a stamp for other inputs, is
/// rendered as usual, so a stale stamp costs time, never correctness.
public struct RecordStamp: Sendable {
    /// Identifies archgen's code: changes with every build (the executable's build ID).
    public var build: [UInt8]
    public var specFileName: String
    public var spec: [UInt8]
    /// The templates' identity (`built-in <fingerprint>`, `custom <fingerprint>`).
    public var templates: String
    /// What identifies the style the Swift files were formatted in (empty: archgen's own).
    public var style: [UInt8]

    public init(build: [UInt8], specFileName: String, spec: [UInt8], templates: String, style: [UInt8] = []) {
        self.build = build
        self.specFileName = specFileName
        self.spec = spec
        self.templates = templates
        self.style = style
    }

    static let keyword = "stamp "
    /// `stamp `, 32 hexadecimal digits and a line feed.
    static let lineLength = keyword.utf8.count + 33

    /// The stamp line that ends a record whose text above it is `body`.
    public func line(for body: Substring) -> String {
        var hash = StableHash128()
        hash.add(build)
        hash.add(Array(specFileName.utf8))
        hash.add(spec)
        hash.add(Array(templates.utf8))
        hash.add(style)
        var body = body
        body.withUTF8 { hash.add($0) }
        return Self.keyword + hash.hex + "\n"
    }

    /// A record's text without its stamp line, if it ends with one.
    public static func body(of text: String) -> Substring {
        let utf8 = text.utf8
        guard utf8.count >= lineLength, utf8.last == UInt8(ascii: "\n") else { return Substring(text) }
        let start = utf8.index(utf8.endIndex, offsetBy: -lineLength)
        guard start == utf8.startIndex || utf8[utf8.index(before: start)] == UInt8(ascii: "\n"),
            utf8[start...].starts(with: keyword.utf8)
        else { return Substring(text) }
        return Substring(text)[..<start]
    }

    /// A record that proves what rendering gives: its files (the entries, in order), its text without the stamp line,
    /// and that line.
    public struct Proof: Sendable {
        public var record: ModuleRecord
        public var body: String
        public var line: String
    }

    /// What `text` proves, when it ends with this stamp for the text above it (`body`), and that text is a record of
    /// every file's text: the record (whose entries are the files rendering gives, in order) and the stamp `line`.
    /// nil otherwise. (The stamp's hash covers the body and the build: a body this build wrote reads back exactly as
    /// it was written, `ModuleRecordTests.testRecordsRoundTripExactly`, so it is not written again to compare.)
    public func proven(by text: String) -> Proof? {
        let body = Self.body(of: text)
        guard body.utf8.count < text.utf8.count else { return nil }
        let line = line(for: body)
        guard text.utf8[body.endIndex...].elementsEqual(line.utf8) else { return nil }
        let bodyText = String(body)
        guard let record = try? ModuleRecord.parse(bodyText), record.gone.isEmpty, record.templates == templates,
            record.entries.allSatisfy({ $0.contents != nil })
        else { return nil }
        return Proof(record: record, body: bodyText, line: line)
    }
}

/// A 128-bit hash of byte strings, each added with its length (so that no two lists of strings run together): two
/// 64-bit multiply-xorshift lanes over 8-byte words. Not cryptographic; it tells apart inputs that differ by accident.
struct StableHash128 {
    private var first: UInt64 = 0x9e37_79b9_7f4a_7c15
    private var second: UInt64 = 0xc2b2_ae3d_27d4_eb4f

    private mutating func mix(_ word: UInt64) {
        first = (first ^ word) &* 0xbf58_476d_1ce4_e5b9
        first ^= first >> 31
        second = (second &+ word) &* 0x94d0_49bb_1331_11eb
        second ^= second >> 29
    }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { add($0) }
    }

    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        mix(UInt64(bytes.count))
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var last: UInt64 = 0
        for (shift, byte) in raw[offset...].enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
        mix(last)
    }

    /// Both lanes, finished so that every input bit reaches every output bit, as 32 hexadecimal digits.
    var hex: String {
        func finished(_ value: UInt64) -> String {
            var value = value
            value ^= value >> 33
            value = value &* 0xff51_afd7_ed55_8ccd
            value ^= value >> 33
            value = value &* 0xc4ce_b9fe_1a85_ec53
            value ^= value >> 33
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return finished(first) + finished(second ^ first)
    }
}
