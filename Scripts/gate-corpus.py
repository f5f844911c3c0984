#!/usr/bin/env python3
"""Reruns the gate's precision corpus (Tests/Fixtures/gate-corpus/apps.json) against checkouts of
the published apps it lists, as a new user runs the gate: the command of docs/strings.md, no settings file.

    python3 Scripts/gate-corpus.py APPS_DIR [--tool TRACKERKIT] [--app NAME] [--no-mutations]

APPS_DIR holds one checkout per app, named as the app (`APPS_DIR/Applite/…`), at the commit the
corpus names (`git -C APPS_DIR/Applite checkout COMMIT`, or an export of that commit); the apps
are not part of this repository. Each app lists its runs (one `--catalog` each, the project
found beside the catalog as docs/strings.md says); without --tool the debug build's binary is used.

Per app it prints:
- errors: how many the run reports, how many the corpus classified true and false, and the
  precision (true / classified); an error the corpus does not know is listed as unclassified
  (classify it by hand and add it), an expected true error no longer reported is listed as lost;
- unused-key warnings and the share of them naming a key that some Swift or Objective-C file of
  the app holds as a string literal; where the corpus classified an app's unused-key warnings by
  hand (`unusedWrong`: the keys the code does use, through a symbol, a wrapper or a literal the
  build compiles), that share is the one held to 15 %, the literal share only printed — a data
  string such as `"note"` in code without UI is a literal, yet no use of the key `note`;
- the mutations: each listed key deleted from a copy of the app's catalog, the gate rerun, and
  whether it reports the key as missing-key (a mutation expected "not found" is a form the
  gate does not know, listed so that the day it is found shows); a key the code uses only
  through a generated symbol is reported as that symbol (`reportedAs`: `.localizable.title`).
Exits 1 when an app has an unclassified or lost error, precision under 90 %, a literal share
over 15 % or a mutation not reported; 2 when an app is missing.
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent


def run_gate(tool, app_dir, runs):
    reports = []
    for args in runs:
        result = subprocess.run([tool, "strings", "check"] + args + ["--format", "json"], cwd=app_dir, capture_output=True, text=True)
        if result.returncode not in (0, 1):
            sys.exit(f"{app_dir}: the gate failed ({result.returncode}): {result.stderr.strip()}")
        report = json.loads(result.stdout)
        reports += report["catalogs"] if "catalogs" in report else [report]
    return reports


def finding(catalog, problem):
    return (catalog, problem["kind"], problem["key"], problem.get("locale") or "")


def swift_literals(app_dir):
    """Every plain string literal of the app's Swift and Objective-C files (escapes of quote and
    backslash resolved; in Objective-C the `@"…"` literals and C strings alike)."""
    found = set()
    literal = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
    paths = [path for suffix in ("*.swift", "*.m", "*.mm", "*.h") for path in pathlib.Path(app_dir).rglob(suffix)]
    for path in sorted(paths):
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for match in literal.finditer(text):
            found.add(match.group(1).replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n"))
    return found


def mutations(tool, app_dir, app):
    reported = []
    with tempfile.TemporaryDirectory() as scratch:
        copy = pathlib.Path(scratch) / app["name"]
        shutil.copytree(app_dir, copy, symlinks=True)
        by_catalog = {}
        for mutation in app.get("mutations", []):
            by_catalog.setdefault(mutation["catalog"], []).append(mutation["key"])
        for catalog, keys in by_catalog.items():
            path = copy / catalog
            data = json.loads(path.read_text(encoding="utf-8"))
            for key in keys:
                del data["strings"][key]
            path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
        missing = set()
        for report in run_gate(tool, copy, app["runs"]):
            missing |= {p["key"] for p in report["problems"] if p["kind"] == "missing-key"}
        for mutation in app.get("mutations", []):
            reported.append((mutation, mutation.get("reportedAs", mutation["key"]) in missing))
    return reported


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    apps_dir = pathlib.Path(args.pop(0))
    tool, only, with_mutations = None, None, True
    while args:
        option = args.pop(0)
        if option == "--tool" and args:
            tool = args.pop(0)
        elif option == "--app" and args:
            only = args.pop(0)
        elif option == "--no-mutations":
            with_mutations = False
        else:
            sys.exit(__doc__)
    if tool is None:
        bin_path = subprocess.check_output(["swift", "build", "--show-bin-path"], cwd=ROOT, text=True).strip()
        tool = str(pathlib.Path(bin_path) / "trackerkit")
    corpus = json.loads((ROOT / "Tests/Fixtures/gate-corpus/apps.json").read_text(encoding="utf-8"))
    failed = False
    rows = []
    for app in corpus["apps"]:
        if only and app["name"] != only:
            continue
        app_dir = apps_dir / app["name"]
        if not app_dir.is_dir():
            print(f"{app['name']}: no {app_dir} (a checkout of {app['repo']} at {app['commit']})")
            sys.exit(2)
        reports = run_gate(tool, app_dir, app["runs"])
        verdicts = {(e["catalog"], e["kind"], e["key"], locale): e for e in app["errors"] for locale in e["locales"]}
        found = [(r["catalog"], p) for r in reports for p in r["problems"]]
        errors = [finding(c, p) for c, p in found if p["severity"] == "error"]
        true = [e for e in errors if e in verdicts and verdicts[e]["verdict"] == "true"]
        false = [e for e in errors if e in verdicts and verdicts[e]["verdict"] == "false"]
        unclassified = [e for e in errors if e not in verdicts]
        lost = [e for e, v in verdicts.items() if v["verdict"] == "true" and e not in set(errors)]
        precision = len(true) / (len(true) + len(false)) if true or false else 1.0
        unused = [p["key"] for c, p in found if p["kind"] == "unused-key"]
        literals = swift_literals(app_dir)
        literal_unused = [k for k in unused if k in literals]
        share = len(literal_unused) / len(unused) if unused else 0.0
        row = f"{app['name']}: {len(errors)} errors, {len(true)} true, {len(false)} false, precision {precision:.1%}; " \
              f"{len(unused)} unused-key, {len(literal_unused)} a literal in the code ({share:.1%})"
        if "unusedWrong" in app:
            wrong = [k for k in unused if k in set(app["unusedWrong"])]
            share = len(wrong) / len(unused) if unused else 0.0
            row += f", {len(wrong)} used by the code as classified by hand ({share:.1%})"
            literal_unused = wrong
        if with_mutations and app.get("mutations"):
            results = mutations(tool, app_dir, app)
            expected = [(m, r) for m, r in results if m.get("expected", "missing-key") == "missing-key"]
            row += f"; mutations reported {sum(1 for _, r in expected if r)}/{len(expected)}"
            for mutation, reported in results:
                if reported != (mutation.get("expected", "missing-key") == "missing-key"):
                    failed = failed or not reported
                    print(f"  {'not ' if not reported else ''}reported: {mutation['key']} ({mutation['form']}, {mutation['use']})")
        rows.append(row)
        print(row)
        for e in unclassified:
            print(f"  unclassified: {e}")
        for e in lost:
            print(f"  lost true error: {e}")
        for key in literal_unused:
            print(f"  unused-key {'the code uses' if 'unusedWrong' in app else 'with a literal in the code'}: {key!r}")
        if unclassified or lost or precision < 0.9 or share > 0.15:
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
