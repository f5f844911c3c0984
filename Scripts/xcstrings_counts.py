#!/usr/bin/env python3
"""Independent computation of `strings check` counts (contract §5 "Counting") for a catalog.

Used to obtain the expected numbers hard-coded in Tests/StringCatalogTests; it shares no code
with the Swift checker. Usage: Scripts/xcstrings_counts.py FILE [LOCALE ...]
Prints per locale: keys translated missing needsReview new stale, then the sorted
missing and untranslated (key, locale) pairs of non-stale entries.
"""
import json, sys

def units(node):
    out = []
    if not isinstance(node, dict):
        return out
    if "stringUnit" in node:
        out.append(node["stringUnit"])
    for selector in (node.get("variations") or {}).values():
        for case in selector.values():
            out += units(case)
    for sub in (node.get("substitutions") or {}).values():
        out += units(sub)
    return out

def main():
    path = sys.argv[1]
    cat = json.load(open(path, encoding="utf-8"))
    src = cat["sourceLanguage"]
    strings = cat["strings"]
    if len(sys.argv) > 2:
        locales = sys.argv[2:]
    else:
        seen = set()
        for e in strings.values():
            seen.update((e.get("localizations") or {}).keys())
        locales = [src] + sorted(seen - {src})
    missing_pairs, untranslated_pairs = [], []
    for loc in locales:
        c = dict(keys=0, translated=0, missing=0, needsReview=0, new=0, stale=0)
        for key, e in strings.items():
            if e.get("shouldTranslate") is False:
                continue
            c["keys"] += 1
            stale = e.get("extractionState") == "stale"
            if stale:
                c["stale"] += 1
            l = (e.get("localizations") or {}).get(loc)
            if l is None:
                if loc == src:
                    c["translated"] += 1
                else:
                    c["missing"] += 1
                    if not stale:
                        missing_pairs.append((key, loc))
                continue
            us = units(l)
            if not us:
                continue
            if all(u.get("state") == "translated" and u.get("value") != "" for u in us):
                c["translated"] += 1
            if any(u.get("state") == "new" or u.get("value") == "" for u in us):
                c["new"] += 1
                if not stale:
                    untranslated_pairs.append((key, loc))
            if any(u.get("state") == "needs_review" for u in us):
                c["needsReview"] += 1
        print(loc, c["keys"], c["translated"], c["missing"], c["needsReview"], c["new"], c["stale"])
    print("missing", sorted(missing_pairs))
    print("untranslated", sorted(untranslated_pairs))

main()
