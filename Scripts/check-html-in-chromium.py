#!/usr/bin/env python3
"""Renders the report's index.html and SVG pictures in headless Chromium and checks them.

    python3 Scripts/check-html-in-chromium.py [--bin .build/debug/trackerkit] [--out /tmp/html-check]
        [--large Benchmarks/Generated/large.json]

For the sample store (and the large benchmark store, when the file exists) and each of de
and en: writes the report (html and md), then opens index.html at 375 and 1280 px wide, in
light and in dark mode, takes a screenshot of each (OUT/shots/…png — look at them), and
checks with a probe script added to a copy of the page (the page itself has none):
- no element outside a scroll box reaches past the viewport, and the page does not scroll
  sideways;
- one heatmap (svg.heatmap) per card, one card per listed tracker (one per img/*.svg);
- dark mode differs from light (page background and screenshot bytes);
- the page loads nothing: no script, no src/href, no url(), no @import, no http(s) address
  but the SVG namespace.
Every SVG file must parse as XML, reference nothing outside itself and render (an <img> of
it decodes with a non-zero size). Exit 1 on any failed check, 2 when Chromium is missing.
Debian: apt-get install chromium.
"""
import argparse
import glob
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTHS = (375, 1280)
SCHEMES = {"light": "1", "dark": "0"}  # Blink's preferredColorScheme: 0 dark, 1 light
SVG_NAMESPACE = "http://www.w3.org/2000/svg"

PROBE = """<script>
window.addEventListener('load', function () {
  var width = document.documentElement.clientWidth, wide = [];
  document.querySelectorAll('body *').forEach(function (el) {
    if (el.parentElement && el.parentElement.closest('.wide')) return;  // scrolls inside its box
    var r = el.getBoundingClientRect();
    if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5))
      wide.push(el.tagName + '.' + (el.getAttribute('class') || '') + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
  });
  var imgs = Array.prototype.map.call(document.querySelectorAll('img'), function (img) {
    return [img.getAttribute('src'), img.complete && img.naturalWidth > 0];
  });
  var result = {width: width, scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 8),
    heatmaps: document.querySelectorAll('svg.heatmap').length, cards: document.querySelectorAll('section.card').length,
    background: getComputedStyle(document.body).backgroundColor, imgs: imgs};
  var pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
});
</script>"""


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def chromium(browser, *arguments):
    command = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--allow-file-access-from-files", "--virtual-time-budget=5000", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=180)


def probe(browser, page, width, scheme, probe_dir):
    """Loads a copy of `page` with the probe script and returns what it measured."""
    with open(page, encoding="utf-8") as handle:
        text = handle.read()
    copy = os.path.join(probe_dir, "probe-" + os.path.basename(page))
    with open(copy, "w", encoding="utf-8") as handle:
        handle.write(text.replace("</body>", PROBE + "\n</body>"))
    result = chromium(browser, f"--window-size={width},900", f"--blink-settings=preferredColorScheme={SCHEMES[scheme]}",
                      "--dump-dom", "file://" + copy)
    match = re.search(r'<pre id="probe">(.*?)</pre>', result.stdout, re.S)
    if not match:
        raise RuntimeError(f"{page}: the probe gave no result ({result.stderr.strip()[-300:]})")
    return json.loads(html.unescape(match.group(1)))


def screenshot(browser, page, width, scheme, target):
    chromium(browser, f"--window-size={width},2400", f"--blink-settings=preferredColorScheme={SCHEMES[scheme]}",
             f"--screenshot={target}", "file://" + page)
    if not os.path.exists(target) or os.path.getsize(target) < 1000:
        raise RuntimeError(f"{page}: no screenshot at {width} px {scheme}")
    with open(target, "rb") as handle:
        return handle.read()


def check_self_contained(path, text, problems):
    for pattern, what in ((r"<script", "a script"), (r"\s(src|href)\s*=", "a src/href"), (r"url\(", "url()"),
                          (r"@import", "@import")):
        if re.search(pattern, text, re.I):
            problems.append(f"{path}: loads something ({what})")
    for address in re.findall(r"https?://[^\s\"'<>)]+", text):
        if address != SVG_NAMESPACE:
            problems.append(f"{path}: names an address {address}")


def check_svgs(browser, directory, probe_dir, problems):
    files = sorted(glob.glob(os.path.join(directory, "img", "*.svg")))
    for path in files:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        try:
            root = ElementTree.fromstring(text.encode("utf-8"))
        except ElementTree.ParseError as error:
            problems.append(f"{path}: not XML ({error})")
            continue
        if root.tag != "{%s}svg" % SVG_NAMESPACE:
            problems.append(f"{path}: the root is {root.tag}, not svg")
        for element in root.iter():
            for name in element.attrib:
                if name.endswith("href") or name == "src":
                    problems.append(f"{path}: {element.tag} has {name}")
        check_self_contained(path, text, problems)
    # Rendered: an <img> of each decodes to a picture of non-zero size.
    gallery = os.path.join(directory, "svg-gallery.html")
    with open(gallery, "w", encoding="utf-8") as handle:
        handle.write("<!DOCTYPE html><html><body>" + "".join(
            f'<img src="img/{os.path.basename(path)}" alt="">' for path in files) + "</body></html>")
    result = probe(browser, gallery, 1280, "light", directory)
    os.remove(gallery)
    for source, rendered in result["imgs"]:
        if not rendered:
            problems.append(f"{directory}/{source}: does not render in Chromium")
    return len(files)


def check_report(browser, binary, store, name, out, problems):
    target = os.path.join(out, "reports", name)
    arguments = [binary, "report", "--out", target, "--quiet", "--format", "html", "--format", "md"]
    if store:
        arguments += ["--store", store, "--as-of", "2026-11-20", "--timezone", "Europe/Berlin"]
    subprocess.run(arguments, check=True)
    for locale in ("de", "en"):
        directory = os.path.join(target, locale)
        page = os.path.join(directory, "index.html")
        with open(page, encoding="utf-8") as handle:
            check_self_contained(page, handle.read(), problems)
        pictures = check_svgs(browser, directory, directory, problems)
        shots = {}
        backgrounds = {}
        for width in WIDTHS:
            for scheme in SCHEMES:
                label = f"{name} {locale} {width}px {scheme}"
                result = probe(browser, page, width, scheme, os.path.join(out, "reports"))
                if result["scrollWidth"] > result["width"] or result["wide"]:
                    problems.append(f"{label}: wider than the viewport: page {result['scrollWidth']} px, {result['wide']}")
                if result["heatmaps"] != result["cards"] or result["cards"] != pictures:
                    problems.append(f"{label}: {result['heatmaps']} heatmaps, {result['cards']} cards, {pictures} pictures")
                backgrounds[(width, scheme)] = result["background"]
                shot = os.path.join(out, "shots", f"{name}-{locale}-{width}-{scheme}.png")
                shots[(width, scheme)] = screenshot(browser, page, width, scheme, shot)
        for width in WIDTHS:
            if backgrounds[(width, "light")] == backgrounds[(width, "dark")] or shots[(width, "light")] == shots[(width, "dark")]:
                problems.append(f"{name} {locale} {width}px: dark mode looks like light mode")
        print(f"{name} {locale}: {pictures} trackers, 4 views checked, screenshots in {out}/shots")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "trackerkit"))
    parser.add_argument("--out", default=None)
    parser.add_argument("--large", default=os.path.join(ROOT, "Benchmarks", "Generated", "large.json"))
    options = parser.parse_args()
    browser = chromium_binary()
    if not browser:
        print("check-html-in-chromium: no chromium on PATH (Debian: apt-get install chromium)", file=sys.stderr)
        return 2
    # Absolute: Chromium is given file:// addresses.
    out = os.path.abspath(options.out or tempfile.mkdtemp(prefix="html-check-"))
    os.makedirs(os.path.join(out, "shots"), exist_ok=True)
    os.makedirs(os.path.join(out, "reports"), exist_ok=True)
    problems = []
    options.bin, options.large = os.path.abspath(options.bin), os.path.abspath(options.large)
    os.chdir(ROOT)  # the bundled sample store is found from the package directory
    check_report(browser, options.bin, None, "sample", out, problems)
    if os.path.exists(options.large):
        check_report(browser, options.bin, options.large, "large", out, problems)
    else:
        print(f"check-html-in-chromium: {options.large} missing; only the sample store was checked (see README Performance)")
    for problem in problems:
        print("FAIL " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
