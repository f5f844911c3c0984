#!/usr/bin/env python3
"""Generates Samples/tracker-store.json: the bundled sample store.

Deterministic (fixed seed, fixed dates): running it again gives the same bytes, so the
committed golden reports in Reports/ stay valid. Regenerate with

    python3 Scripts/generate-sample-store.py > Samples/tracker-store.json

The store covers what the reports must handle: NoAlc with steady/easy/wild days, jokers
earned and spent, evening and after-midnight logs under cutoffHour:18; Mood; Energy with
its levels left to the preset; Drink Water with several logs a day against a goal of 8;
an awareness saboteur; an avoidance tracker; two custom level trackers; an inactive
tracker; legacy zero displayOrder values; and notes with commas, quotes, line breaks,
emoji and formula-like starts (=, +, -, @).
"""
import json
import random
import sys
import uuid
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

ZONE = ZoneInfo("Europe/Berlin")
FIRST_DAY = date(2026, 5, 1)
LAST_DAY = date(2026, 11, 20)
rng = random.Random(20261120)


def new_id():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper()


def stamp(day, hour, minute, second=0):
    local = datetime(day.year, day.month, day.day, hour, minute, second, tzinfo=ZONE)
    return local.isoformat()


def days():
    day = FIRST_DAY
    while day <= LAST_DAY:
        yield day
        day += timedelta(days=1)


def level(id_, key, icon, label_key, effect):
    return {"id": id_, "key": key, "icon": icon, "labelKey": label_key, "streakEffect": effect}


trackers = []
logs = []


def tracker(name, icon, type_, mode, created, display_order, **extra):
    entry = {
        "id": new_id(),
        "name": name,
        "icon": icon,
        "type": type_,
        "trackingMode": mode,
        "createdAt": created,
        "isActive": extra.pop("isActive", True),
        "displayOrder": display_order,
    }
    entry.update(extra)
    trackers.append(entry)
    return entry["id"]


def log(tracker_id, timestamp, value=None, note=None, trigger=None, location=None):
    entry = {"id": new_id(), "trackerId": tracker_id, "timestamp": timestamp, "value": value, "note": note}
    if trigger is not None:
        entry["trigger"] = trigger
    if location is not None:
        entry["location"] = location
    logs.append(entry)


NOTES = [
    "Dinner with friends, one glass",
    'Said "no thanks" twice',
    "Long day.\nSlept early",
    "🎉 Birthday party",
    "=SUM(A1:A9) looked at the spreadsheet",
    "+1 for the walk, again",
    "-5 kg goal, still on it",
    "@home, quiet evening",
    "Pizza, beer; then tea",
    'Quote "inside", comma, and a\r\nWindows line break',
    "Tab\tseparated thoughts",
    "|pipes| and \\backslashes\\ in Markdown",
]

# NoAlc: built-in preset, pinned, rewards 7/3, cutoffHour:18.
noalc = tracker(
    "NoAlc", "🍷", "saboteur", "levels", "2025-12-19T08:00:00Z", 0,
    levels=[
        level(0, "steady", "💧", "NoAlc.Steady", "success"),
        level(1, "easy", "✨", "NoAlc.Easy", "needsGrace"),
        level(2, "wild", "💥", "NoAlc.Wild", "needsGrace"),
    ],
    rewardConfig={"earnEveryDays": 7, "maxOnHand": 3, "canHealGrace": True},
    dayAssignmentRaw="cutoffHour:18",
    showInWidget=True, widgetOrder=0,
)
mood = tracker(
    "Mood", "😊", "good", "levels", "2026-01-05T09:30:00Z", 1,
    levels=[
        level(1, "awful", "😢", "Mood.Awful", "success"),
        level(2, "bad", "😕", "Mood.Bad", "success"),
        level(3, "okay", "😐", "Mood.Okay", "success"),
        level(4, "good", "🙂", "Mood.Good", "success"),
        level(5, "great", "😊", "Mood.Great", "success"),
    ],
)
# Energy keeps no levels of its own: the preset fills them in.
energy = tracker("Energy", "⚡", "good", "levels", "2026-02-01T07:00:00Z", 0)
water = tracker("Drink Water", "💧", "good", "counter", "2026-01-10T12:00:00Z", 2, dailyGoal=8)
doom = tracker("Doomscrolling", "📱", "saboteur", "awareness", "2026-03-03T20:15:00Z", 0)
smoke = tracker("No Smoking", "🚭", "saboteur", "avoidance", "2026-04-20T10:00:00Z", 4)
sleep = tracker(
    "Sleep Quality", "🛌", "good", "levels", "2026-04-02T06:45:00Z", 3,
    levels=[
        level(1, "poor", "😫", "Sleep.Poor", "breaksStreak"),
        level(2, "fair", "😴", "Sleep.Fair", "needsGrace"),
        level(3, "good", "🙂", "Sleep.Good", "success"),
        level(4, "great", "🌟", "Sleep.Great", "success"),
    ],
    rewardConfig={"earnEveryDays": 5, "maxOnHand": 2, "canHealGrace": True},
    dayAssignmentRaw="cutoffHour:12",
)
focus = tracker(
    "Deep Work", "🎯", "good", "levels", "2026-04-02T06:45:00Z", 5,
    levels=[
        level(1, "scattered", "🌪️", "Focus.Scattered", "needsGrace"),
        level(2, "steady", "📘", "Focus.Steady", "success"),
        level(3, "deep", "🎯", "Focus.Deep", "success"),
    ],
)
gratitude = tracker("Gratitude", "🙏", "good", "awareness", "2026-01-05T09:31:00Z", 6, isActive=False)

for day in days():
    # NoAlc: mostly steady; a few easy and wild evenings; some days forgotten (jokers heal them).
    roll = rng.random()
    # The last four weeks are steadier, so the sample ends with jokers on hand.
    if (LAST_DAY - day).days < 28:
        roll = roll * 0.85 + 0.06 if rng.random() < 0.97 else 0.0
    if roll < 0.06:
        pass  # no log: a gap
    else:
        value = 0 if roll < 0.80 else (1 if roll < 0.93 else 2)
        if rng.random() < 0.25:
            # Logged after midnight: under cutoffHour:18 it belongs to the day before.
            next_day = day + timedelta(days=1)
            if next_day <= LAST_DAY:
                log(noalc, stamp(next_day, rng.randint(0, 1), rng.randint(0, 59)), value,
                    note=rng.choice(NOTES) if rng.random() < 0.2 else None)
            else:
                log(noalc, stamp(day, 19, 30), value)
        else:
            log(noalc, stamp(day, rng.randint(18, 23), rng.randint(0, 59)), value,
                note=rng.choice(NOTES) if rng.random() < 0.2 else None,
                trigger=rng.choice(["stress", "social", None, None]) if value > 0 else None)
    # Mood: once a day most days, sometimes corrected later the same day.
    if day >= date(2026, 5, 1) and rng.random() < 0.85:
        log(mood, stamp(day, rng.randint(8, 21), rng.randint(0, 59)), rng.randint(2, 5),
            note=rng.choice(NOTES) if rng.random() < 0.15 else None)
        if rng.random() < 0.1:
            log(mood, stamp(day, 22, rng.randint(0, 59)), rng.randint(1, 5))
    # Energy: morning and sometimes afternoon.
    if rng.random() < 0.7:
        log(energy, stamp(day, rng.randint(6, 9), rng.randint(0, 59)), rng.randint(1, 3))
        if rng.random() < 0.3:
            log(energy, stamp(day, rng.randint(14, 17), rng.randint(0, 59)), rng.randint(1, 3))
    # Drink Water: several glasses a day, goal 8.
    if rng.random() < 0.92:
        glasses = rng.randint(4, 11)
        minute_of_day = 7 * 60
        while glasses > 0 and minute_of_day < 22 * 60:
            amount = 2 if glasses >= 2 and rng.random() < 0.3 else 1
            log(water, stamp(day, minute_of_day // 60, minute_of_day % 60), amount)
            glasses -= amount
            minute_of_day += rng.randint(40, 120)
    # Doomscrolling: awareness logs on some days.
    if day >= date(2026, 5, 1) and rng.random() < 0.35:
        log(doom, stamp(day, rng.randint(20, 23), rng.randint(0, 59)),
            note=rng.choice(NOTES) if rng.random() < 0.3 else None,
            location=rng.choice(["sofa", "bed", "train, platform 3", None]))
    # No Smoking: a few relapses.
    if day in (date(2026, 6, 14), date(2026, 8, 2), date(2026, 9, 19), date(2026, 11, 6)):
        log(smoke, stamp(day, 23, 10), note="Party, \"just one\"")
    # Sleep Quality: logged in the morning (cutoffHour:12 → counts for the night before).
    if day > date(2026, 5, 1) and rng.random() < 0.9:
        quality = rng.choices([1, 2, 3, 4], weights=[1, 3, 8, 4])[0]
        log(sleep, stamp(day, rng.randint(6, 10), rng.randint(0, 59)), quality)
    # Deep Work: weekdays.
    if day.weekday() < 5 and rng.random() < 0.8:
        log(focus, stamp(day, rng.randint(10, 17), rng.randint(0, 59)), rng.choices([1, 2, 3], weights=[2, 5, 3])[0])
    # Gratitude: only in May and June, then set inactive.
    if day < date(2026, 7, 1) and rng.random() < 0.5:
        log(gratitude, stamp(day, 21, 45), note=rng.choice(["Family", "Sunshine ☀️", "A good book"]))

logs.sort(key=lambda entry: (datetime.fromisoformat(entry["timestamp"]), entry["id"]))

store = {
    "format": "tracker-store",
    "schemaVersion": 1,
    "exportedAt": "2026-11-20T21:00:00Z",
    "timeZone": "Europe/Berlin",
    "trackers": trackers,
    "logs": logs,
}
sys.stdout.write(json.dumps(store, indent=2, ensure_ascii=False) + "\n")
