import ArchgenSpec
import LocatedJSON

/// The type names each pattern's templates make from the spec's names (`<Module>Store`, `<Module>Presenter`,
/// `Live<Dependency>`, `<Dependency>Spy`, `<Model>Cell`, ...), read from the templates themselves: every `struct`,
/// `class`, `enum`, `protocol`, `actor` or `typealias` whose name is built from the module's name (`{{module}}`, or a
/// key whose value the context makes from it, as `{{scene}}`), or from the `{{name}}` of a dependency or a model (a
/// file written once per item, or a `{{#dependencies}}` section). A model or dependency named like one of them would
/// clash with it in the patterns that make it, and a spec valid in one pattern must be valid in all, so it is refused
/// in every pattern, with the patterns that would clash. The built-in templates' `table` is committed
/// (`Sources/BuiltinTemplates/BuiltinTypeNames.swift`, refreshed by `.ci/golden`, checked by `TemplateSetTests`); a
/// team's templates are read once per run.
public struct GeneratedTypeNames: Sendable {
    /// What a name is built from.
    enum Source: Hashable, Sendable { case module, dependency, model }

    /// A declared name: literal text around one of the spec's names.
    struct Form: Hashable, Sendable {
        var prefix: String
        var source: Source
        var suffix: String

        /// The placeholder written in `table` for each source.
        private static let placeholders: [(Source, String)] = [
            (.module, "<Module>"), (.dependency, "<Dependency>"), (.model, "<Model>"),
        ]

        /// Where the suffix names an event too (`ViewModel<Event>Tests`, a name per event): the text around it.
        var event: (before: String, after: String)? {
            Self.aroundPlaceholder(suffix).map { ($0.before, $0.after) }
        }

        /// The text before and after the first `<...>` of `text`, and the placeholder itself. Read as bytes: the
        /// built-in table is read, and its forms expanded, on every run.
        private static func aroundPlaceholder(_ text: String) -> (before: String, placeholder: [UInt8], after: String)?
        {
            let bytes = Array(text.utf8)
            guard let open = bytes.firstIndex(of: UInt8(ascii: "<")),
                let close = bytes[open...].firstIndex(of: UInt8(ascii: ">"))
            else { return nil }
            return (
                String(decoding: bytes[..<open], as: UTF8.self), Array(bytes[open...close]),
                String(decoding: bytes[(close + 1)...], as: UTF8.self)
            )
        }

        init(prefix: String, source: Source, suffix: String) {
            self.prefix = prefix
            self.source = source
            self.suffix = suffix
        }

        /// The form of a written name (its affixes are letters, digits and underscores, so the first `<...>` is the
        /// source's placeholder; an event's may follow in the suffix).
        init?(written: String) {
            guard let (prefix, placeholder, suffix) = Self.aroundPlaceholder(written),
                let source = Self.placeholders.first(where: { $0.1.utf8.elementsEqual(placeholder) })?.0
            else { return nil }
            self.init(prefix: prefix, source: source, suffix: suffix)
        }

        var written: String {
            prefix + Self.placeholders.first { $0.0 == source }!.1 + suffix
        }
    }

    /// Each pattern's forms, each once. (Arrays, not sets: the built-in table's are read on every run, and a set of
    /// forms makes its type at run time, looking up `Form: Hashable` by a scan of every conformance in the binary.)
    var forms: [String: [Form]] = [:]

    /// The names `templates` make, read from every pattern's templates and partials.
    public init(templates: TemplateSet) {
        let moduleKeys = Self.moduleKeys(patterns: templates.patterns)
        for pattern in templates.patterns {
            guard let manifest = try? templates.manifest(for: pattern) else { continue }
            var texts: [(text: String, each: FileSeries?)] = manifest.entries.compactMap { entry in
                templates.template(entry.template, pattern: pattern).map { ($0.source, entry.each) }
            }
            texts += templates.partials(for: pattern).values.map { ($0, nil) }
            var forms: Set<Form> = []
            let blocks = Self.blockContents(texts.map(\.text))
            for (text, each) in texts {
                forms.formUnion(Self.forms(in: text, each: each, blocks: blocks, moduleKeys: moduleKeys))
            }
            self.forms[pattern] = Array(forms)
        }
    }

    /// The names read before, from their `table`.
    public init(table: [String: [String]]) {
        for (pattern, names) in table {
            forms[pattern] = names.compactMap(Form.init(written:))
        }
    }

    /// Each pattern's forms written as names, sorted: `Live<Dependency>`, `<Module>Store`, `<Model>Cell`.
    public var table: [String: [String]] {
        forms.mapValues { $0.map(\.written).sorted() }
    }

    /// Positioned problems for each model and dependency of `spec` named like a type some pattern generates.
    func problems(in spec: RawSpec) -> [Diagnostic] {
        let named =
            spec.models.map { ("model", $0.name) } + spec.dependencies.map { ("dependency", $0.name) }
        // Every name a pattern makes that the spec names too, with the patterns and what it is made for (only those
        // are kept: the others cannot clash, and keeping every name of every pattern was most of this check's cost).
        let specNames = Set(named.map { $0.1.value })
        var made: [String: (patterns: Set<String>, origin: String)] = [:]
        func add(_ name: String, pattern: String, origin: String) {
            guard specNames.contains(name) else { return }
            made[name, default: ([], origin)].patterns.insert(pattern)
        }
        let module = spec.module.value
        for (pattern, forms) in forms {
            for form in forms {
                switch form.source {
                case .module:
                    guard let (before, after) = form.event else {
                        add(form.prefix + module + form.suffix, pattern: pattern, origin: "module '\(module)'")
                        continue
                    }
                    for declaration in spec.events.map(\.declaration.value) {
                        let event = String(declaration.prefix { Self.isWordByte($0.asciiValue ?? 0) })
                        let name = form.prefix + module + before + SwiftNames.upperFirst(event) + after
                        add(name, pattern: pattern, origin: "module '\(module)'")
                    }
                case .dependency:
                    for dependency in spec.dependencies.map(\.name.value) {
                        add(
                            form.prefix + dependency + form.suffix, pattern: pattern,
                            origin: "dependency '\(dependency)'")
                    }
                case .model:
                    for model in spec.models.map(\.name.value) {
                        add(form.prefix + model + form.suffix, pattern: pattern, origin: "model '\(model)'")
                    }
                }
            }
        }
        return named.compactMap { what, name in
            guard let clash = made[name.value] else { return nil }
            let patterns = forms.count == clash.patterns.count ? [] : clash.patterns.sorted()
            return Diagnostic(
                .generatedTypeClash(what: what, name: name.value, patterns: patterns, origin: clash.origin),
                at: name.location)
        }
    }

    /// The key of an event's capitalised name after the module's (an event's test class), and what stands for it in a
    /// form's suffix: `<Module>ViewModel<Event>Tests` is a name per event.
    static let eventKey = "upperName"
    static let eventPlaceholder = "<Event>"

    // MARK: - Reading the templates

    private static let introducers: [[UInt8]] = ["struct", "class", "enum", "protocol", "actor", "typealias"].map {
        Array($0.utf8)
    }

    private static let introducerFirstBytes = Set(introducers.compactMap(\.first))

    /// The forms of the names `text` declares. `each`: what the file is written once per item of; `blocks`: every
    /// content a `{{$block}}` has anywhere in the pattern (a parent's default, a child's override).
    static func forms(
        in text: String, each: FileSeries?, blocks: [String: Set<String>],
        moduleKeys: [String: (prefix: String, suffix: String)]
    ) -> Set<Form> {
        let bytes = Array(text.utf8)
        var forms: Set<Form> = []
        var sections: [String] = []
        var index = 0
        while index < bytes.count {
            if let (tag, end) = tag(in: bytes, at: index) {
                switch tag.first {
                case "#", "^": sections.append(String(tag.dropFirst()))
                case "/": _ = sections.popLast()
                default: break
                }
                index = end
                continue
            }
            // (Most bytes start no introducer: their first letters are looked at before the words.)
            guard introducerFirstBytes.contains(bytes[index]), !isWordByte(index > 0 ? bytes[index - 1] : 0x20),
                let introducer = introducers.first(where: { bytes[index...].starts(with: $0) }),
                index + introducer.count < bytes.count, bytes[index + introducer.count] == 0x20
            else {
                index += 1
                continue
            }
            index += introducer.count
            while index < bytes.count && bytes[index] == 0x20 { index += 1 }
            for name in names(in: bytes, at: &index, blocks: blocks) {
                if let affixes = moduleKeys[name.key] {
                    forms.insert(
                        Form(
                            prefix: name.prefix + affixes.prefix, source: .module, suffix: affixes.suffix + name.suffix)
                    )
                } else if let form = form(name, sections: sections, each: each) {
                    forms.insert(form)
                }
            }
        }
        return forms
    }

    /// The names a declaration's name can render as: literal text and one `{{key}}`, a `{{$block}}` taking each of
    /// its contents. Each name as its literal parts and its key (`Live`, `name`, `` for `Live{{name}}`).
    private static func names(in bytes: [UInt8], at index: inout Int, blocks: [String: Set<String>]) -> [(
        prefix: String, key: String, suffix: String
    )] {
        var variants: [(prefix: String, key: String?, suffix: String)] = [("", nil, "")]
        func append(_ text: String) {
            variants = variants.map {
                $0.key == nil ? ($0.prefix + text, nil, "") : ($0.prefix, $0.key, $0.suffix + text)
            }
        }
        while index < bytes.count {
            if let (tag, end) = tag(in: bytes, at: index) {
                if tag.first == "$" {
                    let name = String(tag.dropFirst())
                    let close = Array("{{/\(name)}}".utf8)
                    guard let closing = (end..<bytes.count).first(where: { bytes[$0...].starts(with: close) }) else {
                        break
                    }
                    // A block's contents where the pattern gives it some (an empty default is overridden).
                    let contents = blocks[name, default: []].union([
                        String(decoding: bytes[end..<closing], as: UTF8.self)
                    ])
                    .filter { $0.utf8.allSatisfy(isWordByte) }
                    let given = contents.contains { !$0.isEmpty } ? contents.filter { !$0.isEmpty } : contents
                    variants = variants.flatMap { variant in
                        given.map { content in
                            variant.key == nil
                                ? (variant.prefix + content, nil, "")
                                : (variant.prefix, variant.key, variant.suffix + content)
                        }
                    }
                    index = closing + close.count
                } else if tag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                    variants.allSatisfy({ $0.key == nil })
                {
                    variants = variants.map { ($0.prefix, tag, "") }
                    index = end
                } else if tag == eventKey, variants.allSatisfy({ $0.key != nil }) {
                    append(eventPlaceholder)  // an event's test class: `{{module}}ViewModel{{upperName}}Tests`
                    index = end
                } else {
                    return []  // a section, or a second key: not a name read here
                }
            } else if isWordByte(bytes[index]) {
                append(String(UnicodeScalar(bytes[index])))
                index += 1
            } else {
                break
            }
        }
        return variants.compactMap { variant in variant.key.map { (variant.prefix, $0, variant.suffix) } }
    }

    /// The module-level keys whose value is the module's name with letters around it (`module`, `scene`: `Scene`
    /// after it), read from the context archgen builds for a probe module.
    static func moduleKeys(patterns: [String]) -> [String: (prefix: String, suffix: String)] {
        let probe = "ArchgenProbe"
        let spec = """
            {"archgen": 1, "module": "\(probe)", "pattern": "\(patterns.first ?? "")", "states": ["idle"],
             "initialState": "idle", "events": [{"name": "tapped", "to": "idle"}]}
            """
        var diagnostics: [Diagnostic] = []
        guard let json = try? JSONReader().read(Array(spec.utf8)),
            let raw = SpecDecoder().decode(json, diagnostics: &diagnostics),
            let module = SpecValidator(patterns: patterns).validate(raw, specFileName: "", diagnostics: &diagnostics),
            case .object(let keys) = Generator.context(for: module)
        else { return ["module": ("", "")] }
        var affixes: [String: (prefix: String, suffix: String)] = [:]
        for (key, value) in keys {
            guard case .string(let text) = value, let range = text.firstRange(of: probe),
                text.utf8.allSatisfy(isWordByte)
            else { continue }
            affixes[key] = (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
        }
        return affixes
    }

    /// The form of a name built from an item's key inside `sections`: a `name` (or another key an item of `each`
    /// offers, as `cell`) of the innermost list around it, or of the file's item.
    private static func form(
        _ name: (prefix: String, key: String, suffix: String), sections: [String], each: FileSeries?
    )
        -> Form?
    {
        // The innermost section that changes what `name` means (`is...` and `has...` are conditions, not lists).
        let series: FileSeries?
        if let list = sections.last(where: { !$0.hasPrefix("is") && !$0.hasPrefix("has") }) {
            series = FileSeries(rawValue: list)
        } else {
            series = each
        }
        guard let series, let placeholder = series.placeholders[name.key] else { return nil }
        let source: Source = placeholder.hasPrefix("<Dependency>") ? .dependency : .model
        let tail = String(placeholder.drop { $0 != ">" }.dropFirst())
        // The item's own type (`struct {{name}}`) is the spec's, not a name made from it.
        guard !(name.prefix.isEmpty && name.suffix.isEmpty && tail.isEmpty) else { return nil }
        return Form(prefix: name.prefix, source: source, suffix: tail + name.suffix)
    }

    /// Every content of every `{{$block}}...{{/block}}` in `texts`, by block name.
    static func blockContents(_ texts: [String]) -> [String: Set<String>] {
        var contents: [String: Set<String>] = [:]
        for text in texts {
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                guard let (tag, end) = tag(in: bytes, at: index), tag.first == "$" else {
                    index += 1
                    continue
                }
                let close = Array("{{/\(tag.dropFirst())}}".utf8)
                if let closing = (end..<bytes.count).first(where: { bytes[$0...].starts(with: close) }) {
                    contents[String(tag.dropFirst()), default: []].insert(
                        String(decoding: bytes[end..<closing], as: UTF8.self))
                }
                index = end
            }
        }
        return contents
    }

    /// The tag (without braces and spaces) starting at `index`, and the index after it.
    private static func tag(in bytes: [UInt8], at index: Int) -> (String, Int)? {
        guard bytes[index] == 0x7B, index + 1 < bytes.count, bytes[index + 1] == 0x7B else { return nil }
        var end = index + 2
        while end + 1 < bytes.count && !(bytes[end] == 0x7D && bytes[end + 1] == 0x7D) { end += 1 }
        guard end + 1 < bytes.count else { return nil }
        var tag = bytes[index + 2..<end]
        // Spaces only pad a tag (`{{# name }}`); they are dropped as bytes, not characters, on this hot path.
        if tag.contains(0x20) { tag = ArraySlice(tag.filter { $0 != 0x20 }) }
        return (String(decoding: tag, as: UTF8.self), end + 2)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }
}
