"""Events said with blocks (Spec.md, "Real screens"): guards (`when`, `if`, `case`, `error`), `set`, `to`, `route`,
`effect`, calls (one, several at once, in sequence through outcomes), `observes` with `onEach`/`onEnd`/`onFailure`,
outcomes as a state's name, a block or alternatives, and `else`; drawn within archgen's rules (only the last alternative
may go unguarded; where alternatives make calls, their guards read only results, the event's values and what patterns
bind; no calls in `onEach`; no `to` beside `while`), except for the probes the builder switched on.
"""
from expressions import Scope, SCALARS, fits, is_array, is_optional, optional, reads_a_value, unwrapped
from grammar import LOCAL_WORDS, METHOD_NAMES, STREAM_NAMES, STEP_NAMES, Case

MAX_DEPTH = 3
NEW_KEYS = ["when", "if", "case", "error", "set", "route", "effect", "observes", "onEach", "onEnd", "else"]
LABELS = ["for", "with", "from", "at", "by", "in"]


class Context:
    def __init__(self, where, subject=None, restricted=False, no_calls=False, event_else=False, after_throwless=False):
        self.where, self.subject, self.restricted, self.no_calls = where, subject, restricted, no_calls
        self.event_else, self.after_throwless = event_else, after_throwless

    def but(self, **changes):
        context = Context(self.where, self.subject, self.restricted, self.no_calls, self.event_else,
                          self.after_throwless)
        for key, value in changes.items():
            setattr(context, key, value)
        return context


class Blocks:
    def __init__(self, builder):
        self.builder = builder
        self.random = builder.random
        self.expressions = builder.expressions
        self.budget = 12  # blocks left for this event
        self.has_work = False

    def chance(self, p):
        return self.random.random() < p

    def note(self, feature):
        self.builder.note(feature)

    # MARK: - The event

    def event(self):
        builder = self.builder
        event = builder.new_event()
        scope = builder.base_scope(event)
        context = Context("event")
        shadow = self.shadowing_state(event) if self.chance(0.25) else None
        block = self.block(scope, context, 0, need_guard=False, shadow=shadow)
        guarded = any(key in block for key in ("when", "if"))
        if guarded and self.chance(0.45):
            probe = builder.probes["if in else before a call"]
            block["else"] = self.alternatives(scope, context.but(where="else", event_else=True), 1, probe=probe)
            self.note("event else")
        if not self.is_program(block):
            block["set"] = block.get("set", [])
            self.note("program without new keys: set []")
        event.body = block
        event.runs_work = self.has_work
        self.note("event program")

    def is_program(self, block):
        if any(key in block for key in NEW_KEYS) or isinstance(block.get("calls"), list):
            return True
        if "(" in str(block.get("calls", "")) or "(" in block.get("to", ""):
            return True
        return any(isinstance(block.get(key), (dict, list)) for key in ("onSuccess", "onFailure"))

    def shadowing_state(self, event):
        """A state with a value named like a kept value (a `when` binds it and hides the kept value: the block reads
        the bound value and does not set the kept one, which archgen refuses)."""
        kept = [(name, type) for name, type, _ in self.builder.storage + self.builder.fields
                if name not in dict(event.values)]
        if not kept:
            return None
        name, type = self.random.choice(kept)
        self.note("when binds a kept value's name")
        return self.builder.new_state(values=[(name, type)])

    # MARK: - Blocks

    def alternatives(self, scope, context, depth, probe=False):
        """An outcome: a block, or a list of blocks of which only the last may go unguarded."""
        count = self.random.choice([1, 1, 1, 2, 2, 3])
        calls = [not context.no_calls and depth < MAX_DEPTH and self.budget > 0 and self.chance(0.35)
                 for _ in range(count)]
        restricted = any(calls) and not probe
        blocks = []
        for index in range(count):
            last = index == count - 1
            block = self.block(scope, context.but(restricted=restricted), depth, need_guard=not last,
                               will_call=calls[index], allow_else=last and depth < MAX_DEPTH)
            if block is not None:
                blocks.append(block)
        if probe and any(calls) and any("if" in block for block in blocks):
            self.note("probe: if in else before a call")
        if len(blocks) == 1 and self.chance(0.8):
            return blocks[0]
        if len(blocks) > 1:
            self.note(f"alternatives in {context.where}")
        return blocks or {}

    def block(self, scope, context, depth, need_guard, will_call=None, allow_else=False, shadow=None):
        """One block; None when it needs a guard and none can be drawn."""
        self.budget -= 1
        block = {}
        guarded = False
        outer = scope
        if shadow is not None:
            block["when"] = shadow.name
            scope = scope.adding(shadow.values, "local")
            guarded = True
        elif not context.restricted and self.chance(0.25 if context.where == "event" else 0.15):
            state = self.when_state()
            block["when"] = state.name
            scope = scope.adding(state.values, "local")
            guarded = True
            self.note(f"when in {context.where}")
        pattern, scope = self.pattern(scope, context, need_guard and not guarded)
        if pattern:
            block.update(pattern)
            guarded = True
        guard_scope = scope.only({"event", "local"}) if context.restricted else scope
        if self.chance(0.3) or (need_guard and not guarded):
            condition = self.expressions.draw("Bool", guard_scope)
            if condition in ("true", "false") and self.chance(0.9):
                condition = self.expressions.draw("Bool", guard_scope, depth=1)  # rare in real specs
            if condition is not None and (condition not in ("true", "false") or self.chance(0.1)) \
                    and reads_a_value(condition):
                block["if"] = condition
                guarded = True
                self.note(f"if in {context.where}")
        if need_guard and not guarded:
            return None
        just_set = self.assignments(block, scope, shadow)
        if will_call is None:
            will_call = not context.no_calls and self.chance(0.7 if depth == 0 else 0.35)
        will_call = will_call and depth < MAX_DEPTH and self.budget > 0
        to_beside_calls = context.where == "event" and self.builder.probes["to beside calls"]
        if self.chance(0.35) and (not will_call or context.where != "event" or to_beside_calls):
            text = self.builder.construction("to", scope)
            if text is not None:
                block["to"] = text
                if will_call:
                    self.note("to beside calls" + (" (probe: in the event)" if context.where == "event" else ""))
        for key, chance in (("route", 0.15), ("effect", 0.2)):
            if self.chance(chance):
                text = self.builder.construction(key, scope)
                if text is not None:
                    block[key] = text
                    self.note(key)
        if shadow is not None and "to" not in block and self.chance(0.5) and (not will_call or to_beside_calls):
            block["to"] = shadow.name
        if will_call:
            self.work(block, scope, context, depth, just_set)
        if allow_else and guarded and context.where != "event" and self.chance(0.15):
            block["else"] = self.alternatives(outer, context.but(where="else"), depth + 1)
            self.note("else in an outcome")
        return block

    def when_state(self):
        states = self.builder.states
        options = [state for state in states if state.values] if self.chance(0.7) else states
        if options and self.chance(0.8):
            return self.random.choice(options)
        return self.builder.new_state(with_values=True)

    def pattern(self, scope, context, needed):
        """`case` on an enum result or element, `error` on a failure: (keys, scope with the bound names)."""
        models = self.builder.models
        if context.subject == "failure":
            errors = [model for model in models.values() if model.error]
            if errors and self.chance(0.7 if needed else 0.4):
                model = self.random.choice(errors)
                name, bindings, scope = self.bind(model, scope)
                self.note("error pattern")
                return {"error": f"{model.name}.{name}{bindings}"}, scope
            if self.chance(0.05):
                self.note("error pattern (a type)")
                return {"error": "URLError"}, scope
            return None, scope
        subject = context.subject
        if subject and subject in models and models[subject].is_enum and self.chance(0.7 if needed else 0.5):
            model = models[subject]
            name, bindings, scope = self.bind(model, scope)
            prefix = f"{model.name}." if self.chance(0.2) else ""
            self.note(f"case pattern in {context.where}")
            return {"case": f"{prefix}{name}{bindings}"}, scope
        return None, scope

    def bind(self, model, scope):
        name, values = self.random.choice(model.cases)
        if not values or self.chance(0.2):
            return name, "", scope
        names = []
        bound = []
        for label, type in values:
            if self.chance(0.2):
                names.append("_")
                continue
            word = self.builder.fresh(LOCAL_WORDS + [label], set(scope.entries) | set(names))
            names.append(word)
            bound.append((word, type))
        return name, f"({', '.join(names)})", scope.adding(bound, "local")

    def assignments(self, block, scope, shadow):
        """`set`: kept values and fields, in order; returns [(name, type)] set."""
        kept = [(name, type) for name, type, _ in self.builder.storage + self.builder.fields]
        if not kept:
            return []
        done = []
        count = self.random.choice([0, 0, 1, 1, 2, 3])
        # A kept value hidden here by a bound name may not be set (a later step would read the other value); one
        # hidden by an event value only to that value (`query = query`: both then agree). Language.md, "Names".
        origins = {name: scope.entries[name][1] for name, _ in kept if name in scope.entries}
        kept = [(name, type) for name, type in kept if origins.get(name) in ("storage", "field")
                or origins.get(name) == "event" and scope.type_of(name) == type]
        if not kept:
            return []
        for _ in range(count):
            name, type = self.random.choice(kept)
            if origins.get(name) == "event":
                block.setdefault("set", []).append(f"{name} = {name}")
                done.append((name, type))
                self.note("set a kept value to the event value of its name")
                continue
            value = self.expressions.draw(type, scope)
            if value == name and self.chance(0.9):
                value = self.expressions.draw(type, scope)  # `page = page` is rare in real specs
            if value is None or value == name and self.chance(0.9):
                continue
            block.setdefault("set", []).append(f"{name} = {value}")
            done.append((name, type))
            self.note("set")
        return done

    # MARK: - Work

    def work(self, block, scope, context, depth, just_set):
        kind = self.random.choices(["single", "parallel", "observes"], weights=[70, 12, 18])[0]
        if kind == "observes" and not context.no_calls:
            if self.observe(block, scope, context, depth, just_set):
                return
        if kind == "parallel":
            if self.parallel(block, scope, context, depth, just_set):
                return
        self.single(block, scope, context, depth, just_set)

    def single(self, block, scope, context, depth, just_set):
        throwless = context.after_throwless and self.chance(0.6)
        made = self.call(scope, just_set, parallel=False, throwless=throwless)
        if made is None:
            return False
        method, text = made
        self.has_work = True
        block["calls"] = text
        if context.after_throwless and not method.throws:
            self.note("two calls in a row that cannot throw")
        if just_set and any(name in text for name, _ in just_set):
            self.note("kept value set then passed to a call")
        if "to" not in block and self.chance(0.3):
            block["while"] = self.builder.state_without_values().name
            self.note("while")
        success_scope = scope.adding([("result", method.returns)], "local") if method.returns else scope
        if self.chance(0.75):
            block["onSuccess"] = self.success(method, success_scope, context, depth)
        if method.throws:
            block["onFailure"] = self.failure(scope, context, depth)
        return True

    def success(self, method, scope, context, depth):
        returns = method.returns
        if self.chance(0.12):
            # A state's name (its one value the result) or a step: a custom event that receives it.
            if returns and self.chance(0.4):
                step = self.builder.new_event(values=[(self.builder.value_name(returns, set()), returns)],
                                              names=STEP_NAMES)
                step.is_custom = step.is_step = True
                self.note("step in a program")
                return step.name
            shape = [("value", returns)] if returns and self.chance(0.5) else []
            self.note("onSuccess names a state")
            return self.builder.state_of_shape(shape).name
        subject = returns if returns in self.builder.models else None
        after = context.but(where="onSuccess", subject=subject, restricted=False, no_calls=False,
                            after_throwless=not method.throws)
        return self.alternatives(scope, after, depth + 1)

    def failure(self, scope, context, depth):
        if self.chance(0.2):
            shape = [("message", "String")] if self.chance(0.5) else []
            self.note("onFailure names a state")
            return self.builder.state_of_shape(shape).name
        after = context.but(where="onFailure", subject="failure", restricted=False, no_calls=False,
                            after_throwless=False)
        return self.alternatives(scope.adding([("message", "String")], "local"), after, depth + 1)

    def parallel(self, block, scope, context, depth, just_set):
        texts, results, throws = [], [], False
        taken = set(scope.entries)
        for _ in range(self.random.choice([2, 2, 3])):
            made = self.call(scope, just_set, parallel=True)
            if made is None:
                return False
            method, text = made
            if method.returns:
                name = self.builder.fresh(LOCAL_WORDS, taken)
                text = f"{name} = {text}"
                results.append((name, method.returns))
            texts.append(text)
            throws = throws or method.throws
        self.has_work = True
        block["calls"] = texts
        self.note("parallel calls")
        if "to" not in block and self.chance(0.3):
            block["while"] = self.builder.state_without_values().name
        if self.chance(0.8):
            after = context.but(where="onSuccess", subject=None, restricted=False, no_calls=False)
            block["onSuccess"] = self.alternatives(scope.adding(results, "local"), after, depth + 1)
        if throws:
            block["onFailure"] = self.failure(scope, context, depth)
        return True

    def observe(self, block, scope, context, depth, just_set):
        made = self.call(scope, just_set, parallel=False, stream=True)
        if made is None:
            return False
        method, text = made
        element, throwing = method.stream
        name = "element"
        if self.chance(0.15):
            name = self.builder.fresh(LOCAL_WORDS, set(scope.entries))
            text = f"{name} = {text}"
            self.note("observes with a named element")
        self.has_work = True
        block["observes"] = text
        self.note("observes " + ("AsyncThrowingStream" if throwing else "AsyncStream")
                  + (" (method throws)" if method.throws else ""))
        subject = element if element in self.builder.models else None
        each = context.but(where="onEach", subject=subject, restricted=False, no_calls=True)
        if self.chance(0.85):
            block["onEach"] = self.alternatives(scope.adding([(name, element)], "local"), each, depth + 1)
        if self.chance(0.4):
            end = context.but(where="onEnd", subject=None, restricted=False, no_calls=False)
            block["onEnd"] = self.alternatives(scope, end, depth + 1)
            self.note("onEnd")
        if throwing or method.throws:
            block["onFailure"] = self.failure(scope, context, depth)
        return True

    # MARK: - Calls

    def call(self, scope, just_set, parallel, throwless=False, stream=False):
        """(method, call text) of a method of some dependency whose arguments are drawn from `scope`."""
        builder = self.builder
        dependency = builder.dependency()
        reusable = [m for m in dependency.methods if (m.stream is not None) == stream
                    and (m.is_async or not parallel) and not (throwless and m.throws)]
        for _ in range(3):
            method = self.random.choice(reusable) if reusable and self.chance(0.3) else self.new_method(
                dependency, scope, just_set, parallel, throwless, stream)
            arguments = self.arguments(method, scope, just_set)
            if arguments is not None:
                break
        else:
            return None
        if not method.parameters and self.chance(0.4):
            return method, f"{dependency.name}.{method.name}"
        self.note(f"call of a method {'async' if method.is_async else 'sync'}"
                  f"{' throws' if method.throws else ''}")
        return method, f"{dependency.name}.{method.name}({', '.join(arguments)})"

    def new_method(self, dependency, scope, just_set, parallel, throwless, stream):
        builder = self.builder
        parameters = []
        taken = set()
        kept = [(name, type) for name, type, _ in builder.storage + builder.fields + builder.inputs]
        for _ in range(self.random.choice([0, 1, 1, 2, 3])):
            visible = [(n, t) for n, t in just_set if scope.type_of(n) == t]
            if visible and self.chance(0.5):
                name, type = self.random.choice(visible)
            elif kept and self.chance(0.3):
                name, type = self.random.choice(kept)
                self.note("parameter labelled like a kept value")
            else:
                types = [t for t in self.expressions.available_types(scope) if "Stream" not in t]
                type = self.random.choice(types) if types and self.chance(0.7) else builder.some_type()
                name = builder.value_name(type, set(taken))
            if name in taken:
                continue
            taken.add(name)
            style = self.random.random()
            label = name if style < 0.7 else None if style < 0.85 else self.random.choice(LABELS)
            if label in taken and label != name:
                label = name
            parameters.append((label, name, type))
            if is_optional(type):
                self.note("optional parameter")
        if stream:
            models = builder.models
            enums = [name for name, model in models.items() if model.is_enum and not model.error]
            element = self.random.choice(enums) if enums and self.chance(0.5) else builder.some_type(
                allow_optional=False)
            throwing = self.chance(0.5)
            returns = f"AsyncThrowingStream<{element}, Error>" if throwing else f"AsyncStream<{element}>"
            return builder.add_method(dependency, parameters, False, self.chance(0.15), returns, STREAM_NAMES)
        is_async = parallel or self.chance(0.8)
        throws = not throwless and self.chance(0.5)
        returns = None
        if self.chance(0.75 if not parallel else 0.9):
            enums = [name for name, model in builder.models.items() if model.is_enum and not model.error]
            returns = self.random.choice(enums) if enums and self.chance(0.2) else builder.some_type()
        return builder.add_method(dependency, parameters, is_async, throws, returns)

    def arguments(self, method, scope, just_set):
        arguments = []
        for label, name, type in method.parameters:
            value = None
            # (A name set is passed on only where it is the kept value: an event's value or a result may hide it.)
            set_names = [n for n, t in just_set if fits(t, type) and scope.type_of(n) == t]
            if set_names and self.chance(0.6):
                value = self.random.choice(set_names)
            elif is_optional(type) and self.chance(0.25):
                value = "nil"
                self.note("nil argument")
            elif is_optional(type) and self.builder.probes["nil in ?:"] and unwrapped(type) in SCALARS:
                condition = self.expressions.draw("Bool", scope)
                literal = self.expressions.literal(unwrapped(type))
                # (archgen refuses a condition decided as written: `false ? nil : 2`.)
                if condition is not None and reads_a_value(condition) and literal not in (None, "nil"):
                    value = f"{condition if ' ' not in condition else '(' + condition + ')'} ? nil : {literal}"
                    self.note("probe: nil in ?: as an argument")
            if value is None:
                value = self.expressions.draw(type, scope)
            if value is None:
                return None
            arguments.append(f"{label}: {value}" if label else value)
        return arguments
