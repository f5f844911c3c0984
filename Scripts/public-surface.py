#!/usr/bin/env python3
"""The public surface of the package: every `public` declaration of the library products
(Package.swift's products — TrackerModel, StringCatalog, TrackerStore, Output) and of
SharpTools, whose `@inlinable` SQLite row stream keeps its types public. Everything else is
`package`: the package's own modules and tests may use it, an app that depends on a product
may not. The list is docs/public-surface.txt, so that a change to what the products promise
shows in review:

    python3 Scripts/public-surface.py           # rewrite docs/public-surface.txt
    python3 Scripts/public-surface.py --check   # exit 1 when it differs (check-layout.sh)

A declaration is written as its first line, without its body, attributes, doc comment or
a stored property's initial value, by module and type (`Output  ReportFiles: public static let all: …`).
"""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["TrackerModel", "StringCatalog", "TrackerStore", "Output", "SharpTools"]
LIST = os.path.join(ROOT, "docs", "public-surface.txt")
MODIFIERS = r"(?:@\w+(?:\([^)]*\))?|final|static|class|override|nonisolated|convenience|required|mutating|indirect|dynamic|lazy)"
PUBLIC = re.compile(r"^\s*(?:" + MODIFIERS + r"\s+)*public[\s(]")
TYPE = re.compile(r"^(\s*)(?:.*\s)?(?:struct|enum|class|protocol|extension|actor)\s+([A-Za-z_][\w.]*)")


def without_initial_value(text):
    """A stored property's initial value is not what it promises (its name and type are):
    `public static let all: [any StoreReader.Type] = [...]` is listed without `= [...]`, so
    adding a reader to a list does not change the surface. Default arguments stay."""
    if not re.match(r"public\s+(?:(?:static|nonisolated|lazy)\s+)*(?:let|var)\s", text):
        return text
    depth = 0
    for index, char in enumerate(text):
        if char in "([<":
            depth += 1
        elif char in ")]>" and not (char == ">" and text[index - 1] == "-"):
            depth -= 1
        elif depth == 0 and text.startswith(" = ", index):
            return text[:index]
    return text


def declarations(module):
    found = []
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources", module)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            stack = []  # (indent, type name) of the enclosing declarations
            in_text = False
            for line in open(os.path.join(folder, name), encoding="utf-8"):
                if line.count('"""') % 2 == 1:
                    in_text = not in_text
                    continue
                if in_text or line.lstrip().startswith("//"):
                    continue
                indent = len(line) - len(line.lstrip())
                while stack and stack[-1][0] >= indent and line.strip() and not line.strip().startswith("}"):
                    stack.pop()
                while stack and line.strip().startswith("}") and stack[-1][0] >= indent:
                    stack.pop()
                if PUBLIC.match(line):
                    text = re.sub(r"@\w+(\([^)]*\))?\s+", "", line.strip())
                    text = re.sub(r"\s*\{.*$", "", text).rstrip()
                    text = without_initial_value(text)
                    owner = ".".join(n for _, n in stack)
                    found.append(f"{module}  {owner + ': ' if owner else ''}{text}")
                match = TYPE.match(line)
                if match and line.rstrip().endswith("{"):
                    stack.append((indent, match.group(2)))
    return sorted(set(found))


def main():
    lines = ["# The public surface of the library products (Scripts/public-surface.py writes this file;",
             "# check-layout.sh fails while it differs). Everything not listed is `package`.", ""]
    for module in MODULES:
        found = declarations(module)
        lines.append(f"# {module}: {len(found)}")
        lines.extend(found)
        lines.append("")
    text = "\n".join(lines)
    if "--check" in sys.argv:
        current = open(LIST, encoding="utf-8").read() if os.path.exists(LIST) else ""
        if current != text:
            print("docs/public-surface.txt differs from the sources' public declarations: run python3 Scripts/public-surface.py and review the change")
            return 1
        return 0
    with open(LIST, "w", encoding="utf-8") as handle:
        handle.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
