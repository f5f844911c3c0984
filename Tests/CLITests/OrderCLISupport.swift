import Foundation
import SharpTools
import Testing
import TestSupport

/// What the `order` tests read from the built binary's output (contract §4.3, §5) and from
/// the stores it wrote.
enum OrderCLI {
    struct CLIError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
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
        let output = try TrackerKitProcess.run(["order", "--store", store.path, "--format", "json"] + extra, in: directory)
        guard output.exitCode == 0 || output.exitCode == 1 else { throw CLIError("order failed: \(output.stderr)") }
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
struct GeneratedStore {
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
