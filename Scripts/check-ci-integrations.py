#!/usr/bin/env python3
"""Checks that action.yml and .pre-commit-hooks.yaml are valid YAML with the keys their hosts
require (GitHub composite actions; pre-commit hook manifests), and that every hook's entry and
the action's commands are trackerkit commands that exist (their --help exits 0).
Usage: check-ci-integrations.py TRACKERKIT        (needs PyYAML)"""
import subprocess, sys
import yaml

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message)


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/trackerkit"
    action = yaml.safe_load(open("action.yml"))
    check(isinstance(action, dict), "action.yml is not a mapping")
    for key in ("name", "description", "runs"):
        check(key in action, f"action.yml has no {key}")
    runs = action.get("runs", {})
    check(runs.get("using") == "composite", "action.yml runs.using is not composite")
    for step in runs.get("steps", []):
        check("uses" in step or ("run" in step and "shell" in step), f"composite step {step.get('name')} needs shell with run")
    for name, spec in action.get("inputs", {}).items():
        check("description" in spec, f"input {name} has no description")
    hooks = yaml.safe_load(open(".pre-commit-hooks.yaml"))
    check(isinstance(hooks, list) and hooks, ".pre-commit-hooks.yaml is not a list of hooks")
    for hook in hooks:
        for key in ("id", "name", "entry", "language"):
            check(key in hook, f"hook {hook.get('id')} has no {key}")
        words = hook.get("entry", "").split()
        check(words[:1] == ["trackerkit"], f"hook {hook.get('id')} does not run trackerkit")
        result = subprocess.run([binary] + words[1:] + ["--help"], capture_output=True, text=True)
        check(result.returncode == 0, f"hook {hook.get('id')}: '{' '.join(words)} --help' exited {result.returncode}")
    if failures:
        return 1
    print(f"action.yml ({len(action.get('inputs', {}))} inputs) and .pre-commit-hooks.yaml ({len(hooks)} hooks) check out")
    return 0


if __name__ == "__main__":
    sys.exit(main())
