#!/usr/bin/env python3
"""Opens report CSVs with LibreOffice (headless) the way a user's spreadsheet would, and checks
what it made of every cell.

    python3 Scripts/check-csv-in-libreoffice.py [REPORTS_DIR …]     (default: Reports)

The de files are opened as LibreOffice in de-DE reads them, the en files as in en-US: the
import settings are those of the text-import dialog for the file's own dialect (a UTF-8 byte
order mark means UTF-8, the first line's delimiter `;` or `,`), the language of the locale,
and "detect special numbers" on, as a user would leave them. LibreOffice converts each file
to .ods; the cells of the .ods are compared with the CSV's fields:

- a field that is a number in the file's dialect (`0,833` with `;`, `0.833` with `,`) must be
  a number cell of exactly that value (a rate read as 833 or as text fails);
- a date field (YYYY-MM-DD) must be a date cell of that day, or the text itself;
- `true` / `false` may be read as a truth value of the same value;
- in the columns that hold figures (`NUMERIC_COLUMNS`: every figure of days.csv, the
  strength of streaks.csv and periods.csv) every non-empty field must be written as a
  number of the dialect — and so be read as one;
- any other field must be a text cell with exactly the field's text (a CRLF inside a field is the
  cell's line break): nothing turned into a
  number or a date, and no apostrophe in front unless the field is one the writer neutralized
  against formula injection (it begins with = + - @).

Exit 0 when every cell reads right, 1 with one line per wrong cell, 2 when LibreOffice is
missing (install Debian's libreoffice-calc-nogui) or a file cannot be converted.
"""
import csv
import glob
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
import xml.etree.ElementTree as ElementTree

NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
}
LOCALES = {"de": ("de-DE", 1031), "en": ("en-US", 1033)}
# 0-based columns of figures, by file (the columns' places are the renderers', whatever the
# headers' language): days.csv position, total, goal, level place, streak, strength; the
# strength of streaks.csv and periods.csv. (daily.csv's counter totals are numbers too: as any
# field that is one, they must be read as one.)
NUMERIC_COLUMNS = {"days.csv": (1, 5, 6, 8, 10, 11), "streaks.csv": (15,), "periods.csv": (15,)}
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def attribute(element, namespace, name):
    return element.get("{%s}%s" % (NS[namespace], name))


def cell_text(cell):
    """The text LibreOffice shows in a cell: its paragraphs joined by line breaks."""
    paragraphs = []
    for paragraph in cell.findall("text:p", NS):
        parts = []

        def walk(node):
            if node.text:
                parts.append(node.text)
            for child in node:
                tag = child.tag.split("}")[1]
                if tag == "s":
                    parts.append(" " * int(attribute(child, "text", "c") or "1"))
                elif tag == "tab":
                    parts.append("\t")
                elif tag == "line-break":
                    parts.append("\n")
                else:
                    walk(child)
                if child.tail:
                    parts.append(child.tail)

        walk(paragraph)
        paragraphs.append("".join(parts))
    return "\n".join(paragraphs)


def read_ods(path):
    """The first sheet's rows: lists of (value-type, value, text) per cell."""
    with zipfile.ZipFile(path) as archive:
        root = ElementTree.fromstring(archive.read("content.xml"))
    table = root.find(".//table:table", NS)
    rows = []
    for row in table.findall("table:table-row", NS):
        cells = []
        for cell in row:
            if cell.tag.split("}")[1] not in ("table-cell", "covered-table-cell"):
                continue
            repeat = int(attribute(cell, "table", "number-columns-repeated") or "1")
            kind = attribute(cell, "office", "value-type")
            value = (attribute(cell, "office", "value") or attribute(cell, "office", "date-value")
                     or attribute(cell, "office", "boolean-value"))
            entry = (kind, value, cell_text(cell))
            cells.extend([entry] * min(repeat, 1000))
        while cells and cells[-1][0] is None and cells[-1][2] == "":
            cells.pop()
        repeat = int(attribute(row, "table", "number-rows-repeated") or "1")
        if cells:
            rows.extend([cells] * repeat)
    return rows


def number_in(field, decimal):
    pattern = r"^-?\d+(" + re.escape(decimal) + r"\d+)?$"
    if re.match(pattern, field):
        return float(field.replace(decimal, "."))
    return None


def check_file(soffice, csv_path, locale, workdir):
    language, lcid = LOCALES[locale]
    raw = open(csv_path, "rb").read()
    has_bom = raw.startswith(b"\xef\xbb\xbf")
    text = raw.decode("utf-8-sig")
    first_line = text.split("\n", 1)[0]
    delimiter = ";" if first_line.count(";") > first_line.count(",") else ","
    decimal = "," if delimiter == ";" else "."
    fields = list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
    options = "%d,34,76,1,,%d,false,true" % (ord(delimiter), lcid)
    profile = "file://" + os.path.join(workdir, "profile")
    outdir = os.path.join(workdir, locale)
    os.makedirs(outdir, exist_ok=True)
    result = subprocess.run(
        [soffice, "-env:UserInstallation=" + profile, "--headless", "--norestore",
         "--infilter=CSV:" + options, "--convert-to", "ods", "--outdir", outdir, csv_path],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300,
        env=dict(os.environ, LANG=language.replace("-", "_") + ".UTF-8", LC_ALL=""),
    )
    ods = os.path.join(outdir, os.path.splitext(os.path.basename(csv_path))[0] + ".ods")
    if result.returncode != 0 or not os.path.exists(ods):
        print("%s: LibreOffice could not convert it: %s" % (csv_path, result.stderr.decode(errors="replace").strip()), file=sys.stderr)
        sys.exit(2)
    cells = read_ods(ods)
    problems = []
    numeric = NUMERIC_COLUMNS.get(os.path.basename(csv_path), ())
    if len(cells) != len(fields):
        problems.append("%s: LibreOffice read %d rows, the file has %d" % (csv_path, len(cells), len(fields)))
    for row_index, (row, sheet_row) in enumerate(zip(fields, cells), start=1):
        if len(sheet_row) > len(row):
            problems.append("%s:%d: LibreOffice read %d columns, the row has %d" % (csv_path, row_index, len(sheet_row), len(row)))
        for column, field in enumerate(row, start=1):
            kind, value, shown = sheet_row[column - 1] if column <= len(sheet_row) else (None, None, "")
            place = "%s:%d:%d (%s in %s)" % (csv_path, row_index, column, repr(field), language)
            expected = number_in(field, decimal) if row_index > 1 else None
            if row_index > 1 and column - 1 in numeric and field != "" and expected is None:
                problems.append("%s: a figure not written as a number" % place)
            if field == "":
                if kind is not None or shown != "":
                    problems.append("%s: empty field read as %r" % (place, shown))
            elif expected is not None:
                if kind not in ("float", "percentage") or abs(float(value) - expected) > 1e-9:
                    problems.append("%s: a number, read as %s %r" % (place, kind, value if kind else shown))
            elif DATE.match(field) and kind == "date":
                if not (value or "").startswith(field):
                    problems.append("%s: a date, read as the date %s" % (place, value))
            elif field in ("true", "false") and kind == "boolean":
                if value != field:
                    problems.append("%s: a truth value, read as %s" % (place, value))
            elif kind not in (None, "string"):
                problems.append("%s: text, read as %s %r" % (place, kind, value))
            elif shown != field.replace("\r\n", "\n"):
                problems.append("%s: text, shown as %r" % (place, shown))
            elif field.startswith("'") and field[1:2] not in ("=", "+", "-", "@", "\t", "\r"):
                problems.append("%s: an apostrophe in front of ordinary text" % place)
    return problems, has_bom


def main():
    sets = sys.argv[1:] or ["Reports"]
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        print("LibreOffice is not installed (Debian: apt-get install libreoffice-calc-nogui)", file=sys.stderr)
        return 2
    problems = []
    checked = 0
    with tempfile.TemporaryDirectory(prefix="trackerkit-lo-") as workdir:
        for reports in sets:
            found_here = 0
            for locale in sorted(LOCALES):
                for path in sorted(glob.glob(os.path.join(reports, locale, "*.csv"))):
                    found, _ = check_file(soffice, path, locale, workdir)
                    problems.extend(found)
                    found_here += 1
            if found_here == 0:
                print("%s: no de/ or en/ CSV files to check" % reports, file=sys.stderr)
                return 2
            checked += found_here
    for problem in problems[:200]:
        print(problem)
    if len(problems) > 200:
        print("… and %d more" % (len(problems) - 200))
    print("checked %d CSV files with LibreOffice: %s" % (checked, "all cells read right" if not problems else "%d wrong cells" % len(problems)), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
