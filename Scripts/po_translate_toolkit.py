#!/usr/bin/env python3
"""Checks trackerkit's gettext PO against independent readers: GNU gettext's `msgfmt --check` and
the Translate Toolkit (translate.storage.pypo, `po2xliff`, `pofilter`), on real catalogs.

Per catalog (copied to a scratch project as App/Localizable.xcstrings):
1. export --format po for the catalog's locales plus de, fr, ru, ar, pl, ja: `msgfmt --check`
   accepts every file without a word; the Translate Toolkit reads it — one unit per message,
   a plural's forms as many as the header's nplurals — and `po2xliff` converts it and
   `pofilter` runs its checks over it;
2. import of the unedited files → "No changes", catalog byte-identical;
3. an edit made with the Translate Toolkit in ru (every form of one plural message and one
   plain message filled, one of them marked fuzzy), saved by the toolkit → import --write →
   the catalog's JSON differs in exactly those units (translated, or needs_review for the
   fuzzy one); the export of the result holds the same messages as the edited file (the
   toolkit's reading of both), and msgfmt --check accepts it;
4. the same edit made in the file's own text (lines replaced) → import → export gives the
   edited file byte for byte (PO → import → export is identical).
Usage: po_translate_toolkit.py TRACKERKIT CATALOG.xcstrings…   (exit 1 on a failed check)
"""
import json, os, shutil, subprocess, sys, tempfile
from translate.storage import pypo, xliff
from round_trip_checks import check, failures, leaves

EXTRA_LOCALES = ["de", "fr", "ru", "ar", "pl", "ja"]
MSGFMT = shutil.which("msgfmt") or "/usr/bin/msgfmt"
def run(args, cwd, expect=0):
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    check(result.returncode == expect, f"{' '.join(args)} exited {result.returncode}: {result.stderr.strip()[:300]}")
    return result


def messages(path):
    """The toolkit's reading of a PO file: (context, source, plural source, targets, fuzzy) per unit."""
    with open(path, "rb") as handle:
        store = pypo.pofile.parsefile(handle)
    units = [u for u in store.units if not u.isheader() and not u.isobsolete()]
    def targets(unit):
        return tuple(str(s) for s in unit.target.strings) if unit.hasplural() else (str(unit.target),)
    def sources(unit):
        return tuple(str(s) for s in unit.source.strings) if unit.hasplural() else (str(unit.source),)
    return store, [(unit.getcontext(), sources(unit), targets(unit), unit.isfuzzy()) for unit in units]


def msgfmt_clean(path, name):
    result = subprocess.run([MSGFMT, "--check", "-o", os.devnull, path], capture_output=True, text=True)
    check(result.returncode == 0 and not result.stderr.strip(), f"{name}: msgfmt --check: {result.returncode} {result.stderr.strip()[:300]}")


def unit_path(key, locale, context):
    """The catalog JSON path of a message's units (the part after |==| in its context)."""
    base = ("strings", key, "localizations", locale)
    place = context.split("|==|", 1)[1] if "|==|" in (context or "") else ""
    parts = place.split(".") if place else []
    for selector, name in zip(parts[0::2], parts[1::2]):
        base += ("substitutions", name) if selector == "substitutions" else ("variations", selector, name)
    return base


def one_catalog(binary, toolkit_bin, catalog_path):
    name = os.path.basename(catalog_path)
    work = tempfile.mkdtemp(prefix="po-tt-")
    try:
        os.makedirs(os.path.join(work, "App"))
        catalog = os.path.join(work, "App", "Localizable.xcstrings")
        shutil.copyfile(catalog_path, catalog)
        original = open(catalog, "rb").read()
        data = json.loads(original)
        source = data["sourceLanguage"]
        in_use = {loc for entry in data.get("strings", {}).values() for loc in (entry.get("localizations") or {})}
        locales = sorted((in_use | set(EXTRA_LOCALES)) - {source})
        run([binary, "strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", ",".join(locales), "--format", "po", "--out", "po"], work)
        total = 0
        for locale in locales:
            path = os.path.join(work, "po", locale + ".po")
            msgfmt_clean(path, f"{name} {locale}")
            store, units = messages(path)
            total += len(units)
            nplurals = int(store.parseheader()["Plural-Forms"].split("nplurals=")[1].split(";")[0])
            check(all(len(targets) == nplurals for _, sources, targets, _ in units if len(sources) > 1), f"{name} {locale}: a plural without {nplurals} forms")
            run([os.path.join(toolkit_bin, "po2xliff"), path, path + ".xliff"], work)
            with open(path + ".xliff", "rb") as handle:
                converted = [u for u in xliff.xlifffile.parsefile(handle).units if not u.isheader()]
            check(len(converted) == len(units), f"{name} {locale}: po2xliff made {len(converted)} units of {len(units)} messages")
            run([os.path.join(toolkit_bin, "pofilter"), "--progress=none", path, path + ".filtered"], work)
            # pofilter writes the messages its checks flag, and no file when it flags none.
            if os.path.exists(path + ".filtered"):
                messages(path + ".filtered")
        files = [os.path.join("po", loc + ".po") for loc in locales]
        unchanged = run([binary, "strings", "import", "--catalog", "App/Localizable.xcstrings", "--write"] + files, work)
        check(unchanged.stdout.startswith("No changes"), f"{name}: unedited import says {unchanged.stdout.strip()[:200]}")
        check(open(catalog, "rb").read() == original, f"{name}: unedited round trip changed the catalog")
        edited = toolkit_edit(binary, work, name, data, "ru")
        text_edit(binary, work, name, "ru")
        print(f"{name}: {len(locales)} locales, {total} messages; msgfmt --check clean; read by the Translate Toolkit, "
              f"po2xliff and pofilter; unedited import byte-identical; toolkit edit of {edited} → exactly those units; "
              f"text edit → import → export identical")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def toolkit_edit(binary, work, name, data, locale):
    path = os.path.join(work, "po", locale + ".po")
    with open(path, "rb") as handle:
        store = pypo.pofile.parsefile(handle)
    units = [u for u in store.units if not u.isheader() and "|==|" not in (u.getcontext() or "")]
    plural = next((u for u in units if u.hasplural() and not any(str(s) for s in u.target.strings)), None)
    plain = next((u for u in units if not u.hasplural() and not str(u.target) and "%" not in str(u.source)
                  and (u.getcontext() or str(u.source)) in data["strings"]), None)
    if plural is None and plain is None:
        return f"nothing (every {locale} message is translated)"
    expected, done = set(), []
    if plural is not None:
        plural.target = [f"RU{index} " + str(plural.source.strings[min(index, 1)]) for index in range(len(plural.target.strings))]
        base = unit_path(plural.getcontext() or str(plural.source.strings[0]), locale, plural.getcontext())
        for index, category in enumerate(plural_categories(store)):
            expected |= {base + ("variations", "plural", category, "stringUnit", "state"), base + ("variations", "plural", category, "stringUnit", "value")}
        done.append(f"{len(plural.target.strings)} plural forms of {plural.getcontext() or str(plural.source.strings[0])!r}")
    if plain is not None:
        plain.target = "RU " + str(plain.source)
        plain.markfuzzy(True)
        base = unit_path(plain.getcontext() or str(plain.source), locale, "") + ("stringUnit",)
        expected |= {base + ("state",), base + ("value",)}
        done.append(f"{plain.getcontext() or str(plain.source)!r} (fuzzy)")
    with open(path, "wb") as handle:
        handle.write(bytes(store))
    catalog = os.path.join(work, "App", "Localizable.xcstrings")
    before = dict(leaves(json.loads(open(catalog, "rb").read())))
    run([binary, "strings", "import", "--catalog", "App/Localizable.xcstrings", "--write", os.path.join("po", locale + ".po")], work)
    after = dict(leaves(json.loads(open(catalog, "rb").read())))
    changed = {p for p in set(before) | set(after) if before.get(p) != after.get(p)}
    check(changed == expected, f"{name}: the catalog changed in {sorted(changed ^ expected)[:4]} beyond or short of the edits")
    if plain is not None:
        state = after.get(unit_path(plain.getcontext() or str(plain.source), locale, "") + ("stringUnit", "state"))
        check(state == "needs_review", f"{name}: the fuzzy message is {state}")
    again = os.path.join(work, "again")
    run([binary, "strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", locale, "--format", "po", "--out", again], work)
    exported = os.path.join(again, locale + ".po")
    msgfmt_clean(exported, f"{name} {locale} after the import")
    check(messages(exported)[1] == messages(path)[1], f"{name}: the export after the import holds other messages than the toolkit's edit")
    return " and ".join(done) or "nothing"


def plural_categories(store):
    """The CLDR category of each msgstr[i]: the header's formula evaluated as trackerkit's import does."""
    return PLURAL_CATEGORIES[store.parseheader()["Language"].split("-")[0]]


# The categories of each index in the Plural-Forms the export writes (CLDR's integer categories).
PLURAL_CATEGORIES = {"ru": ["one", "few", "many", "other"], "pl": ["one", "few", "many", "other"], "de": ["one", "other"],
                     "fr": ["one", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"], "ja": ["other"]}


def text_edit(binary, work, name, locale):
    """Fill the first empty plain msgstr in the file's own text; import; export; identical."""
    run([binary, "strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", locale, "--format", "po", "--out", "second"], work)
    path = os.path.join(work, "second", locale + ".po")
    lines = open(path, encoding="utf-8").read().split("\n")
    for index in range(1, len(lines)):
        if lines[index] == 'msgstr ""' and lines[index - 1].startswith('msgid "') and lines[index - 1] != 'msgid ""' and "%" not in lines[index - 1]:
            lines[index] = 'msgstr "RU text"'
            break
    else:
        return
    edited = "\n".join(lines)
    open(path, "w", encoding="utf-8").write(edited)
    run([binary, "strings", "import", "--catalog", "App/Localizable.xcstrings", "--write", os.path.relpath(path, work)], work)
    run([binary, "strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", locale, "--format", "po", "--out", "third"], work)
    check(open(os.path.join(work, "third", locale + ".po"), encoding="utf-8").read() == edited, f"{name}: PO → import → export is not identical")


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    toolkit_bin = os.path.dirname(sys.executable)
    if not os.path.exists(MSGFMT):
        print("po_translate_toolkit: msgfmt not found (Debian: gettext)", file=sys.stderr)
        return 3
    for path in sys.argv[2:]:
        one_catalog(binary, toolkit_bin, path)
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("PO checks with msgfmt and the Translate Toolkit passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
