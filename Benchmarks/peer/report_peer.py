#!/usr/bin/env python3
"""The Python peer of `trackerkit report`: what a careful script written with the standard
library would do for the same report, as the yardstick the Swift tool is timed against.

    python3 Benchmarks/peer/report_peer.py STORE OUT [--as-of 2026-11-20] [--timezone Europe/Berlin]

STORE is a JSON export (`json.load`) or a SwiftData SQLite store (`sqlite3`). It writes into
OUT the report's large files with their columns — logs.csv (every log, by tracker, time and
id, with its assigned day and level), days.csv (each tracker's walked days: total, level,
outcome, streak and habit strength), daily.csv (a column per tracker) and streaks.csv (current
and longest streak, jokers, last 7 and 30 days, strength) — each written to a temporary file,
fsynced and renamed into place, as the tool does. The rules are the contract's: a log's day
in the store's zone with the tracker's cutoff hour, a day's outcome from its deciding level or
its total against the goal, jokers earned every N successful days and spent on a day that
needs one, habit strength as the exponential average with a 66-day time constant.

Not a second implementation to compare bytes with — the tool's own tests do that — but the
same work in idiomatic Python, so that "N× the peer" means something.
"""
import argparse
import csv
import json
import math
import os
import sqlite3
import sys
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

CORE_DATA_EPOCH = 978307200
STRENGTH_ALPHA = 1 - math.exp(-1 / 66)


def read_json(path):
    with open(path, "rb") as file:
        data = json.load(file)
    trackers = data["trackers"]
    logs = [(log["id"], log["trackerId"], datetime.fromisoformat(log["timestamp"].replace("Z", "+00:00")).timestamp(),
             log.get("value"), log.get("note"), log.get("trigger"), log.get("location")) for log in data["logs"]]
    return trackers, logs, data.get("timeZone")


def uuid_text(blob):
    hexed = blob.hex().upper()
    return f"{hexed[0:8]}-{hexed[8:12]}-{hexed[12:16]}-{hexed[16:20]}-{hexed[20:32]}"


def read_sqlite(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    trackers, key_of = [], {}
    for row in db.execute("SELECT Z_PK, ZID, ZNAME, ZTYPE, ZTRACKINGMODE, ZISACTIVE, ZDISPLAYORDER, ZDAILYGOAL, ZLEVELSDATA, "
                          "ZREWARDCONFIGDATA, ZDAYASSIGNMENTRAW FROM ZTRACKER"):
        pk, blob, name, kind, mode, active, order, goal, levels, reward, assignment = row
        tracker = {"id": uuid_text(blob), "name": name, "type": kind, "trackingMode": mode, "isActive": bool(active),
                   "displayOrder": order, "dailyGoal": goal, "levels": json.loads(levels) if levels else None,
                   "rewardConfig": json.loads(reward) if reward else None, "dayAssignmentRaw": assignment}
        key_of[pk] = tracker["id"]
        trackers.append(tracker)
    logs = [(uuid_text(blob), key_of.get(tracker), stamp + CORE_DATA_EPOCH, value, note, trigger, location)
            for blob, tracker, stamp, value, note, trigger, location in
            db.execute("SELECT ZID, ZTRACKER, ZTIMESTAMP, ZVALUE, ZNOTE, ZTRIGGER, ZLOCATION FROM ZTRACKERLOG ORDER BY Z_PK")]
    db.close()
    return trackers, logs, None


class Rules:
    def __init__(self, tracker):
        self.mode = tracker.get("trackingMode")
        self.levels = tracker.get("levels") or []
        self.level_of = {level["id"]: index for index, level in enumerate(self.levels)}
        self.goal = tracker.get("dailyGoal")
        reward = tracker.get("rewardConfig") or {}
        self.earn_every = reward.get("earnEveryDays")
        self.max_on_hand = reward.get("maxOnHand", 0)
        self.can_heal = reward.get("canHealGrace", False)
        raw = tracker.get("dayAssignmentRaw") or ""
        self.cutoff = int(raw.split(":")[1]) if raw.startswith("cutoffHour:") else 0

    def outcome(self, logs):
        """success, needsGrace, breaksStreak or noData for a day's logs (time order)."""
        if not logs:
            return "success" if self.mode == "avoidance" else "noData"
        if self.mode == "avoidance":
            return "breaksStreak"
        if self.mode == "levels":
            index = self.level_of.get(logs[-1][3])
            return "noData" if index is None else self.levels[index]["streakEffect"]
        if self.mode == "counter" and self.goal:
            return "success" if sum(log[3] or 0 for log in logs) >= self.goal else "noData"
        return "success"


def walk(rules, days, first, last):
    """The streak walk from the first logged day to the last: per day its outcome, the streak
    after it and the strength, with jokers earned and spent."""
    rows, streak, longest, strength, jokers, run = [], 0, 0, 0.0, 0, 0
    day = first
    while day <= last:
        logs = days.get(day, [])
        outcome = rules.outcome(logs)
        healed = False
        if outcome == "success":
            streak += 1
            run += 1
            if rules.earn_every and run % rules.earn_every == 0 and jokers < rules.max_on_hand:
                jokers += 1
        elif outcome == "needsGrace" and rules.can_heal and jokers > 0:
            jokers -= 1
            healed = True
            streak += 1
        else:
            streak, run = 0, 0
        longest = max(longest, streak)
        strength += STRENGTH_ALPHA * ((1.0 if outcome == "success" or healed else 0.0) - strength)
        rows.append((day, logs, outcome, healed, streak, strength))
        day += timedelta(days=1)
    return rows, streak, longest, jokers


def write_csv(path, header, rows):
    temporary = path + ".tmp"
    with open(temporary, "w", newline="", encoding="utf-8") as file:
        writer = csv.writer(file)
        writer.writerow(header)
        writer.writerows(rows)
        file.flush()
        os.fsync(file.fileno())
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("store")
    parser.add_argument("out")
    parser.add_argument("--as-of", default=None)
    parser.add_argument("--timezone", default=None)
    args = parser.parse_args()
    with open(args.store, "rb") as file:
        is_sqlite = file.read(16) == b"SQLite format 3\x00"
    trackers, logs, store_zone = (read_sqlite if is_sqlite else read_json)(args.store)
    zone = ZoneInfo(args.timezone or store_zone or "UTC")
    today = date.fromisoformat(args.as_of) if args.as_of else datetime.now(zone).date()
    order = sorted(range(len(trackers)), key=lambda index: (trackers[index].get("displayOrder") or 0, index))
    position = {trackers[index]["id"]: place for place, index in enumerate(order)}
    rules = {tracker["id"]: Rules(tracker) for tracker in trackers}

    per_tracker = {tracker["id"]: [] for tracker in trackers}
    for log in logs:
        if log[1] in per_tracker:
            local = datetime.fromtimestamp(log[2], zone)
            tracker_rules = rules[log[1]]
            day = (local - timedelta(hours=tracker_rules.cutoff)).date() if tracker_rules.cutoff else local.date()
            per_tracker[log[1]].append((log[2], log[0], day, log[3], log[4], log[5], log[6], local))
    os.makedirs(args.out, exist_ok=True)

    log_rows, day_rows, streak_rows, daily = [], [], [], {}
    for place, index in enumerate(order):
        tracker = trackers[index]
        tracker_rules = rules[tracker["id"]]
        entries = sorted(per_tracker[tracker["id"]], key=lambda entry: (entry[0], entry[1]))
        days = {}
        for stamp, log_id, day, value, note, trigger, location, local in entries:
            level_index = tracker_rules.level_of.get(value)
            level = tracker_rules.levels[level_index] if level_index is not None else None
            log_rows.append((place + 1, tracker["id"], tracker["name"], tracker["name"], log_id, local.isoformat(), day.isoformat(),
                             "" if value is None else value, level["key"] if level else "", level["labelKey"] if level else "",
                             note or "", trigger or "", location or ""))
            days.setdefault(day, []).append((stamp, log_id, day, value))
        if not days:
            streak_rows.append((place + 1, tracker["id"], tracker["name"], tracker["name"], 0, 0, 0, "", 0.0))
            continue
        walked, streak, longest, jokers = walk(tracker_rules, days, min(days), today)
        for day, day_logs, outcome, healed, streak_after, strength in walked:
            total = sum(log[3] or 0 for log in day_logs)
            level_index = tracker_rules.level_of.get(day_logs[-1][3]) if day_logs else None
            day_rows.append((day.isoformat(), place + 1, tracker["id"], tracker["name"],
                             total if tracker_rules.mode == "counter" else "", tracker_rules.goal or "",
                             tracker_rules.levels[level_index]["key"] if level_index is not None else "",
                             level_index + 1 if level_index is not None else "", "healed" if healed else outcome, streak_after,
                             f"{strength:.4f}"))
            if day_logs:
                daily.setdefault(day, {})[place] = (f"{total} / {tracker_rules.goal}" if tracker_rules.goal else
                                                    (tracker_rules.levels[level_index]["key"] if level_index is not None else total))
        recent = walked[-30:]
        rate = lambda window: sum(1 for row in window if row[2] == "success" or row[3]) / len(window)
        streak_rows.append((place + 1, tracker["id"], tracker["name"], tracker["name"], streak, longest, jokers,
                            rate(recent[-7:]), rate(recent), f"{walked[-1][5]:.4f}"))

    write_csv(os.path.join(args.out, "logs.csv"), ["#", "Tracker ID", "Name", "Tracker", "Log ID", "Time", "Day", "Value", "Level key",
                                                    "Level", "Note", "Trigger", "Location"], log_rows)
    write_csv(os.path.join(args.out, "days.csv"), ["Day", "#", "Tracker ID", "Name", "Total", "Daily goal", "Level key", "Level no.",
                                                    "Outcome", "Streak", "Strength"], day_rows)
    write_csv(os.path.join(args.out, "streaks.csv"), ["#", "Tracker ID", "Name", "Tracker", "Current streak", "Longest streak",
                                                       "Jokers available", "Last 7 days", "Last 30 days", "Strength"], streak_rows)
    columns = len(order)
    write_csv(os.path.join(args.out, "daily.csv"), ["Day"] + [trackers[index]["name"] for index in order],
              [[day.isoformat()] + [daily[day].get(place, "") for place in range(columns)] for day in sorted(daily)])
    print(f"{len(trackers)} trackers, {len(logs)} logs, {len(day_rows)} walked days", file=sys.stderr)


if __name__ == "__main__":
    main()
