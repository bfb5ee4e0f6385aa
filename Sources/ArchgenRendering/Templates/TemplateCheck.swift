import ArchgenSpec
import Mustache

/// Checks a pattern's templates against the context's types without rendering them: every name a template reads,
/// in every branch, partial and block, must be a key of a shape in reach where it is read (`{{#events}}` brings an
/// `Event`'s keys into reach, `{{#calls}}` inside it a `Call`'s). A template that reads an undeclared key is caught
/// here, for any spec, not only when a spec happens to take that branch.
public enum TemplateCheck {
    /// Each problem as `file:line: message`; empty when every template of `pattern` reads only declared keys.
    public static func problems(in templates: TemplateSet, pattern: String) -> [String] {
        let manifest: Manifest
        do {
            manifest = try templates.manifest(for: pattern)
        } catch {
            return ["\(error)"]
        }
        var checker = Checker(partials: templates.partials(for: pattern))
        for entry in manifest.entries {
            let stack = [Context.Module.shapeName] + (entry.each.map { [$0.shapeName] } ?? [])
            guard let (path, source) = templates.template(entry.template, pattern: pattern) else {
                checker.problems.append("\(pattern)/manifest.json: template '\(entry.template)' does not exist")
                continue
            }
            checker.check(source, file: path, stack: stack)
            checker.check(entry.path, file: "\(pattern)/manifest.json", stack: stack)
        }
        return checker.problems
    }

    private struct Checker {
        let partials: [String: String]
        var problems: [String] = []
        /// Partials being checked with a stack, so that a recursive partial is checked once.
        private var visiting: Set<String> = []
        /// The shapes' keys by shape name.
        private static let shapes = Dictionary(
            uniqueKeysWithValues: Context.shapes.map { ($0.shapeName, $0.documentation) })

        init(partials: [String: String]) {
            self.partials = partials
        }

        mutating func check(_ source: String, file: String, stack: [String]) {
            do {
                let template = try Template(source, name: file)
                check(template.uses, file: file, stack: stack, overrides: [:])
            } catch {
                problems.append("\(error)")
            }
        }

        /// The shape a type's values bring into reach (`[Event]` and `Event?` both bring `Event`), or the type.
        private static func scope(of type: String) -> String {
            var type = type
            if type.hasSuffix("?") { type.removeLast() }
            if type.hasPrefix("[") { type = String(type.dropFirst().dropLast()) }
            return type
        }

        /// The type of `name` where `stack` is in reach (innermost last); nil after recording the problem.
        private mutating func type(of name: String, stack: [String], file: String, line: Int) -> String? {
            if name == "." { return stack.last }
            let parts = name.split(separator: ".").map(String.init)
            var type: String?
            for scope in stack.reversed() {
                if let field = Self.shapes[scope]?.first(where: { $0.name == parts[0] }) {
                    type = field.type
                    break
                }
            }
            guard var found = type else {
                let shapes = stack.reversed().filter { Self.shapes[$0] != nil }
                problems.append(
                    "\(file):\(line): '\(parts[0])' is not a key of \(shapes.joined(separator: ", ")) (the shapes in "
                        + "reach there)")
                return nil
            }
            for part in parts.dropFirst() {
                let shape = Self.scope(of: found)
                guard !found.hasPrefix("["), let field = Self.shapes[shape]?.first(where: { $0.name == part }) else {
                    problems.append("\(file):\(line): '\(name)': '\(part)' is not a key of \(found)")
                    return nil
                }
                found = field.type
            }
            return found
        }

        mutating func check(
            _ uses: [TemplateUse], file: String, stack: [String],
            overrides: [String: (uses: [TemplateUse], file: String)]
        ) {
            for use in uses {
                switch use {
                case .name(let name, let line):
                    _ = type(of: name, stack: stack, file: file, line: line)
                case .section(let name, let inverted, let inner, let line):
                    guard let type = type(of: name, stack: stack, file: file, line: line) else { continue }
                    check(
                        inner, file: file, stack: inverted ? stack : stack + [Self.scope(of: type)],
                        overrides: overrides)
                case .partial(let name, let dynamic, let line):
                    include(name, dynamic: dynamic, file: file, line: line, stack: stack, overrides: overrides)
                case .parent(let name, let dynamic, let blocks, let line):
                    // The outermost override of a block wins.
                    let mine = blocks.mapValues { (uses: $0, file: file) }
                    include(
                        name, dynamic: dynamic, file: file, line: line, stack: stack,
                        overrides: overrides.merging(mine) { outer, _ in outer })
                case .block(let name, let defaults, _):
                    if let override = overrides[name] {
                        check(override.uses, file: override.file, stack: stack, overrides: overrides)
                    } else {
                        check(defaults, file: file, stack: stack, overrides: overrides)
                    }
                }
            }
        }

        private mutating func include(
            _ name: String, dynamic: Bool, file: String, line: Int, stack: [String],
            overrides: [String: (uses: [TemplateUse], file: String)]
        ) {
            guard !dynamic else {
                problems.append("\(file):\(line): '*\(name)': archgen's templates name their partials")
                return
            }
            guard let source = partials[name] else {
                problems.append("\(file):\(line): no partial '\(name)'")
                return
            }
            // A partial that includes itself below a shape it already brought into reach adds nothing new.
            var seen: Set<String> = []
            let reach = stack.filter { seen.insert($0).inserted }
            let key = ([name] + reach + overrides.keys.sorted()).joined(separator: "/")
            guard visiting.insert(key).inserted else { return }
            do {
                check(try Template(source, name: name).uses, file: name, stack: stack, overrides: overrides)
            } catch {
                problems.append("\(error)")
            }
        }
    }
}

extension FileSeries {
    /// The shape of each item.
    var shapeName: String {
        switch self {
        case .dependencies: Context.Dependency.shapeName
        case .listedModels: Context.ListedModel.shapeName
        case .testGroups: Context.TestFile.shapeName
        }
    }
}
