#!/usr/bin/env python3
"""Recomputes the habit strength of every tracker of a JSON store from its definition and
compares it with what `trackerkit report` wrote: streaks.csv (strength), periods.csv
(strength_at_end) and days.csv (streak, strength and outcome of every row).

    python3 Scripts/check-strength.py [--bin .build/release/trackerkit] [--store Benchmarks/Generated/large.json]
        [--as-of 2026-11-20] [--timezone Europe/Berlin]

The recomputation is written here from the documents alone — contract §2 and §4.2 for the
streak walk and its jokers, docs/streaks-and-strength.md "Habit strength" for the strength — in plain Python, one
step per calendar day from the habit's first day (the tracker's createdAt in the report time
zone, or its first logged day when earlier): an implementation independent of the tool's (the Swift test suite
does the same on the sample and the small and medium generated stores; this script is for
the million-log store, too slow for the suite). Exit 0 when every value agrees, 1 otherwise.
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile
from datetime import date, datetime, timedelta
from decimal import Decimal, ROUND_HALF_UP
from zoneinfo import ZoneInfo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
M = 0.5 ** (1 / 13)
PRESET_LEVELS = {
    "NoAlc": [(0, "steady", "success"), (1, "easy", "needsGrace"), (2, "wild", "needsGrace")],
    "Mood": [(i + 1, k, "success") for i, k in enumerate(["awful", "bad", "okay", "good", "great"])],
    "Energy": [(1, "low", "success"), (2, "medium", "success"), (3, "high", "success")],
}


def four(value):
    """Shortest decimal form (Python's repr, as Swift's description), rounded half away from zero."""
    return str(Decimal(repr(value)).quantize(Decimal("0.0001"), rounding=ROUND_HALF_UP))


def parse_time(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def walk(tracker, logs, zone, today):
    """The walked days of one tracker: (day, outcome, healed, streak, strength, count, level),
    and the strength after the walk's last day (a tracker without logs has one too)."""
    levels = tracker.get("levels")
    if levels is None and tracker["trackingMode"] == "levels" and tracker["name"] in PRESET_LEVELS:
        levels = [{"id": i, "key": k, "streakEffect": e} for i, k, e in PRESET_LEVELS[tracker["name"]]]
    has_success = any(level["streakEffect"] == "success" for level in levels or [])
    goal = tracker.get("dailyGoal") if tracker["trackingMode"] == "counter" else None
    goal = goal if goal and goal > 0 else None
    avoidance = not has_success and tracker["trackingMode"] == "avoidance"
    cutoff = None
    raw = tracker.get("dayAssignmentRaw") or ""
    for prefix in ("cutoffHour:", "cutoff:"):
        if raw.startswith(prefix) and raw[len(prefix):].isdigit() and 0 <= int(raw[len(prefix):]) <= 23:
            cutoff = int(raw[len(prefix):])
    rewards = tracker.get("rewardConfig")
    if rewards is not None:
        rewards = (rewards.get("earnEveryDays", 7), rewards.get("maxOnHand", 3), rewards.get("canHealGrace", True))
        if rewards[0] < 1 or rewards[1] < 0:
            rewards = None
    drink_counts = levels is not None and sorted(level["key"] for level in levels) == ["easy", "steady", "wild"]

    def level_index(value):
        if value is None or levels is None:
            return None
        for index, level in enumerate(levels):
            if level["id"] == value:
                return index
        if drink_counts and 3 <= value <= 5:
            return next(i for i, level in enumerate(levels) if level["key"] == "easy")
        if drink_counts and value >= 6:
            return next(i for i, level in enumerate(levels) if level["key"] == "wild")
        return None

    by_day = {}
    for order, log in logs:
        local = parse_time(log["timestamp"]).astimezone(zone)
        day = local.date()
        if cutoff is not None and local.hour < cutoff:
            day -= timedelta(days=1)
        if day <= today:
            by_day.setdefault(day, []).append((parse_time(log["timestamp"]).timestamp(), order, log.get("value")))

    def facts(day):
        entries = by_day.get(day, [])
        total = sum(value or 0 for _, _, value in entries)
        latest = max(entries, default=None, key=lambda entry: (entry[0], entry[1]))
        level = level_index(latest[2]) if latest else None
        credit = 0.0
        if has_success:
            effect = levels[level]["streakEffect"] if level is not None else None
            outcome = {"success": "success", "needsGrace": "needsGrace", "breaksStreak": "breaks"}.get(effect, "noData")
        elif goal is not None:
            outcome = "success" if entries and total >= goal else "noData"
            if outcome == "noData" and entries and total > 0:
                credit = total / goal
        elif avoidance:
            outcome = "breaks" if entries else "success"
        else:
            outcome = "success" if entries else "noData"
        return outcome, (1.0 if outcome == "success" else credit), len(entries), total, level

    end = today if avoidance or facts(today)[0] != "noData" else today - timedelta(days=1)
    created = parse_time(tracker["createdAt"]).astimezone(zone).date()
    first = min(by_day) if by_day else None
    strength = 0.0
    # The habit's days before its first log: no streak; for the strength a success (an
    # avoidance tracker without a relapse) or a day worth 0.
    day = min(created, first) if first else created
    while day <= end and (first is None or day < first):
        strength = strength * M + (1.0 if avoidance else 0.0) * (1 - M)
        day += timedelta(days=1)
    if first is None:
        return [], strength
    days = []
    current = earned = used = 0
    day = first
    while day <= end:
        outcome, credit, count, total, level = facts(day)
        healed = False
        if outcome == "success":
            current += 1
            if rewards and current % rewards[0] == 0 and earned - used < rewards[1]:
                earned += 1
        elif outcome in ("needsGrace", "noData"):
            if rewards and (outcome == "needsGrace" or rewards[0] > 1) and (current + 1) % rewards[0] == 0 and earned - used < rewards[1]:
                earned += 1
            if rewards and earned - used > 0 and rewards[2]:
                used += 1
                current += 1
                healed = True
            else:
                current = earned = used = 0
        else:
            current = earned = used = 0
        if not healed:
            strength = strength * M + credit * (1 - M)
        days.append((day, outcome, healed, current, strength, count, level))
        day += timedelta(days=1)
    return days, strength


def word(entry, tracker):
    day, outcome, healed, _, _, count, _ = entry
    if healed:
        return "healed"
    if outcome == "noData":
        goal = tracker["trackingMode"] == "counter" and (tracker.get("dailyGoal") or 0) > 0 and tracker.get("levels") is None
        return "below_goal" if goal and count > 0 else "missed"
    return {"success": "success", "needsGrace": "needs_joker", "breaks": "broken"}[outcome]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "trackerkit"))
    parser.add_argument("--store", default=os.path.join(ROOT, "Benchmarks", "Generated", "large.json"))
    parser.add_argument("--as-of", default="2026-11-20")
    parser.add_argument("--timezone", default="Europe/Berlin")
    options = parser.parse_args()
    today = date.fromisoformat(options.as_of)
    zone = ZoneInfo(options.timezone)
    problems = []
    with tempfile.TemporaryDirectory(prefix="check-strength-") as out:
        subprocess.run([options.bin, "report", "--store", options.store, "--out", out, "--format", "csv", "--locale", "en",
                        "--include-inactive", "--csv-dialect", "rfc4180", "--csv-headers", "ids", "--as-of", options.as_of,
                        "--timezone", options.timezone, "--quiet"], check=True)
        with open(options.store, encoding="utf-8") as handle:
            store = json.load(handle)
        logs = {}
        for order, log in enumerate(store["logs"]):
            logs.setdefault(log["trackerId"].upper(), []).append((order, log))
        trackers = {tracker["id"].upper(): tracker for tracker in store["trackers"]}
        results = {tid: walk(tracker, logs.get(tid, []), zone, today) for tid, tracker in trackers.items()}
        walks = {tid: result[0] for tid, result in results.items()}

        def rows(name):
            with open(os.path.join(out, "en", name), encoding="utf-8", newline="") as handle:
                return list(csv.DictReader(handle))

        streak_rows = rows("streaks.csv")
        for row in streak_rows:
            expected = four(results[row["tracker_id"]][1])
            if row["strength"] != expected:
                problems.append(f"streaks.csv {row['tracker']}: strength {row['strength']}, expected {expected}")
        period_rows = rows("periods.csv")
        for row in period_rows:
            first, last = date.fromisoformat(row["start"]), date.fromisoformat(row["end"])
            inside = [entry for entry in walks[row["tracker_id"]] if first <= entry[0] <= last]
            expected = four(inside[-1][4]) if inside else ""
            if row["strength_at_end"] != expected:
                problems.append(f"periods.csv {row['tracker']} {row['period']}: {row['strength_at_end']}, expected {expected}")
        covered = {}
        day_rows = rows("days.csv")
        for row in day_rows:
            tid = row["tracker_id"]
            tracker, entries = trackers[tid], walks[tid]
            bounds = [date.fromisoformat(part) for part in row["day"].split("/")]
            inside = [entry for entry in entries if bounds[0] <= entry[0] <= bounds[-1]] if len(bounds) > 1 else None
            if inside is None:
                index = (bounds[0] - entries[0][0]).days if entries else -1
                inside = [entries[index]] if 0 <= index < len(entries) and entries[index][0] == bounds[0] else []
            if len(inside) != (bounds[-1] - bounds[0]).days + 1:
                problems.append(f"days.csv {row['day']} {row['tracker']}: not every day was walked")
                continue
            last = inside[-1]
            if len(inside) > 1 and not all(entry[5] == 0 and word(entry, tracker) == word(last, tracker) for entry in inside):
                problems.append(f"days.csv {row['day']} {row['tracker']}: days that are not alike share a row")
            expected = (str(last[3]), four(last[4]), word(last, tracker))
            if (row["streak"], row["strength"], row["outcome"]) != expected:
                problems.append(f"days.csv {row['day']} {row['tracker']}: {(row['streak'], row['strength'], row['outcome'])}, expected {expected}")
            covered[tid] = covered.get(tid, 0) + len(inside)
        for tid, entries in walks.items():
            if covered.get(tid, 0) != len(entries):
                problems.append(f"days.csv {trackers[tid]['name']}: {covered.get(tid, 0)} days in rows, {len(entries)} walked")
    for problem in problems[:50]:
        print("FAIL " + problem)
    print(f"check-strength: {len(trackers)} trackers, {len(store['logs'])} logs, {sum(len(w) for w in walks.values())} walked days; "
          f"{len(streak_rows)} streaks.csv, {len(period_rows)} periods.csv and {len(day_rows)} days.csv rows: "
          + ("all agree" if not problems else f"{len(problems)} differ"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
