#!/usr/bin/env python3
"""Generates benchmark and cross-check stores: the same data as a JSON export and as a
SwiftData/Core Data SQLite store (contract §3.2 layout), deterministically from a seed.

    python3 Benchmarks/generate-stores.py --size large --out Benchmarks/Generated

Sizes: small (10 trackers × 365 days), medium (30 × 1,825), large-half (50 × 1,825, for the
scaling check), large (50 × 3,650 — about
1,000,000 logs); and the many-trackers shape, trackers-N (N trackers with one log each, on
their last day: trackers-500, trackers-2000, trackers-5000, trackers-20000), where the work per
tracker, not per log, is what is measured. Writes <size>.json and <size>.sqlite into --out. Logs are in the same
order in both (JSON file order = ascending Z_PK), timestamps are whole seconds, so both
readers must produce identical stores and identical reports.
"""
import argparse
import json
import os
import random
import sqlite3
import struct
import uuid
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

SIZES = {"small": (10, 365), "medium": (30, 1825), "large-half": (50, 1825), "large": (50, 3650)}
# N trackers with one log each (the many-trackers shape): N → (N, days of history)
SINGLE_LOG_SIZES = {f"trackers-{n}": (n, 365) for n in (500, 2000, 5000, 20000)}
CORE_DATA_EPOCH = datetime(2001, 1, 1, tzinfo=timezone.utc)
ZONE_NAME = "Europe/Berlin"
LAST_DAY = datetime(2026, 11, 20)
NOTES = [None, None, None, None, "ok", "Dinner, \"one\" glass", "line\nbreak", "=1+2", "🎉 party", "tab\there", "-minus", "@at"]

LEVEL_SETS = {
    "noalc": [(0, "steady", "💧", "NoAlc.Steady", "success"), (1, "easy", "✨", "NoAlc.Easy", "needsGrace"), (2, "wild", "💥", "NoAlc.Wild", "needsGrace")],
    "mood": [(i + 1, k, "🙂", "Mood." + k.capitalize(), "success") for i, k in enumerate(["awful", "bad", "okay", "good", "great"])],
    "custom": [(1, "poor", "😫", "Sleep.Poor", "breaksStreak"), (2, "fair", "😴", "Sleep.Fair", "needsGrace"), (3, "good", "🙂", "Sleep.Good", "success")],
}


def generate(size, seed):
    rng = random.Random(seed)
    tracker_count, day_count = SIZES.get(size) or SINGLE_LOG_SIZES[size]
    zone = ZoneInfo(ZONE_NAME)
    first_day = LAST_DAY - timedelta(days=day_count - 1)

    def new_uuid():
        return uuid.UUID(int=rng.getrandbits(128), version=4)

    trackers = []
    kinds = ["noalc", "mood", "water", "awareness", "avoidance", "custom", "yesno"]
    for index in range(tracker_count):
        kind = kinds[index % len(kinds)]
        created = datetime(first_day.year, first_day.month, first_day.day, 8, 0, tzinfo=timezone.utc) - timedelta(days=rng.randint(0, 30), minutes=rng.randint(0, 600))
        tracker = {
            "id": new_uuid(), "name": {"noalc": "NoAlc", "mood": "Mood", "water": "Drink Water"}.get(kind, f"Custom {index:03d}") if index < len(kinds) else f"{kind.capitalize()} {index:03d}",
            "icon": "⭐", "type": "saboteur" if kind in ("noalc", "avoidance") else "good",
            "trackingMode": {"noalc": "levels", "mood": "levels", "custom": "levels", "water": "counter", "awareness": "awareness", "avoidance": "avoidance", "yesno": "yesNo"}[kind],
            "createdAt": int(created.timestamp()),
            "isActive": rng.random() > 0.1, "displayOrder": rng.choice([0, 0, index, index, rng.randint(0, 20)]),
            "levels": LEVEL_SETS.get(kind), "kind": kind,
            "rewardConfig": (7, 3, True) if kind == "noalc" else ((5, 2, True) if kind == "custom" else None),
            "dailyGoal": 8 if kind == "water" else None,
            "dayAssignmentRaw": "cutoffHour:18" if kind == "noalc" else ("cutoffHour:12" if kind == "custom" else None),
        }
        trackers.append(tracker)

    logs = []
    if size in SINGLE_LOG_SIZES:
        # One log per tracker, on a day of the last year, at a time of day that varies.
        for tracker in trackers:
            day = first_day + timedelta(days=rng.randint(0, day_count - 1))
            local = datetime(day.year, day.month, day.day, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), tzinfo=zone)
            value = {"noalc": 0, "mood": 3, "custom": 3, "water": 1}.get(tracker["kind"])
            logs.append({"id": new_uuid(), "tracker": tracker, "epoch": int(local.timestamp()), "value": value,
                         "note": rng.choice(NOTES), "trigger": None, "location": None})
        return trackers, logs
    for day_index in range(day_count):
        day = first_day + timedelta(days=day_index)
        for tracker in trackers:
            kind = tracker["kind"]
            if kind == "avoidance":
                count = 1 if rng.random() < 0.05 else 0
            else:
                count = rng.randint(4, 10) if rng.random() < 0.93 else 0
            for _ in range(count):
                local = datetime(day.year, day.month, day.day, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), tzinfo=zone)
                epoch = int(local.timestamp())
                if kind == "noalc":
                    value = rng.choice([0, 0, 0, 0, 1, 2, 4, 6]) if rng.random() < 0.98 else 9
                elif kind == "mood":
                    value = rng.randint(1, 5)
                elif kind == "custom":
                    value = rng.choice([1, 2, 3, 3, 3, 7])
                elif kind == "water":
                    value = rng.choice([1, 1, 2, None])
                else:
                    value = None
                logs.append({
                    "id": new_uuid(), "tracker": tracker, "epoch": epoch, "value": value,
                    "note": rng.choice(NOTES), "trigger": rng.choice([None, None, "stress"]), "location": None,
                })
    return trackers, logs


def rfc3339(epoch):
    local = datetime.fromtimestamp(epoch, ZoneInfo(ZONE_NAME))
    return local.isoformat()


def write_json(path, trackers, logs):
    def level_json(levels):
        return None if levels is None else [{"id": i, "key": k, "icon": ic, "labelKey": lk, "streakEffect": e} for i, k, ic, lk, e in levels]

    with open(path, "w", encoding="utf-8") as out:
        out.write('{"format":"tracker-store","schemaVersion":1,"exportedAt":"2026-11-20T21:00:00Z","timeZone":"%s","trackers":[' % ZONE_NAME)
        for index, t in enumerate(trackers):
            entry = {
                "id": str(t["id"]).upper(), "name": t["name"], "icon": t["icon"], "type": t["type"],
                "trackingMode": t["trackingMode"], "createdAt": datetime.fromtimestamp(t["createdAt"], timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                "isActive": t["isActive"], "displayOrder": t["displayOrder"], "levels": level_json(t["levels"]),
                "rewardConfig": None if t["rewardConfig"] is None else dict(zip(["earnEveryDays", "maxOnHand", "canHealGrace"], t["rewardConfig"])),
                "dailyGoal": t["dailyGoal"], "dayAssignmentRaw": t["dayAssignmentRaw"],
            }
            out.write(("," if index else "") + json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
        out.write('],"logs":[')
        for index, log in enumerate(logs):
            entry = {"id": str(log["id"]).upper(), "trackerId": str(log["tracker"]["id"]).upper(), "timestamp": rfc3339(log["epoch"]),
                     "value": log["value"], "note": log["note"], "trigger": log["trigger"]}
            out.write(("," if index else "") + json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
        out.write("]}\n")


def write_sqlite(path, trackers, logs):
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.execute("""CREATE TABLE ZTRACKER (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZID BLOB, ZNAME VARCHAR, ZICON VARCHAR,
        ZTYPE VARCHAR, ZTRACKINGMODE VARCHAR, ZCREATEDAT TIMESTAMP, ZISACTIVE INTEGER, ZDISPLAYORDER INTEGER, ZWIDGETORDER INTEGER,
        ZSHOWINWIDGET INTEGER, ZHEALTHKITTYPE VARCHAR, ZSAVETOHEALTHKIT INTEGER, ZDAILYGOAL INTEGER, ZSHOWINCALENDAR INTEGER,
        ZLEVELSDATA BLOB, ZREWARDCONFIGDATA BLOB, ZDAYASSIGNMENTRAW VARCHAR)""")
    db.execute("""CREATE TABLE ZTRACKERLOG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZID BLOB, ZTRACKER INTEGER,
        ZTIMESTAMP TIMESTAMP, ZVALUE INTEGER, ZNOTE VARCHAR, ZTRIGGER VARCHAR, ZLOCATION VARCHAR, ZSYNCEDTOHEALTHKIT INTEGER)""")
    db.execute("CREATE INDEX ZTRACKERLOG_ZTRACKER_INDEX ON ZTRACKERLOG (ZTRACKER)")
    pk_of = {}
    for pk, t in enumerate(trackers, start=1):
        pk_of[t["id"]] = pk
        levels = None if t["levels"] is None else json.dumps(
            [{"id": i, "key": k, "icon": ic, "labelKey": lk, "streakEffect": e} for i, k, ic, lk, e in t["levels"]], ensure_ascii=False).encode()
        reward = None if t["rewardConfig"] is None else json.dumps(dict(zip(["earnEveryDays", "maxOnHand", "canHealGrace"], t["rewardConfig"]))).encode()
        db.execute("INSERT INTO ZTRACKER VALUES (?,1,1,?,?,?,?,?,?,?,?,999,0,NULL,0,?,1,?,?,?)", (
            pk, t["id"].bytes, t["name"], t["icon"], t["type"], t["trackingMode"], float(t["createdAt"] - 978307200),
            1 if t["isActive"] else 0, t["displayOrder"], t["dailyGoal"], levels, reward, t["dayAssignmentRaw"]))
    db.executemany("INSERT INTO ZTRACKERLOG VALUES (?,2,1,?,?,?,?,?,?,NULL,0)", (
        (pk, log["id"].bytes, pk_of[log["tracker"]["id"]], float(log["epoch"] - 978307200), log["value"], log["note"], log["trigger"])
        for pk, log in enumerate(logs, start=1)))
    db.commit()
    db.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", choices=sorted(SIZES) + sorted(SINGLE_LOG_SIZES), default="small")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="Benchmarks/Generated")
    parser.add_argument("--formats", default="json,sqlite")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    trackers, logs = generate(args.size, args.seed)
    formats = args.formats.split(",")
    if "json" in formats:
        write_json(os.path.join(args.out, f"{args.size}.json"), trackers, logs)
    if "sqlite" in formats:
        write_sqlite(os.path.join(args.out, f"{args.size}.sqlite"), trackers, logs)
    print(f"{args.size}: {len(trackers)} trackers, {len(logs)} logs -> {args.out}")


if __name__ == "__main__":
    main()
