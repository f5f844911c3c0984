import Foundation
import Testing

@Suite struct CLIFrameTests {
    private let sample = "Samples/tracker-store.json"

    @Test func helpListsCommandsAndExitCodes() throws {
        let result = try TrackerKitProcess.run(["--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("USAGE: trackerkit <command>"))
        #expect(result.stdout.contains("  order "))
        #expect(result.stdout.contains("Exit codes: 0"))
        #expect(result.stderr.isEmpty)
    }

    @Test func commandHelpShowsDefaults() throws {
        let result = try TrackerKitProcess.run(["order", "--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("USAGE: trackerkit order"))
        #expect(result.stdout.contains("--format text|json"))
        #expect(result.stdout.contains("(default: text)"))
        #expect(result.stdout.contains("(default: NoAlc)"))
    }

    @Test func versionPrintsTheVersion() throws {
        let result = try TrackerKitProcess.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("trackerkit "))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        (["frobnicate"], "trackerkit: error: unknown command 'frobnicate'"),
        (["order", "--colour"], "trackerkit: error: unknown option --colour for 'order'; see 'trackerkit order --help'"),
        (["order", "--format"], "trackerkit: error: option --format needs a value (text|json); see 'trackerkit order --help'"),
        (["order", "--format", "xml"], "trackerkit: error: --format \"xml\" is not one of text, json; see 'trackerkit order --help'"),
        (["order", "--pin", "Mood", "--no-pin"], "trackerkit: error: --pin and --no-pin exclude each other; see 'trackerkit order --help'"),
        (["order", "extra"], "trackerkit: error: unexpected argument \"extra\" for 'order'; see 'trackerkit order --help'"),
        (["order", "--format", "json", "--format", "text"], "trackerkit: error: option --format is given more than once; see 'trackerkit order --help'"),
    ])
    func usageErrorsExitTwoWithOneLine(arguments: [String], expectedPrefix: String) throws {
        let result = try TrackerKitProcess.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.hasPrefix(expectedPrefix), "\(result.stderr)")
    }

    @Test func orderOnTheSampleStoreWithoutStoreSaysSoOnStderr() throws {
        let result = try TrackerKitProcess.run(["order"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("1. 🍷 NoAlc  (pinned, displayOrder 0)\n"))
        #expect(result.stderr.contains("trackerkit: warning: using the bundled sample store: no --store given\n"))
    }

    /// The expected order computed independently from the raw JSON: NoAlc first, then
    /// displayOrder, createdAt, name, id; inactive only when asked.
    private func expectedOrder(includeInactive: Bool) throws -> [String] {
        let data = try Data(contentsOf: TrackerKitProcess.packageRoot.appendingPathComponent(sample))
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let trackers = root["trackers"] as! [[String: Any]]
        let formatter = ISO8601DateFormatter()
        func key(_ t: [String: Any]) -> (Int, Date, String, String) {
            (t["displayOrder"] as? Int ?? 0, formatter.date(from: t["createdAt"] as! String)!, t["name"] as! String, t["id"] as! String)
        }
        func before(_ a: [String: Any], _ b: [String: Any]) -> Bool {
            let (x, y) = (key(a), key(b))
            if x.0 != y.0 { return x.0 < y.0 }
            if x.1 != y.1 { return x.1 < y.1 }
            if x.2 != y.2 { return Array(x.2.unicodeScalars.map(\.value)).lexicographicallyPrecedes(y.2.unicodeScalars.map(\.value)) }
            return x.3 < y.3
        }
        let active = trackers.filter { $0["isActive"] as? Bool ?? true }
        let pinned = active.filter { $0["name"] as! String == "NoAlc" }
        let rest = active.filter { $0["name"] as! String != "NoAlc" }.sorted(by: before)
        let inactive = includeInactive ? trackers.filter { !($0["isActive"] as? Bool ?? true) }.sorted(by: before) : []
        return (pinned + rest + inactive).map { $0["id"] as! String }
    }

    @Test(arguments: [false, true])
    func orderJSONListsTheSpecOrder(includeInactive: Bool) throws {
        let result = try TrackerKitProcess.run(["order", "--store", sample, "--format", "json"] + (includeInactive ? ["--include-inactive"] : []))
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty, "an explicit --store gives no note")
        let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let listed = root["trackers"] as! [[String: Any]]
        #expect(listed.map { $0["id"] as! String } == (try expectedOrder(includeInactive: includeInactive)))
        #expect(listed.map { $0["position"] as! Int } == Array(1...listed.count))
        #expect(listed.first?["name"] as? String == "NoAlc")
        #expect(listed.first?["pinned"] as? Bool == true)
        #expect(root["problems"] is [Any])
    }

    @Test func brokenStoreExitsTwoWithOneLineNamingFileAndPlace() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("broken.json")
        try Data("{\n  \"format\": \"tracker-store\",\n  \"schemaVersion\": 1,\n  \"trackers\": [ {\"id\": 5} ],\n  \"logs\": []\n}\n".utf8).write(to: store)
        let result = try TrackerKitProcess.run(["order", "--store", store.path])
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderrLines == ["trackerkit: error: \(store.path):4:24: trackers[0].id: expected a string, found a number"])
    }

    @Test func missingStoreFileExitsTwo() throws {
        let result = try TrackerKitProcess.run(["order", "--store", "no/such/store.json"])
        #expect(result.exitCode == 2)
        #expect(result.stderrLines == ["trackerkit: error: no/such/store.json: no such file"])
    }

    @Test func warningsArePrintedOnceAndTheCommandStillSucceeds() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store.json")
        let orphan = (1...5).map { i in
            "{\"id\": \"00000000-0000-0000-0000-00000000000\(i)\", \"trackerId\": \"99999999-0000-0000-0000-000000000000\", \"timestamp\": \"2026-11-20T08:00:00Z\"}"
        }.joined(separator: ",")
        try Data("""
        {"format": "tracker-store", "schemaVersion": 1, "trackers": [
          {"id": "11111111-0000-0000-0000-000000000000", "name": "Walk\\nInjected", "type": "good", "trackingMode": "stopwatch", "createdAt": "2026-01-01T00:00:00Z"}
        ], "logs": [\(orphan)]}
        """.utf8).write(to: store)
        let result = try TrackerKitProcess.run(["order", "--store", store.path])
        #expect(result.exitCode == 0)
        #expect(result.stdout == "1. Walk\\nInjected  (displayOrder 0)\n", "names cannot forge extra output lines")
        #expect(result.stderrLines.count == 2)
        #expect(result.stderrLines.contains { $0.contains("1 unknown enum value") && $0.contains("unknown trackingMode \"stopwatch\"") })
        #expect(result.stderrLines.contains { $0.contains("5 logs name no tracker of the store") })
    }

    @Test func orderMoveFindsAPresetByItsTranslatedName() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appendingPathComponent("store.json")
        try FileManager.default.copyItem(at: TrackerKitProcess.packageRoot.appendingPathComponent(sample), to: store)
        let result = try TrackerKitProcess.run(["order", "--store", store.path, "--move", "wasser TRINKEN", "--to", "2", "--format", "json"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let root = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let names = (root["trackers"] as! [[String: Any]]).map { $0["name"] as! String }
        #expect(Array(names.prefix(2)) == ["NoAlc", "Drink Water"])
    }

    @Test func writingThroughASymlinkKeepsTheLinkAndChangesItsTarget() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("data/store.json")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TrackerKitProcess.packageRoot.appendingPathComponent(sample), to: target)
        let link = directory.appendingPathComponent("store.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "data/store.json")
        let result = try TrackerKitProcess.run(["order", "--store", link.path, "--normalize", "--write"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "data/store.json", "still a link")
        let listed = try TrackerKitProcess.run(["order", "--store", target.path, "--check"])
        #expect(listed.exitCode == 0, "the target was normalized: \(listed.stdout)")
    }
}
