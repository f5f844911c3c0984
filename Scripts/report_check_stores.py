"""Small tracker stores built like real ones, for the checks of the rendered report
(Scripts/check-html-in-chromium.py): generated here, deterministically (a fixed seed and fixed
dates), never committed.

- stale: the data ends on 2025-06-30 — reported without --as-of, every day since counts as
  not logged, and the report must say so instead of drawing conclusions from the gap;
- tiny: three logs of a yes/no habit, and an avoidance tracker made half a year ago with no
  relapse;
- twenty: 20 trackers with German names over three years, custom levels whose label keys no
  catalog has (the report shows the keys and the command warns), and no time zone in the store
  (reported in the zone of the system: the page carries a banner).

    from report_check_stores import STORES
    store = STORES["tiny"]()   # a dict in the JSON export format
"""
import random
import uuid
from datetime import date, datetime, timedelta, timezone

AS_OF = date(2026, 11, 20)


def _store(trackers, logs, zone="Europe/Berlin", exported=AS_OF):
    store = {"format": "tracker-store", "schemaVersion": 1,
             "exportedAt": datetime(exported.year, exported.month, exported.day, 21, tzinfo=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
             "trackers": trackers, "logs": sorted(logs, key=lambda log: (log["timestamp"], log["id"]))}
    if zone:
        store["timeZone"] = zone
    return store


class _Builder:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.trackers = []
        self.logs = []

    def uuid(self):
        return str(uuid.UUID(int=self.rng.getrandbits(128), version=4)).upper()

    def tracker(self, name, mode, created, order, kind="good", icon="", **extra):
        entry = {"id": self.uuid(), "name": name, "icon": icon, "type": kind, "trackingMode": mode,
                 "createdAt": created.strftime("%Y-%m-%dT08:00:00Z"), "isActive": True, "displayOrder": order}
        entry.update(extra)
        self.trackers.append(entry)
        return entry["id"]

    def log(self, tracker_id, day, hour=20, value=None):
        self.logs.append({"id": self.uuid(), "trackerId": tracker_id, "value": value, "note": None,
                          "timestamp": datetime(day.year, day.month, day.day, hour, self.rng.randint(0, 59), tzinfo=timezone.utc)
                          .strftime("%Y-%m-%dT%H:%M:%SZ")})


def _levels(prefix, keys, effects):
    return [{"id": index, "key": key, "icon": "", "labelKey": f"{prefix}.{key.capitalize()}", "streakEffect": effect}
            for index, (key, effect) in enumerate(zip(keys, effects))]


def stale():
    """Six trackers logged daily for a year, ending 2025-06-30."""
    builder = _Builder(41)
    last = date(2025, 6, 30)
    first = last - timedelta(days=364)
    noalc = builder.tracker("NoAlc", "levels", first, 0, kind="saboteur", icon="🍷",
                            rewardConfig={"earnEveryDays": 7, "maxOnHand": 3, "canHealGrace": True}, dayAssignmentRaw="cutoffHour:18")
    mood = builder.tracker("Mood", "levels", first, 1, icon="😊")
    water = builder.tracker("Drink Water", "counter", first, 2, icon="💧", dailyGoal=8)
    walk = builder.tracker("Walk", "yesNo", first, 3, icon="🚶")
    smoke = builder.tracker("No Smoking", "avoidance", first, 4, kind="saboteur", icon="🚭")
    doom = builder.tracker("Doomscrolling", "awareness", first, 5, kind="saboteur", icon="📱")
    day = first
    while day <= last:
        builder.log(noalc, day, 21, builder.rng.choice([0, 0, 0, 1, 2]))
        builder.log(mood, day, 20, builder.rng.randint(1, 5))
        for _ in range(builder.rng.randint(0, 10)):
            builder.log(water, day, builder.rng.randint(7, 20), 1)
        if builder.rng.random() < 0.6:
            builder.log(walk, day, 18, 1)
        if builder.rng.random() < 0.05:
            builder.log(smoke, day, 22)
        if builder.rng.random() < 0.4:
            builder.log(doom, day, 23, 1)
        day += timedelta(days=1)
    return _store(builder.trackers, builder.logs, exported=last)


def tiny():
    """Three logs of a habit begun three days ago, and a clean avoidance tracker of half a year."""
    builder = _Builder(42)
    read = builder.tracker("Reading", "yesNo", AS_OF - timedelta(days=3), 0, icon="📖")
    builder.tracker("No Smoking", "avoidance", AS_OF - timedelta(days=180), 1, kind="saboteur", icon="🚭")
    for back in (3, 2, 1):
        builder.log(read, AS_OF - timedelta(days=back), 21, 1)
    return _store(builder.trackers, builder.logs)


GERMAN_NAMES = ["Kein Alkohol", "Stimmung", "Wasser trinken", "Laufen", "Lesen", "Meditation", "Nichtrauchen", "Tagebuch",
                "Fokus", "Schlafqualität", "Dehnen", "Gemüse essen", "Früh aufstehen", "Kein Zucker", "Spaziergang",
                "Vokabeln lernen", "Handyfreie Zeit", "Dankbarkeit", "Aufräumen", "Bildschirmpause am Nachmittag"]


def twenty():
    """20 trackers over three years, German names, custom levels without a catalog, no time zone."""
    builder = _Builder(43)
    first = AS_OF - timedelta(days=3 * 365)
    modes = ["levels", "levels", "counter", "yesNo", "yesNo", "yesNo", "avoidance", "awareness", "levels", "levels"]
    ids = []
    for index, name in enumerate(GERMAN_NAMES):
        mode = modes[index % len(modes)]
        extra = {}
        if mode == "levels" and index % 10 == 8:
            extra["levels"] = _levels("Fokus", ["zerstreut", "ruhig", "tief"], ["needsGrace", "success", "success"])
        elif mode == "levels" and index % 10 == 9:
            extra["levels"] = _levels("Schlaf", ["schlecht", "mittel", "gut", "super"], ["success"] * 4)
        elif mode == "levels" and index % 10 == 0:
            extra["levels"] = _levels("Alkohol", ["keiner", "wenig", "viel"], ["success", "needsGrace", "breaksStreak"])
            extra["rewardConfig"] = {"earnEveryDays": 7, "maxOnHand": 2, "canHealGrace": True}
        elif mode == "levels":
            extra["levels"] = _levels("Laune", ["mies", "schlecht", "okay", "gut", "super"], ["success"] * 5)
        if mode == "counter":
            extra["dailyGoal"] = 8
        created = first + timedelta(days=builder.rng.randint(0, 400))
        ids.append((builder.tracker(name, mode, created, index, kind="saboteur" if mode == "avoidance" else "good", icon="⭐", **extra),
                    mode, created, extra))
    day = first
    while day <= AS_OF:
        weekend = day.weekday() >= 5
        for tracker_id, mode, created, extra in ids:
            if day < created or (day == AS_OF and builder.rng.random() < 0.7):
                continue
            if mode == "levels" and builder.rng.random() < 0.85:
                builder.log(tracker_id, day, 19, builder.rng.randrange(len(extra["levels"])))
            elif mode == "counter":
                for _ in range(builder.rng.randint(0, 10)):
                    builder.log(tracker_id, day, builder.rng.randint(7, 20), 1)
            elif mode in ("yesNo", "awareness") and not weekend and builder.rng.random() < 0.7:
                builder.log(tracker_id, day, 18, 1)
            elif mode == "avoidance" and builder.rng.random() < 0.03:
                builder.log(tracker_id, day, 22)
        day += timedelta(days=1)
    return _store(builder.trackers, builder.logs, zone=None)


STORES = {"stale": stale, "tiny": tiny, "twenty": twenty}
