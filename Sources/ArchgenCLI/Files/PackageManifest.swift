/// A careful textual edit of a `Package.swift`: the module's targets added at the end of the `targets:` array, and
/// the platforms the pattern needs when the manifest names none. It refuses, with the reason, whenever the manifest is
/// not in the one shape it can edit for sure (one `Package(` call whose own `targets:` is a literal array whose `]` is
/// on a line of its own; a product's `targets:`, as `swift package init` writes, is not the package's), rather than
/// guess. Measured against `swift package add-target`: that takes about 1.7 s, writes a
/// placeholder `<Name>.swift` into the module's folder and sets no platforms; this takes milliseconds and writes
/// nothing else.
enum PackageManifest {
    /// `manifest` with `targets` (lines such as `.target(name: "Users"),`) added and, when it has no `platforms:`,
    /// `platforms` (such as `platforms: [.iOS(.v17), .macOS(.v14)],`) after the package's name; or why not.
    static func adding(targets: [String], platforms: String?, to manifest: String) -> Result<String, Refusal> {
        var bytes = Array(manifest.utf8)
        guard occurrences(of: "Package(", in: bytes) == 1 else {
            return .failure(Refusal("it has no single 'Package(' call"))
        }
        guard let open = packageArgument("targets:", in: bytes) else {
            return .failure(Refusal("it has no single 'targets:' array"))
        }
        var index = open + "targets:".utf8.count
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
            return .failure(Refusal("its 'targets:' is not a literal array"))
        }
        guard let (close, last) = closingBracket(from: index, in: bytes) else {
            return .failure(Refusal("its 'targets:' array does not end"))
        }
        var lineStart = close
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        guard lineStart > 0, bytes[lineStart - 1] == 0x0A else {
            return .failure(Refusal("the ']' that ends its 'targets:' array is not on a line of its own"))
        }
        let indent = String(decoding: bytes[lineStart..<close], as: UTF8.self) + "    "
        let added = targets.map { indent + $0 + "\n" }.joined()
        bytes.insert(contentsOf: Array(added.utf8), at: lineStart)
        if !targets.isEmpty, bytes[last] != UInt8(ascii: ",") && bytes[last] != UInt8(ascii: "[") {
            bytes.insert(UInt8(ascii: ","), at: last + 1)
        }
        if let platforms, occurrences(of: "platforms:", in: bytes) == 0 {
            guard let name = firstCode("name:", in: bytes), let end = bytes[name...].firstIndex(of: 0x0A),
                bytes[..<end].last == UInt8(ascii: ",")
            else {
                return .failure(Refusal("the package's 'name:' is not on a line of its own, for its platforms"))
            }
            var start = name
            while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
            let nameIndent = String(decoding: bytes[start..<name], as: UTF8.self)
            bytes.insert(contentsOf: Array((nameIndent + platforms + "\n").utf8), at: end + 1)
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// Why the manifest was left alone.
    struct Refusal: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Where `word` is an argument of the `Package(` call itself (not of a product inside it), when it is once.
    private static func packageArgument(_ word: String, in bytes: [UInt8]) -> Int? {
        guard let call = firstCode("Package(", in: bytes) else { return nil }
        var depth = 0
        var found: [Int] = []
        for offset in codeOffsets(in: bytes) where offset >= call + "Package".utf8.count {
            switch bytes[offset] {
            case UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"): depth -= 1
            default: if depth == 1, bytes[offset...].starts(with: word.utf8) { found.append(offset) }
            }
            if depth == 0 { break }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// How many times `word` occurs in code (outside strings and comments).
    private static func occurrences(of word: String, in bytes: [UInt8]) -> Int {
        codeOffsets(in: bytes).filter { bytes[$0...].starts(with: word.utf8) }.count
    }

    private static func firstCode(_ word: String, in bytes: [UInt8]) -> Int? {
        codeOffsets(in: bytes).first { bytes[$0...].starts(with: word.utf8) }
    }

    /// The offsets of the bytes that are code: not in a string literal or a comment.
    private static func codeOffsets(in bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
            } else {
                offsets.append(index)
                index += 1
            }
        }
        return offsets
    }

    /// The `]` that closes the `[` at `open`, and the last code byte other than white space before it.
    private static func closingBracket(from open: Int, in bytes: [UInt8]) -> (close: Int, last: Int)? {
        var depth = 0
        var last = open
        for offset in codeOffsets(in: bytes) where offset >= open {
            switch bytes[offset] {
            case UInt8(ascii: "["), UInt8(ascii: "("): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return (offset, last) }
            default: break
            }
            if ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { last = offset }
        }
        return nil
    }
}
