"""The documented differences between TrackerKit's quality checks and pofilter, as predicates on
one exported unit (README, "Quality checks"), for Scripts/pofilter_agreement.py.

Each rule restates, from the unit alone, a choice the README documents; `explain` names the
first that accounts for a unit only one side flags. None reads either tool's result.
"""
import re
import unicodedata

# Placeholders as TrackerKit's format scanner reads them: %#@name@, %arg, printf specifiers
# (a % followed by a space is text), %%.
PLACEHOLDER = re.compile(r"%(?:\d+\$)?#@[^@]+@|%arg|%(?:\d+\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGaAcCsSpDUO]|%%")
MARK = "\ue000"
BRANDS = {
    "apple", "mac", "macos", "ios", "ipados", "watchos", "tvos", "visionos", "iphone", "ipad", "ipod", "airpods", "apple watch",
    "apple tv", "apple vision", "apple vision pro", "apple silicon", "app store", "xcode", "swift", "swiftui", "icloud", "siri",
    "safari", "finder", "spotlight", "touch id", "face id", "imessage", "facetime", "github", "gitlab", "google", "youtube",
    "discord", "mastodon", "twitter", "reddit", "telegram", "whatsapp", "paypal", "deepl", "openai", "chatgpt", "homebrew",
    "python", "wine", "metal", "rosetta", "sparkle", "bluesky", "ok", "wi-fi", "wifi", "bluetooth", "usb", "url", "api", "pdf",
    "gif", "jpeg", "png", "svg", "html", "css", "json", "xml", "csv", "ssh", "id", "pin", "beta",
}
TRANSLATED = ("translated", "needs-review-translation")


def masked(text):
    return PLACEHOLDER.sub(MARK, text)


def base(locale):
    return re.split(r"[-_]", locale)[0].lower()


def is_pseudo(locale):
    return any(part.upper() in ("XA", "XB") for part in re.split(r"[-_]", locale)[1:])


def has_words(source):
    for word in re.findall(r"[^\W\d_\ue000]+", masked(source)):
        if len(word) > 1 or word not in ("x", "X", "s"):
            return True
    return False


def is_copy(source, target):
    return unicodedata.normalize("NFC", source.strip()).lower() == unicodedata.normalize("NFC", target.strip()).lower()


# A key that names text kept elsewhere (KeyReference in the Swift sources): without a
# source-language value such a key is no source text to compare with.
KEY_REFERENCE = re.compile(r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?=[A-Za-z0-9_-]*[a-z])[A-Za-z][A-Za-z0-9_-]*", re.ASCII)


def domain_reason(unit):
    """Why no quality check looks at the unit, or None."""
    if unit["target"] is None or unit["target"] == "":
        return "no translation (pofilter checks a whitespace-only source without one)"
    if unit["state"] not in TRANSLATED:
        return f"state {unit['state']}: untranslated's business, not a quality check's"
    if not unit["translate"]:
        return "shouldTranslate false"
    if unit["stale"]:
        return "stale entry: the gate reports no problem of a stale entry"
    if not unit.get("has_source", True) and KEY_REFERENCE.fullmatch(unit["key"]):
        return "no source text: the key names text kept elsewhere (1UK-8n-QPP.title of a storyboard)"
    if not has_words(unit["source"]):
        return "nothing to translate in the source (placeholders, %arg pieces, spaces)"
    return None


def in_scope(check, unit):
    if domain_reason(unit):
        return False
    return not (check == "same-as-source" and base(unit["locale"]) == base(unit["source_language"]))


def keep_rates(units):
    """id -> (translations keeping the source, translations) over the locales that count."""
    rates = {}
    for unit in units.values():
        if unit["target"] and unit["state"] in TRANSLATED and base(unit["locale"]) != base(unit["source_language"]) \
                and not is_pseudo(unit["locale"]):
            kept, translated = rates.get(unit["id"], (0, 0))
            rates[unit["id"]] = (kept + is_copy(unit["source"], unit["target"]), translated + 1)
    return rates


# ---------------------------------------------------------------- same-as-source

def words(text):
    return re.findall(r"[^\W\d_\ue000][\w'’&+-]*", text)


URL = re.compile(r"(?:https?|ftp|mailto|file):[A-Za-z0-9\-._~:/?#@!$&*+,;=%()]+|(?<!\w)www\.[A-Za-z0-9\-._~:/?#@!$&*+,;=%()]+", re.I)
EMAIL = re.compile(r"[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")


def name_reason(source, terms=BRANDS):
    text = EMAIL.sub(" ", URL.sub(" ", masked(source).replace(MARK, ""))).strip()
    if not re.search(r"[^\W\d_]", text):
        return "only links or placeholders"
    if re.fullmatch(r"[\w.-]+(?:/[\w.-]+)+/?", text):
        return "a path"
    if re.fullmatch(r"[A-Za-z][\w-]*(?:\.[\w%@-]*){2,}", text):
        return "a key-like identifier"
    rest = text.lower()
    for term in sorted(terms, key=lambda t: (-len(t), t)):
        rest = re.sub(r"(?<![^\W\d_])" + re.escape(term) + r"(?![^\W\d_])", " ", rest)
    if not re.search(r"[^\W\d_]{2,}", rest):
        return "a brand or glossary term"
    found = words(text)
    if len(found) == 1 and re.search(r"[a-z][A-Z]", found[0]) and text.strip(":.…") == found[0]:
        return "a camel-case name"
    return None


def commonly_kept(source, rate):
    if not rate or rate[1] < 3:
        return False
    kept, translated = rate
    count = len(words(masked(source).strip()))
    if count <= 1 and kept * 2 >= translated:
        return True
    return count <= 3 and kept * 4 >= translated * 3 and not re.search(r"[.?!]$", masked(source).replace(MARK, "").strip())


# ---------------------------------------------------------------- whitespace, lines, spaces

def lead_ws(text):
    return text[: len(text) - len(text.lstrip())]


def trail_ws(text):
    return text[len(text.rstrip()):]


def line_breaks(text):
    return len(re.findall(r"\r\n|[\n\r\u2028\u2029]", text))


def double_spaces(text):
    return len(re.findall(r"[ \u00a0\u202f\u3000]{2,}", text.strip()))


# ---------------------------------------------------------------- end punctuation

CLOSERS = "\"'“”‘’„‚«»‹›「」『』）)]】〉》＂＇`"
END_MARKS = set("?？؟⸮!！‼:：﹕︓.。．…⋯‥;;·؛,，、।॥")


def end_mark(text, locale):
    text = text.rstrip()
    while text and (text[-1] in CLOSERS or text[-1].isspace()):
        text = text[:-1]
    index = len(text)
    while index > 0 and (text[index - 1] in END_MARKS or text[index - 1].isspace()):
        index -= 1
    run = "".join(c for c in text[index:] if not c.isspace())
    if not run:
        return None
    if "…" in run or "⋯" in run or "‥" in run or re.search(r"(\.{3}|。{3}|．{3})", run):
        return "ellipsis"
    if any(c in "?？؟⸮" for c in run) or (base(locale) == "el" and any(c in ";\u037e" for c in run)):
        return "question"
    if any(c in "!！‼" for c in run):
        return "exclamation"
    if run[-1] in ":：﹕︓":
        return "colon"
    return None


# ---------------------------------------------------------------- numbers, links, brackets

def links(text):
    found = []
    for url in URL.findall(text):
        depth = 0
        for index, char in enumerate(url):
            if char == "(":
                depth += 1
            elif char == ")":
                if depth == 0:
                    url = url[:index]
                    break
                depth -= 1
        url = url.rstrip(".,;:!?")
        while url.endswith(")") and url.count("(") < url.count(")"):
            url = url[:-1]
        found.append(url)
    return set(found) | set(EMAIL.findall(URL.sub(" ", text)))


def numbers(text, glued):
    text = EMAIL.sub(" ", URL.sub(" ", masked(text)))
    text = "".join(str(unicodedata.decimal(c)) if unicodedata.decimal(c, None) is not None else c for c in text)
    pattern = r"\d+(?:[.,\u00a0\u202f]\d+)*" if glued else r"(?<![A-Za-z\d])\d+(?:[.,\u00a0\u202f]\d+)*(?![A-Za-z\d])"
    found = {re.sub(r"[.,\u00a0\u202f]", ".", n) for n in re.findall(pattern, text)}
    return found if glued else {n for n in found if "." in n or int(n) > 10}


FULL_WIDTH = str.maketrans("（）［］｛｝", "()[]{}")
HANGUL = re.compile(r"(?<=\S)\((?:을|를|이|가|은|는|와|과|으|이여|여|아|야|로|으로|라|이라)\)|\((?:으|이)\)(?=[\uac00-\ud7a3])")
ALPHA = "A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff"
INFLECTION = re.compile(r"(?:(?<=[" + ALPHA + r"])|(?<=\ue000))\([" + ALPHA + r"]{1,3}\)")
MARKDOWN_LINK = re.compile(r"\[[^\]\n]*\]\([^)\s]*\)")


def bracket_counts(text):
    text = INFLECTION.sub("", HANGUL.sub("", MARKDOWN_LINK.sub("L", masked(text)).translate(FULL_WIDTH)))
    return {b: text.count(b) for b in "()[]{}"}

