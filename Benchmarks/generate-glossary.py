#!/usr/bin/env python3
"""Generates a glossary CSV (term,locale,translation,note) for the `strings check --glossary`
benchmark, deterministically:

    python3 Benchmarks/generate-glossary.py --terms 50000 --out Benchmarks/Generated/glossary-50000.csv

Most terms are made-up words and phrases of one to three words (a product glossary's jargon
that a given text rarely has), some with accents, a few in CJK; a handful are words of the
benchmark catalog (generate-catalog.py: "files", "found", "title"), so the check has real
findings and real matches to verify. Rows are per locale (`de`, `fr`, `ja`, `pt-BR`) or `*`;
some terms are translated as themselves (names that stay).
"""
import argparse
import random

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "zu", "bre", "cha", "dri", "fle", "gno", "pla", "str", "quo", "xen",
             "ül", "øy", "ça", "ñe"]
CJK = ["日", "本", "語", "設", "定", "保", "存"]
LOCALES = ["de", "fr", "ja", "pt-BR", "*"]
CATALOG_TERMS = [("files", "de", "Dateien"), ("found", "fr", "trouvé"), ("title", "*", "title")]


def word(rng):
    if rng.random() < 0.02:
        return "".join(rng.choice(CJK) for _ in range(rng.randint(2, 3)))
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--terms", type=int, default=50000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rows, seen = [], set()
    for term, locale, translation in CATALOG_TERMS:
        rows.append((term, locale, translation, "catalog word"))
        seen.add(term)
    while len(seen) < args.terms:
        term = " ".join(word(rng) for _ in range(rng.choice([1, 1, 1, 2, 2, 3])))
        if term in seen:
            continue
        seen.add(term)
        translation = term if rng.random() < 0.1 else word(rng)
        for locale in rng.sample(LOCALES, rng.randint(1, 2)):
            rows.append((term.capitalize() if rng.random() < 0.3 else term, locale, translation, ""))
    with open(args.out, "w", encoding="utf-8") as out:
        out.write("term,locale,translation,note\n")
        for row in rows:
            out.write(",".join(row) + "\n")
    print(f"{len(seen)} terms, {len(rows)} rows -> {args.out}")


if __name__ == "__main__":
    main()
