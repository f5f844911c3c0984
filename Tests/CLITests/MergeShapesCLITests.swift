import Foundation
import Testing

/// The merge driver never writes a localization neither side had (a plain string beside
/// plurals, device variations beside plurals), and `strings check` fails a catalog that holds
/// one, whoever made it.
@Suite struct MergeShapesCLITests {
    static let plain = #"{"stringUnit":{"state":"translated","value":"Einstellung"}}"#
    static let edited = #"{"stringUnit":{"state":"translated","value":"Einstellungen"}}"#
    static let plurals = #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Tag"}},"other":{"stringUnit":{"state":"translated","value":"%lld Tage"}}}}}"#
    static let devices = #"{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tippen"}},"mac":{"stringUnit":{"state":"translated","value":"Klicken"}}}}}"#

    static func catalog(_ de: String?) -> String {
        #"{"sourceLanguage":"en","strings":{"K":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}}"# + (de.map { #","de":"# + $0 } ?? "") + "}}},\"version\":\"1.0\"}"
    }

    struct Triple: Sendable, CustomTestStringConvertible {
        var name: String
        var base: String?
        var ours: String
        var theirs: String
        var testDescription: String { name }
    }

    /// The three merges of the report: each is exit 1 with one conflict on "K" [de], and the
    /// file holds ours' localization, checked clean.
    @Test(arguments: [
        Triple(name: "both add de, plain and plural", base: nil, ours: plain, theirs: plurals),
        Triple(name: "device against plural", base: plain, ours: devices, theirs: plurals),
        Triple(name: "edited against made plural", base: plain, ours: edited, theirs: plurals),
    ])
    func aMergeOfTwoShapesIsAConflictThatKeepsOurs(_ triple: Triple) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try Self.catalog(triple.base).write(to: directory.appendingPathComponent("base.xcstrings"), atomically: true, encoding: .utf8)
        try Self.catalog(triple.ours).write(to: directory.appendingPathComponent("ours.xcstrings"), atomically: true, encoding: .utf8)
        try Self.catalog(triple.theirs).write(to: directory.appendingPathComponent("theirs.xcstrings"), atomically: true, encoding: .utf8)
        let merge = try TrackerKitProcess.run(["strings", "merge", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], in: directory)
        #expect(merge.exitCode == 1, "\(merge.stderr)")
        #expect(merge.stderrLines.filter { $0.hasPrefix("trackerkit: conflict: ") }.count == 1)
        #expect(merge.stderr.contains("\"K\" [de]: ours "), "\(merge.stderr)")
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("ours.xcstrings"))) as? [String: Any]
        let localization = ((written?["strings"] as? [String: Any])?["K"] as? [String: Any]).flatMap { ($0["localizations"] as? [String: Any])?["de"] as? NSDictionary }
        let expected = try JSONSerialization.jsonObject(with: Data(triple.ours.utf8)) as? NSDictionary
        #expect(localization == expected, "the file holds ours' localization: \(String(describing: localization))")
        let check = try TrackerKitProcess.run(["strings", "check", "--catalog", "ours.xcstrings", "--no-config", "--severity", "untranslated=off", "--format", "json"], in: directory)
        #expect(!check.stdout.contains("invalid-entry"), "\(check.stdout)")
    }

    /// A unit beside variations and two selectors side by side, at the top and in a device
    /// case: `invalid-entry` errors naming where (exit 1), where check used to pass.
    @Test func checkFailsShapesXcodeNeverWrites() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let hybrid = #"{"stringUnit":{"state":"translated","value":"Einstellung"},"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Tag"}},"other":{"stringUnit":{"state":"translated","value":"%lld Tage"}}}}}"#
        let sideBySide = #"{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tippen"}},"mac":{"stringUnit":{"state":"translated","value":"Klicken"}}},"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Tag"}},"other":{"stringUnit":{"state":"translated","value":"%lld Tage"}}}}}"#
        let nested = #"{"variations":{"device":{"iphone":"# + hybrid + #","mac":{"stringUnit":{"state":"translated","value":"Klicken"}}}}}"#
        let text = #"{"sourceLanguage":"en","strings":{"#
            + [("A", hybrid), ("B", sideBySide), ("C", nested)].map { #""\#($0.0)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#($0.0)"}},"de":\#($0.1)}}"# }.joined(separator: ",")
            + "},\"version\":\"1.0\"}"
        try text.write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        let check = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--no-config"], in: directory)
        #expect(check.exitCode == 1, "\(check.stdout)")
        #expect(check.stdout.contains("the de localization of \"A\" has a stringUnit beside its variations, a shape Xcode never writes — keep one of them"), "\(check.stdout)")
        #expect(check.stdout.contains("the de localization of \"B\" varies by device and plural side by side, a shape Xcode never writes — nest one inside the other's cases (device.iphone/plural.one)"))
        #expect(check.stdout.contains("the de value at device.iphone of \"C\" has a stringUnit beside its variations"))
    }
}
