import Foundation
import Testing
@testable import trackerkit
@testable import CommandFiles

/// docs/stable-names.txt, the committed list of the names scripts may rely on (docs/contract.md
/// §6), against the tool as it is: a stable name that disappears, or stops being accepted,
/// without its deprecation fails here; so does a new name not yet listed (so the list stays
/// whole), and a deprecation that is not in the changelog or is shorter than the policy says.
@Suite struct StableNamesTests {
    static let listPath = TrackerKitProcess.packageRoot.appendingPathComponent("docs/stable-names.txt")

    /// The list: one name a line, optionally followed by `  (deprecated)` or `  (removed 0.6.0)`;
    /// `#` starts a comment.
    static func listed() throws -> [String: String] {
        var names: [String: String] = [:]
        for line in try String(contentsOf: listPath, encoding: .utf8).split(separator: "\n") {
            let text = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { continue }
            if let open = text.range(of: "  ("), text.hasSuffix(")") {
                names[String(text[..<open.lowerBound])] = String(text[open.upperBound...].dropLast())
            } else {
                names[text] = ""
            }
        }
        return names
    }

    @Test func everyStableNameIsStillThereOrDeprecatedAndEveryNameIsListed() throws {
        let current = try StableNames.current()
        let listed = try Self.listed()
        for (name, status) in listed.sorted(by: { $0.key < $1.key }) {
            if status.hasPrefix("removed ") {
                #expect(current[name] == nil, "\(name) is listed as \(status) but the tool still has it")
                continue
            }
            guard let deprecated = current[name] else {
                Issue.record("the stable name `\(name)` disappeared without its deprecation: keep accepting it with a Deprecation (docs/contract.md §6) until its removal release, then list it as `(removed X.Y.Z)`")
                continue
            }
            #expect(deprecated == (status == "deprecated"), "`\(name)`: listed as \(status.isEmpty ? "stable" : status), the tool \(deprecated ? "warns that it is deprecated" : "has no deprecation for it")")
        }
        let unlisted = current.keys.filter { listed[$0] == nil }.sorted()
        let message = "names not in docs/stable-names.txt (add them: scripts may rely on them from the next release on):\n" + unlisted.joined(separator: "\n")
        if !unlisted.isEmpty { Issue.record(Comment(rawValue: message)) }
    }

    /// At least one whole minor release between the deprecation and the removal, the removal
    /// not yet due, the replacement a current name, the change in CHANGELOG.md.
    @Test(arguments: Deprecations.all.map(\.name))
    func everyDeprecationFollowsThePolicy(_ name: String) throws {
        let deprecation = try #require(Deprecations.all.first { $0.name == name })
        let since = try #require(Self.minor(deprecation.since)), removal = try #require(Self.minor(deprecation.removal))
        #expect(removal.major > since.major || removal.minor >= since.minor + 2, "\(deprecation.warning): less than one minor release")
        let release = try String(contentsOf: TrackerKitProcess.packageRoot.appendingPathComponent("VERSION"), encoding: .utf8)
        let now = try #require(Self.minor(release.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(now < removal, "\(deprecation.warning): its removal release has come — remove it and list it as removed")
        let changelog = try String(contentsOf: TrackerKitProcess.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("`\(deprecation.name)`") && changelog.contains("`\(deprecation.replacement)`"), "CHANGELOG.md names \(deprecation.name) and \(deprecation.replacement)")
    }

    /// A deprecated value works as documented, with its warning once on stderr.
    @Test func theDeprecatedIdsWriteTheEarlierColumnNamesWithAWarning() throws {
        let run = try TrackerKitProcess.run(
            ["export", "logs", "--csv-headers", "ids-v1", "--store", "Samples/tracker-store.json", "--catalog", "Samples/Localizable.xcstrings", "--as-of", "2026-11-20", "--to", "2026-05-01"])
        #expect(run.exitCode == 0)
        #expect(run.stderrLines == ["trackerkit: warning: \(Deprecations.idsVersion1.warning)"])
        #expect(run.stdout.hasPrefix("tracker_position,tracker_id,tracker,tracker_label,log_id,"))
        let quiet = try TrackerKitProcess.run(["streaks", "--format", "csv", "--csv-headers=ids-v1", "-q", "--store", "Samples/tracker-store.json", "--catalog", "Samples/Localizable.xcstrings", "--as-of", "2026-11-20"])
        #expect(quiet.stderrLines == ["trackerkit: warning: \(Deprecations.idsVersion1.warning)"], "warnings show with --quiet too")
        #expect(quiet.stdout.hasPrefix("position,tracker_id,tracker,tracker_label,current_streak,longest_streak,rewards_available,rewards_earned,rewards_used,"))
    }

    static func minor(_ version: String) -> Version? {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        return parts.count == 3 ? Version(major: parts[0], minor: parts[1]) : nil
    }

    struct Version: Comparable {
        let major: Int, minor: Int
        static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    }
}
