import Foundation
import Testing
import TestSupport
import TrackerModel
@testable import TrackerStore

/// The fast byte-level reader against the plain `JSONDecoder` reference on generated stores:
/// both must give the same `Store`, warnings included.
@Suite struct JSONReaderDifferentialTests {
    static let texts = ["NoAlc", "Mood", "Drink Water", "Walk", "Größe 🍷", "Quote \" and \\ backslash", "Line\nbreak", "Tab\there", "é via escape", "=SUM(A1)", ""]

    /// A JSON string literal, sometimes with `\u` escapes for non-ASCII characters.
    static func literal(_ text: String, _ rng: inout SeededGenerator) -> String {
        let escapeUnicode = Bool.random(using: &rng)
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if escapeUnicode && scalar.value > 0x7F {
                    for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func uuid(_ rng: inout SeededGenerator, lowercase: Bool) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &rng) }
        let text = UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])).uuidString
        return lowercase ? text.lowercased() : text
    }

    static func timestamp(_ rng: inout SeededGenerator) -> String {
        let seconds = Int.random(in: 1_600_000_000...1_800_000_000, using: &rng)
        let offsetMinutes = [0, 60, 120, -300, 345, 780, -570].randomElement(using: &rng)!
        let date = Date(timeIntervalSince1970: TimeInterval(seconds))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        var text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        if Bool.random(using: &rng) { text += String(format: ".%03d", Int.random(in: 0...999, using: &rng)) }
        if offsetMinutes == 0 && Bool.random(using: &rng) { return text + "Z" }
        let sign = offsetMinutes < 0 ? "-" : "+"
        return text + String(format: "%@%02d:%02d", sign, abs(offsetMinutes) / 60, abs(offsetMinutes) % 60)
    }

    /// A member that is present with `value`, `null`, or absent.
    static func optional(_ name: String, _ value: String, _ rng: inout SeededGenerator) -> String? {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return "\"\(name)\": \(value)"
        case 1: return "\"\(name)\": null"
        default: return nil
        }
    }

    static func store(seed: UInt64) -> String {
        var rng = SeededGenerator(seed: seed)
        var trackerIDs: [String] = []
        var trackers: [String] = []
        for index in 0..<Int.random(in: 1...8, using: &rng) {
            let id = uuid(&rng, lowercase: Bool.random(using: &rng))
            trackerIDs.append(id)
            var members = [
                "\"id\": \"\(id)\"", "\"name\": \(literal(texts.randomElement(using: &rng)!, &rng))",
                "\"type\": \"\(["good", "saboteur", "neutral"].randomElement(using: &rng)!)\"",
                "\"trackingMode\": \"\(["counter", "yesNo", "awareness", "avoidance", "levels", "timer"].randomElement(using: &rng)!)\"",
                "\"createdAt\": \"\(timestamp(&rng))\"", "\"futureMember\": {\"nested\": [1, {\"x\": null}], \"s\": \"\\u00e9\"}",
            ]
            members += [
                optional("icon", literal(["🍷", "💧", ""].randomElement(using: &rng)!, &rng), &rng),
                optional("isActive", Bool.random(using: &rng) ? "true" : "false", &rng),
                optional("displayOrder", String(Int.random(in: -2...9, using: &rng)), &rng),
                optional("widgetOrder", String(index), &rng),
                optional("dailyGoal", String(Int.random(in: -1...10, using: &rng)), &rng),
                optional("healthKitType", "\"HKQuantityTypeIdentifierDietaryWater\"", &rng),
                optional("showInCalendar", "false", &rng),
                optional("dayAssignmentRaw", literal(["timestamp", "cutoffHour:18", "cutoff:4", "cutoffHour:30", "dusk"].randomElement(using: &rng)!, &rng), &rng),
                optional("rewardConfig", "{\"earnEveryDays\": \(Int.random(in: 0...9, using: &rng)), \"maxOnHand\": \(Int.random(in: -1...3, using: &rng)), \"canHealGrace\": \(Bool.random(using: &rng))}", &rng),
                optional("levels", """
                    [{"id": 0, "key": "steady", "icon": "💧", "labelKey": "NoAlc.Steady", "streakEffect": "success"},
                     {"id": 1, "key": "easy", "labelKey": "NoAlc.Easy", "streakEffect": "needsGrace"},
                     {"id": 2, "key": "wild", "icon": "💥", "labelKey": "NoAlc.Wild", "streakEffect": "\(["needsGrace", "breaksStreak", "explodes"].randomElement(using: &rng)!)"}]
                    """, &rng),
            ].compactMap { $0 }
            trackers.append("{" + members.shuffled(using: &rng).joined(separator: ", ") + "}")
        }
        var logs: [String] = []
        for _ in 0..<Int.random(in: 0...300, using: &rng) {
            let trackerID = Int.random(in: 0..<20, using: &rng) == 0 ? uuid(&rng, lowercase: false) : trackerIDs.randomElement(using: &rng)!
            var members = [
                "\"id\": \"\(uuid(&rng, lowercase: Bool.random(using: &rng)))\"", "\"trackerId\": \"\(trackerID)\"",
                "\"timestamp\": \"\(timestamp(&rng))\"",
            ]
            members += [
                optional("value", String(Int.random(in: -1...12, using: &rng)), &rng),
                optional("note", literal(texts.randomElement(using: &rng)!, &rng), &rng),
                optional("trigger", "\"stress\"", &rng),
                optional("location", literal("Café, \"home\"", &rng), &rng),
                optional("syncedToHealthKit", "true", &rng),
            ].compactMap { $0 }
            logs.append("{" + members.shuffled(using: &rng).joined(separator: ",") + "}")
        }
        let header = ["\"format\": \"tracker-store\"", "\"schemaVersion\": 1", "\"exportedAt\": \"\(timestamp(&rng))\"", "\"timeZone\": \"Europe/Berlin\""]
        let body = ["\"trackers\": [\n" + trackers.joined(separator: ",\n") + "\n]", "\"logs\": [" + logs.joined(separator: ",\n") + "]"]
        // The header may come before or after the arrays.
        let parts = Bool.random(using: &rng) ? header + body : body + header
        return "{\n" + parts.joined(separator: ",\n") + "\n}\n"
    }

    @Test func bothReadersGiveTheSameStoreOnGeneratedStores() throws {
        for seed in UInt64(1)...150 {
            let text = Self.store(seed: seed)
            let fast = try JSONStoreReader.read(bytes: Array(text.utf8), file: "generated-\(seed).json")
            let reference = try ReferenceJSONStoreReader.read(data: Data(text.utf8))
            #expect(fast == reference, "seed \(seed)")
            if fast != reference { break }
        }
    }

    @Test func theGeneratorProducesWhatTheComparisonNeeds() throws {
        // The comparison only means something if the stores really vary.
        var warningKinds = Set<StoreWarning.Kind>()
        var logCount = 0
        var fractional = false
        for seed in UInt64(1)...100 {
            let text = Self.store(seed: seed)
            let store = try JSONStoreReader.read(bytes: Array(text.utf8), file: "g")
            warningKinds.formUnion(store.warnings.map(\.kind))
            logCount += store.logs.count
            fractional = fractional || store.logs.contains { $0.timestamp.timeIntervalSince1970.rounded() != $0.timestamp.timeIntervalSince1970 }
        }
        #expect(warningKinds.isSuperset(of: [.unknownEnumValue, .logWithoutTracker, .unknownDayAssignment, .unusableRewardConfig, .legacyDrinkCounts]))
        #expect(logCount > 5000)
        #expect(fractional)
    }
}
