#!/usr/bin/env python3
"""Reads a CSV file with Python's csv module and prints its rows as JSON.

An independent reader for acceptance checks of the CSV files trackerkit writes
(contract §5): if Python reads back every cell where it belongs, so do other
RFC 4180 readers.

    Scripts/check-csv.py FILE [--delimiter ';'] [--columns N] [--expect-bom | --expect-no-bom]

- The delimiter is ',' unless given (use `--delimiter ';'` for the excel
  dialect of a decimal-comma locale such as de; guessing it is unreliable, since
  a comma file may hold unquoted ';'). A leading byte order mark is stripped.
- Output: {"bom": true|false, "delimiter": ",", "rows": [["cell", ...], ...]}
  on stdout, UTF-8, one line.
- Exit 1 (message on stderr) when the file is not valid UTF-8, a line end is
  not CRLF outside quotes, `--columns N` is given and a row has another count,
  or the BOM expectation fails. Exit 2 on usage errors.
"""
import argparse
import csv
import io
import json
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--delimiter", default=",")
    parser.add_argument("--columns", type=int)
    bom_group = parser.add_mutually_exclusive_group()
    bom_group.add_argument("--expect-bom", action="store_true")
    bom_group.add_argument("--expect-no-bom", action="store_true")
    args = parser.parse_args()

    with open(args.file, "rb") as handle:
        data = handle.read()
    has_bom = data.startswith(b"\xef\xbb\xbf")
    if args.expect_bom and not has_bom:
        print(f"{args.file}: no UTF-8 byte order mark", file=sys.stderr)
        return 1
    if args.expect_no_bom and has_bom:
        print(f"{args.file}: unexpected UTF-8 byte order mark", file=sys.stderr)
        return 1
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        print(f"{args.file}: not UTF-8: {error}", file=sys.stderr)
        return 1

    delimiter = args.delimiter
    if len(delimiter) != 1:
        print("--delimiter must be one character", file=sys.stderr)
        return 2

    problem = _line_end_problem(text)
    if problem:
        print(f"{args.file}: {problem}", file=sys.stderr)
        return 1

    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, quotechar='"',
                        doublequote=True, strict=True)
    try:
        rows = list(reader)
    except csv.Error as error:
        print(f"{args.file}: line {reader.line_num}: {error}", file=sys.stderr)
        return 1

    if args.columns is not None:
        for number, row in enumerate(rows, start=1):
            if len(row) != args.columns:
                print(f"{args.file}: record {number} has {len(row)} fields, expected {args.columns}",
                      file=sys.stderr)
                return 1

    json.dump({"bom": has_bom, "delimiter": delimiter, "rows": rows}, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


def _line_end_problem(text: str) -> str:
    """RFC 4180: records end in CRLF (line breaks inside quoted fields are data)."""
    quoted = False
    index = 0
    while index < len(text):
        char = text[index]
        if char == '"':
            quoted = not quoted
        elif not quoted and char in "\r\n":
            if char == "\n" or text[index + 1:index + 2] != "\n":
                return f"record line end at character {index} is not CRLF"
            index += 1
        index += 1
    if text and not text.endswith("\r\n"):
        return "the last record does not end in CRLF"
    return ""


if __name__ == "__main__":
    sys.exit(main())
