"""What the catalog round-trip scripts share (xliff_translate_toolkit.py, po_translate_toolkit.py,
split-join-corpus.py): failed checks collected in `failures` and printed as they happen, and
every leaf of a JSON value with its path, to compare two catalogs value by value."""

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def check(condition, message):
    if not condition:
        fail(message)


def leaves(value, path=()):
    """Every leaf of a JSON value with its path (dictionary keys, list indices)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from leaves(inner, path + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from leaves(inner, path + (index,))
    else:
        yield path, value
