"""Types and typed expressions of the spec language (Spec.md, "Expressions"), drawn at random from a scope.

A type is its Swift spelling (`Int`, `[Item]`, `Item?`). An expression is drawn for the type its place asks for, from
what the scope holds (names, their members, `count`, `isEmpty`, `first`, `last`), literals, and every operator Spec.md
lists (`! - + - * / == != < > <= >= && || ?? ?:`, `contains(_:)`, `appendingNew(_:)`, `removing(id:)`,
`replacing(_:)`, parentheses), so that archgen's
checker accepts it: the same rules (a value fits its optional; a literal takes its type from its place; comparisons and
arithmetic on one type) are followed here.
"""

import re

SCALARS = ("Int", "String", "Bool", "Double")
NUMERIC = ("Int", "Double")
COMPARABLE = ("Int", "Double", "String", "Date")


def optional(type):
    return type if type.endswith("?") else type + "?"


def unwrapped(type):
    return type[:-1] if type.endswith("?") else type


def is_optional(type):
    return type.endswith("?")


def is_array(type):
    return type.startswith("[") and type.endswith("]") and ":" not in type


def element(type):
    return type[1:-1]


def reads_a_value(text):
    """Whether an expression reads a name: archgen refuses a guard or a `?:` condition that reads none (`!true`,
    `1 > 2`), which always holds or never does, as Swift warns ("will never be executed")."""
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)
    return any(name not in ("true", "false", "nil") for name in re.findall(r"(?<![\w.?])[A-Za-z_]\w*", text))


def fits(type, expected):
    """Whether a value of `type` goes where `expected` is wanted (a value fits its optional), as archgen checks."""
    if type == expected:
        return True
    return is_optional(expected) and fits(type, unwrapped(expected))


class Scope:
    """The names an expression may read at one place of an event's work, with where each comes from (`input`,
    `storage`, `field`, `event`, `local`); a name added later hides the same name (as archgen's scopes do)."""

    def __init__(self, entries=None):
        self.entries = dict(entries or {})

    def adding(self, pairs, origin):
        scope = Scope(self.entries)
        for name, type in pairs:
            scope.entries[name] = (type, origin)
        return scope

    def only(self, origins):
        """The names from those origins (what a guard may read where alternatives make calls)."""
        return Scope({name: entry for name, entry in self.entries.items() if entry[1] in origins})

    def type_of(self, name):
        entry = self.entries.get(name)
        return entry[0] if entry else None


class Expressions:
    """Draws expressions of a type from a scope. `models` maps a model's name to its `Model` (grammar.py)."""

    def __init__(self, random, models, probes):
        self.random = random
        self.models = models
        # Forms the README allows that archgen is known to refuse or mishandle, drawn at a low rate (see grammar.py).
        self.probes = probes
        self.used = set()

    def chance(self, p):
        return self.random.random() < p

    # MARK: - What the scope holds

    def paths(self, scope, depth=2):
        """(text, type) of every name in scope and the members reachable from it (a model's properties, `count`,
        `isEmpty`, `first`, `last`), `?.` through optionals."""
        result = []
        for name, (type, _) in sorted(scope.entries.items()):
            self._walk(name, type, depth, result)
        return result

    def _walk(self, text, type, depth, result, own=None):
        """`own`: the type of the last member before a chain `?.` began makes it optional. As in Swift, a chain goes
        on from each member's own type: `user?.name.count` (`name: String`), `user?.nickname?.count`."""
        result.append((text, type))
        if depth == 0:
            return
        own = type if own is None else own
        base = unwrapped(own)
        dot = "?." if is_optional(own) else "."

        def wrap(member_type):
            return optional(member_type) if is_optional(type) else member_type

        model = self.models.get(base)
        if model is not None and not model.is_enum:
            for name, property_type in model.properties:
                self._walk(f"{text}{dot}{name}", wrap(property_type), depth - 1, result, property_type)
        elif is_array(base):
            result.append((f"{text}{dot}count", wrap("Int")))
            result.append((f"{text}{dot}isEmpty", wrap("Bool")))
            for member in ("first", "last"):
                self._walk(f"{text}{dot}{member}", optional(element(base)), depth - 1, result)
        elif base == "String":
            result.append((f"{text}{dot}count", wrap("Int")))
            result.append((f"{text}{dot}isEmpty", wrap("Bool")))

    def available_types(self, scope):
        return sorted({type for _, type in self.paths(scope)})

    # MARK: - Literals

    def literal(self, type):
        """A literal of `type`, or None when the type has none (a model, an enum)."""
        if is_optional(type):
            if self.chance(0.4):
                return "nil"
            return self.literal(unwrapped(type))
        if type == "Int":
            return str(self.random.choice([0, 1, 2, 3, 5, 10, 20, 42]))
        if type == "Double":
            return self.random.choice(["0.5", "1.5", "2", "10", "0.25"])
        if type == "Bool":
            return self.random.choice(["true", "false"])
        if type == "String":
            return self.random.choice(['""', '"a"', '"Hello"', '"x y"', '"line\\nbreak"', '"say \\"hi\\""'])
        if is_array(type):
            if self.chance(0.6):
                return "[]"
            inner = self.literal(element(type))
            if inner is None or inner == "nil":
                return "[]"
            return f"[{inner}, {self.literal(element(type)) or inner}]"
        return None

    # MARK: - Expressions

    def draw(self, type, scope, depth=2):
        """An expression of `type` (one that fits it) from `scope`, or None when there is none."""
        candidates = []
        atoms = [text for text, atom_type in self.paths(scope) if fits(atom_type, type)]
        if atoms:
            candidates.append((5, lambda: self.random.choice(atoms)))
        literal = self.literal(type)
        if literal is not None:
            # (Real specs seldom write `true` or `false` inside an expression.)
            candidates.append((0.2 if type == "Bool" else 2, lambda: literal))
        if depth > 0:
            for weight, make in self._composites(type, scope, depth - 1):
                candidates.append((weight, make))
        self.random.shuffle(candidates)
        total = sum(weight for weight, _ in candidates)
        while candidates:
            pick = self.random.uniform(0, total)
            for index, (weight, make) in enumerate(candidates):
                pick -= weight
                if pick <= 0:
                    break
            weight, make = candidates.pop(index)
            total -= weight
            text = make()
            if text is not None:
                return text
        return None

    def _paren(self, text):
        """`text` in parentheses unless it is a name, a member chain or a literal."""
        simple = all(character.isalnum() or character in "_.?\"[]" for character in text)
        return text if simple and "??" not in text else f"({text})"

    def _non_literal(self, type, scope):
        """A name or member of `type` exactly (the left side of a comparison or an operator)."""
        atoms = [text for text, atom_type in self.paths(scope) if atom_type == type]
        return self.random.choice(atoms) if atoms else None

    def _composites(self, type, scope, depth):
        """(weight, make) for each operator form that gives `type`."""
        forms = []
        base = unwrapped(type)
        paths = self.paths(scope)

        def binary(op, operand_type):
            left = self._non_literal(operand_type, scope)
            if left is None:
                return None
            right = self.draw(operand_type, scope, depth)
            if right is None:
                return None
            self.used.add(f"operator {op}")
            return f"{self._paren(left)} {op} {self._paren(right)}"

        def conditional():
            condition = self.draw("Bool", scope, depth)
            if condition is None or not reads_a_value(condition):  # archgen refuses a condition decided as written
                return None
            if is_optional(type) and self.probes.get("nil in ?:") and self.chance(0.5):
                # `cond ? nil : 20` for an optional: valid Swift, and the README's literals include nil.
                value = self.literal(base) if base in SCALARS else None
                if value is None:
                    return None
                self.used.add("probe: nil in ?:")
                return f"{self._paren(condition)} ? nil : {value}"
            # Both branches of one type (a non-optional fits an optional place).
            then, otherwise = self.draw(base, scope, depth), self.draw(base, scope, depth)
            if then is None or otherwise is None:
                return None
            self.used.add("operator ?:")
            return f"{self._paren(condition)} ? {self._paren(then)} : {self._paren(otherwise)}"

        def coalesce():
            left = self._non_literal(optional(base), scope)
            right = self.draw(base, scope, depth) if left is not None else None
            if right is None:
                return None
            self.used.add("operator ??")
            return f"{self._paren(left)} ?? {self._paren(right)}"

        forms.append((1, conditional))
        forms.append((2, coalesce))
        if base == "Bool" and not is_optional(type) or type == "Bool?":
            forms.append((3, lambda: self._bool(scope, depth, paths)))
        if base in NUMERIC:
            for op in ("+", "-", "*"):
                forms.append((1, lambda op=op: binary(op, base)))
            if base == "Double":
                forms.append((1, lambda: binary("/", base)))
            else:
                forms.append((1, lambda: self._divided(base, scope)))
            forms.append((1, lambda: self._negated(base, scope, depth)))
            if base == "Int":
                forms.append((2, lambda: self._counted(scope, depth)))
        if base == "String":
            forms.append((1, lambda: binary("+", "String")))
        if is_array(base):
            forms.append((1, lambda: binary("+", base)))
            forms.append((1, lambda: self._appended(base, scope, depth)))
            forms.append((2, lambda: self._appending_new(base, scope, depth)))
            forms.append((1, lambda: self._removing(base, scope, depth)))
            forms.append((1, lambda: self._replacing(base, scope, depth)))
        return forms

    def _divided(self, base, scope):
        left = self._non_literal(base, scope)
        if left is None:
            return None
        self.used.add("operator /")
        return f"{self._paren(left)} / {self.random.choice(['2', '3', '10'])}"

    def _negated(self, base, scope, depth):
        operand = self.draw(base, scope, depth)
        if operand is None or operand.startswith("-"):
            return None
        self.used.add("prefix -")
        return f"-{self._paren(operand)}"

    def _counted(self, scope, depth):
        """`count` of a parenthesised collection: `(a ?? []).count`, `(a + b).count`."""
        collections = [text for text, type in self.paths(scope) if is_array(type) or type == "String"]
        optionals = [(text, type) for text, type in self.paths(scope)
                     if is_optional(type) and (is_array(unwrapped(type)) or unwrapped(type) == "String")]
        if optionals and self.chance(0.5):
            text, type = self.random.choice(optionals)
            fallback = "[]" if is_array(unwrapped(type)) else '""'
            self.used.add("member of a parenthesised value")
            return f"({text} ?? {fallback}).count"
        if collections:
            text = self.random.choice(collections)
            return f"{text}.count"
        return None

    def _appended(self, base, scope, depth):
        left = self._non_literal(base, scope)
        item = self.draw(element(base), scope, depth)
        if left is None or item is None or item == "nil":
            return None
        self.used.add("array + [element]")
        return f"{self._paren(left)} + [{item}]"

    def _appending_new(self, base, scope, depth):
        model = self.models.get(element(base))
        if model is None or not model.identifiable:
            return None
        # archgen reads the base twice: it must be a name or a chain of properties.
        bases = [text for text, type in self.paths(scope) if type == base and "?" not in text
                 and not text.endswith((".first", ".last"))]
        if not bases:
            return None
        other = self.draw(base, scope, depth)
        if other is None:
            return None
        self.used.add("appendingNew")
        return f"{self.random.choice(bases)}.appendingNew({other})"

    def _edited_list(self, base, scope):
        """A list of rows with an `id` to remove a row from or replace one in (any value of the type), and its model."""
        model = self.models.get(element(base))
        if model is None or not model.identifiable:
            return None, None
        left = self._non_literal(base, scope)
        return (None, None) if left is None else (self._paren(left), model)

    def _removing(self, base, scope, depth):
        left, model = self._edited_list(base, scope)
        if left is None:
            return None
        id_type = dict(model.properties)["id"]
        key = self.draw(id_type, scope, depth)
        if key is None or key == "nil":
            return None
        self.used.add("removing(id:)")
        return f"{left}.removing(id: {key})"

    def _replacing(self, base, scope, depth):
        left, _ = self._edited_list(base, scope)
        if left is None:
            return None
        row = self.draw(element(base), scope, depth)
        if row is None or row == "nil":
            return None
        self.used.add("replacing(_:)")
        return f"{left}.replacing({row})"

    def _bool(self, scope, depth, paths):
        """A Bool from an operator: `!`, `&&`, `||`, a comparison, `contains`, a nil check."""
        kinds = ["not", "and", "or", "equal", "order", "contains", "nil"]
        self.random.shuffle(kinds)
        for kind in kinds:
            text = self._bool_of(kind, scope, depth, paths)
            if text is not None:
                return text
        return None

    def _bool_of(self, kind, scope, depth, paths):
        if kind == "not":
            operand = self.draw("Bool", scope, depth)
            if operand is None:
                return None
            self.used.add("prefix !")
            return f"!{self._paren(operand)}"
        if kind in ("and", "or"):
            left, right = self.draw("Bool", scope, depth), self.draw("Bool", scope, depth)
            if left is None or right is None:
                return None
            op = "&&" if kind == "and" else "||"
            self.used.add(f"operator {op}")
            return f"{self._paren(left)} {op} {self._paren(right)}"
        if kind == "equal":
            choices = [(text, type) for text, type in paths if type in SCALARS or unwrapped(type) in SCALARS
                       or type in self.models or unwrapped(type) in self.models]
            if not choices:
                return None
            text, type = self.random.choice(choices)
            right = self.draw(type, scope, depth)
            if right is None or right == text:
                return None
            op = self.random.choice(["==", "!="])
            self.used.add(f"operator {op}")
            return f"{self._paren(text)} {op} {self._paren(right)}"
        if kind == "order":
            choices = [(text, type) for text, type in paths if type in COMPARABLE]
            if not choices:
                return None
            text, type = self.random.choice(choices)
            right = self.draw(type, scope, depth)
            if right is None:
                return None
            op = self.random.choice(["<", ">", "<=", ">="])
            self.used.add(f"operator {op}")
            return f"{self._paren(text)} {op} {self._paren(right)}"
        if kind == "contains":
            choices = [(text, type) for text, type in paths if (is_array(type) and not is_optional(element(type)))
                       or type == "String"]
            if not choices:
                return None
            text, type = self.random.choice(choices)
            item = self.draw(element(type) if is_array(type) else "String", scope, depth)
            if item is None:
                return None
            self.used.add("contains")
            return f"{self._paren(text)}.contains({item})"
        if kind == "nil":
            choices = [text for text, type in paths if is_optional(type)]
            if not choices:
                return None
            op = self.random.choice(["==", "!="])
            self.used.add(f"nil check {op}")
            return f"{self._paren(self.random.choice(choices))} {op} nil"
        return None
