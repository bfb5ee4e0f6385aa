"""A random valid spec from a seed: the whole language of Documentation/Spec.md.

`draw(seed, index)` gives the spec of one run's `index`th module (its own random stream, so a run replays and extends by
`--seed`/`--count`), with the default isolation it is built in and the features it used. Declarations are made as the
events need them: a call makes (or reuses) a method whose parameters take the values in reach, a `to` makes (or
reuses) a state whose values can be built there, and so on, so that what is drawn is valid by construction. Where real
screens meet bugs the draw leans on purpose (see `Profile`): a kept value set and then passed on, calls in a row that
cannot throw, a `when` that binds a name a step sets, outcomes reading kept values after an await, optional parameters,
`to` beside `calls`, an event that only cancels, an `if` in an event's `else`.
"""
import random as randomness
import re

from expressions import Expressions, Scope, SCALARS, fits, is_array, is_optional, optional, unwrapped

# The forms of the pattern option: (pattern, ui, binding).
PATTERNS = [
    ("mvvm", "swiftui", None), ("mvvm", "uikit", None), ("mvvm", "uikit", "box"), ("mvp", "swiftui", None),
    ("mvp", "uikit", None), ("vip", "swiftui", None), ("vip", "uikit", None), ("mvc", "uikit", None),
]
# (Tag, Issue, Notification and Progress are also types of Testing or Foundation, which generated tests import.)
STRUCT_MODELS = ["Item", "Movie", "Order", "Profile", "Photo", "Ticket", "Track", "Member", "Tag", "Issue",
                 "Notification"]
ENUM_MODELS = ["Status", "Change", "Progress"]
ERROR_MODELS = ["FetchError", "SaveError"]
DEPENDENCIES = ["CatalogService", "SessionStore", "Tracker", "Uploader", "Navigator", "FeedSocket"]
STATE_NAMES = ["idle", "loading", "loaded", "empty", "failed", "saving", "saved", "showing", "editing", "ready",
               "refreshing", "searching", "confirming", "blocked", "offline", "finished", "pending", "paused"]
EVENT_NAMES = ["viewAppeared", "refreshPulled", "searchTapped", "saveTapped", "itemSelected", "nextPageReached",
               "closeTapped", "retryTapped", "toggleTapped", "textChanged", "filterChanged", "deleteTapped",
               "shareTapped", "loadMoreTapped", "followTapped", "watchStarted", "watchStopped", "confirmTapped",
               "cancelTapped", "submitTapped", "pingRequested", "rowShown", "dismissed", "sortChanged"]
STEP_NAMES = ["resultArrived", "pageArrived", "listReceived", "valueArrived", "answerReceived"]
METHOD_NAMES = ["fetch", "load", "save", "search", "track", "refresh", "submit", "check", "resolve", "upload",
                "lookup", "sync", "remove", "like", "count", "validate", "prepare", "store", "clear", "ping", "send",
                "rate", "mark", "list"]
STREAM_NAMES = ["updates", "changes", "watch", "follow", "events", "statuses"]
ROUTE_NAMES = ["detail", "close", "settings", "share", "login", "next", "back"]
EFFECT_NAMES = ["toast", "dismissKeyboard", "shake", "haptic", "showError", "scrollToTop", "alert"]
WORDS = {
    "Int": ["page", "total", "count", "limit", "offset", "score", "level", "attempts", "index", "size", "step"],
    "String": ["query", "title", "name", "draft", "note", "token", "text", "code", "label", "reason", "cursor"],
    "Bool": ["isBusy", "isLoading", "hasMore", "isEnabled", "isOffline", "didFinish", "isSaving", "showsBanner"],
    "Double": ["rating", "amount", "progress", "ratio", "weight"],
}
# Swift keywords a spec may use as names (archgen writes backticks where Swift needs them).
KEYWORDS = ["default", "repeat", "class", "where", "in", "do", "case", "func", "return", "import", "static", "guard",
            "defer", "operator"]
LOCAL_WORDS = ["value", "first", "second", "detail", "extra", "info", "other", "main", "side", "fresh"]
# Names the generated code uses for itself (archgen refuses them as storage or local names).
RESERVED = {"state", "send", "view", "presenter", "display", "delegate", "runningWork", "workStarted", "startWork",
            "cancelWork", "runningTask", "applyHandlerResult", "loadOnFirstAppearance", "firstLoadFinished",
            "describeError", "debounceWait", "fields", "onRoute", "onEffect", "storage", "handlers", "request",
            "next", "result", "message", "element", "viewModel", "model", "interactor", "heard", "debounce"}


class Profile:
    """How often each form is drawn. `probes` are forms the README allows that archgen is known (issue 27) to refuse:
    drawn at a low rate so that a run counts them (a refusal is a finding), 0 to leave them out."""

    def __init__(self, probes=0.04):
        self.probe_rate = probes


class Model:
    def __init__(self, name, properties=None, cases=None, error=False):
        self.name, self.properties, self.cases, self.error = name, properties or [], cases, error

    @property
    def is_enum(self):
        return self.cases is not None

    @property
    def identifiable(self):
        return any(name == "id" for name, _ in self.properties)

    def spec(self):
        if self.is_enum:
            cases = [name + (f"({', '.join(f'{l}: {t}' for l, t in values)})" if values else "")
                     for name, values in self.cases]
            item = {"name": self.name, "cases": cases}
            if self.error:
                item["error"] = True
            return item
        return {"name": self.name, "properties": [f"{name}: {type}" for name, type in self.properties]}


class Method:
    def __init__(self, name, parameters, is_async, throws, returns):
        # parameters: [(label or None, name, type)]
        self.name, self.parameters, self.is_async, self.throws, self.returns = (
            name, parameters, is_async, throws, returns)

    def declaration(self):
        parameters = []
        for label, name, type in self.parameters:
            head = name if label == name else f"_ {name}" if label is None else f"{label} {name}"
            parameters.append(f"{head}: {type}")
        text = f"{self.name}({', '.join(parameters)})"
        text += " async" if self.is_async else ""
        text += " throws" if self.throws else ""
        return text + (f" -> {self.returns}" if self.returns else "")

    @property
    def stream(self):
        """(element type, throwing) of a method returning a stream, else None."""
        returns = self.returns or ""
        if returns.startswith("AsyncStream<"):
            return returns[len("AsyncStream<"):-1], False
        if returns.startswith("AsyncThrowingStream<"):
            return returns[len("AsyncThrowingStream<"):-len(", Error>")], True
        return None


class Dependency:
    def __init__(self, name, style, isolation):
        self.name, self.style, self.isolation, self.methods = name, style, isolation, []

    def spec(self):
        item = {"name": self.name}
        if self.style != "protocol":
            item["style"] = self.style
        if self.isolation != "nonisolated":
            item["isolation"] = self.isolation
        item["methods"] = [method.declaration() for method in self.methods]
        return item


class Case:
    """A state, route or effect: a name and its values [(label, type)]."""

    def __init__(self, name, values):
        self.name, self.values = name, values

    def declaration(self):
        return self.name + (f"({', '.join(f'{l}: {t}' for l, t in self.values)})" if self.values else "")


class Event:
    def __init__(self, name, values):
        self.name, self.values = name, values
        self.body = {}  # the spec keys beside `name`
        self.runs_work = False
        self.is_step = False
        self.is_custom = False

    def declaration(self):
        return Case(self.name, self.values).declaration()


def draw(seed, index, profile=None):
    """(spec, isolation, features) of module `index` of the run with `seed`."""
    random = randomness.Random(f"{seed}:{index}")
    return Builder(random, f"G{index}", profile or Profile()).build()


class Builder:
    def __init__(self, random, module, profile):
        self.random, self.module, self.profile = random, module, profile
        self.features = set()
        self.models = {}
        self.dependencies = []
        self.states, self.routes, self.effects = [], [], []
        self.storage, self.fields, self.inputs = [], [], []  # (name, type, start or None)
        self.events = []
        self.used = set(RESERVED)
        # Which probes this spec may draw (each with the profile's rate).
        names = ["nil in ?:", "to beside calls", "if in else before a call", "nil argument"]
        self.probes = {name: random.random() < profile.probe_rate for name in names}
        self.expressions = Expressions(random, self.models, self.probes)

    def chance(self, p):
        return self.random.random() < p

    def pick(self, items):
        return self.random.choice(items)

    def note(self, feature):
        self.features.add(feature)

    # MARK: - Names

    def fresh(self, words, taken=None):
        taken = self.used if taken is None else taken
        options = [word for word in words if word not in taken]
        if options:
            name = self.pick(options)
        else:
            base = self.pick(words)
            number = 2
            while f"{base}{number}" in taken:
                number += 1
            name = f"{base}{number}"
        taken.add(name)
        return name

    def value_name(self, type, taken):
        if self.chance(0.03):
            options = [word for word in KEYWORDS if word not in taken and word not in self.used]
            if options:
                name = self.pick(options)
                taken.add(name)
                self.note("keyword as a name")
                return name
        base = unwrapped(type)
        if base in WORDS:
            return self.fresh(WORDS[base], taken)
        if is_array(base):
            inner = base[1:-1]
            word = inner[0].lower() + inner[1:] + "s" if inner in self.models else "list"
            return self.fresh([word, word + "List", "all" + inner.title().replace("[", "").replace("]", "")], taken)
        if base in self.models:
            word = base[0].lower() + base[1:]
            return self.fresh([word, "selected" + base, "current" + base], taken)
        return self.fresh(LOCAL_WORDS, taken)

    # MARK: - Types

    def some_type(self, allow_models=True, allow_optional=True, allow_arrays=True, flat_models_only=False):
        choices = list(SCALARS) * 3 + ["Date", "UUID"]
        structs = [name for name, model in self.models.items() if not model.is_enum
                   and not (flat_models_only and any(unwrapped(t).strip("[]") in self.models
                                                     for _, t in model.properties))]
        enums = [name for name, model in self.models.items() if model.is_enum and not model.error]
        if allow_models:
            choices += structs * 2 + enums
        if allow_arrays:
            choices += ["[Int]", "[String]"] + [f"[{name}]" for name in structs] * 2
        type = self.pick(choices)
        if allow_optional and self.chance(0.2):
            type = optional(type)
        return type

    def startable(self, type):
        """Whether a kept value of `type` can start empty (archgen's rule for storage without a start value)."""
        return is_optional(type) or is_array(type) or type in SCALARS

    # MARK: - The spec

    def build(self):
        pattern, ui, binding = self.pick(PATTERNS)
        self.note(f"pattern {pattern}{'-box' if binding else ''} {ui}")
        spec = {"archgen": 1, "module": self.module, "pattern": pattern, "ui": ui}
        if binding:
            spec["binding"] = binding
        spec["testing"] = self.pick(["xctest", "swift-testing"])
        self.note(f"testing {spec['testing']}")
        if self.chance(0.3):
            spec["access"] = "public"
            self.note("access public")
        if self.chance(0.3):
            spec["doc"] = "A generated screen."
        isolation = self.pick(["default", "mainActor"])
        self.note(f"isolation {isolation}")
        self.make_models()
        self.make_kept_values()
        self.states.append(Case(self.fresh(STATE_NAMES), []))
        for _ in range(self.random.randint(2, 6)):
            self.make_event()
        self.resolve_work()
        spec["models"] = [model.spec() for model in self.models.values()]
        spec["dependencies"] = [dependency.spec() for dependency in self.dependencies if dependency.methods]
        for key, values in (("inputs", self.inputs), ("storage", self.storage), ("fields", self.fields)):
            if values:
                spec[key] = [f"{name}: {type}" + (f" = {start}" if start is not None else "")
                             for name, type, start in values]
        if self.routes:
            spec["routes"] = [route.declaration() for route in self.routes]
        if self.effects:
            spec["effects"] = [effect.declaration() for effect in self.effects]
        spec["states"] = [state.declaration() for state in self.states]
        if self.chance(0.2):
            spec["states"][0] = {"name": spec["states"][0], "doc": "Where the screen starts."}
        spec["initialState"] = self.states[0].name
        spec["events"] = [self.event_spec(event) for event in self.events]
        plain = [e.name for e in self.events if not e.values and not e.is_step]
        for key in ("appearEvent", "refreshEvent"):
            if plain and self.chance(0.15):
                spec[key] = self.pick(plain)
                self.note(key)
        self.features |= self.expressions.used
        return spec, isolation, sorted(self.features)

    def event_spec(self, event):
        if event.is_custom and not event.body and self.chance(0.5):
            return event.declaration()
        item = {"name": event.declaration()}
        item.update(event.body)
        return item

    # MARK: - Models and kept values

    def make_models(self):
        names = self.random.sample(STRUCT_MODELS, self.random.randint(1, 3))
        for name in names:
            properties = []
            if self.chance(0.7):
                properties.append(("id", self.pick(["Int", "String", "UUID"])))
            taken = {"id"}
            for _ in range(self.random.randint(1, 4)):
                # Models nest two deep at most (archgen builds fixtures four levels deep, arrays included).
                type = self.some_type(allow_models=True, flat_models_only=True)
                properties.append((self.value_name(type, taken), type))
            self.models[name] = Model(name, properties)
            self.note("model struct")
        if self.chance(0.5):
            name = self.pick(ENUM_MODELS)
            structs = [n for n, m in self.models.items() if not m.is_enum]
            cases = [("plain", []), ("counted", [("count", "Int")]),
                     ("added", [(self.pick(structs).lower(), self.pick(structs))]) if structs else ("other", [])]
            self.random.shuffle(cases)
            self.models[name] = Model(name, cases=cases[: self.random.randint(2, 3)])
            self.note("model enum")
        if self.chance(0.5):
            name = self.pick(ERROR_MODELS)
            cases = [("offline", []), ("denied", [("reason", "String")]), ("limited", [("retry", "Int")])]
            self.models[name] = Model(name, cases=cases[: self.random.randint(1, 3)], error=True)
            self.note("model error")

    def make_kept_values(self):
        for key, count in (("storage", (0, 4)), ("fields", (0, 3)), ("inputs", (0, 2))):
            values = getattr(self, key)
            for _ in range(self.random.randint(*count)):
                type = self.some_type(allow_models=key == "inputs")
                if key != "inputs" and not self.startable(type):
                    type = optional(type)
                name = self.value_name(type, self.used)
                start = None
                if key != "inputs" and unwrapped(type) in ("Int", "Bool", "String", "Double") and self.chance(0.3):
                    start = self.expressions.literal(type)
                    self.note(f"{key} start value")
                values.append((name, type, start))
                self.note(key)

    def base_scope(self, event):
        scope = Scope()
        scope = scope.adding([(n, t) for n, t, _ in self.inputs], "input")
        scope = scope.adding([(n, t) for n, t, _ in self.storage], "storage")
        scope = scope.adding([(n, t) for n, t, _ in self.fields], "field")
        return scope.adding(event.values, "event")

    # MARK: - Events

    def event_values(self, count):
        taken = set()
        values = []
        kept = self.storage + self.fields
        for _ in range(count):
            if kept and self.chance(0.3):
                # An event value with the name (and type) of a kept value: `search(query:)` beside `query`.
                name, type, _ = self.pick(kept)
                if name not in taken:
                    taken.add(name)
                    values.append((name, type))
                    self.note("event value named like a kept value")
                    continue
            type = self.some_type()
            name = self.value_name(type, taken | self.used_by_states())
            taken.add(name)
            values.append((name, type))
        return values

    def used_by_states(self):
        return {state.name for state in self.states}

    def new_event(self, values=None, names=EVENT_NAMES):
        name = self.fresh(names)
        if values is None:
            values = self.event_values(self.random.choice([0, 0, 1, 1, 2]))
        event = Event(name, values)
        self.events.append(event)
        return event

    def make_event(self):
        kind = self.random.choices(
            ["program", "first", "transition", "custom", "cancels"], weights=[60, 15, 8, 9, 8])[0]
        if kind == "first" and self.make_first_form():
            return
        if kind == "transition":
            self.make_transition()
            return
        if kind == "custom":
            event = self.new_event()
            event.is_custom = True
            self.note("event custom")
            return
        if kind == "cancels":
            event = self.new_event(values=[])
            event.body["cancels"] = []  # filled by resolve_work (with events that run work), else dropped
            event.is_custom = True
            event.cancels_only = True
            if self.chance(0.4):
                event.body["set"] = []
            return
        self.make_program()

    def make_transition(self):
        state = self.new_state(with_values=self.chance(0.6))
        extra = [(n, t) for n, t in self.event_values(self.random.choice([0, 0, 1])) if n not in dict(state.values)]
        event = self.new_event(values=list(state.values) + extra)
        event.body["to"] = state.name
        self.note("event to")

    def make_first_form(self):
        """`calls` with `while`, `onSuccess` (a state or a step receiving the result) and `onFailure`."""
        values = self.event_values(self.random.choice([0, 1, 1, 2]))
        dependency = self.dependency()
        is_async = self.chance(0.8)
        throws = self.chance(0.6)
        returns = self.pick([None, self.some_type()]) if self.chance(0.8) else None
        parameters = []
        for name, type in values:
            label = self.pick([name, name, None])
            parameters.append((label, name, type))
        method = self.add_method(dependency, parameters, is_async, throws, returns)
        event = self.new_event(values=values)
        event.body["calls"] = f"{dependency.name}.{method.name}"
        event.runs_work = True
        self.note("event first form")
        if self.chance(0.5):
            event.body["while"] = self.state_without_values().name
            self.note("first form while")
        if self.chance(0.8):
            if returns and self.chance(0.25):
                step = self.new_event(values=[(self.value_name(returns, set()), returns)], names=STEP_NAMES)
                step.is_custom = step.is_step = True
                event.body["onSuccess"] = step.name
                self.note("first form step")
            else:
                shape = [("value", returns)] if returns and self.chance(0.6) else []
                event.body["onSuccess"] = self.state_of_shape(shape).name
        if throws:
            shape = [("message", "String")] if self.chance(0.5) else []
            event.body["onFailure"] = self.state_of_shape(shape).name
        return True

    # MARK: - States, routes, effects

    def new_state(self, with_values=True, values=None):
        name = self.fresh(STATE_NAMES)
        if values is None:
            values = []
            if with_values:
                taken = set()
                for _ in range(self.random.randint(1, 2)):
                    type = self.some_type()
                    values.append((self.value_name(type, taken), type))
        state = Case(name, values)
        self.states.append(state)
        return state

    def state_without_values(self):
        options = [state for state in self.states if not state.values]
        if options and self.chance(0.7):
            return self.pick(options)
        return self.new_state(with_values=False)

    def state_of_shape(self, shape):
        """A state whose values are `shape` (labels aside when there is one value)."""
        types = [type for _, type in shape]
        options = [state for state in self.states if [type for _, type in state.values] == types]
        if options and self.chance(0.6):
            return self.pick(options)
        taken = set()
        return self.new_state(values=[(self.value_name(type, taken), type) for type in types])

    def construction(self, kind, scope):
        """`to`, `route` or `effect` text: an existing case whose values can be built in `scope`, or a new one."""
        cases = {"to": self.states, "route": self.routes, "effect": self.effects}[kind]
        self.random.shuffle(cases) if kind != "to" else None
        for case in ([] if self.chance(0.3) else self.random.sample(cases, len(cases))):
            if kind == "to" and case is self.states[0] and self.chance(0.5):
                continue
            text = self.spell(case, scope)
            if text is not None:
                return text
        # A new one, with values of types in reach.
        types = self.expressions.available_types(scope)
        values = []
        taken = set()
        for _ in range(self.random.choice([0, 1, 1, 2])):
            if types and self.chance(0.7):
                type = self.pick(types)
                if "Stream" in type:
                    continue
                # A value labelled like the name that holds it can be passed bare.
                names = [name for name, (t, _) in scope.entries.items() if t == type and name not in taken]
                label = self.pick(names) if names and self.chance(0.5) else self.value_name(type, taken)
                taken.add(label)
            else:
                type = self.some_type()
                label = self.value_name(type, taken)
            values.append((label, type))
        if kind == "to":
            case = self.new_state(values=values)
        else:
            words = ROUTE_NAMES if kind == "route" else EFFECT_NAMES
            taken_names = {c.name for c in cases}
            case = Case(self.fresh(words, taken_names | self.used), values)
            cases.append(case)
        return self.spell(case, scope)

    def spell(self, case, scope):
        """`name` (values by name from the scope) or `name(label: expression, ...)`; None if a value cannot be built."""
        bare = all(name in scope.entries and fits(scope.type_of(name), type) for name, type in case.values)
        if bare and (not case.values or self.chance(0.4)):
            if case.values:
                self.note("construction bare with values")
            return case.name
        arguments = []
        for label, type in case.values:
            value = self.expressions.draw(type, scope)
            if value is None:
                return None
            arguments.append(f"{label}: {value}")
        if not arguments:
            return case.name
        self.note("construction spelled")
        return f"{case.name}({', '.join(arguments)})"

    # MARK: - Dependencies and methods

    def dependency(self):
        if self.dependencies and (len(self.dependencies) >= 3 or self.chance(0.6)):
            return self.pick(self.dependencies)
        name = self.fresh(DEPENDENCIES, {d.name for d in self.dependencies})
        style = "closures" if self.chance(0.3) else "protocol"
        isolation = "mainActor" if self.chance(0.2) else "nonisolated"
        dependency = Dependency(name, style, isolation)
        self.note(f"dependency {style}")
        self.note(f"dependency {isolation}")
        self.dependencies.append(dependency)
        return dependency

    def add_method(self, dependency, parameters, is_async, throws, returns, words=METHOD_NAMES):
        name = self.fresh(words, {m.name for m in dependency.methods})
        method = Method(name, parameters, is_async, throws, returns)
        dependency.methods.append(method)
        self.note("method " + ("async " if is_async else "sync ") + ("throws" if throws else "nothrow"))
        return method

    def make_program(self):
        from blocks import Blocks
        Blocks(self).event()

    # MARK: - Work owned: policy, cancels, debounce

    def writes(self, event):
        """Whether the event's work makes a command: a call, anywhere in its blocks, of a method that returns nothing."""
        texts = []

        def walk(value):
            if isinstance(value, dict):
                for key, inner in value.items():
                    if key == "calls":
                        texts.extend(inner if isinstance(inner, list) else [inner])
                    else:
                        walk(inner)
            elif isinstance(value, list):
                for inner in value:
                    walk(inner)

        walk(event.body)
        for text in texts:
            found = re.match(r"\s*(?:\w+\s*=\s*)?(\w+)\.(\w+)", text)
            for dependency in self.dependencies if found else []:
                if dependency.name == found.group(1) and any(
                        method.name == found.group(2) and not method.returns for method in dependency.methods):
                    return True
        return False

    def resolve_work(self):
        workers = [e for e in self.events if (e.runs_work or (e.is_custom and not getattr(e, "cancels_only", False)
                                                                 and not e.body)) and not e.is_step]
        # Language.md 6: `validate` warns where a newer send (`latest`) or another event's `cancels` would cut a write
        # off, so neither is drawn for an event whose work makes a command (a call that returns nothing).
        cancellable = [e for e in workers if not self.writes(e)]
        for event in self.events:
            if event.is_step:
                continue
            if getattr(event, "cancels_only", False):
                others = [e for e in cancellable if e is not event]
                if not others:
                    event.body.pop("cancels")
                    continue
                event.body["cancels"] = [e.name for e in self.random.sample(others, self.random.randint(1, min(2, len(others))))]
                self.note("event that only cancels" + (" (with set: [])" if "set" in event.body else ""))
                continue
            # A custom event is its name alone: a key would make it an event of its own (one that only cancels).
            if event.is_custom and not event.body:
                continue
            runs = event in workers
            writes = self.writes(event)
            if runs and self.chance(0.3):
                event.body["policy"] = self.pick(["drop", "parallel"] if writes else ["latest", "drop", "parallel"])
                self.note(f"policy {event.body['policy']}")
            if runs and not writes and self.chance(0.15) and event.body.get("policy", "latest") == "latest":
                event.body["debounce"] = self.pick([0.3, 0.25, 1, 0.5])
                self.note("debounce")
            others = [e for e in cancellable if e is not event]
            if others and self.chance(0.2):
                event.body["cancels"] = [self.pick(others).name]
                self.note("cancels")
