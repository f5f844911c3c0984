#!/usr/bin/env python3
"""Splits every catalog of the project's fixtures and of the published apps of the gate corpus
into per-locale files (`strings split`) and joins them back (`strings join`), and reports how
many came back byte for byte.

    python3 Scripts/split-join-corpus.py [--bin .build/debug/trackerkit] [--repos DIR] [--all-catalogs] [--also DIR]

Catalogs: Tests/Fixtures/**/*.xcstrings, Strings/ and Samples/; with --repos DIR the catalogs
Tests/Fixtures/gate-corpus/apps.json names (its runs' --catalog), read with `git show COMMIT:PATH`
from DIR/OWNER+NAME (a bare git directory or a clone, as the fetch tool leaves them); with
--all-catalogs every *.xcstrings of those commits; with --also DIR every *.xcstrings below DIR (other
apps' catalogs, for inputs the tool was not tuned on). Nothing of the apps is kept here.

Per catalog, in a scratch folder:
1. split (its own locales, or de when it has none), then join --write of the untouched files:
   the catalog must stay byte-identical, in its own layout; the same for a copy brought into
   Xcode's layout (strings format), and with --keep-layout;
2. an edit as a translator makes it in one locale's file — one translated value changed, one
   empty value filled — joined with --write: the catalog's JSON must differ in exactly those
   units (value, and state for the filled one), in Xcode's layout and with --keep-layout in
   the catalog's own; and only that file of the split folder changed;
3. split again after the join: the split file is the edited one, byte for byte.
A catalog the tool cannot read (a hostile fixture: invalid JSON, a name twice) must be refused
by split with exit 2 and a message naming the file, as by every strings command; it is counted
apart. Exits 1 when a check fails.
"""
import argparse, glob, json, os, shutil, subprocess, sys, tempfile
from round_trip_checks import fail, failures, leaves

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
def run(binary, args, cwd):
    return subprocess.run([binary] + args, cwd=cwd, capture_output=True, text=True)


def unit_leaf_path(key, locale, unit_path):
    """The JSON path of a unit's stringUnit in the catalog."""
    path = ("strings", key, "localizations", locale)
    for step in unit_path.split("/") if unit_path else []:
        selector, name = step.split(".", 1)
        path += ("substitutions", name) if selector == "substitutions" else ("variations", selector, name)
    return path + ("stringUnit",)


def units_of(split):
    """(key, path, unit) of every unit of a split file's JSON."""
    for key, members in split["strings"].items():
        if "value" in members:
            yield key, "", members
        for name, unit in members.items():
            if "." in name and isinstance(unit, dict):
                yield key, name, unit


def catalogs(options):
    found = []
    # The tracked files (a walk would follow the hostile fixtures' link loops).
    listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--", "Tests/Fixtures", "Strings", "Samples"], capture_output=True, text=True).stdout
    for path in sorted(p for p in listed.split("\0") if p.endswith(".xcstrings")):
        full = os.path.join(ROOT, path)
        if os.path.isfile(full) and not os.path.islink(full):
            with open(full, "rb") as handle:
                found.append((path, handle.read()))
    for path in sorted(glob.glob(os.path.join(options.also, "**", "*.xcstrings"), recursive=True)) if options.also else []:
        with open(path, "rb") as handle:
            found.append((os.path.relpath(path, options.also), handle.read()))
    if not options.repos:
        return found
    apps = json.load(open(os.path.join(ROOT, "Tests/Fixtures/gate-corpus/apps.json")))["apps"]
    for app in apps:
        git = os.path.join(options.repos, app["repo"].replace("/", "+"))
        git = next((g for g in (os.path.join(git, "repo", ".git"), os.path.join(git, "repo"), git) if os.path.isdir(os.path.join(g, "objects"))), git)
        paths = [run_[1] for run_ in app["runs"]]
        if options.all_catalogs:
            listing = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "--name-only", app["commit"]], capture_output=True, text=True)
            paths = sorted(set(paths) | {p for p in listing.stdout.splitlines() if p.endswith(".xcstrings")})
        for path in paths:
            shown = subprocess.run(["git", "--git-dir", git, "show", f"{app['commit']}:{path}"], capture_output=True)
            if shown.returncode != 0:
                fail(f"{app['repo']}@{app['commit'][:10]}:{path}: cannot read it ({shown.stderr.decode().strip()[:120]})")
                continue
            found.append((f"{app['repo']}@{app['commit'][:10]}:{path}", shown.stdout))
    return found


def round_trip(binary, work, name, layout):
    """Split and unedited join of work/A.xcstrings; whether it stayed byte-identical."""
    catalog = os.path.join(work, "A.xcstrings")
    before = open(catalog, "rb").read()
    data = json.loads(before)
    in_use = sorted({loc for entry in data.get("strings", {}).values() for loc in (entry.get("localizations") or {})} - {data["sourceLanguage"]})
    locales = ",".join(in_use or ["de"])
    shutil.rmtree(os.path.join(work, "split"), ignore_errors=True)
    result = run(binary, ["strings", "split", "--catalog", "A.xcstrings", "--out", "split", "--locales", locales], work)
    if result.returncode != 0:
        fail(f"{name} ({layout}): split exited {result.returncode}: {result.stderr.strip()[:200]}")
        return False
    for extra in ([], ["--keep-layout"]):
        result = run(binary, ["strings", "join", "--catalog", "A.xcstrings", "split", "--write"] + extra, work)
        if result.returncode != 0 or not result.stdout.startswith("No changes"):
            fail(f"{name} ({layout}): unedited join {' '.join(extra)} said {result.returncode} {result.stdout.strip()[:200]} {result.stderr.strip()[:200]}")
            return False
        if open(catalog, "rb").read() != before:
            fail(f"{name} ({layout}): unedited join {' '.join(extra)} changed the catalog")
            return False
    return True


def candidates(work):
    """(file, locale, kind, key, unit path) of units to edit: translated ones to change, empty
    ones to fill; plain strings first (a hostile fixture's plural form the language never shows
    is rightly refused when edited)."""
    found = []
    for path in sorted(glob.glob(os.path.join(work, "split", "*.json"))):
        split = json.loads(open(path, "rb").read())
        for key, unit_path, unit in sorted(units_of(split), key=lambda item: item[1] != ""):
            if "substitutions." in unit_path:
                continue
            if unit.get("state") == "translated" and unit["value"]:
                found.append((path, split["locale"], "change", key, unit_path))
            elif not unit["value"] and "state" not in unit and unit["source"].strip():
                found.append((path, split["locale"], "fill", key, unit_path))
    return found


def edit_one(binary, work, candidate, keep):
    """One unit edited in its split file and joined: (True, None) when exactly it changed,
    (False, reason) when the join refused it, (None, failure) otherwise."""
    path, locale, kind, key, unit_path = candidate
    catalog = os.path.join(work, "A.xcstrings")
    before_bytes = open(catalog, "rb").read()
    originals = {f: open(f, "rb").read() for f in glob.glob(os.path.join(work, "split", "*.json"))}
    split = json.loads(originals[path])
    unit = split["strings"][key][unit_path] if unit_path else split["strings"][key]
    base = unit_leaf_path(key, locale, unit_path)
    if kind == "change":
        unit["value"] += " (edited)"
        expected = {base + ("value",)}
    else:
        unit["value"] = unit["source"] + " (filled)"
        expected = {base + ("value",), base + ("state",)}
    edited = json.dumps(split, ensure_ascii=False, indent=2, separators=(",", " : ")) + "\n"
    open(path, "w", encoding="utf-8").write(edited)
    try:
        result = run(binary, ["strings", "join", "--catalog", "A.xcstrings", "split", "--write"] + (["--keep-layout"] if keep else []), work)
        if result.returncode == 1 and open(catalog, "rb").read() == before_bytes:
            return False, result.stderr.strip().splitlines()[0]
        if result.returncode != 0:
            return None, f"the edited join exited {result.returncode}: {result.stderr.strip()[:300]}"
        old, new = dict(leaves(json.loads(before_bytes))), dict(leaves(json.loads(open(catalog, "rb").read())))
        differing = {p for p in set(old) | set(new) if old.get(p) != new.get(p)}
        if differing != expected:
            return None, f"the edit of {key!r} {unit_path} changed {sorted(differing - expected)[:4]}, missed {sorted(expected - differing)[:4]}"
        # Split again: the edited file comes back (the filled unit now translated), the others as they were.
        locales = ",".join(json.loads(data)["locale"] for data in originals.values())
        result = run(binary, ["strings", "split", "--catalog", "A.xcstrings", "--out", "split", "--locales", locales], work)
        if result.returncode != 0:
            return None, f"split after the join exited {result.returncode}: {result.stderr.strip()[:200]}"
        for other, data in originals.items():
            if other != path and open(other, "rb").read() != data:
                return None, f"{os.path.basename(other)} changed, though only {os.path.basename(path)} was edited"
        if kind == "fill":
            unit["state"] = "translated"
        if json.loads(open(path, "rb").read()) != split:
            return None, "the split after the join is not the edited file"
        return True, None
    finally:
        open(catalog, "wb").write(before_bytes)
        for other, data in originals.items():
            open(other, "wb").write(data)


def edit(binary, work, name, layout, keep, refused):
    """A changed and a filled unit, each joined alone; the first of up to five candidates of
    each kind that the join takes must change exactly its unit, and one it refuses must leave
    the catalog as it was (listed, to be read: a hostile fixture's own problem). None when
    there is nothing to edit or every edit was refused."""
    found = candidates(work)
    outcome = None
    for kind in ("change", "fill"):
        tried = [c for c in found if c[2] == kind][:5]
        for candidate in tried:
            ok, reason = edit_one(binary, work, candidate, keep)
            if ok is None:
                fail(f"{name} ({layout}): {reason}")
                return False
            if ok:
                outcome = True
                break
            refused.append(f"{name} ({layout}): {reason}")
    return outcome


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "trackerkit"))
    parser.add_argument("--repos", help="folder of the gate corpus's repositories (OWNER+NAME each)")
    parser.add_argument("--all-catalogs", action="store_true", help="every *.xcstrings of the corpus commits, not only the runs' catalogs")
    parser.add_argument("--also", help="a folder of further catalogs (every *.xcstrings below it)")
    options = parser.parse_args()
    binary = os.path.abspath(options.bin)
    refused = []
    counts = {"catalogs": 0, "identical": 0, "xcode": 0, "own": 0, "refused": 0, "edits": 0, "no-edit": 0}
    for name, data in catalogs(options):
        counts["catalogs"] += 1
        work = tempfile.mkdtemp(prefix="split-join-")
        try:
            catalog = os.path.join(work, "A.xcstrings")
            open(catalog, "wb").write(data)
            probe = run(binary, ["strings", "split", "--catalog", "A.xcstrings", "--out", "probe", "--locales", "de"], work)
            if probe.returncode == 2 and "A.xcstrings" in probe.stderr:
                counts["refused"] += 1
                continue
            formatted = run(binary, ["strings", "format", "--check", "A.xcstrings"], work).returncode == 0
            counts["xcode" if formatted else "own"] += 1
            ok = round_trip(binary, work, name, "its own layout" if not formatted else "Xcode's layout")
            edited = ok and edit(binary, work, name, "Xcode's layout" if formatted else "its own layout, --keep-layout", not formatted, refused)
            if not formatted and ok:
                # The same catalog in Xcode's layout.
                run(binary, ["strings", "format", "A.xcstrings"], work)
                ok = round_trip(binary, work, name, "Xcode's layout") and ok
                edited = edited and edit(binary, work, name, "Xcode's layout", False, refused)
            counts["identical"] += 1 if ok else 0
            counts["edits"] += 1 if edited else 0
            counts["no-edit"] += 1 if edited is None else 0
        finally:
            shutil.rmtree(work, ignore_errors=True)
    readable = counts["catalogs"] - counts["refused"]
    print(f"{counts['catalogs']} catalogs: {counts['identical']} of {readable} readable ones split and joined back byte-identical "
          f"({counts['xcode']} in Xcode's layout, {counts['own']} in their own, also after strings format); "
          f"{counts['edits']} catalogs' edited split files changed exactly their units ({counts['no-edit']} had no unit to edit; "
          f"{len(refused)} edits refused at join with FILE:LINE for a problem the catalog already has); "
          f"{counts['refused']} unreadable catalogs refused by split with exit 2, as by every strings command")
    for line in refused:
        print("  refused at join (a problem the catalog already has): " + line)
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
