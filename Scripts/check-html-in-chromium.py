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
- the overview links to every card;
- with the period tables unfolded, no table cell's content is wider than the cell, and no
  cell lies outside the box that clips it (or the viewport);
- at 375 px every heatmap legend is inside the viewport;
- every colour that carries meaning (each success, needs-a-joker and breaking shade, the
  healed blue) has a contrast of at least 3:1 against the missed grey, in both schemes (WCAG
  non-text contrast), measured on the page's style;
- dark mode differs from light (page background and screenshot bytes);
- the page loads nothing: no script, no src/href, no url(), no @import, no http(s) address
  but the SVG namespace.
Every SVG file must parse as XML, reference nothing outside itself and render (an <img> of
it decodes with a non-zero size); the first one, inlined on a grey page, must paint a
background of its own and keep the same contrast pairs in both schemes. Screenshots of the
sample's pages with the tables unfolded are OUT/shots/…-open.png. Exit 1 on any failed check, 2 when Chromium is missing.
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
  // A cell's content wider than its box, or a cell outside the box that clips it.
  var cut = [];
  document.querySelectorAll('th, td').forEach(function (cell) {
    var r = cell.getBoundingClientRect(), clip = cell.parentElement.closest('.wide') || document.documentElement;
    var box = clip === document.documentElement ? {left: 0, right: width} : clip.getBoundingClientRect();
    if (cell.scrollWidth > cell.clientWidth + 1 || (r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5)))
      cut.push((cell.textContent || '').slice(0, 30) + ' ' + Math.round(r.left) + '..' + Math.round(r.right) + ' in ' + Math.round(box.left) + '..' + Math.round(box.right));
  });
  var legends = Array.prototype.map.call(document.querySelectorAll('ul.legend'), function (legend) {
    var r = legend.getBoundingClientRect(); return r.left >= -0.5 && r.right <= width + 0.5 && r.height > 0;
  });
  // Every card linked from the overview.
  var unlinked = Array.prototype.filter.call(document.querySelectorAll('section.card h2[id]'), function (h) {
    return !document.querySelector('nav.overview a[href="#' + h.id + '"]');
  }).map(function (h) { return h.id; });
  var imgs = Array.prototype.map.call(document.querySelectorAll('img'), function (img) {
    return [img.getAttribute('src'), img.complete && img.naturalWidth > 0];
  });
  var result = {width: width, scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 8), cut: cut.slice(0, 8), cutCount: cut.length,
    heatmaps: document.querySelectorAll('svg.heatmap').length, cards: document.querySelectorAll('section.card').length,
    legends: legends, unlinked: unlinked, contrast: contrastPairs(document.querySelector('svg.heatmap, svg')),
    background: getComputedStyle(document.body).backgroundColor, imgs: imgs};
  var pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
});
// The WCAG contrast of each meaning-carrying class against the missed grey (m), as the
// style in effect colours them: a rect of each class is added to `svg` and measured.
function contrastPairs(svg) {
  if (!svg) return [];
  function luminance(colour) {
    var parts = colour.match(/[0-9.]+/g).slice(0, 3).map(function (v) {
      v = v / 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2];
  }
  function fill(name) {
    var rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    rect.setAttribute('class', name); svg.appendChild(rect);
    var value = getComputedStyle(rect).fill; svg.removeChild(rect); return value;
  }
  var missed = luminance(fill('m'));
  return ['s0', 's1', 's2', 's3', 's4', 'g0', 'g1', 'g2', 'b0', 'b1', 'b2', 'j'].map(function (name) {
    var l = luminance(fill(name)), ratio = (Math.max(l, missed) + 0.05) / (Math.min(l, missed) + 0.05);
    return [name, Math.round(ratio * 100) / 100];
  });
}
</script>"""


BACKGROUND_PROBE = """<script>
window.addEventListener('load', function () {
  var bg = document.querySelector('#picture > rect.bg'), fill = bg ? getComputedStyle(bg).fill : '';
  var pre = document.createElement('pre'); pre.id = 'probe';
  pre.textContent = JSON.stringify({ownBackground: !!bg && fill !== 'none' && !/rgba\\(.*, 0\\)/.test(fill), imgs: [],
    contrast: contrastPairs(document.getElementById('picture'))});
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
        # The period tables are folded: measured unfolded, as a reader who opens them sees them.
        handle.write(text.replace("<details>", "<details open>").replace("</body>", PROBE + "\n</body>"))
    result = chromium(browser, f"--window-size={width},900", f"--blink-settings=preferredColorScheme={SCHEMES[scheme]}",
                      "--dump-dom", "file://" + copy)
    match = re.search(r'<pre id="probe">(.*?)</pre>', result.stdout, re.S)
    if not match:
        raise RuntimeError(f"{page}: the probe gave no result ({result.stderr.strip()[-300:]})")
    return json.loads(html.unescape(match.group(1)))


def screenshot(browser, page, width, scheme, target, height=2400):
    chromium(browser, f"--window-size={width},{height}", f"--blink-settings=preferredColorScheme={SCHEMES[scheme]}",
             f"--screenshot={target}", "file://" + page)
    if not os.path.exists(target) or os.path.getsize(target) < 1000:
        raise RuntimeError(f"{page}: no screenshot at {width} px {scheme}")
    with open(target, "rb") as handle:
        return handle.read()


def check_self_contained(path, text, problems):
    for pattern, what in ((r"<script", "a script"), (r"\ssrc\s*=|\shref\s*=\s*\"(?!#)", "a src/href (other than a link within the page)"), (r"url\(", "url()"),
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
    # A picture on its own (as GitHub shows it, on a page of either colour): its background
    # and its colour pairs, in both schemes, measured on the first one inlined.
    if files:
        with open(files[0], encoding="utf-8") as handle:
            inlined = handle.read().split("?>", 1)[-1]
        page = os.path.join(directory, "svg-inline.html")
        with open(page, "w", encoding="utf-8") as handle:
            handle.write("<!DOCTYPE html><html><body style=\"background:#808080\">" + inlined.replace("<svg ", "<svg id=\"picture\" ", 1)
                         + BACKGROUND_PROBE + "</body></html>")
        for scheme in SCHEMES:
            measured = probe(browser, page, 1280, scheme, directory)
            if not measured.get("ownBackground"):
                problems.append(f"{files[0]} ({scheme}): no background of its own")
            for style, ratio in measured["contrast"]:
                if ratio < 3:
                    problems.append(f"{files[0]} ({scheme}): .{style} against missed .m has contrast {ratio}:1, below 3:1")
        os.remove(page)
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
                if result["cutCount"]:
                    problems.append(f"{label}: {result['cutCount']} table cells cut or outside their box: {result['cut']}")
                if result["unlinked"]:
                    problems.append(f"{label}: cards the overview does not link to: {result['unlinked']}")
                if width == 375 and not all(result["legends"]):
                    problems.append(f"{label}: {result['legends'].count(False)} heatmap legends not inside the viewport")
                if len(result["legends"]) != result["cards"]:
                    problems.append(f"{label}: {len(result['legends'])} legends for {result['cards']} cards")
                for style, ratio in result["contrast"]:
                    if ratio < 3:
                        problems.append(f"{label}: .{style} against missed .m has contrast {ratio}:1, below 3:1")
                backgrounds[(width, scheme)] = result["background"]
                shot = os.path.join(out, "shots", f"{name}-{locale}-{width}-{scheme}.png")
                shots[(width, scheme)] = screenshot(browser, page, width, scheme, shot)
                if name == "sample":
                    # The cards with their tables unfolded, further down the page.
                    unfolded = os.path.join(out, "reports", f"open-{locale}.html")
                    with open(page, encoding="utf-8") as handle, open(unfolded, "w", encoding="utf-8") as copy:
                        copy.write(handle.read().replace("<details>", "<details open>"))
                    screenshot(browser, unfolded, width, scheme, shot.replace(".png", "-open.png"), height=9000)
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
