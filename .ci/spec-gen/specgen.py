#!/usr/bin/env python3
"""A generative test of the spec language: random valid specs (grammar.py), each validated, generated, linted,
compiled to SIL against the view stubs with its tests, then built in a SwiftPM package with -warnings-as-errors and its
generated tests run, in the default isolation it drew (default or MainActor). Every failure is classed (pipeline.py);
with --minimize, one spec per new class is reduced by delta debugging (reduce.py) and saved with its error in the
regressions folder.

Usage:
  specgen.py ARCHGEN [--seed N] [--count K] [--start I] [--jobs 2] [--probes 0.04] [--work DIR]
                     [--minimize] [--regressions DIR] [--no-build]
  specgen.py ARCHGEN --replay DIR      # runs the regression specs in DIR: which still fail as recorded
Spec I of seed N is the same on every machine: `--seed N --count K --start I` replays or extends a run.
Exits 1 when a spec is refused or fails a later stage (with --replay: when a regression spec still fails).
"""
import argparse, collections, concurrent.futures, json, pathlib, shutil, sys, tempfile, time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import grammar  # noqa: E402
from package import Package  # noqa: E402
from pipeline import (Archgen, Checker, Failure, clear, generation_failure, lint, validation_failures,  # noqa: E402
                      write_spec)

ISOLATIONS = ("default", "mainActor")


class Run:
    """One batch: the specs, what became of each, and the classes of failure seen."""

    def __init__(self, archgen, work, jobs, log):
        self.archgen = Archgen(archgen)
        self.work = pathlib.Path(work)
        self.jobs = jobs
        self.log = log
        self.checker = Checker(self.work / "cache")
        self.results = {}  # target → {"spec", "isolation", "features", "failures": [Failure], "stage", "found"}
        self.found_stage_only = False  # --found-stage-only
        self.seed = None

    def origin(self, target):
        """Where a spec comes from, to replay it: its seed and index."""
        return f"seed {self.seed}, spec {target[1:]} ({target})" if self.seed is not None else target

    def add(self, target, spec, isolation, features=()):
        self.results[target] = {"spec": spec, "isolation": isolation, "features": list(features), "failures": []}

    def load(self, path):
        """The results of a saved run (its specs, isolations and failures), to minimize them."""
        for target, item in json.loads(pathlib.Path(path).read_text()).items():
            self.add(target, item["spec"], item["isolation"], item["features"])
            self.fail(target, [Failure(f["stage"], f["key"], f["detail"]) for f in item["failures"]])
            self.seed = item.get("seed")

    def folder(self, isolation):
        return self.work / isolation

    def run(self, stop="test"):
        started = time.time()
        for isolation in ISOLATIONS:
            clear(self.folder(isolation))
        paths = {}
        for target, result in self.results.items():
            paths[target] = write_spec(result["spec"], target, self.folder(result["isolation"]))
        refused = self.archgen.validate(list(paths.values())) if paths else {}
        accepted = []
        for target, path in paths.items():
            messages = refused.get(str(path))
            if messages:
                self.fail(target, validation_failures(messages))
            else:
                accepted.append(target)
        self.log(f"validate: {len(accepted)} of {len(paths)} accepted ({time.time() - started:.0f} s)")
        if stop == "validate":
            return
        generated = []
        for target in accepted:
            folder = self.folder(self.results[target]["isolation"])
            ok, output = self.archgen.generate(paths[target].relative_to(folder), folder)
            if ok:
                generated.append(target)
            else:
                self.fail(target, [generation_failure(output)])
        self.lint(generated)
        # (A replayed spec found failing at `format` is linted only: compiling it checks nothing it found.)
        linted_only = [t for t in generated if self.results[t].get("found") == "format" and self.found_stage_only]
        compiled = self.check([t for t in generated if t not in linted_only]) + linted_only
        self.log(f"check: {len(compiled)} of {len(generated)} compile to SIL ({time.time() - started:.0f} s)")
        if stop == "test":
            self.build_and_test(compiled)
        self.log(f"done in {time.time() - started:.0f} s")

    def fail(self, target, failures):
        self.results[target]["failures"] += failures

    def sources(self, target):
        folder = self.folder(self.results[target]["isolation"])
        return folder / "Sources" / target, folder / "Tests" / f"{target}Tests"

    def lint(self, targets):
        files = [file for target in targets for folder in self.sources(target) for file in folder.glob("*.swift")]
        seen = set()
        for path, rule, line in lint(files):
            owner = pathlib.Path(path).parent.name
            target = owner if owner in self.results else owner[: -len("Tests")]
            if target in self.results and (target, rule) not in seen:
                seen.add((target, rule))
                self.fail(target, [Failure("format", rule, line)])

    def check(self, targets):
        def one(target):
            sources, tests = self.sources(target)
            return target, self.checker.check(target, sources, tests, self.results[target]["isolation"])

        compiled = []
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            for target, failures in pool.map(one, targets):
                if failures:
                    self.fail(target, failures)
                else:
                    compiled.append(target)
        return compiled

    def build_and_test(self, targets):
        started = time.time()
        packages = []
        for isolation in ISOLATIONS:
            mine = [t for t in targets if self.results[t]["isolation"] == isolation]
            if mine:
                packages.append((Package(self.folder(isolation), isolation), mine))
        built = []
        for package, mine in packages:
            failed = package.build(mine, self.log)
            for target, failures in failed.items():
                self.fail(target, failures)
            package.write_manifest([t for t in mine if t not in failed])
            built += [(package, t) for t in mine if t not in failed]
        self.log(f"build: {len(built)} of {len(targets)} built ({time.time() - started:.0f} s)")
        for package, target in built:
            self.fail(target, package.test(target))
        self.log(f"test: run ({time.time() - started:.0f} s)")

    # MARK: - Counts

    def summary(self):
        counts = collections.Counter()
        classes = collections.defaultdict(list)
        for target, result in self.results.items():
            failures = result["failures"]
            stages = {failure.stage for failure in failures}
            counts["generated"] += 1
            if "validate" in stages:
                counts["refused by validate"] += 1
            elif failures:
                counts["accepted, then failed"] += 1
            else:
                counts["passed"] += 1
            for failure in failures:
                classes[(failure.stage, failure.key)].append(target)
        return counts, classes


def print_summary(run, out=print):
    counts, classes = run.summary()
    out("")
    out(" ".join(f"{name}: {counts[name]}" for name in ("generated", "refused by validate", "accepted, then failed",
                                                      "passed")))
    for stage in ("validate", "generate", "format", "compile", "build", "test"):
        rows = sorted(((len(targets), key, targets) for (s, key), targets in classes.items() if s == stage),
                      reverse=True)
        if rows:
            out(f"{stage}: {sum(n for n, _, _ in rows)} failures in {len(rows)} classes")
            for number, key, targets in rows:
                out(f"  {number:4d}  {key}   [{', '.join(targets[:4])}{', ...' if len(targets) > 4 else ''}]")


def save(run, path):
    document = {}
    for target, result in run.results.items():
        document[target] = {
            "seed": run.seed, "isolation": result["isolation"], "features": result["features"], "spec": result["spec"],
            "failures": [{"stage": f.stage, "key": f.key, "name": f.name, "detail": f.detail} for f in result["failures"]]}
    pathlib.Path(path).write_text(json.dumps(document, indent=1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("archgen")
    parser.add_argument("--seed", type=int, default=27)
    parser.add_argument("--count", type=int, default=20)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--probes", type=float, default=0.04,
                        help="rate of each form the README allows that archgen is known to refuse (0: none)")
    parser.add_argument("--work", help="keep the scratch packages and results here (default: a temporary folder)")
    parser.add_argument("--stop", choices=["validate", "check", "test"], default="test",
                        help="the last stage: validate only, compile to SIL (no SwiftPM build), or build and test")
    parser.add_argument("--minimize", action="store_true", help="reduce one spec per new class into --regressions")
    parser.add_argument("--regressions", default=str(grammar_root() / "Tests" / "Regressions"))
    parser.add_argument("--replay", help="run the regression specs of this folder instead of generated ones")
    parser.add_argument("--match", default="*", help="with --replay: only the specs whose name matches (`test-*`)")
    parser.add_argument("--found-stage-only", action="store_true",
                        help="with --replay: a spec found failing at `format` is generated and linted, not compiled")
    parser.add_argument("--minimize-from", help="minimize the classes of a saved run (its results.json) instead")
    parser.add_argument("--features", action="store_true", help="print how many specs used each feature")
    arguments = parser.parse_args()

    work = pathlib.Path(arguments.work or tempfile.mkdtemp(prefix="specgen-"))
    work.mkdir(parents=True, exist_ok=True)
    run = Run(arguments.archgen, work, arguments.jobs, lambda text: print(text, flush=True))
    if arguments.minimize_from:
        from regressions import minimize_new
        run.load(arguments.minimize_from)
        print_summary(run)
        minimize_new(run, pathlib.Path(arguments.regressions), arguments.jobs)
        return 0
    if arguments.replay:
        from regressions import load
        run.found_stage_only = arguments.found_stage_only
        for target, spec, isolation, fields in load(arguments.replay, arguments.match):
            run.add(target, spec, isolation)
            run.results[target]["found"] = fields.get("stage")
    else:
        profile = grammar.Profile(probes=arguments.probes)
        run.seed = arguments.seed
        for index in range(arguments.start, arguments.start + arguments.count):
            spec, isolation, features = grammar.draw(arguments.seed, index, profile)
            run.add(spec["module"], spec, isolation, features)
        print(f"seed {arguments.seed}: specs {arguments.start}..{arguments.start + arguments.count - 1}", flush=True)
    run.run(stop=arguments.stop)
    print_summary(run)
    save(run, work / "results.json")
    if arguments.features:
        features = collections.Counter(f for result in run.results.values() for f in result["features"])
        for name, number in sorted(features.items()):
            print(f"  {number:4d}  {name}")
    if arguments.replay:
        from regressions import replay_report
        return replay_report(run, arguments.replay, arguments.match)
    if arguments.minimize:
        from regressions import minimize_new
        minimize_new(run, pathlib.Path(arguments.regressions), arguments.jobs)
    if not arguments.work:
        shutil.rmtree(work, ignore_errors=True)
    else:
        print(f"results: {work / 'results.json'}")
    counts, _ = run.summary()
    # Every spec drawn is valid by the README: a refusal is a failure too.
    return 1 if counts["accepted, then failed"] or counts["refused by validate"] else 0


def grammar_root():
    return pathlib.Path(__file__).resolve().parent.parent.parent


if __name__ == "__main__":
    sys.exit(main())
