import Foundation
import Testing
import TestSupport

/// Runs the built `trackerkit` binary end to end for `order` (SPEC §4.3, §5), on temporary
/// copies of stores.
private enum OrderCLI {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary: `$TRACKERKIT_BINARY`, else next to the running test bundle (any build
    /// path or triple), else `<package>/.build/debug/trackerkit`.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["TRACKERKIT_BINARY"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        if let executable = CommandLine.arguments.first, executable.contains("/") {
            var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(directory.appendingPathComponent("trackerkit"))
                directory = directory.deletingLastPathComponent()
            }
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/trackerkit"))
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw CLIError("trackerkit binary not found (looked at \(candidates.map(\.path).joined(separator: ", "))); run `swift build` first")
    }

    struct CLIError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func run(_ arguments: [String], in directory: URL) throws -> Output {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let outURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil)
        else { throw CLIError("cannot create output files in \(directory.path)") }
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    struct Listed: Equatable {
        let id: String
        let name: String
        let displayOrder: Int
        let pinned: Bool
        let active: Bool
    }

    /// `order --format json` as (trackers, problems).
    static func list(_ store: URL, extra: [String] = [], in directory: URL) throws -> (trackers: [Listed], problems: [[String: Any]]) {
        let output = try run(["order", "--store", store.path, "--format", "json"] + extra, in: directory)
        guard output.status == 0 || output.status == 1 else { throw CLIError("order failed: \(output.stderr)") }
        return try parseList(output.stdout)
    }

    static func parseList(_ text: String) throws -> (trackers: [Listed], problems: [[String: Any]]) {
        guard let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let trackers = root["trackers"] as? [[String: Any]], let problems = root["problems"] as? [[String: Any]]
        else { throw CLIError("unexpected order JSON: \(text)") }
        var listed: [Listed] = []
        for (index, tracker) in trackers.enumerated() {
            guard tracker["position"] as? Int == index + 1, let id = tracker["id"] as? String, let name = tracker["name"] as? String,
                  let value = tracker["displayOrder"] as? Int, let pinned = tracker["pinned"] as? Bool, let active = tracker["active"] as? Bool
            else { throw CLIError("unexpected tracker entry \(tracker)") }
            listed.append(Listed(id: id, name: name, displayOrder: value, pinned: pinned, active: active))
        }
        return (listed, problems)
    }

    /// Canonical JSON of a store with every tracker's own `displayOrder` member removed:
    /// equal for two files when nothing but those values differs.
    static func canonicalWithoutDisplayOrder(_ bytes: Data) throws -> Data {
        guard var root = try JSONSerialization.jsonObject(with: bytes) as? [String: Any],
              let trackers = root["trackers"] as? [[String: Any]]
        else { throw CLIError("not a store") }
        root["trackers"] = trackers.map { tracker -> [String: Any] in
            var copy = tracker
            copy.removeValue(forKey: "displayOrder")
            return copy
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// `displayOrder` values by tracker id, as stored in the file.
    static func storedValues(_ bytes: Data) throws -> [String: Int] {
        guard let root = try JSONSerialization.jsonObject(with: bytes) as? [String: Any],
              let trackers = root["trackers"] as? [[String: Any]]
        else { throw CLIError("not a store") }
        var values: [String: Int] = [:]
        for tracker in trackers {
            if let id = tracker["id"] as? String { values[id.uppercased()] = tracker["displayOrder"] as? Int ?? 0 }
        }
        return values
    }

    /// The file's text with each tracker-level `"displayOrder": <value>` member (and its
    /// comma) taken out — what must stay byte-identical when only those values change or
    /// a missing member is inserted.
    static func textOutsideDisplayOrder(_ bytes: Data) throws -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let pattern = try NSRegularExpression(pattern: #""displayOrder"\s*:\s*(?:-?[0-9]+|null)(?:\s*,\s*)?"#)
        return pattern.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
    }
}

/// A generated JSON tracker store: random member order, unknown members (one holding its own
/// nested `displayOrder`), some trackers without a `displayOrder` member or with `null`.
private struct GeneratedStore {
    struct Item {
        var id: String
        var name: String
        var displayOrder: Int?
        var writesNull = false
        var createdDay: Int
        var active: Bool
    }

    var items: [Item]
    var pretty: Bool

    static func random(seed: UInt64, names: [String]) -> GeneratedStore {
        var random = SeededGenerator(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
        var items: [Item] = []
        for (index, name) in names.enumerated() {
            let hex = String(index + 1, radix: 16, uppercase: true)
            let id = String(format: "%08X", Int(seed % 0xFFFF) * 7 + 1) + "-1111-4222-8333-" + String(repeating: "0", count: 12 - hex.count) + hex
            let missing = Int.random(in: 0..<6, using: &random) == 0
            items.append(Item(
                id: id, name: name, displayOrder: missing ? nil : Int.random(in: -1...4, using: &random),
                writesNull: missing && Bool.random(using: &random),
                createdDay: Int.random(in: 1...9, using: &random),
                active: name == "Archived" ? false : true
            ))
        }
        return GeneratedStore(items: items.shuffled(using: &random), pretty: seed % 2 == 0)
    }

    func json() -> String {
        let newline = pretty ? "\n" : ""
        func indent(_ level: Int) -> String { pretty ? String(repeating: "  ", count: level) : "" }
        let separator = pretty ? ": " : ":"
        var trackers: [String] = []
        for (index, item) in items.enumerated() {
            var members = [
                "\"id\"\(separator)\"\(item.id)\"",
                "\"x-color\"\(separator)\"#FF00\(index)0\"",
                "\"name\"\(separator)\"\(item.name)\"",
                "\"icon\"\(separator)\"\u{2728}\"",
                "\"type\"\(separator)\"good\"",
                "\"trackingMode\"\(separator)\"yesNo\"",
                "\"createdAt\"\(separator)\"2026-01-0\(item.createdDay)T08:00:00Z\"",
                "\"isActive\"\(separator)\(item.active)",
                "\"x-widget\"\(separator){\"displayOrder\"\(separator)\(index + 40),\"note\"\(separator)\"keep \\\"me\\\"\"}",
                "\"widgetOrder\"\(separator)\(index)",
            ]
            if let value = item.displayOrder {
                members.insert("\"displayOrder\"\(separator)\(value)", at: (index * 3) % members.count)
            } else if item.writesNull {
                members.insert("\"displayOrder\"\(separator)null", at: (index * 5) % members.count)
            }
            trackers.append(indent(2) + "{" + newline
                + members.map { indent(3) + $0 }.joined(separator: "," + newline) + newline + indent(2) + "}")
        }
        let log = "{\"id\"\(separator)\"99999999-1111-4222-8333-000000000001\",\"trackerId\"\(separator)\"\(items[0].id)\",\"timestamp\"\(separator)\"2026-02-01T10:00:00+01:00\",\"value\"\(separator)null,\"note\"\(separator)\"Caf\\u00e9\"}"
        return "{" + newline
            + indent(1) + "\"format\"\(separator)\"tracker-store\"," + newline
            + indent(1) + "\"schemaVersion\"\(separator)1," + newline
            + indent(1) + "\"x-future\"\(separator)[1.50, true, {\"displayOrder\"\(separator)3}]," + newline
            + indent(1) + "\"trackers\"\(separator)[" + newline + trackers.joined(separator: "," + newline) + newline + indent(1) + "]," + newline
            + indent(1) + "\"logs\"\(separator)[" + newline + indent(2) + log + newline + indent(1) + "]" + newline
            + "}" + newline
    }
}

@Suite("trackerkit order (end to end)")
struct OrderCLITests {
    @Test("generated stores and move scripts: --move … --to … --write gives exactly the expected order, dense values, nothing else changed", arguments: [UInt64(1), 2, 3, 4])
    func generatedMoveScripts(seed: UInt64) throws {
        let directory = try OrderCLI.temporaryDirectory()
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

            let result = try OrderCLI.run(["order", "--store", store.path, "--move", typed, "--to", String(position), "--write"], in: directory)
            #expect(result.status == 0, "\(context): \(result.stderr)")

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
        let directory = try OrderCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("sample.json")
        try FileManager.default.copyItem(at: OrderCLI.packageRoot.appendingPathComponent("Samples/tracker-store.json"), to: store)
        let original = try Data(contentsOf: store)

        let result = try OrderCLI.run(["order", "--store", store.path, "--move", "deep work", "--to", "2", "--write"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
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
        let directory = try OrderCLI.temporaryDirectory()
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

        let check = try OrderCLI.run(["order", "--store", store.path, "--check", "--format", "json"], in: directory)
        #expect(check.status == 1)
        let checked = try OrderCLI.parseList(check.stdout)
        #expect(checked.trackers.map(\.id) == [generated.items.first { $0.name == "NoAlc" }!.id] + creationOrder)
        #expect(checked.problems.count == 1)
        #expect(checked.problems.first?["kind"] as? String == "legacy-all-zero")
        #expect(checked.problems.first?["severity"] as? String == "warning")
        #expect((checked.problems.first?["message"] as? String)?.contains("--normalize") == true)

        let first = try OrderCLI.run(["order", "--store", store.path, "--normalize", "--write"], in: directory)
        #expect(first.status == 0, "\(first.stderr)")
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

        let recheck = try OrderCLI.run(["order", "--store", store.path, "--check"], in: directory)
        #expect(recheck.status == 0, "\(recheck.stdout)")
        #expect(recheck.stdout.contains("no problems"))

        let second = try OrderCLI.run(["order", "--store", store.path, "--normalize", "--write"], in: directory)
        #expect(second.status == 0)
        #expect(second.stderr.contains("nothing written"))
        #expect(try Data(contentsOf: store) == afterFirst)
        #expect(try Data(contentsOf: store.appendingPathExtension("bak")) == backupAfterFirst)
    }

    @Test("without --write the store is not changed and a note says so")
    func dryRun() throws {
        let directory = try OrderCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store.json")
        try FileManager.default.copyItem(at: OrderCLI.packageRoot.appendingPathComponent("Samples/tracker-store.json"), to: store)
        let original = try Data(contentsOf: store)
        let result = try OrderCLI.run(["order", "--store", store.path, "--move", "Mood", "--to", "2"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("1. 🍷 NoAlc  (pinned, displayOrder 0)\n2. 😊 Mood  (displayOrder 0, was 1)\n"))
        #expect(result.stderr.contains("trackerkit: note: not written") && result.stderr.contains("--write"))
        #expect(try Data(contentsOf: store) == original)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".bak"))
    }

    @Test("--write on a SQLite store is refused with exit 2 and the file is untouched")
    func sqliteRefused() throws {
        let directory = try OrderCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("default.store")
        let bytes = Data("SQLite format 3".utf8) + Data([0]) + Data(repeating: 0x42, count: 4080)
        try bytes.write(to: store)
        for arguments in [["--move", "Mood", "--to", "2", "--write"], ["--normalize", "--write"]] {
            let result = try OrderCLI.run(["order", "--store", store.path] + arguments, in: directory)
            #expect(result.status == 2)
            #expect(result.stderr.contains("SQLite store") && result.stderr.contains("--write is refused"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
        }
        #expect(try Data(contentsOf: store) == bytes)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".bak"))
    }

    @Test("an unknown or ambiguous name, a pinned or inactive tracker: exit 2 with a message listing the candidates")
    func nameErrors() throws {
        let directory = try OrderCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = GeneratedStore.random(seed: 5, names: ["NoAlc", "Mood", "MOOD", "Energy", "Archived"])
        let store = directory.appendingPathComponent("store.json")
        try Data(generated.json().utf8).write(to: store)
        let original = try Data(contentsOf: store)

        let unknown = try OrderCLI.run(["order", "--store", store.path, "--move", "Sleep", "--to", "2", "--write"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--move \"Sleep\" matches no tracker"))
        for name in ["\"NoAlc\"", "\"Mood\"", "\"MOOD\"", "\"Energy\"", "\"Archived\" (inactive)"] {
            #expect(unknown.stderr.contains(name), "\(name) in \(unknown.stderr)")
        }

        let ambiguous = try OrderCLI.run(["order", "--store", store.path, "--move", "mood", "--to", "2"], in: directory)
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.contains("matches 2 trackers"))
        for item in generated.items where item.name.uppercased() == "MOOD" {
            #expect(ambiguous.stderr.contains(item.id), "\(item.id) in \(ambiguous.stderr)")
        }
        // The exact name and the id pick one.
        #expect(try OrderCLI.run(["order", "--store", store.path, "--move", "MOOD", "--to", "2"], in: directory).status == 0)

        let pinned = try OrderCLI.run(["order", "--store", store.path, "--move", "noalc", "--to", "3", "--write"], in: directory)
        #expect(pinned.status == 2)
        #expect(pinned.stderr.contains("\"NoAlc\" is pinned") || pinned.stderr.contains("cannot move \"NoAlc\": it is pinned"))

        let inactive = try OrderCLI.run(["order", "--store", store.path, "--move", "Archived", "--to", "2", "--write"], in: directory)
        #expect(inactive.status == 2)
        #expect(inactive.stderr.contains("cannot move \"Archived\": it is inactive"))

        #expect(try Data(contentsOf: store) == original)
        #expect(!FileManager.default.fileExists(atPath: store.path + ".bak"))
    }

    @Test("--check: problems in text and JSON, exit 1 when any, 0 when none; pins that name no tracker")
    func check() throws {
        let directory = try OrderCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = OrderCLI.packageRoot.appendingPathComponent("Samples/tracker-store.json")

        let text = try OrderCLI.run(["order", "--store", sample.path, "--check"], in: directory)
        #expect(text.status == 1)
        #expect(text.stdout.contains("error: duplicate-display-order: displayOrder 0 is shared by 2 trackers (\"Energy\", \"Doomscrolling\")"))

        let json = try OrderCLI.run(["order", "--store", sample.path, "--check", "--format", "json", "--pin", "NoAlc", "--pin", "sleep quality"], in: directory)
        #expect(json.status == 1)
        let problems = try OrderCLI.parseList(json.stdout).problems
        #expect(problems.map { $0["kind"] as? String } == ["duplicate-display-order", "unknown-pin"])
        #expect(problems.map { $0["severity"] as? String } == ["error", "error"])
        #expect(problems.last?["pin"] as? String == "sleep quality")
        #expect((problems.last?["message"] as? String)?.contains("did you mean \"Sleep Quality\"") == true)
        #expect(problems.first?["displayOrder"] as? Int == 0)
        #expect((problems.first?["trackers"] as? [String])?.count == 2)

        let store = directory.appendingPathComponent("store.json")
        try FileManager.default.copyItem(at: sample, to: store)
        #expect(try OrderCLI.run(["order", "--store", store.path, "--normalize", "--write"], in: directory).status == 0)
        let clean = try OrderCLI.run(["order", "--store", store.path, "--check"], in: directory)
        #expect(clean.status == 0)
        #expect(clean.stdout == "order OK: 8 trackers, no problems\n")
        // The default pin may be absent without complaint.
        let withoutNoAlc = directory.appendingPathComponent("plain.json")
        var plain = GeneratedStore.random(seed: 8, names: ["Mood", "Energy"])
        for index in plain.items.indices { plain.items[index].displayOrder = index }
        try Data(plain.json().utf8).write(to: withoutNoAlc)
        let noPinCheck = try OrderCLI.run(["order", "--store", withoutNoAlc.path, "--check", "--format", "json"], in: directory)
        #expect(noPinCheck.status == 0, "\(noPinCheck.stdout)")
        #expect(try OrderCLI.parseList(noPinCheck.stdout).problems.isEmpty)
    }

    @Test("usage errors exit 2 with one line")
    func usageErrors() throws {
        let directory = try OrderCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = OrderCLI.packageRoot.appendingPathComponent("Samples/tracker-store.json").path
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
            let result = try OrderCLI.run(["order"] + arguments, in: directory)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
