"""Why one side alone flags a unit: the documented difference (README, "Quality checks") that
accounts for it, or "UNEXPLAINED". Used by Scripts/pofilter_agreement.py; the rules it reads are
in pofilter_rules.py."""
import re

from pofilter_rules import (bracket_counts, commonly_kept, domain_reason, double_spaces, end_mark, is_copy, lead_ws,
                            line_breaks, links, masked, name_reason, numbers, base, trail_ws, INFLECTION, HANGUL,
                            MARKDOWN_LINK)

UNEXPLAINED = "UNEXPLAINED"


def explain(check, unit, side, keep_rates):
    reason = domain_reason(unit)
    if reason:
        return reason
    source, target, locale = unit["source"], unit["target"], unit["locale"]
    if check != "same-as-source" and side == "pofilter only" and is_copy(source, target):
        return "a copy of the source: reported as same-as-source alone"
    return EXPLAIN[check](unit, source, target, locale, side, keep_rates)


def same_as_source(unit, source, target, locale, side, keep_rates):
    if side != "pofilter only":
        return UNEXPLAINED
    if base(locale) == base(unit["source_language"]):
        return "a variant of the source language (en-GB)"
    core = masked(source).replace("\ue000", "").strip()
    if len(core) < 2:
        return "shorter than 2 characters"
    if any(c.isupper() for c in core) and not any(c.islower() for c in core):
        return "no lower-case letter (OK, PIN, HUD)"
    name = name_reason(source)
    if name:
        return "reads as a name: " + name
    rate = keep_rates.get(unit["id"])
    if commonly_kept(source, rate):
        return "commonly kept: the source stays in most translations"
    return UNEXPLAINED


def whitespace(unit, source, target, locale, side, keep_rates):
    lines_differ = line_breaks(source) != line_breaks(target)
    if side == "pofilter only":
        if lines_differ and re.search(r"[\n\r\u2028\u2029]", lead_ws(source) + lead_ws(target) + trail_ws(source) + trail_ws(target)):
            return "a line break at the edge: reported as newlines"
        if trail_ws(source) and not trail_ws(target) and source.rstrip()[-1:] in ".…!?。！？" and "\n" not in trail_ws(source):
            return "the source's trailing space after a finished sentence (a typo in the source)"
        if bool(lead_ws(source)) == bool(lead_ws(target)) and bool(trail_ws(source)) == bool(trail_ws(target)):
            return "both sides have whitespace there (its kind or amount differs)"
        if base(locale) in ("zh", "ja") and target.rstrip()[-1:] in "。：；！？，、）」』】》":
            return "zh/ja: full-width punctuation carries the source's space"
        return UNEXPLAINED
    if base(locale) == "zh" and trail_ws(source) and source.rstrip()[-1:] in ".:;!?,":
        return "zh: pofilter maps the source's '. ' ': ' … to full-width marks and then expects no space"
    return UNEXPLAINED


def end_punctuation(unit, source, target, locale, side, keep_rates):
    expected, found = end_mark(source, unit["source_language"]), end_mark(target, locale)
    if side == "trackerkit only":
        if trail_ws(source) != trail_ws(target):
            return "pofilter skips endpunc when the trailing whitespace differs"
        if base(locale) in ("zh", "ja") and ("colon" in (expected, found) or "ellipsis" in (expected, found)):
            return "zh/ja: pofilter's end marks lack '：' and '.', so a lost colon or ellipsis passes"
        if "ellipsis" in (expected, found) and re.search(r"[⋯‥]\s*$", source + "\n" + target, re.M):
            return "⋯ and ‥ are ellipses, which pofilter's end marks lack"
        return UNEXPLAINED
    if expected is None and found == "colon":
        return "a colon the translation adds to a label"
    if expected != found:
        return UNEXPLAINED
    tail = lambda text: re.sub(r"\s", "", text.rstrip()[-4:])
    if expected == "ellipsis":
        return "the same mark: an ellipsis written ... or … or ……"
    if expected is None:
        return "a period or another mark that is style, not compared"
    if tail(source).translate(str.maketrans("？！：；。，", "?!:;.,")) == tail(target).translate(str.maketrans("？！：；。，", "?!:;.,")):
        return "the same mark in another form (full-width, or a space before it)"
    return "the same mark, other marks around it (quotes, brackets, doubled)"


def newlines(unit, source, target, locale, side, keep_rates):
    if re.search("[\u2028\u2029]", source + target):
        return "U+2028 and U+2029 count as line breaks"
    if side == "pofilter only" and line_breaks(source) == line_breaks(target):
        return "as many line breaks (CR LF is one; a break moved to the start or end)"
    return UNEXPLAINED


def double_space(unit, source, target, locale, side, keep_rates):
    if side == "pofilter only":
        if source.count("  ") > target.count("  "):
            return "a double space only the source has (the translation fixed it)"
        if double_spaces(source) >= double_spaces(target):
            return "a double space at the start or end (whitespace's), or as many runs as the source"
        return UNEXPLAINED
    if re.search(r"[\u00a0\u202f\u3000]", target):
        return "a run with a no-break or ideographic space"
    return UNEXPLAINED


def numbers_reason(unit, source, target, locale, side, keep_rates):
    expected, found = numbers(source, glued=False), numbers(target, glued=True)
    if side == "trackerkit only":
        if re.search(r"\d%\s", source):
            return "'% ' is text, not a specifier: the number before it counts"
        return UNEXPLAINED
    if not expected - found or all(any(n.replace(".", "") == f.replace(".", "") for f in found) for n in expected - found):
        if re.search(r"%\d+\$|%#@\w*\d\w*@", source + target):
            return "digits of placeholders (%1$@, %#@arg1@) are not numbers"
        if re.search(r"\b\d+(?:st|nd|rd|th)\b|[A-Za-z]\d|\d[A-Za-z]", source):
            return "numbers glued to Latin letters (3rd, GPLv2, x86) are names"
        if re.search(r"(?<![\d.,])(?:10|\d)(?![\d.,])", masked(source)):
            return "whole numbers 0 to 10 may be written as words"
        if re.search(r"https?:|www\.|@", source):
            return "digits of links are the urls check's"
        if re.search(r"\d[.,\u00a0\u202f]\d", source + target) or any(c.isdigit() and not c.isascii() for c in target):
            return "the same number in another notation (1,5 = 1.5; ٣٠ = 30)"
        return "every number is there (pofilter counts them, and finds 1 inside 10)"
    return UNEXPLAINED


def urls(unit, source, target, locale, side, keep_rates):
    if side != "pofilter only":
        return UNEXPLAINED
    if links(source) == links(target):
        if re.search(r"%#@\w+@\w", source + target):
            return "pofilter reads %#@arg@ followed by a letter as an e-mail address"
        return "the same links (pofilter also reads trailing ). or CJK text after a URL, order and repeats)"
    return UNEXPLAINED


def brackets(unit, source, target, locale, side, keep_rates):
    if side != "pofilter only":
        return UNEXPLAINED
    mark = lambda text: masked(text)
    if HANGUL.search(mark(target).translate(str.maketrans("（）", "()"))):
        return "Korean particle alternatives 을(를), (으)로"
    if INFLECTION.search(mark(source)) or INFLECTION.search(mark(target)):
        return "inflection endings image(s), prosił(a), %@(e)k"
    if re.search(r"[（）［］｛｝]", target):
        return "full-width brackets are brackets"
    if MARKDOWN_LINK.search(source + target):
        return "Markdown links are the urls check's"
    expected, found = bracket_counts(source), bracket_counts(target)
    if all(found[b] >= expected[b] for b in expected):
        return "only added pairs (an explanatory parenthesis)"
    return UNEXPLAINED


EXPLAIN = {
    "same-as-source": same_as_source, "whitespace": whitespace, "end-punctuation": end_punctuation, "newlines": newlines,
    "double-space": double_space, "numbers": numbers_reason, "urls": urls, "brackets": brackets,
}
