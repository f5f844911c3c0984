#!/usr/bin/env python3
"""Runs the examples of README.md and docs/*.md against the real tool and compares their output.

    python3 Scripts/check-readme-examples.py [--bin .build/debug] [--with-swift-test] [FILE.md …]
    python3 Scripts/check-readme-examples.py --list-unchecked [FILE.md …]
    python3 Scripts/check-readme-examples.py --self-test [--bin .build/debug]

Every fenced block is an example the checker runs or checks; a block that is neither a console
block nor marked fails the run (so a new command or output excerpt cannot go unchecked). Marked so:

- A ```console block: each line starting with `$ ` is a command (a line ending in `\\` goes on
  with the next); the lines after it, up to the next `$ ` line, are its expected output —
  standard output and standard error together, compared line by line (trailing spaces and CRs
  ignored). A line that is only `…` stands for any number of lines; a line ending in ` …`
  matches any line that starts with what comes before the ` …`; a `…` inside a line stands for
  any text there (a date that changes with the day the checker runs). A command must exit 0
  unless its output ends with the line `[exit N]`. A command with no output lines may print
  anything.
- An HTML comment on the line before a block says more about it:
  `<!-- example: skip REASON -->`   not run (macOS-only commands, an app on a device); the
                                    reason is printed;
  `<!-- example: checkout -->`      a console block run in the repository itself, as a
                                    newcomer after cloning (`swift test` only with
                                    --with-swift-test: .ci/run has just run the suite); the
                                    run must leave `git status` as it was;
  `<!-- example: file NAME -->`     the block's text is written to NAME in the scratch folder;
  `<!-- example: cron -->`          each line's command (after the five time fields) is run;
  `<!-- example: systemd -->`       the unit's ExecStart is run in its WorkingDirectory
                                    (a nightly job must report on the user's store: the
                                    sample's warning in its output fails it);
  `<!-- example: run-steps -->`     each single-line `run:` of a workflow that calls trackerkit
                                    (or `.build/release/trackerkit`, then the binary under
                                    test, with `main` as the pull request's base) is run;
  `<!-- example: input -->`         a file's text the reader writes (a glossary, a store's
                                    shape with placeholders, a systemd timer), neither a command
                                    nor output: its JSON, CSV or INI must parse;
  `<!-- example: settings -->`      a `.trackerkit.json` shown without being used: given with
                                    --config to a command of each of its sections, it must not
                                    be refused for what it holds (Scripts/readme_example_setups.py);
  `<!-- example: synopsis -->`      command synopses: each `trackerkit COMMAND …` line's
                                    command must have a --help naming every option shown;
  `<!-- example: make-install -->`  each `make install …` line runs the Makefile into a
                                    temporary DESTDIR (the release build stood in for by the
                                    binary under test): the binary, completions and man page
                                    must land below the PREFIX, and `make uninstall` remove them;
  `<!-- example: install -->`       a console block whose `curl -fsSL …/install.sh | sh [-s --
                                    ARGS]` line runs Scripts/install.sh ARGS against a release
                                    archive of the binary under test (Scripts/package-release.sh
                                    --binary), from a local folder, into a prefix below the
                                    scratch folder; the block's later commands find `trackerkit`
                                    there (a workflow's install step runs the same way);
  `<!-- example: setup NAME -->`    (before one of the others, or alone before a console
                                    block) prepares the scratch folder first with a setup of
                                    Scripts/readme_example_setups.py: `merge-branches` (main
                                    and `translations` changed a catalog differently),
                                    `diff-branches` (origin/main holds an older catalog),
                                    `app-sources` (Swift files in App/, Watch App/, Shared/),
                                    `sync-app` (a catalog and code in Sync/ that moved apart).

Each Markdown file gets a fresh scratch folder, shared by its examples in order (so a later
example sees the files an earlier one wrote). It holds what a user's project would:
`App/Localizable.xcstrings` (the sample's app catalog, with its settings `App/.trackerkit.json`),
`export.json` (the sample store) and `default.store` (a SwiftData store as the app writes it,
from Tests/Fixtures/app-written), committed in a git repository whose `origin/main` is that
commit (for `--baseline origin/main`; `origin` is the folder itself, so `git fetch origin main`
works); the folder `/srv/tracker` in an example means the scratch folder, and
`/usr/local/bin/trackerkit` the binary under test (in commands, and the other way round in the
output they print). `trackerkit` is found on PATH in the --bin folder. In README.md a console
example that runs `trackerkit` before the install example fails: the reader must know how it
got on the PATH.

--list-unchecked runs nothing and lists the blocks not checked: the skipped ones with their
reason, and any block neither run nor marked. --self-test runs the checker on a made-up file
whose example differs and fails unless the checker names that file and line.

Exits 1 naming FILE:LINE and the difference for every example that differs, 2 on bad usage.
"""

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import readme_example_setups as setups  # noqa: E402 (beside this script)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = re.compile(r"^<!--\s*example:\s*(\S+)\s*(.*?)\s*-->\s*$")
SERVER_FOLDER = "/srv/tracker"


class Block:
    def __init__(self, path, line, info, marker, lines, setups=()):
        self.path, self.line, self.info, self.marker, self.lines = path, line, info, marker, lines
        self.setups = list(setups)

    def where(self, offset=0):
        return f"{os.path.relpath(self.path, ROOT)}:{self.line + offset}"


def blocks(path):
    """The fenced blocks of a Markdown file with their marker (kind, argument) or None."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    found, index, marker, setups = [], 0, None, []
    while index < len(lines):
        # A block may be indented (inside a list item): its lines lose that indentation.
        line = lines[index].lstrip()
        indent = len(lines[index]) - len(line)
        match = MARKER.match(line)
        if match and match.group(1) == "setup":
            setups.append(match.group(2))
        elif match:
            marker = (match.group(1), match.group(2))
        elif line.startswith("```"):
            start, body = index + 1, []
            index += 1
            while index < len(lines) and not lines[index].lstrip().startswith("```"):
                text = lines[index]
                body.append(text[indent:] if text[:indent].isspace() or not indent else text.lstrip())
                index += 1
            found.append(Block(path, start + 1, line[3:].strip(), marker, body, setups))
            marker, setups = None, []
        elif line.strip():
            marker, setups = None, []
        index += 1
    return found


def commands(block):
    """(line offset, command, expected output lines) of a console block."""
    result, index = [], 0
    while index < len(block.lines):
        line = block.lines[index]
        if not line.startswith("$ "):
            index += 1
            continue
        offset, command = index, line[2:]
        while command.endswith("\\") and index + 1 < len(block.lines):
            index += 1
            command = command + "\n" + block.lines[index]
        expected = []
        index += 1
        while index < len(block.lines) and not block.lines[index].startswith("$ "):
            expected.append(block.lines[index])
            index += 1
        while expected and not expected[-1].strip():
            expected.pop()
        result.append((offset, command, expected))
    return result


def matches(expected, actual):
    """Whether `actual` lines fit `expected`, with `…` lines as any run of lines."""
    if not expected:
        return not actual
    head = expected[0]
    if head.strip() == "…":
        return any(matches(expected[1:], actual[skip:]) for skip in range(len(actual) + 1))
    if not actual:
        return False
    return line_fits(head, actual[0]) and matches(expected[1:], actual[1:])


def line_fits(expected, line):
    """One expected line: ` …` at its end matches any rest, `…` inside it any run of characters."""
    pattern = expected[:-2] + "…" if expected.endswith(" …") else expected
    if "…" not in pattern:
        return line == expected
    return re.fullmatch(".*".join(re.escape(part) for part in pattern.split("…")), line, re.S) is not None


def run(command, cwd, env):
    result = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, timeout=900)
    text = result.stdout.decode("utf-8", errors="replace")
    lines = [line.rstrip("\r").rstrip() for line in text.split("\n")]
    while lines and not lines[-1]:
        lines.pop()
    return result.returncode, lines


def check_job(block, offset, command, cwd, env, problems):
    """A cron or systemd example: it runs, and on the store its settings name, not the sample."""
    code, actual = run(command, cwd, env)
    if code != 0 or any("using the bundled sample store" in line for line in actual):
        problems.append(f"{block.where(offset)}: the job `{command}` exited {code} or reported on the sample:\n    "
                        + "\n    ".join(actual[-15:]))


def check_command(block, offset, command, expected, cwd, env, problems, shown=lambda line: line):
    status = 0
    if expected and re.fullmatch(r"\[exit \d+\]", expected[-1].strip()):
        status = int(expected[-1].strip()[6:-1])
        expected = expected[:-1]
    code, actual = run(command, cwd, env)
    actual = [shown(line) for line in actual]
    where = block.where(offset)
    if code != status:
        problems.append(f"{where}: `{command}` exited {code}, not {status}:\n    " + "\n    ".join(actual[-15:]))
    elif expected and not matches(expected, actual):
        problems.append(f"{where}: the output of `{command}` differs from the example; it was:\n    "
                        + "\n    ".join(actual[:40]) + ("\n    …" if len(actual) > 40 else ""))


def server(text, scratch, binary):
    return text.replace("/usr/local/bin/trackerkit", binary).replace(SERVER_FOLDER, scratch)


def unserver(scratch, binary):
    """Output as the example shows it: the binary under test as /usr/local/bin/trackerkit, the
    scratch folder as /srv/tracker."""
    names = [(os.path.realpath(binary), "/usr/local/bin/trackerkit"), (binary, "/usr/local/bin/trackerkit"),
             (os.path.realpath(scratch), SERVER_FOLDER), (scratch, SERVER_FOLDER)]

    def shown(line):
        for name, example in names:
            line = line.replace(name, example)
        return line
    return shown


def check_block(block, scratch, env, options, problems):
    kind, argument = block.marker or ("run", "")
    binary = os.path.join(options.bin, "trackerkit")
    for name in block.setups:
        if name not in setups.SETUPS:
            problems.append(f"{block.where()}: no setup named `{name}` (Scripts/readme_example_setups.py)")
            return 0
        try:
            setups.SETUPS[name](scratch, binary, env)
        except (OSError, subprocess.CalledProcessError) as error:
            problems.append(f"{block.where()}: the setup `{name}` failed: {error}")
            return 0
    if kind == "skip":
        print(f"  {block.where()}: skipped ({argument})")
        return 0
    if kind == "input":
        return setups.check_input(block, problems)
    if kind == "settings":
        return setups.check_settings(block, scratch, binary, env, problems)
    if kind == "synopsis":
        return setups.check_synopsis(block, binary, env, problems)
    if kind == "make-install":
        return setups.check_make_install(block, ROOT, binary, problems)
    if kind == "file":
        target = os.path.join(scratch, argument)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(server("\n".join(block.lines) + "\n", scratch, binary))
        return 0
    if kind == "cron":
        lines = [line for line in block.lines if line.strip() and not line.startswith("#")]
        for line in lines:
            command = server(line.split(None, 5)[5], scratch, binary)
            check_job(block, block.lines.index(line), command, scratch, env, problems)
        return len(lines)
    if kind == "systemd":
        text = "\n".join(block.lines)
        start = re.search(r"^ExecStart=(.*)$", text, re.M)
        folder = re.search(r"^WorkingDirectory=(.*)$", text, re.M)
        if not start:
            problems.append(f"{block.where()}: a systemd example without ExecStart")
            return 0
        cwd = server(folder.group(1), scratch, binary) if folder else scratch
        check_job(block, 0, server(start.group(1), scratch, binary), cwd, env, problems)
        return 1
    if kind == "run-steps":
        count = 0
        for offset, line in enumerate(block.lines):
            install = re.match(r"^\s*(?:-\s+)?run:\s*(curl .*)$", line)
            if install and setups.install_command(install.group(1), ROOT, scratch, binary):
                check_command(block, offset, setups.install_command(install.group(1), ROOT, scratch, binary), [], scratch, env, problems)
                count += 1
                continue
            step = re.match(r"^\s*(?:-\s+)?run:\s*((?:\.build/release/)?trackerkit\s.*)$", line)
            if step:
                # The workflow's binary is the one under test; a pull request's base is main.
                command = step.group(1).replace(".build/release/trackerkit", binary)
                command = command.replace("${{ github.base_ref || 'main' }}", "main")
                check_command(block, offset, command, [], scratch, env, problems)
                count += 1
        return count
    if block.info != "console":
        problems.append(f"{block.where()}: a {block.info or 'plain'} block that is neither run nor marked "
                        "(make it a console example, or mark it: see --help)")
        return 0
    cwd = ROOT if kind == "checkout" else scratch
    before = git_status() if kind == "checkout" else None
    count = 0
    if not commands(block):
        problems.append(f"{block.where()}: a console block without a `$ ` command")
    for offset, command, expected in commands(block):
        if kind == "install" and setups.install_command(command, ROOT, scratch, binary):
            # Later commands run the installed trackerkit.
            env = dict(env, PATH=setups.installed_bin(scratch, command) + os.pathsep + env["PATH"])
            command = setups.install_command(command, ROOT, scratch, binary)
        elif kind != "checkout":
            command = server(command, scratch, binary)
        if kind == "checkout" and command.strip() == "swift test" and not options.with_swift_test:
            print(f"  {block.where(offset)}: `swift test` not run again (--with-swift-test runs it)")
            continue
        check_command(block, offset, command, expected, cwd, env, problems,
                      shown=(lambda line: line) if kind == "checkout" else unserver(scratch, binary))
        count += 1
    if before is not None and git_status() != before:
        problems.append(f"{block.where()}: running the example changed the checkout:\n" + git_status())
    return count


def check_installed_first(found, problems):
    """README.md: no console example runs `trackerkit` before the one that installs it."""
    for block in found:
        kind = (block.marker or ("", ""))[0]
        if kind in ("install", "make-install"):
            return
        if block.info == "console" and kind not in ("skip", "checkout"):
            for offset, command, _ in commands(block):
                if re.search(r"(^|[;&|]\s*)trackerkit\s", command):
                    problems.append(f"{block.where(offset)}: `{command}` runs trackerkit before README.md says how to install it")
                    return


def git_status():
    return subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, stdout=subprocess.PIPE, text=True).stdout


def scratch_folder():
    scratch = tempfile.mkdtemp(prefix="trackerkit-examples-")
    os.makedirs(os.path.join(scratch, "App"))
    shutil.copy(os.path.join(ROOT, "Samples", "Localizable.xcstrings"), os.path.join(scratch, "App", "Localizable.xcstrings"))
    # Its settings beside it, as an app keeps them: the words German keeps as they are.
    shutil.copy(os.path.join(ROOT, "Samples", ".trackerkit.json"), os.path.join(scratch, "App", ".trackerkit.json"))
    shutil.copy(os.path.join(ROOT, "Samples", "tracker-store.json"), os.path.join(scratch, "export.json"))
    shutil.copy(os.path.join(ROOT, "Tests", "Fixtures", "app-written", "app-written.sqlite"), os.path.join(scratch, "default.store"))
    # A git repository with these files committed as origin/main, for --baseline origin/main.
    git = ["git", "-C", scratch, "-c", "user.name=examples", "-c", "user.email=examples@localhost"]
    for arguments in (["init", "-q", "-b", "main"], ["config", "user.name", "examples"],
                      ["config", "user.email", "examples@localhost"], ["add", "-A"], ["commit", "-q", "-m", "the app"],
                      ["remote", "add", "origin", scratch], ["update-ref", "refs/remotes/origin/main", "HEAD"]):
        subprocess.run(git + arguments, check=True, stdout=subprocess.DEVNULL)
    return scratch


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug"), help="folder with the trackerkit binary")
    parser.add_argument("--with-swift-test", action="store_true", help="also run `swift test` of a checkout example")
    parser.add_argument("--list-unchecked", action="store_true",
                        help="list the blocks that are not checked: the skipped ones with their reason, and any unmarked one")
    parser.add_argument("--self-test", action="store_true",
                        help="check the checker: a made-up example that differs must fail naming its file and line")
    parser.add_argument("files", nargs="*")
    options = parser.parse_args()
    files = options.files or [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    if options.self_test:
        return setups.self_test(os.path.abspath(__file__), options.bin)
    if options.list_unchecked:
        for path in files:
            for block in blocks(os.path.abspath(path)):
                kind, argument = block.marker or ("", "")
                if kind == "skip":
                    print(f"{block.where()}: skipped: {argument}")
                elif not kind and block.info != "console":
                    print(f"{block.where()}: {block.info or 'plain'} block, neither run nor marked")
        return 0
    options.bin = os.path.abspath(options.bin if os.path.isdir(options.bin) else os.path.dirname(options.bin))
    if not os.access(os.path.join(options.bin, "trackerkit"), os.X_OK):
        print(f"check-readme-examples: no trackerkit in {options.bin} (build first, or give --bin)", file=sys.stderr)
        return 2
    # git as on a fresh machine: a user's settings (diff.noprefix, merge.conflictStyle) change its output.
    env = dict(os.environ, PATH=options.bin + os.pathsep + os.environ.get("PATH", ""), COLUMNS="100", NO_COLOR="1",
               GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    problems, total = [], 0
    for path in files:
        scratch = scratch_folder()
        try:
            found = blocks(os.path.abspath(path))
            if os.path.basename(path) == "README.md":
                check_installed_first(found, problems)
            count = sum(check_block(block, scratch, env, options, problems) for block in found)
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        total += count
        print(f"{os.path.relpath(os.path.abspath(path), ROOT)}: {count} commands run")
    for folder in setups.release_archives_made():
        shutil.rmtree(folder, ignore_errors=True)
    for problem in problems:
        print("FAIL " + problem)
    print(f"check-readme-examples: {total} commands, {len(problems)} differ")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
