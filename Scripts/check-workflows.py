#!/usr/bin/env python3
"""Checks the project's GitHub workflows (.github/workflows/ci.yml and release.yml), run by .ci/run.

    python3 Scripts/check-workflows.py        (needs PyYAML; shellcheck and actionlint when present)

- Each file parses as YAML and has a name, triggers, permissions and jobs; each job a runner and a
  time limit; each step a name and exactly one of `run` and `uses`, an action pinned to a version.
- The jobs and their steps are the ones listed in EXPECTED, in order: renaming or dropping a step
  (the macOS test run, the check that the Linux binaries are static) fails here.
- CI runs the README's test command (its "Developing" section) on Linux and macOS, and the Linux
  matrix starts at the Swift version Package.swift requires, which the README names too.
- The release builds with Scripts/package-release.sh for both Linux processors with the static
  SDK, on tags named as Scripts/release.sh tags (and Mint takes: `@0.4.0`), and publishes
  SHA256SUMS, install.sh and the formula.
- No `run:` script expands text a pull request controls (`github.event.*`, `github.head_ref`).
- Every `run:` script passes shellcheck (bash), when shellcheck is installed; actionlint runs on
  the files when it is on the PATH.
Exits 1 naming each problem.
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

EXPECTED = {
    "ci.yml": {
        "linux": ["Check out", "Install SQLite and the tools the tests run", "Build", "Test"],
        "macos": ["Check out", "Select the newest Xcode", "Build", "Test"],
    },
    "release.yml": {
        "linux": ["Check out", "Check the tag against VERSION", "Set up QEMU for aarch64 containers", "SQLite for musl",
                  "Build and pack", "Check the binaries are static", "Upload"],
        "macos": ["Check out", "Select the newest Xcode", "Build and pack", "Check the binary is universal", "Upload"],
        "publish": ["Check out", "Download the archives", "Sums, install script and formula",
                    "Install from the archives as a user would", "Create the release", "Propose the formula"],
    },
}

problems = []


def check(condition, message):
    if not condition:
        problems.append(message)


def readme_test_command():
    """The first `$ swift test…` command of the README's "Developing" section."""
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = text.split("\n## Developing", 1)
    check(len(section) == 2, "README.md has no '## Developing' section")
    found = re.search(r"^\$ (swift test[^\n]*)$", section[-1], re.M)
    check(found is not None, "README.md's Developing section shows no `$ swift test` command")
    return found.group(1).strip() if found else None


def required_swift():
    package = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    return re.match(r"// swift-tools-version:(\d+\.\d+)", package).group(1)


def step_run(job, name):
    return next((step.get("run", "") for step in job.get("steps", []) if step.get("name") == name), "")


def check_structure(file, workflow):
    for key in ("name", "permissions", "jobs"):
        check(key in workflow, f"{file}: no `{key}`")
    # PyYAML reads the key `on` as the boolean True.
    check("on" in workflow or True in workflow, f"{file}: no `on` (triggers)")
    jobs = workflow.get("jobs", {})
    check(list(jobs) == list(EXPECTED[file]), f"{file}: jobs {list(jobs)}, expected {list(EXPECTED[file])}")
    for name, job in jobs.items():
        check("runs-on" in job and "timeout-minutes" in job, f"{file}: job {name} needs runs-on and timeout-minutes")
        names = [step.get("name") for step in job.get("steps", [])]
        check(names == EXPECTED[file].get(name), f"{file}: job {name} has the steps {names}, expected {EXPECTED[file].get(name)}")
        for step in job.get("steps", []):
            check(("run" in step) != ("uses" in step), f"{file}: {name} / {step.get('name')}: needs exactly one of run and uses")
            uses = step.get("uses", "")
            check(not uses or re.search(r"@(v\d+|[0-9a-f]{40})$", uses), f"{file}: {name} / {step.get('name')}: {uses} is not pinned to a version")
            run = step.get("run", "")
            check(not re.search(r"\$\{\{\s*github\.(event\.|head_ref)", run),
                  f"{file}: {name} / {step.get('name')}: the script expands text a pull request controls (pass it through env)")


def check_ci(workflow):
    jobs = workflow.get("jobs", {})
    test = readme_test_command()
    for name in ("linux", "macos"):
        job = jobs.get(name, {})
        check(step_run(job, "Test").strip() == test, f"ci.yml: {name} / Test runs {step_run(job, 'Test')!r}, the README's test command is {test!r}")
        check("--build-tests" in step_run(job, "Build") and "warning:" in step_run(job, "Build"),
              f"ci.yml: {name} / Build must build the tests and fail on a warning")
    check(str(jobs.get("macos", {}).get("runs-on", "")).startswith("macos-"), "ci.yml: the macos job does not run on macOS")
    versions = jobs.get("linux", {}).get("strategy", {}).get("matrix", {}).get("swift", [])
    swift = required_swift()
    check(versions[:1] == [swift], f"ci.yml: the Linux matrix {versions} does not start at Package.swift's Swift {swift}")
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    check(f"Swift {swift} or newer" in readme, f"README.md does not say `Swift {swift} or newer`")


def check_release(workflow):
    triggers = workflow.get("on", workflow.get(True, {}))
    check(triggers.get("push", {}).get("tags") == ["[0-9]+.[0-9]+.[0-9]+"], "release.yml: not started by a tag X.Y.Z")
    jobs = workflow.get("jobs", {})
    linux = step_run(jobs.get("linux", {}), "Build and pack")
    for arch in ("x86_64", "aarch64"):
        check(f"Scripts/package-release.sh --out dist --swift-sdk {arch}-swift-linux-musl" in linux,
              f"release.yml: the Linux build does not pack {arch} with Scripts/package-release.sh and the static SDK")
    check("Scripts/package-release.sh" in step_run(jobs.get("macos", {}), "Build and pack"), "release.yml: macOS does not pack with Scripts/package-release.sh")
    check(set(jobs.get("publish", {}).get("needs", [])) == {"linux", "macos"}, "release.yml: publish must wait for linux and macos")
    create = step_run(jobs.get("publish", {}), "Create the release")
    for asset in ("dist/*.tar.gz", "dist/SHA256SUMS", "dist/install.sh", "dist/trackerkit.rb"):
        check(asset in create, f"release.yml: the release does not get {asset}")


def shellcheck(files):
    tool = shutil.which("shellcheck")
    if not tool:
        print("check-workflows: warning: shellcheck is not installed; the run scripts are not checked")
        return
    count = 0
    for file, workflow in files.items():
        for job_name, job in workflow.get("jobs", {}).items():
            for step in job.get("steps", []):
                if "run" not in step:
                    continue
                # An expression is text GitHub puts in before the shell runs: a word here.
                script = re.sub(r"\$\{\{[^}]*\}\}", "EXPRESSION", step["run"])
                with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as handle:
                    handle.write("#!/usr/bin/env bash\n" + script)
                result = subprocess.run([tool, "--severity=warning", handle.name], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                os.unlink(handle.name)
                count += 1
                check(result.returncode == 0, f"{file}: {job_name} / {step.get('name')}: shellcheck:\n{result.stdout.replace(handle.name, 'run')}")
    print(f"check-workflows: shellcheck read {count} run scripts")


def main():
    paths = sorted(glob.glob(os.path.join(ROOT, ".github", "workflows", "*.yml")))
    names = [os.path.basename(path) for path in paths]
    check(names == sorted(EXPECTED), f".github/workflows has {names}, expected {sorted(EXPECTED)}")
    files = {}
    for path in paths:
        try:
            files[os.path.basename(path)] = yaml.safe_load(open(path, encoding="utf-8"))
        except yaml.YAMLError as error:
            problems.append(f"{os.path.basename(path)}: not YAML: {error}")
    for file, workflow in files.items():
        if file in EXPECTED:
            check_structure(file, workflow)
    if "ci.yml" in files:
        check_ci(files["ci.yml"])
    if "release.yml" in files:
        check_release(files["release.yml"])
    shellcheck(files)
    actionlint = shutil.which("actionlint")
    if actionlint:
        result = subprocess.run([actionlint, *paths], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT)
        check(result.returncode == 0, "actionlint:\n" + result.stdout)
    for problem in problems:
        print("FAIL " + problem)
    print(f"check-workflows: {len(files)} workflows, {len(problems)} problems" + ("" if actionlint else " (actionlint not on the PATH)"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
