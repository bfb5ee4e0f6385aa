"""The regressions folder: one minimal spec per class of failure (`<class>.archgen.json`), beside it the class, the
default isolation it is built in, where it was found and the first error (`<class>.txt`). `minimize_new` reduces a
spec of each class a run found that the folder does not hold yet; `load` and `replay_report` run the folder again
(`specgen.py ARCHGEN --replay DIR`): a spec that no longer fails its class is fixed.
"""
import hashlib, json, pathlib, re, threading

from package import Package
from pipeline import Archgen, Checker, clear, generation_failure, lint, validation_failures, write_spec
from reduce import reduce, size
from pipeline import Failure

STAGES = ["validate", "generate", "format", "compile", "build", "test"]


class Probe:
    """Whether a spec still fails with one class: runs the stages up to that class's, in a scratch folder per thread."""

    def __init__(self, archgen, checker, work, isolation, stage, key):
        self.archgen, self.checker, self.work = archgen, checker, pathlib.Path(work)
        self.isolation, self.stage, self.key = isolation, stage, key
        self.local = threading.local()
        self.counter = 0
        self.lock = threading.Lock()

    def folder(self):
        if not hasattr(self.local, "folder"):
            with self.lock:
                self.counter += 1
                self.local.folder = self.work / f"probe{self.counter}"
        return self.local.folder

    def failures(self, spec):
        """The failures of `spec` up to this probe's stage (the stages before it must pass)."""
        folder = self.folder()
        for part in ("specs", "Sources", "Tests"):
            clear(folder / part)
        target = spec["module"]
        path = write_spec(spec, target, folder)
        refused = self.archgen.validate([path]).get(str(path))
        if refused or self.stage == "validate":
            return validation_failures(refused or [])
        ok, output = self.archgen.generate(path.relative_to(folder), folder)
        if not ok or self.stage == "generate":
            return [] if ok else [generation_failure(output)]
        sources, tests = folder / "Sources" / target, folder / "Tests" / f"{target}Tests"
        if self.stage == "format":
            return [Failure("format", rule, line) for _, rule, line in lint(list(sources.glob("*.swift"))
                                                                            + list(tests.glob("*.swift")))]
        failures = self.checker.check(target, sources, tests, self.isolation)
        if failures or self.stage == "compile":
            return failures
        package = Package(folder, self.isolation)
        failed = package.build([target])
        if failed or self.stage == "build":
            return failed.get(target, [])
        return package.test(target)

    def __call__(self, spec):
        try:
            return any(f.stage == self.stage and f.key == self.key for f in self.failures(spec))
        except Exception as error:  # a probe that breaks is not a reproduction
            print(f"  probe error: {error}")
            return False


def existing_classes(folder):
    classes = set()
    for note in pathlib.Path(folder).glob("*.txt"):
        fields = parse_note(note.read_text())
        classes.add((fields.get("stage"), fields.get("key")))
    return classes


def parse_note(text):
    fields = {}
    for line in text.splitlines():
        match = re.match(r"^(\w+): (.*)$", line)
        if match and match.group(1) not in fields:
            fields[match.group(1)] = match.group(2)
    return fields


def minimize_new(run, folder, jobs):
    folder.mkdir(parents=True, exist_ok=True)
    known = existing_classes(folder)
    classes = {}
    for target, result in run.results.items():
        for failure in result["failures"]:
            key = (failure.stage, failure.key)
            if key in known:
                continue
            best = classes.get(key)
            if best is None or size(result["spec"]) < size(run.results[best]["spec"]):
                classes[key] = target
    for (stage, key), target in sorted(classes.items(), key=lambda item: STAGES.index(item[0][0])):
        minimize_one(run, folder, jobs, target, stage, key)


def minimize_one(run, folder, jobs, target, stage, key):
    result = run.results[target]
    name = Failure(stage, key, "").name[:90]
    # Its own module name, so that every regression spec builds in one package (and lines keep their length).
    spec = {**result["spec"], "module": "R" + hashlib.sha1(name.encode()).hexdigest()[:6].upper()}
    probe = Probe(run.archgen, run.checker, run.work / "reduce" / re.sub(r"\W+", "-", key)[:60],
                  result["isolation"], stage, key)
    run.log(f"minimizing {stage}: {key} from {target} ({size(result['spec'])} bytes)")
    if not probe(spec):
        run.log("  does not reproduce on its own; skipped")
        return
    smallest = reduce(spec, probe, jobs=jobs if stage not in ("build", "test") else 1, log=run.log)
    failure = next(f for f in probe.failures(smallest) if f.stage == stage and f.key == key)
    write(folder, name, failure, smallest, result["isolation"], run.origin(target), size(spec))


def write(folder, name, failure, spec, isolation, origin, original_size):
    (folder / f"{name}.archgen.json").write_text(json.dumps(spec, indent=2, ensure_ascii=False) + "\n")
    detail = re.sub(r"/\S*/probe\d+/", "", failure.detail)
    lines = [f"class: {name}", f"stage: {failure.stage}", f"key: {failure.key}", f"isolation: {isolation}",
             f"found: {origin}, reduced from {original_size} to {size(spec)} bytes", "error:"]
    lines += ["  " + line for line in detail.splitlines()]
    (folder / f"{name}.txt").write_text("\n".join(lines) + "\n")


def load(folder, match="*"):
    """(target, spec, isolation, note fields) of each regression spec in `folder` whose name matches `match` (a glob
    without the `.archgen.json`: `test-*`)."""
    seen = set()
    for path in sorted(pathlib.Path(folder).glob(match + ".archgen.json")):
        note = path.with_name(path.name[: -len(".archgen.json")] + ".txt")
        fields = parse_note(note.read_text()) if note.exists() else {}
        spec = json.loads(path.read_text())
        # Two specs found under one module name (G6 of two seeds) each get a target of their own (under one name,
        # one of them was never built), named as long as the first: a line-length class depends on it.
        module = spec["module"]
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
            if module not in seen:
                break
            module = spec["module"][:-1] + letter
        seen.add(module)
        spec["module"] = module
        yield module, spec, fields.get("isolation", "default"), fields


def replay_report(run, folder, match="*"):
    still = 0
    for target, _, _, fields in load(folder, match):
        failures = run.results[target]["failures"]
        same = [f for f in failures if f.stage == fields.get("stage") and f.key == fields.get("key")]
        status = "still fails" if same else ("fails otherwise" if failures else "fixed")
        still += bool(failures)
        print(f"  {status:15s} {fields.get('class', target)}")
    return 1 if still else 0
