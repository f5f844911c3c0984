#!/usr/bin/env python3
"""How far the quality checks of `trackerkit strings check` agree with the Translate Toolkit's
pofilter, an independent reference, on real catalogs, and why they differ where they do.

Per catalog:
1. `trackerkit strings export --format xliff` writes one XLIFF file per locale, with Xcode's
   unit ids (KEY, KEY|==|plural.one, KEY|==|substitutions.NAME.plural.few);
2. pofilter runs once per locale with every test that has a TrackerKit counterpart and
   --language=LOCALE (without it pofilter applies no language's punctuation rules);
3. `trackerkit strings check --format json --no-config` gives TrackerKit's flags, each problem
   with its unit's "path";
4. per check, over the units either side flags (unit = locale + id):
   raw        both / either;
   in scope   the same, leaving out on both sides the units no quality check looks at (no
              translation, state new, stale entries, nothing to translate; for
              same-as-source also the source language's variants such as en-GB);
   documented (both + one-sided units a documented difference explains) / either. A
              documented difference is a rule of the README ("Quality checks"), decided from
              the unit alone (source, target, locale, state, the other locales' translations of
              the unit), never from either tool's result. A one-sided unit no rule explains is
              listed as UNEXPLAINED.

With --expect FILE (Scripts/pofilter-reference.json) the counts of every catalog the file names
(by the name of the catalog's folder) are compared with the recorded ones: any change is listed
and the exit status is 1.

Usage: pofilter_agreement.py --trackerkit BIN --pofilter PATH [--jobs N] [--json FILE] [--show N] [--expect FILE] CATALOG.xcstrings…
Needs the Translate Toolkit's pofilter (Scripts/compare-pofilter.sh installs it).
"""
import argparse, collections, concurrent.futures, hashlib, json, os, re, subprocess, sys, tempfile, unicodedata
import xml.etree.ElementTree as ET

import pofilter_rules as rules
from pofilter_explain import explain

CHECKS = {
    "same-as-source": ["unchanged"],
    "whitespace": ["startwhitespace", "endwhitespace"],
    "end-punctuation": ["endpunc"],
    "newlines": ["newlines"],
    "double-space": ["doublespacing"],
    "numbers": ["numbers"],
    "urls": ["urls", "emails"],
    "brackets": ["brackets"],
}
TESTS = sorted({test for tests in CHECKS.values() for test in tests})


def elements(tree_or_element, name):
    """The elements called `name` in any XLIFF namespace (pofilter writes 1.1, the export 1.2)."""
    return [element for element in tree_or_element.iter() if element.tag.rsplit("}", 1)[-1] == name]


def child(element, name):
    return next(iter(elements(element, name)), None)


def run(args, expect=(0,)):
    result = subprocess.run(args, capture_output=True, text=True)
    if result.returncode not in expect:
        sys.exit(f"{' '.join(args)} exited {result.returncode}: {result.stderr.strip()}")
    return result


def load_units(xliff_dir, catalog):
    """Every exported unit: (locale, id) -> fields."""
    units = {}
    source_language = catalog["sourceLanguage"]
    for name in sorted(os.listdir(xliff_dir)):
        if not name.endswith(".xliff"):
            continue
        locale = name[: -len(".xliff")]
        for unit in elements(ET.parse(os.path.join(xliff_dir, name)), "trans-unit"):
            uid = unit.get("id")
            key, _, path = uid.partition("|==|")
            source, target = child(unit, "source"), child(unit, "target")
            entry = catalog["strings"].get(key, {})
            units[(locale, uid)] = dict(
                locale=locale, id=uid, key=key, path=path, source_language=source_language,
                source="".join(source.itertext()) if source is not None else "",
                target="".join(target.itertext()) if target is not None else None,
                state=target.get("state") if target is not None else None,
                translate=unit.get("translate") != "no", stale=entry.get("extractionState") == "stale",
                has_source=source_language in entry.get("localizations", {}))
    return units


def pofilter_flags(pofilter, xliff_dir, out_dir, jobs):
    """check -> set of (locale, id) pofilter flags, from one run per locale with every test."""
    os.makedirs(out_dir, exist_ok=True)
    locales = sorted(name[:-6] for name in os.listdir(xliff_dir) if name.endswith(".xliff"))

    def one(locale):
        out = os.path.join(out_dir, locale + ".xliff")
        args = [pofilter, "--progress=none"] + [f"-t{test}" for test in TESTS]
        run(args + [f"--language={locale}", "-i", os.path.join(xliff_dir, locale + ".xliff"), "-o", out], expect=(0, 1))
        found = collections.defaultdict(set)
        if os.path.exists(out):
            for unit in elements(ET.parse(out), "trans-unit"):
                for note in elements(unit, "note"):
                    test = (note.text or "").split(":", 1)[0]
                    # A language's own checker adds notes of its own whatever -t says.
                    if note.get("from") == "pofilter" and test in TESTS:
                        found[test].add((locale, unit.get("id")))
        return found

    flags = collections.defaultdict(set)
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for found in pool.map(one, locales):
            for check, tests in CHECKS.items():
                for test in tests:
                    flags[check] |= found[test]
    return flags


def trackerkit_flags(binary, path):
    result = run([binary, "strings", "check", "--catalog", path, "--no-config", "--format", "json", "--quiet"], expect=(0, 1))
    flags = collections.defaultdict(set)
    for problem in json.loads(result.stdout)["problems"]:
        if problem["kind"] in CHECKS:
            uid = problem["key"] + ("|==|" + problem["path"].replace("/", ".") if problem.get("path") else "")
            flags[problem["kind"]].add((problem["locale"], uid))
    return flags


def compare(units, pofilter, trackerkit, keep_rates):
    table = {}
    for check in CHECKS:
        p, t = pofilter[check], trackerkit[check]
        either = p | t
        reasons = collections.Counter()
        listed = []
        explained = 0
        for side, ids in (("pofilter only", p - t), ("trackerkit only", t - p)):
            for unit_id in sorted(ids):
                unit = units.get(unit_id)
                reason = explain(check, unit, side, keep_rates) if unit else "UNEXPLAINED: not in the export"
                reasons[f"{side}: {reason}"] += 1
                if not reason.startswith("UNEXPLAINED"):
                    explained += 1
                listed.append(dict(side=side, locale=unit_id[0], id=unit_id[1], reason=reason,
                                   source=unit and unit["source"], target=unit and unit["target"]))
        scoped = lambda ids: {i for i in ids if i in units and rules.in_scope(check, units[i])}
        sp, st = scoped(p), scoped(t)
        table[check] = dict(
            pofilter=len(p), trackerkit=len(t), both=len(p & t), either=len(either),
            raw=len(p & t) / len(either) if either else 1.0,
            in_scope=len(sp & st) / len(sp | st) if sp | st else 1.0, in_scope_either=len(sp | st),
            documented=(len(p & t) + explained) / len(either) if either else 1.0,
            unexplained=len(either) - len(p & t) - explained, reasons=dict(reasons.most_common()), units=listed)
    return table


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trackerkit", required=True)
    parser.add_argument("--pofilter", required=True)
    parser.add_argument("--jobs", type=int, default=max(1, (os.cpu_count() or 2)))
    parser.add_argument("--json", help="write every one-sided unit with its reason to this file")
    parser.add_argument("--show", type=int, default=0, help="print up to N one-sided units per check and reason")
    parser.add_argument("--expect", help="recorded counts to compare with (Scripts/pofilter-reference.json)")
    parser.add_argument("catalogs", nargs="+")
    args = parser.parse_args()
    results = {}
    with tempfile.TemporaryDirectory(prefix="pofilter-agreement-") as work:
        for index, path in enumerate(args.catalogs):
            name = os.path.basename(os.path.dirname(os.path.abspath(path))) or f"catalog{index}"
            xliff_dir = os.path.join(work, f"{index}-xliff")
            run([args.trackerkit, "strings", "export", "--catalog", path, "--format", "xliff", "--out", xliff_dir, "--quiet"])
            with open(path, encoding="utf-8-sig") as file:
                catalog = json.load(file)
            units = load_units(xliff_dir, catalog)
            pofilter = pofilter_flags(args.pofilter, xliff_dir, os.path.join(work, f"{index}-pofilter"), args.jobs)
            table = compare(units, pofilter, trackerkit_flags(args.trackerkit, path), rules.keep_rates(units))
            results[name] = dict(path=path, locales=len({locale for locale, _ in units}) + 1, checks=table)
    print_tables(results, args.show)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as file:
            json.dump(results, file, ensure_ascii=False, indent=1)
    if args.expect and not matches_expected(results, args.expect):
        sys.exit(1)


FIELDS = ("pofilter", "trackerkit", "both", "unexplained")


def matches_expected(results, path):
    """Whether every catalog of `results` the recorded file names has the recorded counts."""
    with open(path, encoding="utf-8") as file:
        recorded = {entry["name"]: entry for entry in json.load(file)["catalogs"]}
    changes = []
    for name, result in results.items():
        entry = recorded.get(name)
        if entry is None:
            print(f"note: {name} is not in {path}")
            continue
        with open(result["path"], "rb") as file:
            if hashlib.sha256(file.read()).hexdigest() != entry["sha256"] and "prepared" not in entry:
                print(f"note: {name}: not the recorded file ({entry['repo']} @ {entry['commit'][:7]} {entry['path']})")
        for check, row in result["checks"].items():
            expected = entry["checks"].get(check, {})
            for field in FIELDS:
                if expected.get(field) != row[field]:
                    changes.append(f"{name} {check} {field}: {expected.get(field)} recorded, {row[field]} now")
    print(f"\ncompared with {path}: " + ("no change" if not changes else f"{len(changes)} changes"))
    for change in changes:
        print("  " + change)
    return not changes


def print_tables(results, show):
    print("| catalog | locales | check | pofilter | trackerkit | both | raw | in scope | documented | unexplained |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, result in results.items():
        for check, row in result["checks"].items():
            print(f"| {name} | {result['locales']} | {check} | {row['pofilter']} | {row['trackerkit']} | {row['both']} | "
                  f"{row['raw']:.1%} | {row['in_scope']:.1%} | {row['documented']:.1%} | {row['unexplained']} |")
    print()
    totals = collections.defaultdict(collections.Counter)
    for result in results.values():
        for check, row in result["checks"].items():
            totals[check].update(row["reasons"])
    for check, reasons in totals.items():
        if reasons:
            print(f"{check}:")
            for reason, count in reasons.most_common():
                print(f"  {count:6}  {reason}")
    if show:
        print()
        for name, result in results.items():
            for check, row in result["checks"].items():
                shown = collections.Counter()
                for unit in row["units"]:
                    if shown[unit["reason"]] < show:
                        shown[unit["reason"]] += 1
                        print(f"{name} {check} {unit['side']} [{unit['reason']}] {unit['locale']} {unit['id'][:60]!r}: "
                              f"{(unit['source'] or '')[:60]!r} -> {(unit['target'] or '')[:60]!r}")


if __name__ == "__main__":
    main()
