#!/usr/bin/env python3
"""Checks trackerkit's XLIFF against an independent XLIFF 1.2 implementation, the Translate
Toolkit (translate.storage.xliff), on real catalogs.

Per catalog (copied to a scratch project as App/Localizable.xcstrings):
1. export --format xliff for the catalog's locales plus de, fr, ru, ar, pl; every file must
   parse with the Translate Toolkit, and its translatable units per locale must equal the CSV
   export's rows for that locale;
2. import of the unedited files → "No changes", catalog byte-identical;
3. with the Translate Toolkit, set the ru target of every plural category of one plural key
   and of one plain string that have none, save → import --write → the catalog's JSON differs
   in exactly those units (state translated), and strings check shows exactly those keys'
   missing-translation problems for ru gone and nothing new.
All catalogs at once (as one app's catalogs: App/Localizable, Watch/Localizable, …): export
--root --format xliff; every file parses, holds one <file> per catalog, and its units per
locale equal the sum of the catalogs' CSV rows; import --root of the unedited files changes
nothing.
Usage: xliff_translate_toolkit.py TRACKERKIT CATALOG.xcstrings…   (exit 1 on a failed check)
"""
import csv, io, json, os, shutil, subprocess, sys, tempfile
from translate.storage import xliff
from round_trip_checks import check, failures, leaves

EXTRA_LOCALES = ["de", "fr", "ru", "ar", "pl"]
def run(binary, args, cwd, expect=0):
    result = subprocess.run([binary] + args, cwd=cwd, capture_output=True, text=True)
    check(result.returncode == expect, f"{' '.join(args)} exited {result.returncode}: {result.stderr.strip()}")
    return result


def missing_problems(binary, cwd):
    result = subprocess.run([binary, "strings", "check", "--catalog", "App/Localizable.xcstrings", "--locales", "ru",
                             "--severity", "missing-key=off", "--format", "json"], cwd=cwd, capture_output=True, text=True)
    check(result.returncode in (0, 1), f"strings check exited {result.returncode}: {result.stderr.strip()}")
    report = json.loads(result.stdout)
    return {(p["kind"], p["key"], p["locale"]) for p in report["problems"]}, report["summary"]["ru"]


def one_catalog(binary, catalog_path):
    name = os.path.basename(catalog_path)
    work = tempfile.mkdtemp(prefix="xliff-tt-")
    try:
        os.makedirs(os.path.join(work, "App"))
        catalog = os.path.join(work, "App", "Localizable.xcstrings")
        shutil.copyfile(catalog_path, catalog)
        original = open(catalog, "rb").read()
        data = json.loads(original)
        source = data["sourceLanguage"]
        in_use = {loc for entry in data.get("strings", {}).values() for loc in entry.get("localizations", {})}
        locales = sorted((in_use | set(EXTRA_LOCALES)) - {source})
        listed = ",".join(locales)
        run(binary, ["strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", listed, "--format", "xliff", "--out", "out"], work)
        rows = run(binary, ["strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", listed, "--csv-dialect", "rfc4180"], work).stdout
        per_locale = {}
        for record in csv.DictReader(io.StringIO(rows, newline="")):
            per_locale[record["locale"]] = per_locale.get(record["locale"], 0) + 1
        units_total = 0
        for locale in locales:
            path = os.path.join(work, "out", locale + ".xliff")
            with open(path, "rb") as handle:
                store = xliff.xlifffile.parsefile(handle)
            units = [u for u in store.units if not u.isheader() and u.xmlelement.get("translate") != "no"]
            units_total += len(units)
            check(len(units) == per_locale.get(locale, 0), f"{name} {locale}: {len(units)} units, CSV has {per_locale.get(locale, 0)} rows")
            check(store.getfilenames() == ["App/Localizable.xcstrings"], f"{name} {locale}: files {store.getfilenames()}")
        files = [os.path.join("out", loc + ".xliff") for loc in locales]
        unchanged = run(binary, ["strings", "import", "--catalog", "App/Localizable.xcstrings", "--write"] + files, work)
        check(unchanged.stdout.startswith("No changes"), f"{name}: unedited import says {unchanged.stdout.strip()[:200]}")
        check(open(catalog, "rb").read() == original, f"{name}: unedited round trip changed the catalog")

        before_problems, before_summary = missing_problems(binary, work)
        ru_path = os.path.join(work, "out", "ru.xliff")
        with open(ru_path, "rb") as handle:
            store = xliff.xlifffile.parsefile(handle)
        units = [u for u in store.units if not u.isheader() and u.xmlelement.get("translate") != "no"]
        ids = [u.getid().split("\x04", 1)[-1] for u in units]
        by_key = {}
        for unit, unit_id in zip(units, ids):
            key, _, place = unit_id.partition("|==|")
            by_key.setdefault(key, []).append((place, unit))
        plural_key = next((k for k, us in by_key.items() if us and all(p.startswith("plural.") for p, _ in us)
                           and all(not u.target for _, u in us)), None)
        plain_key = next((k for k, us in by_key.items() if len(us) == 1 and us[0][0] == "" and not us[0][1].target
                          and k in data["strings"] and "%" not in k), None)
        check(plural_key is not None and plain_key is not None, f"{name}: no untranslated plural key or plain string in ru")
        if plural_key is None or plain_key is None:
            return 0
        edited = {}
        for place, unit in by_key[plural_key]:
            unit.target = "RU " + str(unit.source)
            edited[(plural_key, place)] = "RU " + str(unit.source)
        unit = by_key[plain_key][0][1]
        unit.target = "RU " + str(unit.source)
        edited[(plain_key, "")] = "RU " + str(unit.source)
        with open(ru_path, "wb") as handle:
            handle.write(bytes(store))
        run(binary, ["strings", "import", "--catalog", "App/Localizable.xcstrings", "--write", "out/ru.xliff"], work)
        after = json.loads(open(catalog, "rb").read())
        old_leaves, new_leaves = dict(leaves(data)), dict(leaves(after))
        changed = {p for p in set(old_leaves) | set(new_leaves) if old_leaves.get(p) != new_leaves.get(p)}
        expected = set()
        for (key, place), value in edited.items():
            base = ("strings", key, "localizations", "ru")
            if place:
                selector, case = place.split(".")
                base += ("variations", selector, case)
            expected |= {base + ("stringUnit", "state"), base + ("stringUnit", "value")}
            check(new_leaves.get(base + ("stringUnit", "value")) == value, f"{name}: {key} {place} is {new_leaves.get(base + ('stringUnit', 'value'))!r}")
            check(new_leaves.get(base + ("stringUnit", "state")) == "translated", f"{name}: {key} {place} state")
        check(changed == expected, f"{name}: the catalog changed in {sorted(changed ^ expected)[:5]} beyond/short of the edits")
        after_problems, after_summary = missing_problems(binary, work)
        gone = before_problems - after_problems
        check(gone == {("missing-translation", plural_key, "ru"), ("missing-translation", plain_key, "ru")}, f"{name}: check lost {gone}")
        check(after_problems <= before_problems, f"{name}: new problems {after_problems - before_problems}")
        check(after_summary["translated"] == before_summary["translated"] + 2, f"{name}: ru translated {before_summary} → {after_summary}")
        print(f"{name}: {len(locales)} locales, {units_total} units read by the Translate Toolkit; round trip byte-identical; "
              f"edited {plural_key!r} ({len(by_key[plural_key])} plural categories) and {plain_key!r} → exactly those changes")
        return units_total
    finally:
        shutil.rmtree(work, ignore_errors=True)


def all_catalogs(binary, catalog_paths):
    work = tempfile.mkdtemp(prefix="xliff-tt-all-")
    try:
        names = [f"Target{index}/Localizable.xcstrings" for index in range(len(catalog_paths))]
        for name, source in zip(names, catalog_paths):
            os.makedirs(os.path.join(work, os.path.dirname(name)))
            shutil.copyfile(source, os.path.join(work, name))
        before = {name: open(os.path.join(work, name), "rb").read() for name in names}
        locales = ["de", "ru"]
        run(binary, ["strings", "export", "--root", ".", "--format", "xliff", "--locales", ",".join(locales), "--out", "l10n"], work)
        for locale in locales:
            rows = 0
            for name in names:
                csv_text = run(binary, ["strings", "export", "--catalog", name, "--locales", locale, "--csv-dialect", "rfc4180"], work).stdout
                rows += len(list(csv.DictReader(io.StringIO(csv_text))))
            with open(os.path.join(work, "l10n", locale + ".xliff"), "rb") as handle:
                store = xliff.xlifffile(handle.read())
            originals = store.getfilenames()
            check(originals == names, f"all catalogs {locale}: <file> originals {originals} != {names}")
            units = [unit for unit in store.units if unit.istranslatable()]
            check(len(units) == rows, f"all catalogs {locale}: {len(units)} units, the CSV exports have {rows} rows")
        files = [os.path.join("l10n", locale + ".xliff") for locale in locales]
        result = run(binary, ["strings", "import", "--root", ".", "--write"] + files, work)
        check(result.stdout.startswith("No changes"), f"all catalogs: unedited import changed something: {result.stdout[:200]}")
        for name in names:
            check(open(os.path.join(work, name), "rb").read() == before[name], f"all catalogs: {name} not byte-identical after the round trip")
        print(f"all {len(names)} catalogs at once: one <file> each in every XLIFF, units equal the CSV rows, round trip byte-identical")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    for path in sys.argv[2:]:
        one_catalog(binary, path)
    if len(sys.argv) > 3:
        all_catalogs(binary, sys.argv[2:])
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("XLIFF checks with the Translate Toolkit passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
