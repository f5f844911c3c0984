import Foundation
import Testing
import TestSupport

@Suite("trackerkit order (end to end)")
struct OrderCLITests {
    @Test("generated stores and move scripts: --move … --to … --write gives exactly the expected order, dense values, nothing else changed", arguments: [UInt64(1), 2, 3, 4])
    func generatedMoveScripts(seed: UInt64) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["NoAlc", "Mood", "Energy", "Drink Water", "Deep Work", "Archived", "Sleep Quality", "Zazen"]
        let store = directory.appendingPathComponent("store.json")
        try Data(GeneratedStore.random(seed: seed, names: names).json().utf8).write(to: store)
        var random = SeededGenerator(seed: (seed &* 31) ^ 0x5DEE_CE66_D1CE_4E5B)

        for step in 0..<5 {
            let context = "seed \(seed), step \(step)"
            let before = try OrderCLI.list(store, in: directory).trackers
            let previousBytes = try Data(contentsOf: store)
            let pinned = before.filter(\.pinned)
            var movable = before.filter { !$0.pinned && $0.active }
            let target = movable.randomElement(using: &random)!
            let position = Int.random(in: -1...(before.count + 2), using: &random)
            // The name as a person might type it: any case.
            let typed = Bool.random(using: &random) ? target.name.uppercased() : target.name.lowercased()

            let result = try TrackerKitProcess.run(["order", "--store", store.path, "--move", typed, "--to", String(position), "--write"], in: directory)
            #expect(result.exitCode == 0, "\(context): \(result.stderr)")

            // Expected: NAME at 1-based position N of the displayed list, clamped into the movable range.
            let from = movable.firstIndex(of: target)!
            movable.remove(at: from)
            movable.insert(target, at: min(max(position - 1 - pinned.count, 0), movable.count))
            let after = try OrderCLI.list(store, in: directory).trackers
            #expect(after.map(\.id) == (pinned + movable).map(\.id), "order (\(context))")
            #expect(after.filter { !$0.pinned }.map(\.displayOrder) == Array(0..<movable.count), "dense (\(context))")
            #expect(after.filter(\.pinned) == pinned, "pinned unchanged (\(context))")

            let newBytes = try Data(contentsOf: store)
            let changed = try OrderCLI.storedValues(newBytes) != OrderCLI.storedValues(previousBytes)
            if changed {
                #expect(try Data(contentsOf: store.appendingPathExtension("bak")) == previousBytes, ".bak (\(context))")
            }
            #expect(try OrderCLI.canonicalWithoutDisplayOrder(newBytes) == OrderCLI.canonicalWithoutDisplayOrder(previousBytes), "other members (\(context))")
            #expect(try OrderCLI.textOutsideDisplayOrder(newBytes) == OrderCLI.textOutsideDisplayOrder(previousBytes), "other bytes (\(context))")
            // Inactive trackers keep their stored value (absent counts as 0 for the reader).
            let values = try OrderCLI.storedValues(newBytes)
            let oldValues = try OrderCLI.storedValues(previousBytes)
            let inactive = try OrderCLI.list(store, extra: ["--include-inactive"], in: directory).trackers.filter { !$0.active }
            #expect(!inactive.isEmpty)
            for tracker in inactive { #expect(values[tracker.id] == oldValues[tracker.id], "inactive \(tracker.name) (\(context))") }
        }
    }

    @Test("a move only replaces the displayOrder numbers: every other byte stays, .bak holds the previous content")
    func bytesOutsideNumbers() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("sample.json")
        try FileManager.default.copyItem(at: TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json"), to: store)
        let original = try Data(contentsOf: store)

        let result = try TrackerKitProcess.run(["order", "--store", store.path, "--move", "deep work", "--to", "2", "--write"], in: directory)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stderr.contains("sample.json.bak"))
        #expect(try Data(contentsOf: store.appendingPathExtension("bak")) == original)

        let listed = try OrderCLI.list(store, in: directory).trackers
        #expect(listed.map(\.name) == ["NoAlc", "Deep Work", "Energy", "Doomscrolling", "Mood", "Drink Water", "Sleep Quality", "No Smoking"])
        #expect(listed.dropFirst().map(\.displayOrder) == Array(0..<7))

        // Same length here (single-digit values), so compare byte by byte: only digits of displayOrder members differ.
        let patched = try Data(contentsOf: store)
        #expect(patched.count == original.count)
        let masked = { (data: Data) -> String in
            let text = String(decoding: data, as: UTF8.self)
            let pattern = try! NSRegularExpression(pattern: #"("displayOrder": )-?[0-9]+"#)
            return pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1#")
        }
        #expect(masked(patched) == masked(original))
        #expect(try OrderCLI.canonicalWithoutDisplayOrder(patched) == OrderCLI.canonicalWithoutDisplayOrder(original))
    }

    @Test("a legacy all-zero store lists in creation order; --normalize --write gives 0…n−1 in that order, and a second run changes nothing")
    func legacyNormalize() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generated = GeneratedStore.random(seed: 11, names: ["Zeta", "NoAlc", "Alpha", "Mood", "Archived", "Beta"])
        for index in generated.items.indices {
            generated.items[index].displayOrder = index % 3 == 0 ? nil : 0
            generated.items[index].writesNull = false
            generated.items[index].createdDay = index + 1
        }
        let store = directory.appendingPathComponent("legacy.json")
        try Data(generated.json().utf8).write(to: store)
        let creationOrder = generated.items.filter { $0.active && $0.name != "NoAlc" }.map(\.id)

        let check = try TrackerKitProcess.run(["order", "--store", store.path, "--check", "--format", "json"], in: directory)
        #expect(check.exitCode == 1)
        let checked = try OrderCLI.parseList(check.stdout)
        #expect(checked.trackers.map(\.id) == [generated.items.first { $0.name == "NoAlc" }!.id] + creationOrder)
        #expect(checked.problems.count == 1)
        #expect(checked.problems.first?["kind"] as? String == "legacy-all-zero")
        #expect(checked.problems.first?["severity"] as? String == "warning")
        #expect((checked.problems.first?["message"] as? String)?.contains("--normalize") == true)

        let first = try TrackerKitProcess.run(["order", "--store", store.path, "--normalize", "--write"], in: directory)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let listed = try OrderCLI.list(store, in: directory).trackers
        #expect(listed.dropFirst().map(\.id) == creationOrder)
        #expect(listed.dropFirst().map(\.displayOrder) == Array(0..<creationOrder.count))
        let afterFirst = try Data(contentsOf: store)
        let backupAfterFirst = try Data(contentsOf: store.appendingPathExtension("bak"))
        #expect(backupAfterFirst == Data(generated.json().utf8))
        // Trackers that lacked the member got one inserted (the rest of the text is unchanged).
        let occurrences = { (data: Data) in String(decoding: data, as: UTF8.self).components(separatedBy: "\"displayOrder\"").count }
        #expect(occurrences(afterFirst) > occurrences(backupAfterFirst))
        #expect(try OrderCLI.textOutsideDisplayOrder(afterFirst) == OrderCLI.textOutsideDisplayOrder(backupAfterFirst))
        #expect(try OrderCLI.canonicalWithoutDisplayOrder(afterFirst) == OrderCLI.canonicalWithoutDisplayOrder(backupAfterFirst))

        let recheck = try TrackerKitProcess.run(["order", "--store", store.path, "--check"], in: directory)
        #expect(recheck.exitCode == 0, "\(recheck.stdout)")
        #expect(recheck.stdout.contains("no problems"))

        let second = try TrackerKitProcess.run(["order", "--store", store.path, "--normalize", "--write"], in: directory)
        #expect(second.exitCode == 0)
        #expect(second.stderr.contains("nothing written"))
        #expect(try Data(contentsOf: store) == afterFirst)
        #expect(try Data(contentsOf: store.appendingPathExtension("bak")) == backupAfterFirst)
    }

    @Test("without --write the store is not changed and a note says so")
    func dryRun() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store.json")
        try FileManager.default.copyItem(at: TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json"), to: store)
        let original = try Data(contentsOf: store)
        let result = try TrackerKitProcess.run(["order", "--store", store.path, "--move", "Mood", "--to", "2"], in: directory)
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("1. 🍷 NoAlc  (pinned, displayOrder 0)\n2. 😊 Mood  (displayOrder 0, was 1)\n"))
        #expect(result.stderr.contains("trackerkit: note: not written") && result.stderr.contains("--write"))
        #expect(try Data(contentsOf: store) == original)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".bak"))
    }

    @Test("--write on a SQLite store is refused with exit 2 and the file is untouched")
    func sqliteRefused() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("default.store")
        let bytes = Data("SQLite format 3".utf8) + Data([0]) + Data(repeating: 0x42, count: 4080)
        try bytes.write(to: store)
        for arguments in [["--move", "Mood", "--to", "2", "--write"], ["--normalize", "--write"]] {
            let result = try TrackerKitProcess.run(["order", "--store", store.path] + arguments, in: directory)
            #expect(result.exitCode == 2)
            #expect(result.stderr.contains("SQLite store") && result.stderr.contains("--write is refused"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
        #expect(try Data(contentsOf: store) == bytes)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".bak"))
    }

    @Test("an unknown or ambiguous name, a pinned or inactive tracker: exit 2 with a message listing the candidates")
    func nameErrors() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = GeneratedStore.random(seed: 5, names: ["NoAlc", "Mood", "MOOD", "Energy", "Archived"])
        let store = directory.appendingPathComponent("store.json")
        try Data(generated.json().utf8).write(to: store)
        let original = try Data(contentsOf: store)

        let unknown = try TrackerKitProcess.run(["order", "--store", store.path, "--move", "Sleep", "--to", "2", "--write"], in: directory)
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("--move \"Sleep\" matches no tracker"))
        for name in ["\"NoAlc\"", "\"Mood\"", "\"MOOD\"", "\"Energy\"", "\"Archived\" (inactive)"] {
            #expect(unknown.stderr.contains(name), "\(name) in \(unknown.stderr)")
        }

        let ambiguous = try TrackerKitProcess.run(["order", "--store", store.path, "--move", "mood", "--to", "2"], in: directory)
        #expect(ambiguous.exitCode == 2)
        #expect(ambiguous.stderr.contains("matches 2 trackers"))
        for item in generated.items where item.name.uppercased() == "MOOD" {
            #expect(ambiguous.stderr.contains(item.id), "\(item.id) in \(ambiguous.stderr)")
        }
        // The exact name and the id pick one.
        #expect(try TrackerKitProcess.run(["order", "--store", store.path, "--move", "MOOD", "--to", "2"], in: directory).exitCode == 0)

        let pinned = try TrackerKitProcess.run(["order", "--store", store.path, "--move", "noalc", "--to", "3", "--write"], in: directory)
        #expect(pinned.exitCode == 2)
        #expect(pinned.stderr.contains("\"NoAlc\" is pinned") || pinned.stderr.contains("cannot move \"NoAlc\": it is pinned"))

        let inactive = try TrackerKitProcess.run(["order", "--store", store.path, "--move", "Archived", "--to", "2", "--write"], in: directory)
        #expect(inactive.exitCode == 2)
        #expect(inactive.stderr.contains("cannot move \"Archived\": it is inactive"))

        #expect(try Data(contentsOf: store) == original)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".bak"))
    }

    @Test("--check: problems in text and JSON, exit 1 when any, 0 when none; pins that name no tracker")
    func check() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json")

        let text = try TrackerKitProcess.run(["order", "--store", sample.path, "--check"], in: directory)
        #expect(text.exitCode == 1)
        #expect(text.stdout.contains("error: duplicate-display-order: displayOrder 0 is shared by 2 trackers (\"Energy\", \"Doomscrolling\")"))

        let json = try TrackerKitProcess.run(["order", "--store", sample.path, "--check", "--format", "json", "--pin", "NoAlc", "--pin", "sleep quality"], in: directory)
        #expect(json.exitCode == 1)
        let problems = try OrderCLI.parseList(json.stdout).problems
        #expect(problems.map { $0["kind"] as? String } == ["duplicate-display-order", "unknown-pin"])
        #expect(problems.map { $0["severity"] as? String } == ["error", "error"])
        #expect(problems.last?["pin"] as? String == "sleep quality")
        #expect((problems.last?["message"] as? String)?.contains("did you mean \"Sleep Quality\"") == true)
        #expect(problems.first?["displayOrder"] as? Int == 0)
        #expect((problems.first?["trackers"] as? [String])?.count == 2)

        let store = directory.appendingPathComponent("store.json")
        try FileManager.default.copyItem(at: sample, to: store)
        #expect(try TrackerKitProcess.run(["order", "--store", store.path, "--normalize", "--write"], in: directory).exitCode == 0)
        let clean = try TrackerKitProcess.run(["order", "--store", store.path, "--check"], in: directory)
        #expect(clean.exitCode == 0)
        #expect(clean.stdout == "order OK: 8 trackers, no problems\n")
        // The default pin may be absent without complaint.
        let withoutNoAlc = directory.appendingPathComponent("plain.json")
        var plain = GeneratedStore.random(seed: 8, names: ["Mood", "Energy"])
        for index in plain.items.indices { plain.items[index].displayOrder = index }
        try Data(plain.json().utf8).write(to: withoutNoAlc)
        let noPinCheck = try TrackerKitProcess.run(["order", "--store", withoutNoAlc.path, "--check", "--format", "json"], in: directory)
        #expect(noPinCheck.exitCode == 0, "\(noPinCheck.stdout)")
        #expect(try OrderCLI.parseList(noPinCheck.stdout).problems.isEmpty)
    }

    @Test("usage errors exit 2 with one line")
    func usageErrors() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json").path
        let cases: [([String], String)] = [
            (["--store", sample, "--move", "Mood"], "--move needs --to"),
            (["--store", sample, "--to", "2"], "--to needs --move"),
            (["--store", sample, "--move", "Mood", "--to", "two"], "is not a position"),
            (["--store", sample, "--write"], "--write needs --move"),
            (["--normalize", "--write"], "--write needs --store"),
            (["--store", sample, "--normalize", "--move", "Mood", "--to", "2"], "exclude each other"),
            (["--store", sample, "--check", "--normalize"], "--check examines"),
        ]
        for (arguments, message) in cases {
            let result = try TrackerKitProcess.run(["order"] + arguments, in: directory)
            #expect(result.exitCode == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
