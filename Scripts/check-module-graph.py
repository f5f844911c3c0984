#!/usr/bin/env python3
"""The module graph of ARCHITECTURE.md, held against the code.

ARCHITECTURE.md lists, in its `module-graph` block, every target under Sources/ with the
targets it may use. This check fails when
  - the listed graph has a cycle,
  - a file under Sources/<target> imports a target of this package that its line does not list,
  - Package.swift gives a target a dependency its line does not list,
  - a target under Sources/ has no line.
Run by Scripts/check-layout.sh (and so by .ci/run); prints every finding, exits 1 on any.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def read_graph():
    text = open(os.path.join(ROOT, "ARCHITECTURE.md"), encoding="utf-8").read()
    block = re.search(r"```module-graph\n(.*?)```", text, re.S)
    if not block:
        sys.exit("ARCHITECTURE.md has no ```module-graph block")
    graph = {}
    for line in block.group(1).splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        name, _, uses = line.partition(":")
        graph[name.strip()] = {u.strip() for u in uses.split(",") if u.strip()}
    return graph


def find_cycle(graph):
    state = {}

    def visit(node, path):
        state[node] = "open"
        for dep in sorted(graph.get(node, ())):
            if state.get(dep) == "open":
                return path + [node, dep]
            if dep not in state:
                found = visit(dep, path + [node])
                if found:
                    return found
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node, [])
            if found:
                return found[found.index(found[-1]):]
    return None


def package_dependencies():
    text = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    deps = {}
    for match in re.finditer(r'\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)"(.*?)\)\s*,?\s*\n', text, re.S):
        name, rest = match.group(1), match.group(2)
        listed = re.search(r"dependencies:\s*\[([^\]]*)\]", rest)
        path = re.search(r'path:\s*"([^"]+)"', rest)
        if path and not path.group(1).startswith("Sources"):
            continue
        deps[name] = set(re.findall(r'"([^"]+)"', listed.group(1))) if listed else set()
    return deps


def main():
    graph = read_graph()
    problems = []
    cycle = find_cycle(graph)
    if cycle:
        problems.append("the module graph has a cycle: " + " → ".join(cycle))
    targets = sorted(d for d in os.listdir(os.path.join(ROOT, "Sources")) if os.path.isdir(os.path.join(ROOT, "Sources", d)))
    for target in targets:
        if target not in graph:
            problems.append(f"Sources/{target} has no line in ARCHITECTURE.md's module graph")
    for target, allowed in sorted(graph.items()):
        folder = os.path.join(ROOT, "Sources", target)
        for dirpath, _, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(dirpath, name)
                for number, line in enumerate(open(path, encoding="utf-8"), 1):
                    match = re.match(r"\s*(?:@testable\s+)?import\s+(\w+)", line)
                    if match and match.group(1) in graph and match.group(1) not in allowed:
                        shown = os.path.relpath(path, ROOT)
                        problems.append(f"{shown}:{number}: {target} imports {match.group(1)}, which the module graph does not let it use")
    for target, deps in sorted(package_dependencies().items()):
        if target not in graph:
            continue
        extra = sorted(d for d in deps if d in graph and d not in graph[target])
        if extra:
            problems.append(f"Package.swift: {target} depends on {', '.join(extra)}, which the module graph does not list")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
