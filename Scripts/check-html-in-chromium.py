#!/usr/bin/env python3
"""Renders the report's index.html and SVG pictures in headless Chromium and checks them.

    python3 Scripts/check-html-in-chromium.py [--bin .build/debug/trackerkit] [--out /tmp/html-check]
        [--large Benchmarks/Generated/large.json]
    python3 Scripts/check-html-in-chromium.py --readme-shot docs/images/index-en.png

--readme-shot PATH only writes the README's picture: the top of the sample's English
index.html at 1280 px in light mode, drawn at half scale (640 × 620 px), and checks nothing.
The sample report is as of its export day, so the picture changes only with the page (and
with the fonts of the machine: make it where Chromium has the usual Debian fonts).

For the sample store, three stores generated here as real ones are (Scripts/report_check_stores.py:
stale — reported without --as-of, its data ending in 2025; tiny — three logs and a clean avoidance
tracker; twenty — 20 trackers with German names over three years, custom levels without a catalog,
no time zone, reported with TZ=UTC), and the large benchmark store when the file exists, each in
de and en: writes the report (html and md), then opens index.html at 375 and 1280 px wide, in
light and in dark mode, takes a screenshot of each (OUT/shots/<store>-<locale>-<width>-<scheme>.png
— look at them), and checks with a probe script added to a copy of the page (the page itself has
none):
- no element outside a scroll box reaches past the viewport, and the page does not scroll
  sideways;
- no text is rendered smaller than 12 px (computed font size times the SVG's scale on screen);
- one heatmap (svg.heatmap) per card and a legend for each with a coloured day, one card per
  listed tracker (one per img/*.svg);
- the overview links to every card, and every card links back;
- each tracker's entry in the overview that is shown (a tile, or a row on a phone and for many
  trackers) shows yesterday, in words;
- with the period tables unfolded, no table cell's content is wider than the cell, and no
  cell lies outside the box that clips it (or the viewport);
- at 375 px every heatmap legend is inside the viewport;
- every colour a heatmap cell can have (each success, scale, needs-a-joker and breaking shade,
  the healed blue, below the goal, and the outline of a day not judged) has a contrast of at
  least 3:1 against the missed grey, in both schemes (WCAG non-text contrast), measured from
  the computed style;
- dark mode differs from light (page background and screenshot bytes);
- the page loads nothing: no script, no src/href, no url(), no @import, no http(s) address
  but the SVG namespace;
- what each generated store must show: stale — the stale banner and no insight but the reason;
  twenty — the time zone banner and the command's warning about keys shown as they are.
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
  function visible(el) {
    var r = el.getBoundingClientRect(), style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden';
  }
  document.querySelectorAll('body *').forEach(function (el) {
    if (el.parentElement && el.parentElement.closest('.wide')) return;  // scrolls inside its box
    var r = el.getBoundingClientRect();
    if (r.width > 0 && (r.right > width + 0.5 || r.left < -0.5))
      wide.push(el.tagName + '.' + (el.getAttribute('class') || '') + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
  });
  // The smallest text as rendered: the computed size, times the SVG's scale on the screen.
  var smallest = {size: 1000, what: ''};
  document.querySelectorAll('body *').forEach(function (el) {
    if (el.id === 'probe' || el.tagName.toLowerCase() === 'title') return;
    var own = Array.prototype.filter.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim(); });
    if (!own.length || !visible(el)) return;
    var size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGElement && el.getScreenCTM && el.getScreenCTM()) {
      var m = el.getScreenCTM(); size *= Math.sqrt(m.a * m.a + m.b * m.b);
    }
    if (size < smallest.size) smallest = {size: Math.round(size * 100) / 100, what: el.tagName + '.' + (el.getAttribute('class') || '') + ' ' + own[0].textContent.trim().slice(0, 30)};
  });
  // A cell's content wider than its box, or a cell outside the box that clips it.
  var cut = [];
  document.querySelectorAll('th, td').forEach(function (cell) {
    var r = cell.getBoundingClientRect(), clip = cell.parentElement.closest('.wide') || document.documentElement;
    var box = clip === document.documentElement ? {left: 0, right: width} : clip.getBoundingClientRect();
    if (cell.scrollWidth > cell.clientWidth + 1 || (r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5)))
      cut.push((cell.textContent || '').slice(0, 30) + ' ' + Math.round(r.left) + '..' + Math.round(r.right) + ' in ' + Math.round(box.left) + '..' + Math.round(box.right));
  });
  var legends = Array.prototype.map.call(document.querySelectorAll('section.card > ul.legend'), function (legend) {
    var r = legend.getBoundingClientRect(); return r.left >= -0.5 && r.right <= width + 0.5 && r.height > 0;
  });
  // The cards whose heatmap has a coloured day (an avoidance tracker without a log has none).
  var coloured = Array.prototype.filter.call(document.querySelectorAll('section.card'), function (card) {
    return !!card.querySelector('svg.heatmap rect[width="11"]');
  }).length;
  // Every card linked from the overview, and back.
  var unlinked = Array.prototype.filter.call(document.querySelectorAll('section.card h2[id]'), function (h) {
    return !document.querySelector('nav.overview a[href="#' + h.id + '"]') || !h.closest('section.card').querySelector('a[href="#overview"]');
  }).map(function (h) { return h.id; });
  // The overview's entries that are shown (tiles, or rows), each with yesterday in words.
  var entries = Array.prototype.filter.call(document.querySelectorAll('nav.overview .tiles > li, nav.overview .rows > li:not(.rh)'), visible);
  var yesterday = entries.map(function (li) {
    var mark = li.querySelector('.yday'); return !!mark && visible(mark) && /[✓✗◆–] \\S/.test(mark.textContent);
  });
  var imgs = Array.prototype.map.call(document.querySelectorAll('img'), function (img) {
    return [img.getAttribute('src'), img.complete && img.naturalWidth > 0];
  });
  var result = {width: width, scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 8), cut: cut.slice(0, 8), cutCount: cut.length,
    heatmaps: document.querySelectorAll('svg.heatmap').length, cards: document.querySelectorAll('section.card').length,
    legends: legends, unlinked: unlinked, contrast: contrastPairs(document.querySelector('svg.heatmap, svg')),
    smallest: smallest, entries: entries.length, yesterday: yesterday, coloured: coloured,
    banners: Array.prototype.map.call(document.querySelectorAll('header p.stale'), function (p) { return p.textContent; }),
    insights: (document.querySelector('section.insights') || {textContent: ''}).textContent,
    background: getComputedStyle(document.body).backgroundColor, imgs: imgs};
  var pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
});
// The WCAG contrast of each class a heatmap cell can have against the missed grey (m), as the
// style in effect colours them: a rect of each class is added to `svg` and its computed fill
// measured — its stroke where it has no fill (a day not judged is an outline).
function contrastPairs(svg) {
  if (!svg) return [];
  function luminance(colour) {
    var parts = colour.match(/[0-9.]+/g).slice(0, 3).map(function (v) {
      v = v / 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2];
  }
  function colour(name) {
    var rect = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    rect.setAttribute('class', name); svg.appendChild(rect);
    var style = getComputedStyle(rect), value = style.fill === 'none' ? style.stroke : style.fill;
    svg.removeChild(rect); return value;
  }
  var missed = luminance(colour('m'));
  return ['s0', 's1', 's2', 's3', 's4', 'q0', 'q1', 'q2', 'q3', 'q4', 'g0', 'g1', 'g2', 'b0', 'b1', 'b2', 'j', 'c1', 'o'].map(function (name) {
    var l = luminance(colour(name)), ratio = (Math.max(l, missed) + 0.05) / (Math.min(l, missed) + 0.05);
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


def write_report(binary, store, name, out, as_of=True, zone=True, environment=None):
    """Writes the html and md report of `store` (None: the bundled sample) into OUT/reports/NAME;
    returns the command's stderr."""
    target = os.path.join(out, "reports", name)
    arguments = [binary, "report", "--out", target, "--quiet", "--format", "html", "--format", "md"]
    if store:
        arguments += ["--store", store] + (["--as-of", "2026-11-20"] if as_of else []) + (["--timezone", "Europe/Berlin"] if zone else [])
    result = subprocess.run(arguments, capture_output=True, text=True, env=dict(os.environ, **(environment or {})))
    if result.returncode != 0:
        raise RuntimeError(f"{name}: trackerkit report failed ({result.returncode}): {result.stderr.strip()[-500:]}")
    return result.stderr


def check_view(result, label, pictures, width, problems):
    """The probe's findings of one view of a page."""
    if result["scrollWidth"] > result["width"] or result["wide"]:
        problems.append(f"{label}: wider than the viewport: page {result['scrollWidth']} px, {result['wide']}")
    if result["smallest"]["size"] < 12:
        problems.append(f"{label}: text rendered at {result['smallest']['size']} px, below 12 px: {result['smallest']['what']}")
    if result["heatmaps"] != result["cards"] or result["cards"] != pictures:
        problems.append(f"{label}: {result['heatmaps']} heatmaps, {result['cards']} cards, {pictures} pictures")
    if result["cutCount"]:
        problems.append(f"{label}: {result['cutCount']} table cells cut or outside their box: {result['cut']}")
    if result["unlinked"]:
        problems.append(f"{label}: cards the overview does not link to, or without a link back: {result['unlinked']}")
    if result["entries"] != result["cards"] or not all(result["yesterday"]):
        problems.append(f"{label}: {result['entries']} overview entries shown for {result['cards']} cards, "
                        f"{result['yesterday'].count(False)} without yesterday in words")
    if width == 375 and not all(result["legends"]):
        problems.append(f"{label}: {result['legends'].count(False)} heatmap legends not inside the viewport")
    if len(result["legends"]) < result["coloured"]:
        problems.append(f"{label}: {len(result['legends'])} heatmap legends for {result['coloured']} cards with coloured days")
    for style, ratio in result["contrast"]:
        if ratio < 3:
            problems.append(f"{label}: .{style} against missed .m has contrast {ratio}:1, below 3:1")


def check_report(browser, binary, store, name, out, problems, expect=None, **report):
    """Writes and checks the report of `store`; `expect(locale, result, stderr, problems)` adds
    what this store's page must show."""
    stderr = write_report(binary, store, name, out, **report)
    target = os.path.join(out, "reports", name)
    smallest = 1000
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
                check_view(result, label, pictures, width, problems)
                if expect:
                    expect(locale, result, stderr, problems)
                smallest = min(smallest, result["smallest"]["size"])
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
        print(f"{name} {locale}: {pictures} trackers, 4 views checked (smallest text {smallest} px), screenshots in {out}/shots")


def expect_stale(locale, result, stderr, problems):
    words = {"de": ("Seit ", "Keine Erkenntnisse"), "en": ("No new data for ", "No insights")}[locale]
    if not any(banner.startswith(words[0]) for banner in result["banners"]) or words[1] not in result["insights"]:
        problems.append(f"stale {locale}: no stale banner, or insights from the gap: {result['banners']}, {result['insights'][:200]}")


def expect_twenty(locale, result, stderr, problems):
    words = {"de": "Der Speicher nennt keine Zeitzone", "en": "The store records no time zone"}[locale]
    if not any(banner.startswith(words) for banner in result["banners"]):
        problems.append(f"twenty {locale}: no banner for the time zone: {result['banners']}")
    if "keys have no text in any catalog" not in stderr:
        problems.append(f"twenty: no warning about the keys shown as they are: {stderr[-300:]}")


def readme_shot(browser, binary, target):
    """The README's picture of index.html (see the module's help); returns its size in bytes."""
    scratch = tempfile.mkdtemp(prefix="readme-shot-")
    try:
        subprocess.run([binary, "report", "--out", scratch, "--quiet", "--locale", "en", "--format", "html"],
                       check=True, stderr=subprocess.DEVNULL)
        shot = os.path.join(scratch, "shot.png")
        chromium(browser, "--window-size=1280,1240", "--force-device-scale-factor=0.5",
                 f"--blink-settings=preferredColorScheme={SCHEMES['light']}", f"--screenshot={shot}",
                 "file://" + os.path.join(scratch, "en", "index.html"))
        if not os.path.exists(shot):
            raise RuntimeError("no screenshot of the sample's index.html")
        os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
        shutil.copyfile(shot, target)
        return os.path.getsize(target)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "debug", "trackerkit"))
    parser.add_argument("--out", default=None)
    parser.add_argument("--large", default=os.path.join(ROOT, "Benchmarks", "Generated", "large.json"))
    parser.add_argument("--readme-shot", metavar="PATH", help="only write the README's picture of index.html to PATH")
    options = parser.parse_args()
    browser = chromium_binary()
    if not browser:
        print("check-html-in-chromium: no chromium on PATH (Debian: apt-get install chromium)", file=sys.stderr)
        return 2
    if options.readme_shot:
        size = readme_shot(browser, os.path.abspath(options.bin), options.readme_shot)
        print(f"check-html-in-chromium: {options.readme_shot} written ({size} bytes)")
        return 0
    # Absolute: Chromium is given file:// addresses.
    out = os.path.abspath(options.out or tempfile.mkdtemp(prefix="html-check-"))
    os.makedirs(os.path.join(out, "shots"), exist_ok=True)
    os.makedirs(os.path.join(out, "reports"), exist_ok=True)
    problems = []
    options.bin, options.large = os.path.abspath(options.bin), os.path.abspath(options.large)
    os.chdir(ROOT)  # the bundled sample store is found from the package directory
    check_report(browser, options.bin, None, "sample", out, problems)
    sys.path.insert(0, os.path.join(ROOT, "Scripts"))
    from report_check_stores import STORES
    generated = os.path.join(out, "stores")
    os.makedirs(generated, exist_ok=True)
    for name, build in STORES.items():
        path = os.path.join(generated, name + ".json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(build(), handle, ensure_ascii=False, indent=1)
    check_report(browser, options.bin, os.path.join(generated, "stale.json"), "stale", out, problems, expect=expect_stale, as_of=False)
    check_report(browser, options.bin, os.path.join(generated, "tiny.json"), "tiny", out, problems)
    check_report(browser, options.bin, os.path.join(generated, "twenty.json"), "twenty", out, problems, expect=expect_twenty,
                 zone=False, environment={"TZ": "UTC"})
    if os.path.exists(options.large):
        check_report(browser, options.bin, options.large, "large", out, problems)
    else:
        print(f"check-html-in-chromium: {options.large} missing; the large store was not checked (see docs/performance.md)")
    for problem in problems:
        print("FAIL " + problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
