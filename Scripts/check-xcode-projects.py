#!/usr/bin/env python3
"""Runs the project reader (XcodeProject, through `trackerkit-bench project PATH --json`) over
checkouts of the apps listed in Tests/Fixtures/gate-corpus/projects.json and compares each
target's product type, number of Swift files and catalogs with the expected ones.

    python3 Scripts/check-xcode-projects.py APPS_DIR [TRACKERKIT_BENCH]

APPS_DIR holds one checkout per app, named as the app (`APPS_DIR/IceCubesApp/…`), at the
commit the file names; the apps are not part of this repository. Without TRACKERKIT_BENCH the
debug build's binary is used (`swift build --product trackerkit-bench` first). Prints every
difference; exits 1 when there is one, 2 when an app is not there.
"""
import json
import pathlib
import subprocess
import sys


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    root = pathlib.Path(__file__).resolve().parent.parent
    apps = pathlib.Path(sys.argv[1])
    if len(sys.argv) == 3:
        bench = sys.argv[2]
    else:
        bin_path = subprocess.check_output(["swift", "build", "--show-bin-path"], cwd=root, text=True).strip()
        bench = str(pathlib.Path(bin_path) / "trackerkit-bench")
    expected = json.loads((root / "Tests/Fixtures/gate-corpus/projects.json").read_text())
    differences = 0
    for app in expected["projects"]:
        project = apps / app["name"] / app["project"]
        if not (project / "project.pbxproj").is_file():
            print(f"{app['name']}: no {project}/project.pbxproj (a checkout of {app['repo']} at {app['commit']})")
            sys.exit(2)
        found = json.loads(subprocess.check_output([bench, "project", str(project), "--json"], text=True))["targets"]
        if found != app["targets"]:
            differences += 1
            print(f"{app['name']}: targets differ")
            for name in sorted({t["name"] for t in found} | {t["name"] for t in app["targets"]}):
                old = next((t for t in app["targets"] if t["name"] == name), None)
                new = next((t for t in found if t["name"] == name), None)
                if old != new:
                    print(f"  {name}:\n    expected {old}\n    found    {new}")
        else:
            summary = ", ".join(f"{t['name']} {t['swiftFiles']}/{len(t['catalogs'])}" for t in found)
            print(f"{app['name']}: as expected ({summary})")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
