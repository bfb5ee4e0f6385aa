import ArchgenRendering

/// The names a person's lines may no longer use in one file: the ones the module no longer has, and the ones archgen's
/// rendering of the file stopped using, less every name the module still declares anywhere (a model one scaffold
/// stopped naming is still there) and the person's own declarations (their parameter `note` is not the spec's).
struct DroppedNames: Sendable {
    var names: Set<Substring>

    /// `gone`: names no file archgen generates has any more; `declared`: the names the module's files, as archgen
    /// renders them now, declare (types, functions, enum cases, members); `yourLines`: the person's own lines.
    init(base: String?, theirs: String, gone: Set<String>, declared: Set<String>, yourLines: [Substring]) {
        let theirNames = SwiftTokens.names(theirs)
        var dropped = Set(gone.map { Substring($0) })
        if let base, base != theirs { dropped.formUnion(SwiftTokens.names(base)) }
        dropped.subtract(theirNames)
        guard !dropped.isEmpty else {
            names = []
            return
        }
        let yours = SwiftTokens.declarations(yourLines, locals: true)
        names = dropped.filter { !declared.contains(String($0)) && !yours.contains($0) }
    }

    /// The lines of `lines` at the indexes `indexes` that use a dropped name, numbered from 1 in `lines`.
    func uses(in lines: [Substring], at indexes: some Sequence<Int>) -> [ScaffoldMerge.NameUse] {
        guard !names.isEmpty else { return [] }
        let tokens = SwiftTokens.tokens(lines)
        var uses: [ScaffoldMerge.NameUse] = []
        for index in indexes {
            for name in SwiftTokens.names(in: tokens[index]).intersection(names).sorted() {
                uses.append(.init(line: index + 1, name: String(name), text: ScaffoldMerge.text(lines[index])))
            }
        }
        return uses
    }

    /// The indexes of the lines a person wrote or changed in `yours`, a file archgen wrote `base` into.
    static func yourLineIndexes(base: [Substring], yours: [Substring]) -> [Int] {
        var indexes: [Int] = []
        var shift = 0
        for hunk in LineDiff.hunks(from: base, to: yours) {
            let start = hunk.baseRange.lowerBound + shift
            indexes += start..<start + hunk.replacement.count
            shift += hunk.replacement.count - hunk.baseRange.count
        }
        return indexes
    }

    /// The names every file of a module declares, as archgen renders them now (see `SwiftTokens.declarations`).
    static func declared(in files: [GeneratedFile]) -> Set<String> {
        var declared: Set<String> = []
        for file in files where file.path.hasSuffix(".swift") {
            for name in SwiftTokens.declarations(LineDiff.lines(file.contents), locals: false) {
                declared.insert(String(name))
            }
        }
        return declared
    }
}
