#!/usr/bin/env python3
"""Lists Swift source files over a line limit and functions (func, init, closures-bodied
accessors excluded) over a body limit — the size rule of ARCHITECTURE.md.

    python3 Scripts/check-sizes.py [--file-lines 400] [--function-lines 80] [DIR…]

Braces are matched after removing comments and string literals (including multi-line and
raw strings), so a brace in text does not count. Exits 1 when something is over a limit.
"""
import argparse
import pathlib
import re
import sys


def strip_comments_and_strings(text):
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    if text[i] == "\n":
                        out.append("\n")
                    i += 1
            continue
        m = re.match(r'(#*)("""|")', text[i:])
        if m:
            i = skip_string(text, i, m, out)
            out.append('""')
            continue
        out.append(c)
        i += 1
    return "".join(out)


def skip_string(text, i, m, out):
    """Skips the string literal matched by `m` at `i` (interpolations included); returns the
    index after it and keeps its line breaks in `out`."""
    n = len(text)
    hashes, quote = m.group(1), m.group(2)
    closing = quote + hashes
    escape = "\\" + hashes
    i += len(m.group(0))
    while i < n:
        if text.startswith(escape + "(", i):
            i += len(escape) + 1
            depth = 1
            while i < n and depth:
                inner = re.match(r'(#*)("""|")', text[i:])
                if inner:
                    i = skip_string(text, i, inner, out)
                    continue
                if text[i] == "(":
                    depth += 1
                elif text[i] == ")":
                    depth -= 1
                elif text[i] == "\n":
                    out.append("\n")
                i += 1
            continue
        if text.startswith(escape, i):
            i += len(escape) + 1
            continue
        if text.startswith(closing, i):
            return i + len(closing)
        if text[i] == "\n":
            out.append("\n")
        i += 1
    return i


DECL = re.compile(r"^\s*(?:(?:@\w+(?:\([^)]*\))?|public|private|fileprivate|internal|package|static|class|final|override|mutating|nonmutating|convenience|required|nonisolated|@inlinable|@usableFromInline)\s+)*(func\s+[^\s(<]+|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<])")


def long_functions(text, limit):
    clean = strip_comments_and_strings(text)
    lines = clean.split("\n")
    found = []
    for number, line in enumerate(lines):
        m = DECL.search(line)
        if not m:
            continue
        # The body starts at the first "{" after the declaration (signatures may wrap); a
        # declaration without a body (a protocol requirement) meets another one first.
        start = start_column = None
        for k in range(number, min(len(lines), number + 40)):
            segment = lines[k][m.end():] if k == number else lines[k]
            if k > number and DECL.search(segment):
                break
            column = segment.find("{")
            closing = segment.find("}")
            if closing >= 0 and (column < 0 or closing < column):
                break  # the enclosing type ends first: a requirement without a body
            if column >= 0:
                start, start_column = k, column + (m.end() if k == number else 0)
                break
        end = None
        if start is not None:
            depth = 0
            for k in range(start, len(lines)):
                segment = lines[k][start_column:] if k == start else lines[k]
                for ch in segment:
                    if ch == "{":
                        depth += 1
                    elif ch == "}":
                        depth -= 1
                        if depth == 0:
                            end = k
                            break
                if end is not None:
                    break
        if start is not None and end is not None and end - start - 1 > limit:
            found.append((number + 1, end - start - 1, m.group(0).strip()))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--file-lines", type=int, default=400)
    parser.add_argument("--function-lines", type=int, default=80)
    parser.add_argument("dirs", nargs="*", default=["Sources"])
    args = parser.parse_args()
    problems = 0
    for directory in args.dirs:
        for path in sorted(pathlib.Path(directory).rglob("*.swift")):
            text = path.read_text(encoding="utf-8")
            if text.startswith("// Generated by "):
                continue  # generated data (e.g. the built-in strings), not code a person edits
            count = text.count("\n")
            if count > args.file_lines:
                print(f"{path}: {count} lines (limit {args.file_lines})")
                problems += 1
            for line, body, name in long_functions(text, args.function_lines):
                print(f"{path}:{line}: {name} has a {body}-line body (limit {args.function_lines})")
                problems += 1
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
