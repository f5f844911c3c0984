#!/usr/bin/env python3
"""The DuckDB reference of `trackerkit export logs`: the same table — every log with its
tracker's position, id and name, the time in the store's zone, the day assigned with the
tracker's cutoff hour, the value and its level — read from the JSON export by DuckDB's JSON
reader and written by its CSV writer (all its threads), to a file that is then fsynced.

    pip install duckdb
    python3 Benchmarks/peer/duckdb_export_logs.py STORE.json OUT.csv [--timezone Europe/Berlin]

A yardstick for reading a JSON store and writing a large CSV, not a byte-for-byte equal
output (DuckDB spells times and quotes cells its own way).
"""
import argparse
import os

import duckdb


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("store")
    parser.add_argument("out")
    parser.add_argument("--timezone", default="Europe/Berlin")
    args = parser.parse_args()
    size = os.path.getsize(args.store)
    db = duckdb.connect()
    db.execute(f"SET TimeZone = '{args.timezone}'")
    db.execute(f"""
        CREATE TEMP TABLE store AS
        SELECT trackers, logs FROM read_json('{args.store}', format = 'unstructured', maximum_object_size = {size + 1024},
            columns = {{trackers: 'STRUCT(id VARCHAR, name VARCHAR, displayOrder BIGINT, dayAssignmentRaw VARCHAR,
                                          levels STRUCT(id BIGINT, "key" VARCHAR, labelKey VARCHAR)[])[]',
                       logs: 'STRUCT(id VARCHAR, trackerId VARCHAR, "timestamp" TIMESTAMPTZ, "value" BIGINT, note VARCHAR,
                                     "trigger" VARCHAR, location VARCHAR)[]'}})""")
    db.execute(f"""
        COPY (
            WITH t AS (
                SELECT row_number() OVER (ORDER BY coalesce(t.displayOrder, 0), t.ordinal) AS position, t.*
                FROM (SELECT unnest(trackers, recursive := true), generate_subscripts(trackers, 1) AS ordinal FROM store) t),
            l AS (SELECT unnest(logs, recursive := true) FROM store)
            SELECT t.position AS "#", t.id AS "Tracker ID", t.name AS "Name", t.name AS "Tracker", l.id AS "Log ID",
                   strftime(l."timestamp", '%Y-%m-%dT%H:%M:%S%z') AS "Time",
                   strftime(l."timestamp" - to_hours(coalesce(TRY_CAST(split_part(t.dayAssignmentRaw, ':', 2) AS INTEGER), 0)),
                            '%Y-%m-%d') AS "Day",
                   l."value" AS "Value",
                   list_filter(t.levels, lambda x: x.id = l."value")[1]."key" AS "Level key",
                   list_filter(t.levels, lambda x: x.id = l."value")[1].labelKey AS "Level",
                   l.note AS "Note", l."trigger" AS "Trigger", l.location AS "Location"
            FROM l JOIN t ON t.id = l.trackerId
            ORDER BY t.position, l."timestamp", l.id
        ) TO '{args.out}' (HEADER, DELIMITER ',')""")
    db.close()
    descriptor = os.open(args.out, os.O_RDONLY)
    os.fsync(descriptor)
    os.close(descriptor)


if __name__ == "__main__":
    main()
