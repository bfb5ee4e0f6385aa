"""The modules that compiled, built in one SwiftPM package per default isolation with `-warnings-as-errors` (as
`.ci/compile-package` builds the spec space), and each module's generated tests run on their own (`--filter`), so that
a failure, a crash or a hang is the module's own."""
import os, pathlib, re, subprocess

from pipeline import Failure, compiler_failures, normalized, role, source_line

XCTEST = re.compile(r"^(?P<path>\S+\.swift):(?P<line>\d+): error: (?P<test>\S+) : (?P<message>.*)$")
TESTING = re.compile(r"recorded an issue at (?P<file>\S+\.swift):(?P<line>\d+):\d+: (?P<message>.*)$")


class Package:
    def __init__(self, folder, isolation):
        self.folder = pathlib.Path(folder)
        self.isolation = isolation

    def flags(self):
        # (Without debug info, each module in one frontend job, as `.ci/compile-package` builds: the code is built to
        # be checked, not debugged.)
        flags = ["-Xswiftc", "-warnings-as-errors", "-Xswiftc", "-gnone", "-Xswiftc", "-driver-batch-count", "-Xswiftc", "1"]
        cache = os.environ.get("ARCHGEN_CI_MODULE_CACHE")
        if cache:
            flags += ["-Xswiftc", "-module-cache-path", "-Xswiftc", cache]
        if self.isolation == "mainActor":
            flags += ["-Xswiftc", "-default-isolation", "-Xswiftc", "MainActor"]
        return flags

    def write_manifest(self, modules):
        lines = ["// swift-tools-version: 6.1", "import PackageDescription", "", "let package = Package(",
                 f'    name: "SpecGen{self.isolation.capitalize()}",', "    targets: ["]
        for module in modules:
            lines.append(f'        .target(name: "{module}"),')
            lines.append(f'        .testTarget(name: "{module}Tests", dependencies: ["{module}"]),')
        lines += ["    ]", ")", ""]
        (self.folder / "Package.swift").write_text("\n".join(lines))

    def build(self, modules, log=print):
        """{module: [Failure]} of the modules that do not build; the others are built when it returns."""
        failed = {}
        remaining = list(modules)
        while remaining:
            self.write_manifest(remaining)
            try:
                result = subprocess.run(["swift", "build", "--build-tests", *self.flags()], cwd=self.folder,
                                        capture_output=True, text=True, timeout=3600)
            except subprocess.TimeoutExpired:
                return {**failed, **{m: [Failure("build", "swift build ran for more than an hour", "")]
                                     for m in remaining}}
            if result.returncode == 0:
                return failed
            output = result.stdout + result.stderr
            culprits = [module for module in remaining if re.search(
                rf"/(Sources/{module}|Tests/{module}Tests)/[^/\s]+\.swift:\d+", output)]
            if not culprits:
                tail = "\n".join(output.strip().splitlines()[-20:])
                log(f"build failed outside any module ({self.isolation}):\n{tail}")
                return {**failed, **{m: [Failure("build", "the package does not build: " + normalized(
                    tail.splitlines()[-1] if tail else ""), tail)] for m in remaining}}
            for module in culprits:
                failed[module] = compiler_failures(output, module, "build")
                remaining.remove(module)
        self.write_manifest([])
        return failed

    def test(self, module, timeout=300):
        """The failures of `module`'s generated tests (it must be built)."""
        command = ["swift", "test", "--skip-build", *self.flags(), "--filter", rf"^{module}Tests\."]
        try:
            result = subprocess.run(command, cwd=self.folder, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired as expired:
            output = (expired.stdout or b"").decode(errors="replace") if isinstance(expired.stdout, bytes) else (
                expired.stdout or "")
            started = re.findall(r"Test Case '([^']+)' started", output) or re.findall(r"Test (\S+) started", output)
            last = started[-1] if started else "?"
            return [Failure("test", "a test hangs", f"no end after {timeout} s; last started: {last}")]
        output = result.stdout + result.stderr
        failures = test_failures(output, module, self.folder)
        if result.returncode != 0 and not failures:
            crash = re.search(r"(Fatal error: .*|Exited with unexpected signal code \d+|error: .*)", output)
            started = re.findall(r"Test Case '([^']+)' started", output)
            detail = (started[-1] + ": " if started else "") + (crash.group(1) if crash else output[-1500:])
            failures = [Failure("test", "the tests crash: " + normalized(crash.group(1) if crash else "no output"),
                                detail)]
        if result.returncode == 0 and not re.search(r"Executed [1-9]\d* tests?|Test run with [1-9]\d* tests?",
                                                    output):
            return [Failure("test", "no test ran", output[-1500:])]
        return failures


def test_failures(output, module, folder):
    """One failure per distinct (test file role, assertion) in XCTest's and Swift Testing's output."""
    failures, seen = [], set()
    for line in output.splitlines():
        line = line.strip()
        match = XCTEST.match(line)
        if match:
            path, number, message = match["path"], int(match["line"]), match["message"]
            test = match["test"]
        else:
            match = TESTING.search(line)
            if not match:
                continue
            file = match["file"]
            path = str(pathlib.Path(folder) / "Tests" / f"{module}Tests" / file)
            number, message = int(match["line"]), match["message"]
            test = line.split(" recorded")[0].replace("✘ Test ", "")
        code = source_line(path, number)
        key = f"{role(path, module)}: {assertion(message)}: {checked(code, module)}"
        if key in seen:
            continue
        seen.add(key)
        failures.append(Failure("test", key, f"{test}: {message}\n    {code}"))
    return failures


def assertion(message):
    """What kind of check failed: `XCTAssertEqual failed`, `Expectation failed`, `XCTFail`..."""
    head = re.split(r"[:(]", message, maxsplit=1)[0].strip()
    return head or "failed"


def checked(code, module):
    """What a failing line checks, without its values: `XCTAssertEqual(viewModel.state, …)` → `…(viewModel.state`."""
    code = code.replace(module, "M")
    match = re.match(r"^(?:try\s+|await\s+)*(?:XCTAssert\w*|#expect|#require|XCTFail)\s*\(\s*(?:await\s+)?([\w.]+)",
                     code)
    if match:
        checked = re.sub(r"\.\w+Calls\b", ".<calls>", match.group(1))
        checked = re.sub(r"^sut\.(?!viewModel|presenter|interactor|model|view|display|delegate|routes|effects)\w+",
                         "sut.<spy>", checked)
        return re.sub(r"\d+", "N", checked)
    return slug_code(code)


def slug_code(code):
    return re.sub(r"\d+", "N", re.sub(r'"[^"]*"', '""', code))[:60]
