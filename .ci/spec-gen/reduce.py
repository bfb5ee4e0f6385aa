"""Delta debugging of a failing spec: smaller specs are tried, largest cuts first (halves of the events, then single
events, declarations, keys, alternatives, list items, values of a declaration), and one is kept whenever the same
class of failure remains, until no cut keeps it. A cut that makes the spec invalid is simply not kept: archgen's own
validation tells (cheaply) which cuts are still specs.
"""
import concurrent.futures, json, re

REQUIRED = {"archgen", "module", "pattern", "states", "initialState", "events"}
# Keys whose removal changes what the spec is about rather than shrinking it.
KEEP = {"name", "pattern", "ui", "binding"}


def size(spec):
    return len(json.dumps(spec, separators=(",", ":")))


def reduce(spec, still_fails, jobs=1, log=lambda text: None):
    """The smallest spec found from `spec` for which `still_fails` holds (it must hold for `spec`). Cuts are tried in
    order; after a kept cut the next cuts of the new spec are tried from the same position (the ones before it failed
    already, most likely again), and passes repeat until one keeps nothing."""
    known = {}  # spec text → whether it still fails
    current, position, changed = spec, 0, False

    def test(candidate):
        text = json.dumps(candidate, sort_keys=True)
        if text not in known:
            known[text] = still_fails(candidate)
        return known[text]

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        while True:
            candidates = [c for c in cuts(current) if size(c) < size(current)]
            if position >= len(candidates):
                if not changed:
                    return current
                position, changed = 0, False
                continue
            batch = candidates[position:position + jobs]
            results = list(pool.map(test, batch))
            if any(results):
                offset = results.index(True)
                current, changed = batch[offset], True
                position += offset
                log(f"  {size(current)} bytes")
            else:
                position += len(batch)


def cuts(spec):
    """Smaller variants of `spec`, largest cuts first."""
    events = spec.get("events", [])
    for chunk in chunk_sizes(len(events)):
        for start in range(0, len(events), chunk):
            yield {**spec, "events": events[:start] + events[start + chunk:]}
    for key in list(spec):
        if key not in REQUIRED and key not in KEEP:
            yield {k: v for k, v in spec.items() if k != key}
    for key in ("models", "dependencies", "states", "storage", "fields", "inputs", "routes", "effects"):
        items = spec.get(key)
        if isinstance(items, list):
            for index in range(len(items)):
                yield {**spec, key: items[:index] + items[index + 1:]}
    for index, dependency in enumerate(spec.get("dependencies", [])):
        for method in range(len(dependency.get("methods", []))):
            methods = dependency["methods"][:method] + dependency["methods"][method + 1:]
            yield replaced(spec, ["dependencies", index], {**dependency, "methods": methods})
        for key in ("style", "isolation", "doc"):
            if key in dependency:
                yield replaced(spec, ["dependencies", index], {k: v for k, v in dependency.items() if k != key})
    for index, _ in enumerate(events):
        for variant in tree_cuts(events[index]):
            yield replaced(spec, ["events", index], variant)
    for key in ("states", "routes", "effects", "events"):
        for index, item in enumerate(spec.get(key, [])):
            text = item if isinstance(item, str) else item.get("name") if isinstance(item, dict) else None
            for smaller in fewer_values(text or ""):
                value = smaller if isinstance(item, str) else {**item, "name": smaller}
                yield replaced(spec, [key, index], value)
    for key in ("models", "dependencies", "states", "routes", "effects"):
        for index, item in enumerate(spec.get(key, [])):
            if isinstance(item, dict):
                for variant in tree_cuts(item):
                    yield replaced(spec, [key, index], variant)
    for path, text in expressions(events, ["events"]):
        for simpler in simpler_expressions(text):
            yield replaced(spec, path, simpler)
    for index, model in enumerate(spec.get("models", [])):
        for key in ("properties", "cases"):
            for position in range(len(model.get(key, []))):
                items = model[key][:position] + model[key][position + 1:]
                yield replaced(spec, ["models", index], {**model, key: items})


def chunk_sizes(count):
    size = count // 2
    while size >= 1:
        yield size
        size //= 2


def tree_cuts(node):
    """Smaller variants of a block (an event or an outcome): a key removed, an outcome emptied or reduced to one of its
    alternatives, an item of a list removed, the same inside."""
    if isinstance(node, dict):
        for key in node:
            if key in KEEP:
                continue
            yield {k: v for k, v in node.items() if k != key}
        for key, value in node.items():
            if isinstance(value, list) and value and all(isinstance(item, dict) for item in value):
                for item in value:
                    yield {**node, key: item}
            if isinstance(value, dict) and value:
                yield {**node, key: {}}
        for key, value in node.items():
            if key in KEEP:
                continue
            for variant in tree_cuts(value):
                yield {**node, key: variant}
    elif isinstance(node, list):
        for index in range(len(node)):
            if len(node) > 1:
                yield node[:index] + node[index + 1:]
        for index, item in enumerate(node):
            for variant in tree_cuts(item):
                yield node[:index] + [variant] + node[index + 1:]


def fewer_values(declaration):
    """`name(a: A, b: B)` without one of its values (`name` when it had one)."""
    match = re.match(r"^(\w+)\((.*)\)$", declaration.strip())
    if not match:
        return
    values = split_top(match.group(2))
    for index in range(len(values)):
        rest = values[:index] + values[index + 1:]
        yield match.group(1) + (f"({', '.join(rest)})" if rest else "")


def split_top(text):
    parts, depth, start = [], 0, 0
    for index, character in enumerate(text):
        if character in "([<":
            depth += 1
        elif character in ")]>" and not (character == ">" and text[index - 1] == "-"):
            depth -= 1
        elif character == "," and depth == 0:
            parts.append(text[start:index].strip())
            start = index + 1
    return parts + [text[start:].strip()] if text.strip() else parts


def replaced(spec, path, value):
    """`spec` with the item at `path` (keys and indices) replaced, the rest shared."""
    key = path[0]
    if len(path) == 1:
        if isinstance(spec, list):
            return spec[:key] + [value] + spec[key + 1:]
        return {**spec, key: value}
    inner = replaced(spec[key], path[1:], value)
    if isinstance(spec, list):
        return spec[:key] + [inner] + spec[key + 1:]
    return {**spec, key: inner}


EXPRESSION_KEYS = ("if", "to", "route", "effect", "calls", "observes")


def expressions(node, path):
    """(path, text) of each expression-bearing string in the events: guards, values set, constructions, calls."""
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, str) and key in EXPRESSION_KEYS:
                yield path + [key], value
            elif key in ("set", "calls") and isinstance(value, list):
                for index, item in enumerate(value):
                    if isinstance(item, str):
                        yield path + [key, index], item
            elif isinstance(value, (dict, list)):
                yield from expressions(value, path + [key])
    elif isinstance(node, list):
        for index, item in enumerate(node):
            yield from expressions(item, path + [index])


def simpler_expressions(text):
    """`text` (a guard, `name = value`, a call or construction with arguments) with one expression in it replaced by
    a side of its loosest operator: `a && b` gives `a` and `b`; `(c ? x : y) + 1` gives `x + 1` and `y + 1`."""
    match = re.match(r"^(\w+ = )(.*)$", text) or re.match(r"^((?:\w+ = )?[\w.]+\()(.*)(\))$", text, re.S)
    if match and match.group(1).endswith("("):
        head, body, tail = match.group(1), match.group(2), ")"
        arguments = split_top(body)
        for index, argument in enumerate(arguments):
            label, colon, value = argument.partition(": ")
            if not colon:
                label, value = "", argument
            for simpler in smaller(value):
                changed = arguments[:index] + [f"{label}: {simpler}" if colon else simpler] + arguments[index + 1:]
                yield head + ", ".join(changed) + tail
    elif match:
        for simpler in smaller(match.group(2)):
            yield match.group(1) + simpler
    else:
        yield from smaller(text)


def smaller(expression):
    """Variants of `expression`: a side of its loosest top-level operator, or of one inside parentheses."""
    seen = {expression}
    for part in operands(expression):
        if part not in seen:
            seen.add(part)
            yield part
    for start, end in groups(expression):
        for part in operands(expression[start + 1:end]):
            simple = re.fullmatch(r"[\w.?]+|\"[^\"]*\"", part)
            variant = expression[:start] + (part if simple else f"({part})") + expression[end + 1:]
            if variant not in seen:
                seen.add(variant)
                yield variant


def groups(text):
    """(open, close) positions of each parenthesised group outside string literals, innermost last."""
    stack, found, in_string = [], [], False
    for index, character in enumerate(text):
        if in_string:
            in_string = not (character == '"' and text[index - 1] != "\\")
        elif character == '"':
            in_string = True
        elif character == "(":
            stack.append(index)
        elif character == ")" and stack:
            found.append((stack.pop(), index))
    return sorted(found)


def operands(text):
    """The sides of `text`'s loosest top-level operator (`?:` gives its two values), else nothing."""
    depth, in_string = 0, False
    for operator in (" ? ", " || ", " && ", " == ", " != ", " <= ", " >= ", " < ", " > ", " ?? ", " + ", " - ",
                     " * ", " / "):
        for index in range(len(text)):
            character = text[index]
            if character == '"' and (index == 0 or text[index - 1] != "\\"):
                in_string = not in_string
            if in_string:
                continue
            depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(character, 0)
            if depth == 0 and text.startswith(operator, index):
                left, right = text[:index].strip(), text[index + len(operator):].strip()
                if operator == " ? ":
                    values = split_top(right.replace(" : ", ",", 1))
                    return values if len(values) == 2 else []
                return [left, right]
        depth, in_string = 0, False
    return []
