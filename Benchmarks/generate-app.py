#!/usr/bin/env python3
"""Generates an app's code and its catalogs for the `strings check --sources` benchmarks,
deterministically: FILES SwiftUI files of ~100 lines under OUT/Sources and CATALOGS catalogs
under OUT/Catalogs (the first is Localizable.xcstrings, the others tables such as
Settings.xcstrings that the code names with `tableName:`), each with the keys the code uses
with it (but about one in a hundred) and a few unused ones, in 5 locales.

    python3 Benchmarks/generate-app.py --files 1000 --catalogs 13 --out Benchmarks/Generated/app

The shape is what an app with several tables has: one code tree that every catalog is checked
against (13 catalogs over it should cost about what one does, not 13 times).
"""
import argparse
import json
import os
import random

LOCALES = ["en", "de", "fr", "ja", "pt-BR"]
TABLES = ["Localizable", "Settings", "Onboarding", "Paywall", "Widgets", "Errors", "Accessibility", "Watch", "Intents",
          "Notifications", "Sharing", "Help", "Store", "Profile", "Search", "Sync"]


def swift_file(index, tables, rng, used):
    lines = ["import SwiftUI", "", f"// Screen {index}: generated for the scanner benchmark.", f"struct Screen{index}: View {{",
             f"    @State private var count = {index}", "    var body: some View {", "        VStack(alignment: .leading, spacing: 8) {"]
    row = 0
    while len(lines) < 92:
        table = tables[rng.randrange(len(tables))]
        item = rng.randrange(120)
        key = f"{table.lower()}.item{item}"
        plain = f"item{item}.title"  # a key of Localizable
        kind = row % 6
        if kind == 0:
            lines.append(f'            Text("{plain}")')
            used["Localizable"].add(plain)
        elif kind == 1:
            lines.append(f'            Text("{key}", tableName: "{table}")')
            used[table].add(key)
        elif kind == 2:
            lines.append(f'            Button(String(localized: "{key}", table: "{table}")) {{ count += {row} }}')
            used[table].add(key)
        elif kind == 3:
            lines.append(f'            Text("\\(count) items")  // plain code {row}')
        elif kind == 4:
            lines.append(f'            let total = [1, 2, 3].map {{ $0 * {row} }}.reduce(0, +)')
        else:
            lines.append(f'            Label("{plain}", systemImage: "star")')
            used["Localizable"].add(plain)
        row += 1
    lines += ["        }", "    }", "}", ""]
    return "\n".join(lines)


def catalog(table, keys, rng):
    strings = {}
    for key in keys:
        localizations = {}
        for locale in LOCALES:
            if locale != "en" and rng.random() < 0.03:
                continue
            localizations[locale] = {"stringUnit": {"state": "translated", "value": f"{key} in {locale} ({table})"}}
        strings[key] = {"localizations": localizations}
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--catalogs", type=int, default=13)
    parser.add_argument("--unused", type=int, default=5, help="keys per catalog that the code does not use")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tables = TABLES[: args.catalogs]
    sources = os.path.join(args.out, "Sources")
    catalogs = os.path.join(args.out, "Catalogs")
    os.makedirs(sources, exist_ok=True)
    os.makedirs(catalogs, exist_ok=True)
    used = {table: set() for table in tables}
    for index in range(args.files):
        with open(os.path.join(sources, f"Screen{index}.swift"), "w", encoding="utf-8") as out:
            out.write(swift_file(index, tables[1:] or tables, rng, used))
    for table in tables:
        # The keys the code uses with the table, but about 1 in 100 (missing: a finding), and
        # a few the code does not use (unused).
        keys = {key for key in used[table] if rng.random() >= 0.01}
        keys |= {f"unused.{table.lower()}.{number}" for number in range(args.unused)}
        with open(os.path.join(catalogs, f"{table}.xcstrings"), "w", encoding="utf-8") as out:
            json.dump(catalog(table, sorted(keys), rng), out, ensure_ascii=False, indent=2, separators=(",", " : "))
    print(f"{args.files} Swift files, {len(tables)} catalogs -> {args.out}")


if __name__ == "__main__":
    main()
