"""The parts of Scripts/check-readme-examples.py that prepare and check what a console run cannot.

- SETUPS: what `<!-- example: setup NAME -->` puts into the scratch folder (a git repository)
  before the block runs — the inputs an example needs that a user would already have: two
  branches that changed a catalog, an older revision of it, the app's sources.
- check_input: `<!-- example: input -->` blocks, a file's text the reader writes (a glossary, a
  store's shape, a systemd timer): JSON must parse, CSV rows have the header's width.
- check_settings: `<!-- example: settings -->`, a .trackerkit.json the tool must not refuse.
- check_synopsis: `<!-- example: synopsis -->`, command synopses: every command and option
  named must be in that command's --help.
- check_make_install: `<!-- example: make-install -->`, each `make install …` line run with
  the Makefile into a temporary DESTDIR, the release build replaced by the binary under test.
- install_command: a `curl … install.sh | sh` line (`<!-- example: install -->`, or a workflow's
  run step) as Scripts/install.sh from an archive of the binary under test.
- self_test: the checker fails, naming the file and line, on an example that differs.
"""

import configparser
import csv
import io
import json
import os
import re
import shlex
import shutil
import subprocess
import tempfile


def git(scratch, env, *arguments):
    subprocess.run(["git", "-C", scratch, *arguments], env=env, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)


def write_catalog(scratch, binary, strings, path="App/Localizable.xcstrings"):
    """A catalog in Xcode's layout, as `strings format` writes it."""
    target = os.path.join(scratch, path)
    with open(target, "w", encoding="utf-8") as handle:
        json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, handle, ensure_ascii=False)
    subprocess.run([binary, "strings", "format", target], check=True, stdout=subprocess.DEVNULL)


def unit(value, state="translated"):
    return {"stringUnit": {"state": state, "value": value}}


def settings(de_value, de_state):
    return {"Settings": {"localizations": {"de": unit(de_value, de_state)}}}


def merge_branches(scratch, binary, env):
    """main and `translations` changed the German "Settings" differently since their base."""
    write_catalog(scratch, binary, settings("Einstellung", "new"))
    git(scratch, env, "commit", "-q", "-am", "base")
    git(scratch, env, "switch", "-q", "-c", "translations")
    write_catalog(scratch, binary, settings("Optionen", "needs_review"))
    git(scratch, env, "commit", "-q", "-am", "theirs")
    git(scratch, env, "switch", "-q", "main")
    write_catalog(scratch, binary, settings("Einstellungen", "translated"))
    git(scratch, env, "commit", "-q", "-am", "ours")


def diff_branches(scratch, binary, env):
    """origin/main holds an older catalog; the working tree renamed, added and edited keys."""
    subprocess.run(["git", "-C", scratch, "merge", "--abort"], env=env, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    git(scratch, env, "reset", "-q", "--hard")
    old_name = {"localizations": {"de": unit("Alter Name"), "en": unit("Old name")}}
    write_catalog(scratch, binary, {
        "Old.Name": old_name,
        "Settings": {"comment": "Title", "localizations": {
            "de": unit("Einstellung"), "en": unit("Setting"), "fr": unit("Réglages", "needs_review")}},
    })
    git(scratch, env, "commit", "-q", "-am", "before")
    git(scratch, env, "update-ref", "refs/remotes/origin/main", "HEAD")
    write_catalog(scratch, binary, {
        "Added": {"localizations": {"de": unit("Hinzugefügt"), "en": unit("Added")}},
        "New.Name": old_name,
        "Settings": {"comment": "Screen title", "localizations": {
            "de": unit("Einstellungen"), "en": unit("Settings"), "fr": unit("Réglages")}},
    })


def app_sources(scratch, binary, env):
    """An app's Swift sources: the iPhone app, its Watch app, shared code and tests."""
    files = {
        "App/MoodView.swift": 'import SwiftUI\n\nstruct MoodView: View {\n'
                              '    var body: some View {\n        Text("Mood.Great")\n        Text("Mood.Good")\n'
                              '        Text("Mood.Okay")\n        Text("Mood.Bad")\n        Text("Mood.Awful")\n    }\n}\n',
        "Watch App/FocusView.swift": 'import SwiftUI\n\nstruct FocusView: View {\n'
                                     '    var body: some View {\n        Text("Focus.Deep")\n'
                                     '        Text("Focus.Steady")\n        Text("Focus.Scatterd")\n    }\n}\n',
        "Shared/Levels.swift": 'let sleepLevels = ["Sleep.Great", "Sleep.Good", "Sleep.Fair", "Sleep.Poor"]\n'
                               'let noAlcLevels = ["NoAlc.Easy", "NoAlc.Steady", "NoAlc.Wild"]\n',
        "Shared/Tests/LevelTests.swift": 'import SwiftUI\n\nlet preview = Text("Debug.Only")\n',
    }
    for name, text in files.items():
        target = os.path.join(scratch, name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(text)


def sync_app(scratch, binary, env):
    """A small app in Sync/ whose code moved on since its catalog was last synced: a key added
    with a comment, one with two interpolations, a stale key used again, a translated key and
    an empty one no code uses, and a manual key."""
    os.makedirs(os.path.join(scratch, "Sync", "App"), exist_ok=True)
    write_catalog(scratch, binary, {
        "Mood": {"localizations": {"de": unit("Stimmung")}},
        "Draft": {"extractionState": "stale", "localizations": {"de": unit("Entwurf")}},
        "Old title": {"localizations": {"de": unit("Alter Titel")}},
        "Unused empty": {},
        "Typed by hand": {"extractionState": "manual"},
    }, path="Sync/Localizable.xcstrings")
    with open(os.path.join(scratch, "Sync", "App", "ListView.swift"), "w", encoding="utf-8") as handle:
        handle.write('import SwiftUI\n\nstruct ListView: View {\n    let entries: [String]\n    let folder: Folder\n\n'
                     '    var body: some View {\n        Text("Mood")\n        Text("Draft")\n'
                     '        Text("\\(entries.count) entries", comment: "The list\'s footer")\n'
                     '        Button("Move \\(entries.count) to \\(folder.title)") {}\n    }\n}\n')


SETUPS = {"merge-branches": merge_branches, "diff-branches": diff_branches, "app-sources": app_sources,
          "sync-app": sync_app}


def check_input(block, problems):
    text = "\n".join(block.lines)
    try:
        if block.info == "json":
            json.loads(text)
        elif block.info == "csv":
            rows = list(csv.reader(io.StringIO(text)))
            if any(len(row) != len(rows[0]) for row in rows):
                raise ValueError("rows of different widths")
        elif block.info == "ini":
            configparser.ConfigParser(interpolation=None).read_string(text)
        else:
            raise ValueError(f"an input block must be json, csv or ini, not {block.info or 'plain'}")
    except (ValueError, configparser.Error) as error:
        problems.append(f"{block.where()}: the {block.info} text does not parse: {error}")
    return 0


def synopses(block):
    """(line offset, command words, option names and values) of each `trackerkit …` synopsis and
    of each alternative after `   |   ` on its line (`strings merge --install`)."""
    found = []
    for offset, line in enumerate(block.lines):
        if line.startswith("trackerkit "):
            found.append([offset, line])
        elif found and line.startswith(" "):
            found[-1][1] += " " + line.strip()
    result = []
    for offset, text in found:
        for index, part in enumerate(re.split(r"\s{3}\|\s{3}", text)):
            words = part.split()[1:] if index == 0 else part.split()
            command = []
            for word in words:
                if not re.fullmatch(r"[a-z]+", word):
                    break
                command.append(word)
            names = re.findall(r"--[a-z][a-z-]*", part)
            values = [value for choice in re.findall(r"\b[a-z0-9]+(?:\|[a-z0-9]+)+\b", part) for value in choice.split("|")]
            result.append((offset, command, names + values))
    return result


def check_synopsis(block, binary, env, problems):
    count = 0
    for offset, command, names in synopses(block):
        result = subprocess.run([binary, *command, "--help"], env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)
        count += 1
        missing = [name for name in names if not re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", result.stdout)]
        if result.returncode != 0 or missing:
            problems.append(f"{block.where(offset)}: `trackerkit {' '.join(command)} --help` (exit {result.returncode}) "
                            f"does not name {', '.join(missing) or 'what the synopsis shows'}")
    return count


def check_settings(block, scratch, binary, env, problems):
    """A settings file as the tool reads it: written beside the scratch folder's files and given
    with --config to a command of each section it has (`report`: streaks on export.json,
    `strings`: strings check of App/Localizable.xcstrings). An error placed in the file itself
    (an unknown member, a value of the wrong kind) fails; one about a path it names that the
    scratch folder does not have (the app's source folders, a glossary) does not."""
    folder = tempfile.mkdtemp(prefix="settings-", dir=scratch)
    try:
        path = os.path.join(folder, ".trackerkit.json")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(block.lines) + "\n")
        try:
            sections = json.loads("\n".join(block.lines))
        except ValueError as error:
            problems.append(f"{block.where()}: the settings are not JSON: {error}")
            return 0
        runs = {"report": ["streaks", "--store", "export.json", "--as-of", "2026-11-20"],
                "strings": ["strings", "check", "--catalog", "App/Localizable.xcstrings"]}
        count = 0
        for section in sections:
            if section not in runs:
                problems.append(f"{block.where()}: settings section `{section}` (the checker knows {', '.join(runs)})")
                continue
            result = subprocess.run([binary, *runs[section], "--config", path], cwd=scratch, env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            count += 1
            if result.returncode not in (0, 1, 2) or f"error: {path}:" in result.stdout:
                problems.append(f"{block.where()}: `trackerkit {' '.join(runs[section])} --config` refuses the settings "
                                f"(exit {result.returncode}):\n    " + result.stdout.strip().replace(path, "SETTINGS"))
        return count
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# What `make install` installs below its PREFIX (docs/commands.md names these).
INSTALLED = ["bin/trackerkit", "share/bash-completion/completions/trackerkit", "share/zsh/site-functions/_trackerkit",
             "share/fish/vendor_completions.d/trackerkit.fish", "share/man/man1/trackerkit.1"]


def check_make_install(block, root, binary, problems):
    count = 0
    for offset, line in enumerate(block.lines):
        words = shlex.split(line, comments=True)
        if words[:2] != ["make", "install"]:
            continue
        count += 1
        destdir = tempfile.mkdtemp(prefix="trackerkit-install-")
        try:
            # The release build is not repeated here: a stand-in `swift` answers --show-bin-path
            # with the folder of the binary under test, so the Makefile's own recipe installs it.
            swift = os.path.join(destdir, "swift-stand-in")
            with open(swift, "w") as handle:
                handle.write(f'#!/bin/sh\ncase "$*" in *--show-bin-path*) echo {shlex.quote(os.path.dirname(binary))};; esac\n')
            os.chmod(swift, 0o755)
            arguments = [os.path.expandvars(word) for word in words[2:]]
            prefix = next((word[7:] for word in arguments if word.startswith("PREFIX=")), "/usr/local")
            make = ["make", "-s", "-C", root, "install", *arguments, f"DESTDIR={destdir}", f"SWIFT_RELEASE={swift}"]
            result = subprocess.run(make, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            below = destdir + prefix
            missing = [name for name in INSTALLED if not os.path.isfile(os.path.join(below, name))
                       or not os.path.getsize(os.path.join(below, name))]
            version = subprocess.run([os.path.join(below, "bin/trackerkit"), "--version"], stdout=subprocess.PIPE,
                                     text=True).stdout if not missing else ""
            expected = subprocess.run([binary, "--version"], stdout=subprocess.PIPE, text=True).stdout
            uninstall = subprocess.run(make[:4] + ["uninstall"] + make[5:], stdout=subprocess.PIPE, text=True)
            left = [name for name in INSTALLED if os.path.exists(os.path.join(below, name))]
            if result.returncode or missing or version != expected or uninstall.returncode or left:
                problems.append(f"{block.where(offset)}: `{line.split('#')[0].strip()}` exited {result.returncode}, "
                                f"installed {len(INSTALLED) - len(missing)} of {', '.join(INSTALLED)} below {prefix}, "
                                f"or `make uninstall` left {', '.join(left) or 'nothing'}:\n    {result.stdout.strip()}")
        finally:
            shutil.rmtree(destdir, ignore_errors=True)
    return count


# `curl -fsSL …/install.sh | sh [-s -- ARGUMENTS]`, as a README line or a workflow's run step.
INSTALL_LINE = re.compile(r"^curl -fsSL \S+/install\.sh \| (?:sudo )?sh(?: -s --(?P<arguments>.*?))?(?P<rest> && .*)?$")
_ARCHIVES = {}


def release_archives(root, binary):
    """A folder with the release archive of the binary under test and its SHA256SUMS, made once
    per run by Scripts/package-release.sh as the release workflow makes them."""
    if binary not in _ARCHIVES:
        folder = tempfile.mkdtemp(prefix="trackerkit-archives-")
        subprocess.run(["bash", os.path.join(root, "Scripts", "package-release.sh"), "--binary", binary, "--out", folder],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _ARCHIVES[binary] = folder
    return _ARCHIVES[binary]


def release_archives_made():
    """The folders release_archives made (the checker removes them)."""
    return list(_ARCHIVES.values())


def install_command(line, root, scratch, binary):
    """The install line as run here: Scripts/install.sh from the archives of the binary under
    test, into SCRATCH/prefix (the prefix the line names, below the scratch folder), or None
    when the line is no install line."""
    match = INSTALL_LINE.match(line.strip())
    if not match:
        return None
    arguments = shlex.split(match.group("arguments") or "")
    if "--prefix" in arguments:
        index = arguments.index("--prefix") + 1
        arguments[index] = os.path.join(scratch, "prefix") + os.path.expandvars(arguments[index])
    else:
        arguments += ["--prefix", os.path.join(scratch, "prefix")]
    if "--version" in arguments:  # the archive is the binary under test, whatever it is named
        index = arguments.index("--version")
        del arguments[index:index + 2]
    command = ["sh", os.path.join(root, "Scripts", "install.sh"), "--from", release_archives(root, binary)] + arguments
    return " ".join(shlex.quote(word) for word in command)


def installed_bin(scratch, line):
    """The bin folder an install line put trackerkit in (below the scratch folder)."""
    arguments = shlex.split((INSTALL_LINE.match(line.strip()).group("arguments") or ""))
    prefix = arguments[arguments.index("--prefix") + 1] if "--prefix" in arguments else ""
    return os.path.join(scratch, "prefix") + os.path.expandvars(prefix) + "/bin"


SELF_TEST = """# An example

```console
$ echo one; echo two
one
three
$ echo right
right
$ sh -c 'echo out; exit 3'
out
[exit 3]
$ printf 'a long line of 12 words\\n'
a long … of … words
```

```yaml
not: marked
```

<!-- example: synopsis -->
```
trackerkit streaks  [--store P] [--no-such-option]
```
"""


def self_test(checker, binary_folder):
    """A made-up Markdown file whose first example differs: the checker must name that line,
    the unmarked block and the synopsis option --help lacks, and nothing else (the others match:
    an exit code, `…` inside a line)."""
    folder = tempfile.mkdtemp(prefix="trackerkit-examples-self-test-")
    try:
        path = os.path.join(folder, "made-up.md")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(SELF_TEST)
        result = subprocess.run(["python3", checker, "--bin", binary_folder, path], stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True)
        failures = [line for line in result.stdout.splitlines() if line.startswith("FAIL ")]
        where = os.path.relpath(path, os.path.dirname(os.path.dirname(checker)))
        wanted = [f"FAIL {where}:4: the output of `echo one; echo two` differs",
                  f"FAIL {where}:17: a yaml block that is neither run nor marked",
                  f"FAIL {where}:22: `trackerkit streaks --help` (exit 0) does not name --no-such-option"]
        if result.returncode != 1 or len(failures) != len(wanted) or not all(
                failure.startswith(prefix) for failure, prefix in zip(failures, wanted)):
            print("check-readme-examples --self-test: expected exit 1 and exactly\n  " + "\n  ".join(wanted)
                  + f"\ngot exit {result.returncode}:\n{result.stdout}")
            return 1
        print("check-readme-examples --self-test: a differing example fails naming its file and line")
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)
