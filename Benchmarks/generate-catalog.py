#!/usr/bin/env python3
"""Generates a large string catalog for the `strings check` benchmark, deterministically:

    python3 Benchmarks/generate-catalog.py --keys 10000 --locales 40 --out Benchmarks/Generated/large.xcstrings

Every key has a source (en) unit; each other locale is translated for most keys, with some
missing, `new`, `needs_review` and stale entries, every 25th key a plural variation and
every 50th a substitution — the shapes a real app catalog has, at 10,000 × 40.
"""
import argparse
import json
import random

LOCALES = ["ar", "ca", "cs", "da", "de", "el", "es", "es-MX", "fi", "fr", "fr-CA", "he", "hi", "hr", "hu", "id", "it",
           "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans",
           "zh-Hant", "zh-HK", "bg", "et", "lt", "lv", "sl", "sr", "is", "ga"]


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keys", type=int, default=10000)
    parser.add_argument("--locales", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    locales = LOCALES[: args.locales - 1]
    strings = {}
    for index in range(args.keys):
        key = f"Screen{index % 97}.Item{index}.Title"
        entry = {"comment": f"Title of item {index}", "extractionState": "stale" if index % 500 == 0 else "manual"}
        localizations = {}
        for locale in ["en"] + locales:
            roll = rng.random()
            if locale != "en" and roll < 0.03:
                continue  # missing
            state = "translated" if locale == "en" or roll > 0.06 else ("new" if roll < 0.045 else "needs_review")
            if index % 25 == 0:
                localizations[locale] = {"variations": {"plural": {
                    "one": unit(f"%lld item {locale}", state), "few": unit(f"%lld items {locale}", state),
                    "many": unit(f"%lld items {locale}", state), "other": unit(f"%lld items {locale}", state)}}}
            elif index % 50 == 5:
                localizations[locale] = {
                    "stringUnit": {"state": state, "value": f"Found %#@files@ in %@ ({locale})"},
                    "substitutions": {"files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                        "one": unit("%arg file", state), "other": unit("%arg files", state)}}}}}
            else:
                localizations[locale] = unit(f"Item {index} title in {locale} with %@", state)
        entry["localizations"] = localizations
        strings[key] = entry
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(catalog, out, ensure_ascii=False, indent=2, separators=(",", " : "))


if __name__ == "__main__":
    main()
