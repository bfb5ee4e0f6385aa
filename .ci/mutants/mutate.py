#!/usr/bin/env python3
"""Mutation check of the generated units: do the generated tests notice when the wiring is wrong?

A spec that is not a sample is rendered in each pattern, and small wiring mutations are applied to the generated view
model, presenter and interactor: a state change, a display or present call, a data store update or a dependency call
deleted; another state set or displayed; another argument value passed; the error's message lost; a result replaced by
an empty one; another default initial state; a Box (MVVM with `"binding": "box"`) that does not tell its listener; an
MVC model that does not tell its delegate; and the concurrency of the work each unit owns: a send that is not dropped
while the event's work runs, or is handed back a task already cancelled, running work that is not cancelled, a
superseded or cancelled task that still changes the state, a cancelled call shown as a failure, and a released unit that
does not cancel its work. The mutator reads the spec's types, so it swaps only values of the same type and empties a
value with a literal of its type.

All mutants are compiled into one build as schemata (`ARCHGEN_MUTANT=N` switches mutant N on); a mutant the compiler
still rejects is dropped (it does not count) and the build is retried. Then the generated tests run once per mutant: a
mutant is killed when they fail (several runs at once: --jobs). Prints the kill ratio per pattern and every survivor; exits 1 when a pattern kills
fewer than the minimum.

Usage: mutate.py ARCHGEN SPEC [--minimum 95] [--patterns mvvm,mvvm-box,mvp,vip,mvc] [--keep DIR] [--jobs N]
"""
import argparse, concurrent.futures, json, os, pathlib, re, shutil, subprocess, sys, tempfile

HELPER = """import Foundation

/// Which mutant is switched on (`ARCHGEN_MUTANT=N`); 0 runs the code as generated.
enum ArchgenMutant {
    static let active = Int(ProcessInfo.processInfo.environment["ARCHGEN_MUTANT"] ?? "") ?? 0

    static func on(_ id: Int) -> Bool { active == id }
}
"""


# MARK: - Swift text

def split_top(text):
    """The top-level comma-separated parts of `text`, outside brackets, generics and string literals."""
    parts, depth, start, in_string = [], 0, 0, False
    for index, character in enumerate(text):
        if in_string:
            in_string = not (character == '"' and text[index - 1] != "\\")
        elif character == '"':
            in_string = True
        elif character in "([{<":
            depth += 1
        elif character in ")]}>" and not (character == ">" and index > 0 and text[index - 1] == "-"):
            depth -= 1
        elif character == "," and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    last = text[start:].strip()
    return parts + ([last] if last else [])


def top_level(text):
    """The indices of `text` outside brackets and string literals (`<` and `>` are operators)."""
    depth, in_string = 0, False
    for index, character in enumerate(text):
        if in_string:
            in_string = not (character == '"' and text[index - 1] != "\\")
        elif character == '"':
            in_string = True
        elif character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif depth == 0:
            yield index


def edge_mutants(condition):
    """(kind, mutated condition) for a guard's condition: each part of a top-level `&&` or side of a top-level `||`
    dropped (a guard that forgets a part), and each top-level comparison one step over (`>=` for `>`, `<` for `<=`: a
    limit that moved)."""
    out = []
    top = set(top_level(condition))
    ands = [index for index in top if condition.startswith(" && ", index)]
    if ands and "||" not in condition and "?" not in condition:
        bounds = [-4] + ands + [len(condition)]
        parts = [condition[bounds[i] + 4:bounds[i + 1]] for i in range(len(bounds) - 1)]
        for index in range(len(parts)):
            rest = parts[:index] + parts[index + 1:]
            out.append(("one part of an && guard dropped", " && ".join(rest)))
    ors = [index for index in top if condition.startswith(" || ", index)]
    if ors and not ands and "?" not in condition:
        bounds = [-4] + ors + [len(condition)]
        sides = [condition[bounds[i] + 4:bounds[i + 1]] for i in range(len(bounds) - 1)]
        for index in range(len(sides)):
            out.append(("one side of an || guard dropped", " || ".join(sides[:index] + sides[index + 1:])))
    over = {" >= ": " > ", " > ": " >= ", " <= ": " < ", " < ": " <= "}
    for index in sorted(top):
        for op, other in over.items():
            if condition.startswith(op, index) and not (op in (" > ", " < ") and condition[index + 2] == "="):
                out.append(("a comparison one step over", condition[:index] + other + condition[index + len(op):]))
                break
    return out


def split_conditions(text):
    """An `if`'s comma-separated conditions (brackets and string literals kept whole; `<` and `>` are operators)."""
    parts, depth, start, in_string = [], 0, 0, False
    for index, character in enumerate(text):
        if in_string:
            in_string = not (character == '"' and text[index - 1] != "\\")
        elif character == '"':
            in_string = True
        elif character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif character == "," and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    return parts + [text[start:].strip()]


def arguments_of(text):
    """A call's argument text as [(label or None, value)]."""
    result = []
    for part in split_top(text):
        match = re.match(r"^([A-Za-z_`][\w`]*):\s*(.*)$", part, re.S)
        result.append((match.group(1), match.group(2)) if match else (None, part))
    return result


def join(arguments):
    return ", ".join(f"{label}: {value}" if label else value for label, value in arguments)


def call_parts(expression):
    """(`callee(`, argument text) of a call expression ending in `)`, or None."""
    if not expression.endswith(")") or "(" not in expression:
        return None
    depth = 0
    for index in range(len(expression) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(expression[index], 0)
        if depth == 0:
            return expression[: index + 1], expression[index + 1:-1]
    return None


# MARK: - Spec types

class Types:
    """The spec's states and methods: each value's and parameter's type, by label and by position."""

    def __init__(self, spec):
        self.states = {}  # state name → [(label, type)]
        for state in spec["states"]:
            text = state if isinstance(state, str) else state["name"]
            name, _, rest = text.partition("(")
            self.states[name] = [tuple(p.split(":", 1)) for p in split_top(rest[:-1])] if rest else []
            self.states[name] = [(label.strip(), type.strip()) for label, type in self.states[name]]
        # Kept values and fields by name → type (`page: Int = 1` → Int).
        self.storage = {d.split(":", 1)[0].strip(): d.split(":", 1)[1].split("=")[0].strip() for d in spec.get("storage", [])}
        self.fields = {d.split(":", 1)[0].strip(): d.split(":", 1)[1].split("=")[0].strip() for d in spec.get("fields", [])}
        self.methods = {}  # method name → [(label or None, type)]
        for dependency in spec.get("dependencies", []):
            closures = dependency.get("style") == "closures"
            for method in dependency["methods"]:
                name, _, rest = method.partition("(")
                parameters = []
                for parameter in split_top(rest[: rest.rindex(")")]):
                    head, type = parameter.split(":", 1)
                    words = head.split()
                    label = None if words[0] == "_" or closures else words[0]
                    parameters.append((label, type.strip()))
                self.methods[name] = parameters

    def state(self, type_name):
        """A state's values from its type-case spelling (`Loaded` or `loaded`)."""
        return self.states.get(type_name[0].lower() + type_name[1:])

    @staticmethod
    def empty(type):
        """A value of `type` that no generated test uses as a sample, or None."""
        if type.endswith("?"):
            return "nil"
        if type.startswith("["):
            inner = split_top(type[1:-1])
            return "[:]" if len(inner) == 1 and ":" in inner[0] else "[]"
        return {"Int": "0", "Double": "0", "Decimal": "0", "String": '""', "Bool": "false"}.get(type)


# MARK: - Mutations

class Mutant:
    def __init__(self, ident, pattern, path, line, kind, text):
        self.id, self.pattern, self.path, self.line, self.kind, self.text = ident, pattern, path, line, kind, text
        self.span = None  # (first, last) line of the mutant in the schematised file


class Unit:
    """One generated file of one pattern, and the mutations of its lines."""

    def __init__(self, pattern, path, types, scene):
        self.pattern, self.path, self.types, self.scene = pattern, path, types, scene
        self.lines = path.read_text().split("\n")
        self.valueless = [name for name, values in types.states.items() if not values]

    def argument_mutants(self, arguments, parameter_types, rebuild, empties=True):
        """Another value of the same type from the same call, or an empty value of its type, per argument."""
        out = []
        for index, (label, value) in enumerate(arguments):
            type = parameter_types[index] if index < len(parameter_types) else None
            if value == "String(describing: error)":
                out.append(("lose the error's message", rebuild(arguments[:index] + [(label, '""')] + arguments[index + 1:])))
                continue
            for other_index, (_, other) in enumerate(arguments):
                other_type = parameter_types[other_index] if other_index < len(parameter_types) else None
                if other != value and type is not None and other_type == type:
                    out.append(("pass another argument value",
                                rebuild(arguments[:index] + [(label, other)] + arguments[index + 1:])))
                    break
            # (A value a VIP presenter formats, `count.formatted()`, is a `String` in the view model, not the state's type.)
            empty = Types.empty(type) if type and empties and not value.endswith(".formatted()") else None
            if empty is not None and empty != value:
                kind = "replace a result with an empty one" if re.search(r"result|response", value) else "pass another argument value"
                out.append((kind, rebuild(arguments[:index] + [(label, empty)] + arguments[index + 1:])))
            # A response or view model built in place: the values inside it.
            inner = call_parts(value)
            scene = re.match(rf"^{self.scene}\.(\w+)\.(Response|ViewModel)\($", inner[0]) if inner else None
            if scene and inner[1]:
                values = self.types.state(scene.group(1)) or []
                out += self.argument_mutants(
                    arguments_of(inner[1]), [t for _, t in values],
                    lambda a, i=index, l=label: rebuild(arguments[:i] + [(l, f"{inner[0]}{join(a)})")] + arguments[i + 1:]))
        return out

    def statement_mutants(self, statement):
        """(kind, replacement or '') for one statement line."""
        out = []
        assignment = re.match(r"^(state(?:\.value)?) = \.(\w+)(?:\((.*)\))?$", statement)
        display = re.match(r"^(view\?\.display|display\?\.display|presenter\?\.present|present)(\w+)\((.*)\)$", statement)
        dependency = re.match(r"^(_ = )?(try )?(await )?(\w+)\.(\w+)\((.*)\)$", statement)
        handler = re.match(r"^(?:applyHandlerResult\()?await (\w+)\((.*)\)\)?$", statement) or re.match(
            r"^let next = await handlers\.(\w+)\((.*)\)$", statement)
        field = re.match(r"^(fields(?:\.value)?)\.(\w+) = (.+)$", statement)
        kept = re.match(r"^(self\.)?(\w+) = (.+)$", statement)
        report = re.match(
            r"^(onRoute\?|onEffect\?|view\?\.route|view\?\.perform|delegate\?\.model|presenter\?\.presentRoute|"
            r"presenter\?\.presentEffect|display\?\.displayRoute|display\?\.displayEffect)\(.*\)$", statement)
        told = statement in ("view?.displayFields(fields)", "delegate?.model(self, didChange: fields)",
                             "presenter?.presentFields(fields)", "display?.displayFields(fields)")
        shown = re.match(r"^show\(\.(\w+)(?:\((.*)\))?\)$", statement)
        if statement == "for (_, listener) in listeners { listener(value) }":
            out.append(("the box does not tell its listener", ""))
        elif statement == "return items + new.filter { !ids.contains($0.id) }":
            out.append(("a page's repeated rows are appended again", "return items + new"))
        elif told:
            out.append(("the fields' change is not told", ""))
        elif field and field.group(2) in self.types.fields:
            path, name, value = field.groups()
            out.append(("delete a field's change", ""))
            type = self.types.fields[name]
            other = "!(" + value + ")" if type == "Bool" else Types.empty(type)
            if other is not None and other != value:
                out.append(("set a field to another value", f"{path}.{name} = {other}"))
            if type == "Bool" and value not in ("true", "false"):
                # A truth the work computes, as one value: a test per value of it catches each.
                for constant in ("true", "false"):
                    out.append(("a field's truth set to a constant", f"{path}.{name} = {constant}"))
        elif kept and kept.group(2) in self.types.storage and kept.group(3) != kept.group(2):
            # (`self.page = page` is `Storage`'s init taking the unit's start value: not a change the work makes, and
            # an init that leaves a property unset does not compile.)
            prefix, name, value = kept.groups()
            out.append(("delete a kept value's change", ""))
            type = self.types.storage[name]
            other = "!(" + value + ")" if type == "Bool" else Types.empty(type)
            if other is not None and other != value:
                out.append(("keep another value", f"{prefix or ''}{name} = {other}"))
            if type == "Bool" and value not in ("true", "false"):
                for constant in ("true", "false"):
                    out.append(("a kept truth set to a constant", f"{prefix or ''}{name} = {constant}"))
        elif report:
            out.append(("delete a route or an effect", ""))
        elif shown:
            name, arguments_text = shown.groups()
            out.append(("delete a state change", ""))
            other = next((s for s in self.valueless if s != name), None)
            if other:
                out.append(("go to another state", f"show(.{other})"))
        elif statement == "for (number, task) in byNumber where !commands.contains(number) { task.cancel() }":
            out.append(("releasing the unit does not cancel its work", ""))
            out.append(("releasing the unit cancels a write in flight", "for (_, task) in byNumber { task.cancel() }"))
        elif statement == "end(id.work, number, cancelling: true)":
            out.append(("an earlier send's reload is not superseded by a later send's", ""))
        elif statement == "for restore in restoring.reversed() { restore.run() }":
            # (Review 49 M13: a next page cancelled by a refresh left `isLoadingMore` set, and paging stopped.)
            out.append(("work cancelled by another send puts back nothing it set for its duration",
                        "if !cancelling { for restore in restoring.reversed() { restore.run() } }"))
        elif statement == "end(work, number, cancelling: true, handingStateTo: id.number)":
            out.append(("a query that replaces what is shown cancels no other event's", ""))
        elif re.match(r"^if let running = runningTask\(of: \.\w+\) \{ return running \}$", statement):
            out.append(("a send while the event's work runs is not dropped", ""))
        elif statement == "runningWork[work]?.values.first { !$0.isCancelled }":
            out.append(("a send is handed back a cancelled task", "runningWork[work]?.values.first"))
        elif re.match(r"^cancelWork\(.*\)$", statement):
            out.append(("the running work is not cancelled", ""))
            # And each event's work the send cancels, on its own: one test per cancellation.
            names = [name.strip() for name in statement[len("cancelWork("):-1].split(",")]
            if len(names) > 1:
                for name in names:
                    rest = ", ".join(other for other in names if other != name)
                    out.append(("one event's running work is not cancelled", f"cancelWork({rest})"))
        elif statement == "if waitingAppearances.isEmpty { load.cancel() }":
            out.append(("leaving the screen does not cancel its first load", ""))
        elif statement == "guard !firstLoadFinished, !Task.isCancelled else { return }":
            out.append(("the first load runs again on every appearance", ""))
        elif statement == "if !load.isCancelled { firstLoadFinished = true }":
            out.append(("a cancelled first load never runs again", "firstLoadFinished = true"))
        # (The debounce's wait, and a send cancelled during it, are the shared runtime's `work.start(after:using:)`:
        # `.ci/races` tests them by hand; the bookkeeping of the runtime and of appearances is not a dependency call.)
        elif statement == "delegate?.model(self, didChange: state)":
            out.append(("the model does not tell its delegate", ""))
        elif assignment:
            target, name, arguments_text = assignment.groups()
            out.append(("delete a state change", ""))
            other = next((s for s in self.valueless if s != name), None)
            if other:
                out.append(("go to another state", f"{target} = .{other}"))
            if arguments_text:
                out += self.argument_mutants(arguments_of(arguments_text), [t for _, t in self.types.states[name]],
                                             lambda a: f"{target} = .{name}({join(a)})")
        elif display:
            prefix, name, arguments_text = display.groups()
            out.append(("delete a display or present call", ""))
            other = next((s for s in self.valueless if s[0].upper() + s[1:] != name), None)
            if other:
                other = other[0].upper() + other[1:]
                argument = {"view?.display": "", "display?.display": f"viewModel: {self.scene}.{other}.ViewModel()",
                            "presenter?.present": f"response: {self.scene}.{other}.Response()",
                            "present": f"{self.scene}.{other}.Response()"}[prefix]
                out.append(("display another state", f"{prefix}{other}({argument})"))
            values = self.types.state(name) or []
            arguments = arguments_of(arguments_text)
            # MVP displays take the state's values; VIP calls take one response or view model.
            parameter_types = [t for _, t in values] if prefix == "view?.display" else [None] * len(arguments)
            out += self.argument_mutants(arguments, parameter_types, lambda a: f"{prefix}{name}({join(a)})")
        elif dependency and dependency.group(4) not in ("self", "Task", "work") and dependency.group(5) in self.types.methods:
            # (`work` is the unit's registry of running work: `work.cancel(.searched)` is not the dependency's `cancel`.)
            discard, attempt, wait, owner, method, arguments_text = dependency.groups()
            head = f"{discard or ''}{attempt or ''}{wait or ''}{owner}.{method}("
            out.append(("delete a dependency call", ""))
            out += self.argument_mutants(arguments_of(arguments_text), [t for _, t in self.types.methods.get(method, [])],
                                         lambda a: f"{head}{join(a)})")
        elif handler:
            # A custom event's handler (`await ordersArrived(orders: result)`, `let next = await handlers.x(...)`) is
            # the person's code, whose effect the generated tests cannot know: calls into it are not mutated.
            pass
        elif re.match(r"^\w+ = response$", statement):  # VIP: the data store keeps the response
            out.append(("delete a data store update", ""))
        return out

    def schematise(self, mutants, next_id, excluded):
        """Writes the file, from its generated lines, with every mutant not in `excluded` (as (line, text)) behind
        `ArchgenMutant.on(N)`; returns the next free id."""
        out = []

        def add(number, kind, text):
            nonlocal next_id
            mutant = Mutant(next_id, self.pattern, self.path, number, kind, text)
            mutants.append(mutant)
            next_id += 1
            return mutant

        for number, line in enumerate(self.lines, start=1):
            indent = line[: len(line) - len(line.lstrip())]
            statement = line.strip()
            default = re.match(r"^state: State = \.(\w+)(,?)$", statement)
            if default:
                other = next((s for s in self.valueless if s != default.group(1)), None)
                if other and (number, f".{other}") not in excluded:
                    mutant = add(number, "another default initial state", f".{other}")
                    out.append(f"{indent}state: State = ArchgenMutant.on({mutant.id}) ? .{other} : .{default.group(1)}{default.group(2)}")
                    mutant.span = (len(out), len(out))
                    continue
            guard = re.match(r"^guard let self, (.*) else \{ return \}$", statement)
            if guard:
                # A condition switched off: a superseded or cancelled task changes the state, or a cancelled call
                # shows as a failure.
                conditions = []
                for condition in guard.group(1).split(", "):
                    kind = {"!Task.isCancelled": "a superseded or cancelled task still changes the state",
                            "!(error is CancellationError)": "a cancelled call shows as a failure"}.get(condition)
                    if kind and (number, condition) not in excluded:
                        mutant = add(number, kind, condition)
                        conditions.append(f"(ArchgenMutant.on({mutant.id}) || {condition})")
                        mutant.span = (len(out) + 1, len(out) + 1)
                    else:
                        conditions.append(condition)
                out.append(f"{indent}guard let self, {', '.join(conditions)} else {{ return }}")
                continue
            if statement == "let message = describeError(error)" and (number, '""') not in excluded:
                mutant = add(number, "lose the error's message", '""')
                out.append(f'{indent}let message = ArchgenMutant.on({mutant.id}) ? "" : describeError(error)')
                mutant.span = (len(out), len(out))
                continue
            branch = re.match(r"^(\} else if|if) (.*) \{$", statement)
            if branch and not branch.group(2).startswith("let ") and not branch.group(2).startswith("ArchgenMutant"):
                # A guard of the work of real screens: a boolean condition flipped (a `case` match stays).
                keyword, conditions_text = branch.groups()
                conditions = split_conditions(conditions_text)
                flipped = False
                for index, condition in enumerate(conditions):
                    # (A `case`, `let` or `var` binding is a match, not a truth: it stays.)
                    if condition.startswith(("case ", "let ", "var ")) or (number, f"!({condition})") in excluded:
                        continue
                    mutant = add(number, "a guard flipped", f"!({condition})")
                    mutated = f"({condition})"
                    for kind, edge in edge_mutants(condition):
                        if (number, edge) in excluded:
                            continue
                        other = add(number, kind, edge)
                        other.span = (len(out) + 1, len(out) + 1)
                        mutated = f"(ArchgenMutant.on({other.id}) ? ({edge}) : {mutated})"
                    conditions[index] = f"ArchgenMutant.on({mutant.id}) != {mutated}"
                    mutant.span = (len(out) + 1, len(out) + 1)
                    flipped = True
                if flipped:
                    out.append(f"{indent}{keyword} {', '.join(conditions)} {{")
                    continue
            bound = re.match(r"^let (\w+) = (try )?(await )?(\w+)\.(\w+)\((.*)\)$", statement)
            if bound and bound.group(4) != "handlers":
                # `let result = try await a.b(...)`: the alternatives are expressions, so the binding stays visible;
                # one expression reports one type error at a time, so only same-typed values are swapped here.
                name, attempt, wait, owner, method, arguments_text = bound.groups()
                callee = f"{owner}.{method}("
                alternatives = [alt for _, alt in self.argument_mutants(
                    arguments_of(arguments_text), [t for _, t in self.types.methods.get(method, [])],
                    lambda a: f"{callee}{join(a)})", empties=False) if (number, alt) not in excluded]
                if alternatives:
                    out.append(f"{indent}let {name} = {attempt or ''}{wait or ''}(")
                    for alternative in alternatives:
                        mutant = add(number, "pass another argument value", alternative)
                        out.append(f"{indent}    ArchgenMutant.on({mutant.id}) ? {alternative} :")
                        mutant.span = (len(out), len(out))
                    out.append(f"{indent}    {callee}{arguments_text}))")
                    continue
            alternatives = [(kind, text) for kind, text in self.statement_mutants(statement)
                            if (number, text or "(deleted)") not in excluded]
            following = self.lines[number:number + 5]
            if statement.startswith("cancelWork(") and any(
                    "applyHandlerResult(await" in line or "await handlers." in line for line in following[:next(
                        (i for i, l in enumerate(following) if l.strip().startswith("case ")), len(following))]):
                # A custom event's task runs the person's handler, whose effect the generated tests cannot know.
                alternatives = []
            if not alternatives:
                out.append(line)
                continue
            keyword = "if"
            for kind, text in alternatives:
                mutant = add(number, kind, text or "(deleted)")
                out.append(f"{indent}{keyword} ArchgenMutant.on({mutant.id}) {{")
                first = len(out)
                if text:
                    out.append(f"{indent}    {text}")
                mutant.span = (first, len(out) + 1)
                out.append(f"{indent}}}")
                keyword = "else if"
            out[-1] = f"{indent}}} else {{"
            out.append(f"{indent}    {statement}")
            out.append(f"{indent}}}")
        self.path.write_text("\n".join(out))
        return next_id


# MARK: - The run

def run(command, cwd, env=None, timeout=None):
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("archgen")
    parser.add_argument("spec")
    parser.add_argument("--minimum", type=float, default=95)
    parser.add_argument("--patterns", default="mvvm,mvvm-box,mvp,vip,mvc")
    parser.add_argument("--keep")
    parser.add_argument("--jobs", type=int, default=2 * (os.cpu_count() or 1), help="test runs at once")
    parser.add_argument("--verbose", action="store_true", help="list every mutant, killed or not")
    options = parser.parse_args()
    archgen = os.path.abspath(options.archgen)
    base = json.loads(pathlib.Path(options.spec).read_text())
    work = pathlib.Path(options.keep) if options.keep else pathlib.Path(tempfile.mkdtemp())
    if work.exists():
        shutil.rmtree(work)
    (work / "specs").mkdir(parents=True)
    patterns = options.patterns.split(",")
    targets = {}
    package = ["// swift-tools-version: 6.1", "import PackageDescription", "let package = Package(",
               '    name: "Mutants",', "    targets: ["]
    for pattern in patterns:
        # `mvvm-box`: MVVM with seed 004's Box binding instead of Observation.
        target = base["module"] + pattern.upper().replace("-", "")
        # MVP and VIP in SwiftUI, so that the view adapter and the store (their first load) are mutated too.
        ui = "swiftui" if pattern in ("mvp", "vip") else "uikit"
        spec = dict(base, pattern=pattern.split("-")[0], ui=ui, testing="xctest", target=target,
                    sourcesPath=f"../Sources/{target}", testsPath=f"../Tests/{target}Tests")
        if pattern.endswith("-box"):
            spec["binding"] = "box"
        (work / "specs" / f"{target}.archgen.json").write_text(json.dumps(spec, indent=2))
        targets[pattern] = target
        package += [f'        .target(name: "{target}"),',
                    f'        .testTarget(name: "{target}Tests", dependencies: ["{target}"]),']
    package += ["    ]", ")", ""]
    (work / "Package.swift").write_text("\n".join(package))
    generated = run([archgen, "generate"] + [str(p) for p in sorted((work / "specs").iterdir())], work)
    if generated.returncode != 0:
        sys.exit(f"archgen generate failed:\n{generated.stdout}{generated.stderr}")

    module = base["module"]
    types = Types(base)
    files = {"mvvm": ["ViewModel"], "mvvm-box": ["ViewModel"], "mvc": ["Model"], "mvp": ["Presenter", "ViewAdapter"],
             "vip": ["Interactor", "Presenter", "Store"]}
    units = []
    for pattern, target in targets.items():
        sources = work / "Sources" / target
        (sources / "ArchgenMutant.swift").write_text(HELPER)
        units += [Unit(pattern, sources / f"{module}{name}.swift", types, f"{module}Scene") for name in files[pattern]]

    # Build; drop the mutants the compiler rejects, until it builds.
    excluded = {str(unit.path): set() for unit in units}
    for attempt in range(8):
        mutants, next_id = [], 1
        for unit in units:
            next_id = unit.schematise(mutants, next_id, excluded[str(unit.path)])
        # (.ci/run shares one module cache of the compiled system modules among its stages.)
        cache = os.environ.get("ARCHGEN_CI_MODULE_CACHE")
        shared = ["-Xswiftc", "-module-cache-path", "-Xswiftc", cache] if cache else []
        # Built to be checked, not debugged: a frontend job per module, no debug info (see .ci/compile-package).
        shared += ["-Xswiftc", "-driver-batch-count", "-Xswiftc", "1", "-Xswiftc", "-gnone"]
        build = run(["swift", "build", "--build-tests"] + shared, work)
        if build.returncode == 0:
            break
        rejected = 0
        for path, line in re.findall(r"^(/[^:\n]+):(\d+):\d+: error:", build.stdout + build.stderr, re.M):
            hits = [m for m in mutants if str(m.path) == path and m.span and m.span[0] <= int(line) <= m.span[1]]
            if not hits:
                sys.exit(f"mutation: a build error outside any mutant:\n{build.stdout[-4000:]}{build.stderr[-2000:]}")
            for mutant in hits:
                excluded[path].add((mutant.line, mutant.text))
                rejected += 1
        print(f"mutation: build {attempt + 1}: {rejected} mutants do not compile and are dropped")
    else:
        sys.exit("mutation: the schematised build never compiled")

    binary = next(work.glob(".build/*/debug/*PackageTests.xctest"))
    environment = dict(os.environ, ARCHGEN_MUTANT="0")
    listed = run([str(binary), "--list-tests"], work, environment).stdout
    # Each pattern's own test classes (`OrdersMVVMTests.OrdersViewModelTests`, `OrdersMVVMTests.OrdersViewModelLoadTests`...),
    # so a run is only that module's tests.
    classes = {pattern: sorted(set(re.findall(rf"^({target}Tests\.\w+)/", listed, re.M)))
               for pattern, target in targets.items()}
    for pattern, found in classes.items():
        baseline = run([str(binary), ",".join(found)], work, environment)
        executed = re.search(r"Executed (\d+) tests?", baseline.stdout)
        if baseline.returncode != 0 or not executed or executed.group(1) == "0":
            sys.exit(f"mutation: the {pattern} tests do not pass without any mutant:\n{baseline.stdout[-3000:]}")
    counts = {pattern: [0, 0] for pattern in patterns}
    survivors = []

    def killed_by_tests(mutant):
        mutant_environment = dict(environment, ARCHGEN_MUTANT=str(mutant.id))
        try:
            return run([str(binary), ",".join(classes[mutant.pattern])], work, mutant_environment,
                       timeout=120).returncode != 0
        except subprocess.TimeoutExpired:
            # A test that never ends never passes either; the run is reported, the tests should fail instead.
            print(f"mutation: mutant {mutant.id} ({mutant.kind}) hung the tests; counted as killed")
            return True

    # A run that kills a concurrency mutant mostly waits (a held call's bounded wait), so runs overlap well.
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        verdicts = list(pool.map(killed_by_tests, mutants))
    for mutant, killed in zip(mutants, verdicts):
        counts[mutant.pattern][0] += 1
        counts[mutant.pattern][1] += killed
        if not killed:
            survivors.append(mutant)
        if options.verbose:
            print(f"  {'killed  ' if killed else 'SURVIVED'} {mutant.pattern} {mutant.path.name}:{mutant.line} {mutant.kind}: {mutant.text}")
    failed = False
    for pattern in patterns:
        total, dead = counts[pattern]
        ratio = 100.0 * dead / total if total else 0.0
        print(f"mutation: {pattern}: {dead} of {total} mutants killed ({ratio:.1f}%)")
        failed = failed or ratio < options.minimum
    for mutant in survivors:
        print(f"  survived: {mutant.pattern} {mutant.path.name}:{mutant.line} {mutant.kind}: {mutant.text}")
    if not options.keep:
        shutil.rmtree(work)
    if failed:
        sys.exit(f"FAIL: a pattern's generated tests kill fewer than {options.minimum:g}% of the mutants")


if __name__ == "__main__":
    main()
