"""What happens to one generated spec, stage by stage, and the name of the class of each way it fails.

- validate: `archgen validate --format json`; a refusal is classed by its message (names and types left out).
- generate: `archgen generate` of the spec alone into its own folders (a crash or a refusal here is a finding).
- format: `swift format lint --strict` with archgen's configuration on every generated file.
- check: each module compiled on its own to SIL (`swiftc -emit-sil -wmo`, Swift 6, warnings as errors, DEBUG defined,
  in the spec's default isolation) against the SwiftUI and UIKit stubs, as `.ci/views` does, so that the views are
  type-checked too; then its tests against it. Every error is classed by the generated file it is in (its role:
  `ViewModel`, `PresenterTests`, `Mocks`, `View`...) and its message.
- build and test (`package.py`): the modules that pass are built in one SwiftPM package per isolation with
  `-warnings-as-errors`, as `.ci/compile-package` does, and each module's tests run on their own.
"""
import json, os, pathlib, re, shutil, subprocess, tempfile

REPO = pathlib.Path(__file__).resolve().parent.parent.parent
ERROR = re.compile(r"^(?P<path>[^\s:][^:]*\.swift):(?P<line>\d+):(?P<column>\d+): (?:error|warning): (?P<message>.*)$")


def slug(text, words=9):
    parts = re.findall(r"[a-z0-9]+", text.lower())
    return "-".join(parts[:words]) or "unknown"


def normalized(message):
    """A compiler or archgen message without its names, types and numbers: what makes it a class."""
    message = re.sub(r"\s*\[#[\w-]+\]$", "", message.strip())
    message = re.sub(r"'[^']*'", "'_'", message)
    message = re.sub(r'"[^"]*"', '"_"', message)
    return re.sub(r"\b\d+\b", "N", message)


ROLES = {
    "ViewModel": "Unit", "Presenter": "Unit", "Interactor": "Unit", "Model": "Unit",
    "ViewModelTests": "UnitTests", "PresenterTests": "UnitTests", "InteractorTests": "UnitTests",
    "ModelTests": "UnitTests", "ViewController": "Views", "Screen": "Views", "View": "Views", "Previews": "Views",
    "ViewAdapter": "Views", "Store": "Views", "DisplayLogic": "Views", "DataSource": "Views", "Router": "Views",
}
# Errors the compiler reports after another one in the same expression: not a class of their own.
CASCADES = ("failed to produce diagnostic", "requires a contextual type", "cannot infer contextual base",
            "cannot infer key path type", "cannot conform to", "has no member")


def role(path, module):
    """The part a generated file plays, whatever the module and pattern: `Unit` (the view model, presenter,
    interactor or MVC model), `UnitTests`, `Views`, `Mocks`, `Models`, `Dependencies`, `Live`, `Custom`..."""
    name = pathlib.Path(path).stem
    if name.startswith("Live"):
        return "Live"
    if name.startswith(module):
        name = name[len(module):] or "Module"
    if "+Custom" in name:
        return "Custom"
    if name.endswith("Cell"):
        return "Views"
    return ROLES.get(name, name)


class Failure:
    """One way a spec fails: its stage, class (a stable slug) and the evidence (the first error with its line)."""

    def __init__(self, stage, key, detail):
        self.stage, self.key, self.detail = stage, key, detail

    @property
    def name(self):
        return f"{self.stage}-{slug(self.key, 14)}"

    def __repr__(self):
        return f"Failure({self.name})"


class Archgen:
    def __init__(self, path):
        self.path = str(pathlib.Path(path).resolve())

    def validate(self, specs):
        """{spec path: [messages]} of the specs archgen refuses (an empty dict when it accepts them all)."""
        result = subprocess.run([self.path, "validate", "--format", "json", *map(str, specs)],
                                capture_output=True, text=True)
        try:
            document = json.loads(result.stdout)
        except json.JSONDecodeError:
            return {str(spec): [f"archgen validate crashed: {result.stderr.strip()[-300:]}"] for spec in specs}
        refused = {}
        items = document.get("specs", [])
        for spec in specs:
            # archgen names each spec as given or relative to the working folder: matched by the end of its path.
            item = next((i for i in items if ("/" + str(spec)).endswith("/" + i["spec"].lstrip("./"))), None)
            if item is not None and not item.get("valid", True):
                refused[str(spec)] = [problem["message"] for problem in item.get("problems", [])]
        return refused

    def generate(self, spec, cwd):
        """(ok, output) of generating `spec` (paths in it relative to `cwd`)."""
        result = subprocess.run([self.path, "generate", str(spec)], capture_output=True, text=True, cwd=cwd)
        return result.returncode == 0, result.stdout + result.stderr


def validation_failures(messages):
    return [Failure("validate", normalized(message), message) for message in messages]


def generation_failure(output):
    lines = [line for line in output.splitlines() if "error" in line.lower() or "fatal" in line.lower()]
    text = lines[0] if lines else output.strip().splitlines()[-1] if output.strip() else "no output"
    return Failure("generate", normalized(re.sub(r"^.*?(error|Fatal error):", r"\1:", text)), output[-2000:])


class Checker:
    """Compiles generated modules to SIL against the view stubs (built once into `cache`)."""

    def __init__(self, cache):
        self.cache = pathlib.Path(cache)
        self.stubs = self.cache / "stubs"
        self._stubs()

    def _stubs(self):
        if (self.stubs / "SwiftUI.swiftmodule").exists():
            return
        self.stubs.mkdir(parents=True, exist_ok=True)
        for framework in ("UIKit", "SwiftUI"):  # SwiftUI's stub imports UIKit's
            subprocess.run(
                ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", framework,
                 "-I", str(self.stubs), "-emit-module-path", str(self.stubs / f"{framework}.swiftmodule"),
                 str(REPO / "Tests" / "ViewStubs" / f"{framework}.swift")], check=True, capture_output=True)

    def check(self, module, sources, tests, isolation):
        """Failures of compiling the module's sources, then its tests ([] when both compile cleanly)."""
        flags = ["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-parse-as-library", "-wmo"]
        if isolation == "mainActor":
            flags += ["-default-isolation", "MainActor"]
        with tempfile.TemporaryDirectory(dir=self.cache) as work:
            files = sorted(str(path) for path in pathlib.Path(sources).glob("*.swift"))
            command = ["swiftc", "-emit-sil", *flags, "-enable-testing", "-I", str(self.stubs), "-module-name",
                       module, *files, "-o", f"{work}/{module}.sil", "-emit-module", "-emit-module-path",
                       f"{work}/{module}.swiftmodule"]
            failures = self._run(command, module, "compile")
            if failures:
                return failures
            files = sorted(str(path) for path in pathlib.Path(tests).glob("*.swift"))
            command = ["swiftc", "-emit-sil", *flags, "-I", str(self.stubs), "-I", work, "-module-name",
                       f"{module}Tests", *files, "-o", f"{work}/{module}Tests.sil"]
            return self._run(command, module, "compile")

    def _run(self, command, module, stage):
        try:
            result = subprocess.run(command, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            return [Failure(stage, "the compiler ran for more than ten minutes", " ".join(command))]
        if result.returncode == 0:
            return []
        return compiler_failures(result.stdout + result.stderr, module, stage)


def compiler_failures(output, module, stage):
    """One failure per distinct (file role, message) among the errors `output` has in `module`'s files, in order, each
    with its first occurrence and the offending line."""
    failures, seen = [], set()
    for line in output.splitlines():
        match = ERROR.match(line.strip())
        if not match or not owned(match["path"], module):
            continue
        key = f"{role(match['path'], module)}: {normalized(match['message'])}"
        if key in seen or (failures and any(c in key for c in CASCADES)):
            continue
        seen.add(key)
        failures.append(Failure(stage, key, f"{line.strip()}\n    {source_line(match['path'], int(match['line']))}"))
    if not failures:
        tail = "\n".join(output.strip().splitlines()[-15:])
        failures.append(Failure(stage, "no error in a generated file: " + normalized(tail.splitlines()[-1] if tail
                                                                                      else "no output"), tail))
    return failures


def owned(path, module):
    """Whether the compiler's `path` is one of `module`'s generated files."""
    return pathlib.Path(path).parent.name in (module, f"{module}Tests")


def source_line(path, number):
    try:
        return pathlib.Path(path).read_text().splitlines()[number - 1].strip()
    except (OSError, IndexError):
        return ""


def lint(files):
    """[(path, rule, line)] of what `swift format lint --strict` (archgen's configuration) reports in `files`."""
    if not files:
        return []
    result = subprocess.run(["swift", "format", "lint", "--strict", "--configuration", str(REPO / ".swift-format"),
                             *map(str, files)], capture_output=True, text=True)
    found = []
    for line in (result.stdout + result.stderr).splitlines():
        match = re.match(r"^(?P<path>.*\.swift):(?P<line>\d+):\d+: (?:error|warning): \[(?P<rule>\w+)\]", line)
        if match:
            found.append((match["path"], match["rule"], line.strip()))
    return found


def write_spec(spec, target, folder):
    """Writes `spec` into `folder/specs` with its sources and tests in the package's `Sources` and `Tests`."""
    spec = dict(spec)
    spec.update(sourcesPath=f"../Sources/{target}", testsPath=f"../Tests/{target}Tests")
    path = pathlib.Path(folder) / "specs" / f"{target}.archgen.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(spec, indent=2, ensure_ascii=False) + "\n")
    return path


def clear(folder):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder, exist_ok=True)
