#!/usr/bin/env python3
"""Checks `trackerkit strings merge` and `strings diff` against real merge commits of published
apps, whose repositories are fetched outside this one (nothing of them is copied here: the list
Tests/Fixtures/catalog-git/merges.json names each case by repository, commits and path).

    python3 Scripts/catalog-git-regressions.py check --repos DIR [--tool .build/release/trackerkit]
    python3 Scripts/catalog-git-regressions.py discover --repos DIR > Tests/Fixtures/catalog-git/merges.json

DIR holds one git directory per repository, as DIR/<owner>+<name>/repo (a bare snapshot) or
DIR/<owner>+<name> or DIR/<name> (a clone); a repository that is not there is skipped.

discover: every merge commit (two parents) where both parents changed a catalog relative to
their merge base; each is classified by an oracle of its own here (plain JSON, not the tool):
  union     the committed result is what merging per unit and member gives: the tool must
            reproduce it exactly (semantically equal JSON), exit 0
  conflict  both sides changed one unit or member differently (or one removed what the other
            changed; or a unit would combine one side's state with the other's text): the tool
            must exit 1 and list at least one conflict, never exit 0
  other     no conflict, but the project committed something else (kept one side, edited
            further): recorded, not judged
  invalid   an input is not JSON or holds a name twice: the tool must exit 2
check: runs the tool on each case (the merge into Xcode's layout, and with --keep-layout), and
`strings diff --format json` on base → ours and base → theirs, whose changed units must be exactly
those a plain JSON comparison finds. Prints the numbers per app; exit 1 on any failure.
"""
import argparse, collections, json, os, subprocess, sys, tempfile

CONTAINERS = ("localizations", "substitutions", "variations")


# ---------------------------------------------------------------------------------------------
# Git

def git_dir(repos, repo):
    owner, name = repo.split("/")
    for candidate in (os.path.join(repos, owner + "+" + name, "repo"), os.path.join(repos, owner + "+" + name), os.path.join(repos, name)):
        if os.path.isdir(candidate):
            return candidate
    return None


def git(directory, *args, binary=False, check=True):
    clone = os.path.exists(os.path.join(directory, ".git"))
    result = subprocess.run(["git", "-C", directory] + list(args) if clone else ["git", "--git-dir=" + directory] + list(args), capture_output=True)
    if check and result.returncode != 0:
        raise RuntimeError("git %s: %s" % (" ".join(args), result.stderr.decode(errors="replace").strip()))
    return result.stdout if binary else result.stdout.decode("utf-8", errors="replace")


def blob_id(directory, commit, path):
    out = git(directory, "rev-parse", "-q", "--verify", "%s:%s" % (commit, path), check=False).strip()
    return out or None


def blob(directory, oid):
    return git(directory, "cat-file", "blob", oid, binary=True)


# ---------------------------------------------------------------------------------------------
# The oracle: plain JSON

class Duplicate(Exception):
    pass


def load(data):
    def pairs(items):
        names = [name for name, _ in items]
        if len(names) != len(set(names)):
            raise Duplicate()
        return dict(items)
    return json.loads(data.decode("utf-8-sig"), object_pairs_hook=pairs)


def try_load(data):
    """The JSON, or None for text that is not (a committed file may hold conflict markers)."""
    try:
        return load(data)
    except (ValueError, Duplicate):
        return None


def normalized(value):
    if isinstance(value, dict):
        return {k: normalized(v) for k, v in value.items() if not (k in CONTAINERS and v == {})}
    if isinstance(value, list):
        return [normalized(v) for v in value]
    return value


MISSING = object()


def is_container(path):
    """An entry's localizations, a localization's substitutions, any variations: absent = empty."""
    if len(path) < 3 or path[0] != "strings" or path[2] != "localizations":
        return False
    if len(path) == 3:
        return True
    tail = path[4:]
    if not tail:
        return False
    if len(tail) == 1:
        return tail[0] in ("substitutions", "variations")
    if tail[0] == "substitutions":
        tail = tail[2:]
    while len(tail) > 1 and tail[0] == "variations":
        tail = tail[3:]
    return tail == ["variations"]


def merge3(base, ours, theirs, path, conflicts):
    if ours == theirs:
        return ours
    if base == ours:
        return theirs
    if base == theirs:
        return ours
    if any(v is MISSING for v in (base, ours, theirs)) and all(v is MISSING or isinstance(v, dict) for v in (base, ours, theirs)) and is_container(path):
        merged = merge3({} if base is MISSING else base, {} if ours is MISSING else ours, {} if theirs is MISSING else theirs, path, conflicts)
        return MISSING if merged == {} else merged
    if isinstance(ours, dict) and isinstance(theirs, dict) and (base is MISSING or isinstance(base, dict)):
        b = {} if base is MISSING else base
        inner = [] if path[-1:] == ["stringUnit"] else conflicts
        out = {}
        for name in dict.fromkeys(list(ours) + list(theirs) + list(b)):
            value = merge3(b.get(name, MISSING), ours.get(name, MISSING), theirs.get(name, MISSING), path + [name], inner)
            if value is not MISSING:
                out[name] = value
        if path[-1:] != ["stringUnit"]:
            return out
        if not inner and (out == ours or out == theirs):
            return out
        conflicts.append(path + (["(combined)"] if not inner else []))
        return ours
    conflicts.append(path)
    return ours


def classify(directory, blobs):
    try:
        data = {side: blob(directory, oid) if oid else b"" for side, oid in blobs.items()}
    except RuntimeError:
        return "unavailable", None
    try:
        base = load(data["base"]) if data["base"].strip() else MISSING
        ours, theirs = load(data["ours"]), load(data["theirs"])
    except (ValueError, Duplicate):
        return "invalid", None
    conflicts = []
    union = merge3(base, ours, theirs, [], conflicts)
    if conflicts:
        return "conflict", len(conflicts)
    try:
        committed = load(data["committed"])
    except (ValueError, Duplicate):
        return "other", None
    return ("union" if normalized(union) == normalized(committed) else "other"), 0


# ---------------------------------------------------------------------------------------------
# Plain units, for the diff check

def units(entry):
    """{(locale, path): (state, value)} of one entry, path as the CSV writes it."""
    out = {}

    def walk(content, locale, steps):
        if isinstance(content.get("stringUnit"), dict):
            unit = content["stringUnit"]
            out[(locale, "/".join(steps))] = (unit.get("state"), unit.get("value"))
        for selector, cases in (content.get("variations") or {}).items():
            for name, value in (cases or {}).items():
                if isinstance(value, dict):
                    walk(value, locale, steps + ["%s.%s" % (selector, name)])

    for locale, content in ((entry or {}).get("localizations") or {}).items():
        if isinstance(content, dict):
            walk(content, locale, [])
            for name, substitution in (content.get("substitutions") or {}).items():
                if isinstance(substitution, dict):
                    walk(substitution, locale, ["substitutions." + name])
    return out


def plain_changed_units(old, new):
    a, b = (old or {}).get("strings", {}), (new or {}).get("strings", {})
    changed = set()
    for key in set(a) | set(b):
        ua, ub = units(a.get(key)), units(b.get(key))
        changed |= {(key,) + place for place in set(ua) | set(ub) if ua.get(place) != ub.get(place)}
    return changed


def tool_changed_units(report, old, new):
    a, b = (old or {}).get("strings", {}), (new or {}).get("strings", {})
    changed = {(c["key"], c["locale"], c["path"]) for c in report["changes"] if c["field"] is None and c["key"] is not None}
    for key in report["added"] + report["removed"]:
        changed |= {(key["key"], c["locale"], c["path"]) for c in key["contents"] if c["field"] is None}
    for rename in report["renamed"]:
        changed |= {(rename["from"],) + place for place in units(a.get(rename["from"]))}
        changed |= {(rename["to"],) + place for place in units(b.get(rename["to"]))}
    return changed


# ---------------------------------------------------------------------------------------------
# Running the tool

def run(tool, args, cwd):
    result = subprocess.run([tool] + args, capture_output=True, cwd=cwd)
    return result.returncode, result.stdout, result.stderr.decode("utf-8", errors="replace")


def check_case(tool, directory, case, scratch):
    """The failures of one case (empty: passed) and what the tool did."""
    data = {side: blob(directory, case["blobs"][side]) if case["blobs"].get(side) else b"" for side in ("base", "ours", "theirs", "committed")}
    for side, content in data.items():
        with open(os.path.join(scratch, side + ".xcstrings"), "wb") as f:
            f.write(content)
    failures, outcome = [], {}
    for keep in (False, True):
        with open(os.path.join(scratch, "merged.xcstrings"), "wb") as f:
            f.write(data["ours"])
        args = ["strings", "merge", "--name", case["path"]] + (["--keep-layout"] if keep else []) + ["base.xcstrings", "merged.xcstrings", "theirs.xcstrings"]
        code, _, err = run(tool, args, scratch)
        with open(os.path.join(scratch, "merged.xcstrings"), "rb") as f:
            merged = f.read()
        label = "--keep-layout" if keep else "merge"
        outcome[label] = code
        expected = case["expected"]
        if expected == "union":
            if code != 0:
                failures.append("%s: exit %d on a union (%s)" % (label, code, err.strip().splitlines()[:1]))
            elif normalized(try_load(merged)) != normalized(try_load(data["committed"])):
                failures.append("%s: the result is not the committed union" % label)
            elif keep:
                outcome["byte-equal"] = merged == data["committed"]
        elif expected == "conflict":
            listed = sum(1 for line in err.splitlines() if line.startswith("trackerkit: conflict: "))
            outcome["conflicts"] = listed
            if code != 1 or listed == 0:
                failures.append("%s: exit %d with %d conflicts listed on a true conflict" % (label, code, listed))
            elif try_load(merged) is None:
                failures.append("%s: the result is not JSON" % label)
        elif expected == "invalid":
            if code != 2 or len(err.strip().splitlines()) != 1 or merged != data["ours"]:
                failures.append("%s: exit %d on invalid input, or OURS was changed" % (label, code))
        elif expected == "other" and code == 0:
            committed = try_load(data["committed"])
            outcome["equals-committed"] = committed is not None and normalized(try_load(merged)) == normalized(committed)
    if case["expected"] != "invalid":
        for old, new in (("base", "ours"), ("base", "theirs")):
            if not data[old].strip():
                continue
            code, out, err = run(tool, ["strings", "diff", "--format", "json", old + ".xcstrings", new + ".xcstrings"], scratch)
            if code != 0:
                failures.append("diff %s %s: exit %d %s" % (old, new, code, err.strip()[:200]))
                continue
            a, b = load(data[old]), load(data[new])
            tool_units, plain_units = tool_changed_units(json.loads(out), a, b), plain_changed_units(a, b)
            outcome.setdefault("diff-units", 0)
            outcome["diff-units"] += len(plain_units)
            if tool_units != plain_units:
                failures.append("diff %s %s: %d units listed that did not change, %d changed units missing" % (
                    old, new, len(tool_units - plain_units), len(plain_units - tool_units)))
    return failures, outcome


# ---------------------------------------------------------------------------------------------

def discover(repos, names):
    cases = []
    for repo in names:
        directory = git_dir(repos, repo)
        if not directory:
            print("%s: not in %s, skipped" % (repo, repos), file=sys.stderr)
            continue
        found = 0
        for line in git(directory, "rev-list", "--all", "--merges", "--parents").splitlines():
            merge, *parents = line.split()
            if len(parents) != 2:
                continue
            bases = git(directory, "merge-base", "--all", *parents, check=False).split()
            if not bases:
                continue
            paths = [p for p in git(directory, "ls-tree", "-r", "--name-only", merge).splitlines() if p.endswith(".xcstrings")]
            for path in paths:
                ours, theirs = blob_id(directory, parents[0], path), blob_id(directory, parents[1], path)
                base = blob_id(directory, bases[0], path)
                if ours is None or theirs is None or ours == theirs or base in (ours, theirs):
                    continue
                blobs = {"base": base, "ours": ours, "theirs": theirs, "committed": blob_id(directory, merge, path)}
                expected, conflicts = classify(directory, blobs)
                if expected == "unavailable":
                    print("%s %s %s: a blob is missing from the snapshot, skipped" % (repo, merge[:10], path), file=sys.stderr)
                    continue
                found += 1
                cases.append({"repo": repo, "merge": merge, "ours": parents[0], "theirs": parents[1], "base": bases[0], "path": path,
                              "blobs": blobs, "expected": expected})
        print("%s: %d merges where both sides changed a catalog" % (repo, found), file=sys.stderr)
    json.dump({"cases": cases}, sys.stdout, indent=1)
    sys.stdout.write("\n")


def check(repos, tool, listing):
    cases = json.load(open(listing))["cases"]
    per_app = collections.OrderedDict()
    failed = 0
    with tempfile.TemporaryDirectory() as scratch:
        for case in cases:
            directory = git_dir(repos, case["repo"])
            numbers = per_app.setdefault(case["repo"], collections.Counter())
            if not directory:
                numbers["skipped (not fetched)"] += 1
                continue
            failures, outcome = check_case(tool, directory, case, scratch)
            numbers[case["expected"]] += 1
            numbers[case["expected"] + (" failed" if failures else " passed")] += 1
            if outcome.get("byte-equal"):
                numbers["union byte-equal with --keep-layout"] += 1
            if case["expected"] == "other" and outcome.get("equals-committed"):
                numbers["other: tool equals committed"] += 1
            numbers["diff units compared"] += outcome.get("diff-units", 0)
            for failure in failures:
                failed += 1
                print("FAIL %s %s %s: %s" % (case["repo"], case["merge"][:10], case["path"], failure))
    for repo, numbers in per_app.items():
        print("%s: %s" % (repo, ", ".join("%s %d" % item for item in sorted(numbers.items()))))
    total = collections.Counter()
    for numbers in per_app.values():
        total.update(numbers)
    print("total: %s" % ", ".join("%s %d" % item for item in sorted(total.items())))
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["check", "discover"])
    parser.add_argument("--repos", required=True, help="the directory holding the fetched repositories")
    parser.add_argument("--tool", default=os.path.join(os.path.dirname(__file__), "../.build/debug/trackerkit"))
    parser.add_argument("--list", default=os.path.join(os.path.dirname(__file__), "../Tests/Fixtures/catalog-git/merges.json"))
    parser.add_argument("repo", nargs="*", help="owner/name to discover (default: the repositories of the list)")
    args = parser.parse_intermixed_args()
    if args.mode == "discover":
        names = args.repo or sorted({case["repo"] for case in json.load(open(args.list))["cases"]})
        discover(args.repos, names)
        return 0
    return check(args.repos, os.path.abspath(args.tool), args.list)


if __name__ == "__main__":
    sys.exit(main())
