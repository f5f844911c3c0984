#!/usr/bin/env python3
"""Writes one small history as the app writes it, twice: a JSON export and a SwiftData
SQLite store (run from anywhere; deterministic).

    python3 Tests/Fixtures/app-written/generate.py

What the app writes and the tool must read:
- a custom tracker whose 4th and 5th level were named "Level 3" again: the custom-tracker
  sheet derives each key from the name (lowercased, spaces to "_"), so three levels share
  the key "level_3" and differ only by id;
- levels named "Good" and "good": one key, "good";
- an old Mood tracker from before levels existed: awareness mode, no levels, value 1 + note;
- a log without a tracker (SQLite: ZTRACKER NULL, the relationship is optional; JSON: a
  trackerId naming no tracker).
"""
import json, os, sqlite3, uuid
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
BERLIN = timezone(timedelta(hours=1))  # November: CET

def level(i, name, icon, effect):
    return {"id": i, "key": name.lower().replace(" ", "_"), "icon": icon, "labelKey": name, "streakEffect": effect}

CUSTOM = "C0000000-0000-4000-8000-000000000001"
FEELING = "C0000000-0000-4000-8000-000000000002"
MOOD = "C0000000-0000-4000-8000-000000000003"
NOWHERE = "C0000000-0000-4000-8000-0000000000FF"
trackers = [
    dict(id=CUSTOM, name="Evening walk", icon="🚶", type="good", trackingMode="levels", createdAt="2026-10-01T08:00:00Z", displayOrder=0,
         levels=[level(0, "Level 1", "✅", "success"), level(1, "Level 2", "⚡", "needsGrace"), level(2, "Level 3", "💥", "breaksStreak"),
                 level(3, "Level 3", "💥", "success"), level(4, "Level 3", "💥", "breaksStreak")],
         rewardConfig={"earnEveryDays": 7, "maxOnHand": 3, "canHealGrace": True}),
    dict(id=FEELING, name="Feeling", icon="🙂", type="good", trackingMode="levels", createdAt="2026-10-01T08:00:00Z", displayOrder=1,
         levels=[level(0, "Good", "🙂", "success"), level(1, "good", "😐", "needsGrace")]),
    dict(id=MOOD, name="Mood", icon="😊", type="good", trackingMode="awareness", createdAt="2025-06-01T08:00:00Z", displayOrder=2),
]
# (tracker, local day in November 2026, hour, value, note)
logs = [
    (CUSTOM, 17, 19, 0, None), (CUSTOM, 18, 19, 2, None), (CUSTOM, 19, 19, 3, None), (CUSTOM, 20, 9, 4, "rain"),
    (FEELING, 19, 12, 0, None), (FEELING, 20, 12, 1, None),
    (MOOD, 18, 8, 1, "calm morning"), (MOOD, 19, 8, 1, "tired"), (MOOD, 20, 8, 1, "fine"),
    (None, 20, 10, 1, "orphan"),
]

def log_id(index):
    return "D0000000-0000-4000-8000-%012X" % (index + 1)

def instant(day, hour):
    return datetime(2026, 11, day, hour, 0, tzinfo=BERLIN)

export = {
    "format": "tracker-store", "schemaVersion": 1, "exportedAt": "2026-11-20T21:00:00Z", "timeZone": "Europe/Berlin",
    "trackers": trackers,
    "logs": [dict(id=log_id(i), trackerId=tracker or NOWHERE, timestamp=instant(day, hour).isoformat(), value=value, note=note)
             for i, (tracker, day, hour, value, note) in enumerate(logs)],
}
with open(os.path.join(HERE, "app-written.json"), "w", encoding="utf-8") as f:
    json.dump(export, f, indent=1, ensure_ascii=False)
    f.write("\n")

path = os.path.join(HERE, "app-written.sqlite")
for suffix in ("", "-wal", "-shm", "-journal"):
    if os.path.exists(path + suffix):
        os.remove(path + suffix)
db = sqlite3.connect(path)
db.execute("PRAGMA page_size = 512")
db.execute("CREATE TABLE ZTRACKER (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZID BLOB, ZNAME VARCHAR, ZICON VARCHAR, ZTYPE VARCHAR, ZTRACKINGMODE VARCHAR, ZCREATEDAT TIMESTAMP, ZISACTIVE INTEGER, ZDISPLAYORDER INTEGER, ZLEVELSDATA BLOB, ZREWARDCONFIGDATA BLOB)")
db.execute("CREATE TABLE ZTRACKERLOG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZID BLOB, ZTRACKER INTEGER, ZTIMESTAMP TIMESTAMP, ZVALUE INTEGER, ZNOTE VARCHAR)")
REFERENCE = datetime(2001, 1, 1, tzinfo=timezone.utc)
def seconds(moment):
    return (moment - REFERENCE).total_seconds()
for pk, t in enumerate(trackers, start=1):
    created = datetime.fromisoformat(t["createdAt"].replace("Z", "+00:00"))
    db.execute("INSERT INTO ZTRACKER VALUES (?, 1, 1, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)", (
        pk, uuid.UUID(t["id"]).bytes, t["name"], t["icon"], t["type"], t["trackingMode"], seconds(created), t["displayOrder"],
        json.dumps(t["levels"]).encode() if "levels" in t else None,
        json.dumps(t["rewardConfig"]).encode() if "rewardConfig" in t else None))
pks = {t["id"]: pk for pk, t in enumerate(trackers, start=1)}
for i, (tracker, day, hour, value, note) in enumerate(logs):
    db.execute("INSERT INTO ZTRACKERLOG VALUES (?, 2, 1, ?, ?, ?, ?, ?)",
               (i + 1, uuid.UUID(log_id(i)).bytes, pks[tracker] if tracker else None, seconds(instant(day, hour)), value, note))
db.commit()
db.close()
