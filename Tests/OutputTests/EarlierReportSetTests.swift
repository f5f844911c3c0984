import Foundation
import Output
import SharpTools
import Testing

/// What a report set of a version before the marker may hold to be taken over: locale folders
/// with report files, the user's files beside them, and tracker pictures in `img/` — and the
/// first entry that is anything else.
@Suite struct EarlierReportSetTests {
    /// Makes the files (`path: text`; a path ending in `/` is an empty directory, one ending in
    /// `@` a symbolic link) in a fresh directory and returns what the rule finds there.
    static func firstForeignEntry(_ entries: [String]) throws -> String? {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("earlier-set-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }  // best effort: in the temporary directory
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for entry in entries {
            let path = root + "/" + entry.trimmingCharacters(in: CharacterSet(charactersIn: "/@"))
            let directory = entry.hasSuffix("/") ? path : (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if entry.hasSuffix("@") {
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc")
            } else if !entry.hasSuffix("/") {
                try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            }
        }
        return EarlierReportSet.firstForeignEntry { relative in
            let directory = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
            return names.compactMap { name in FileIdentity.ofEntry(directory + "/" + name).map { (name, $0) } }
        }
    }

    static let earlierSet = [
        "de/trackers.md", "de/logs.csv", "de/index.html", "de/img/01-noalc.svg", "de/img/02-drink-water.svg",
        "en/trackers.md", "en/streaks.csv", "en/img/", "pt-BR/periods.md",
    ]

    @Test func anEarlierSetWithTheUsersFilesInItsLocaleFoldersIsTakenOver() throws {
        #expect(try Self.firstForeignEntry(Self.earlierSet) == nil)
        #expect(try Self.firstForeignEntry(Self.earlierSet + ["de/notes.txt", "en/README"]) == nil, "the user's files in a locale folder")
        #expect(try Self.firstForeignEntry([]) == nil)
    }

    @Test(arguments: [
        ("index.html", "index.html"),  // a file directly in OUT
        ("assets/site.css", "assets"),  // a folder that is no locale
        ("passwd", "passwd"),
        ("ssl/private/", "ssl/private"),  // `ssl` could be a language tag; its folder is foreign
        ("fr/notes.txt", "fr"),  // a locale folder without any report file
        ("de/extra/a.txt", "de/extra"),  // another folder in a locale folder
        ("de/img/logo.png", "de/img/logo.png"),  // not a tracker picture
        ("de/img/sub/", "de/img/sub"),
        ("de/link@", "de/link"),  // a link in a locale folder
        ("es@", "es"),  // a locale folder that is a link
    ])
    func anythingElseIsNamed(_ added: String, _ named: String) throws {
        #expect(try Self.firstForeignEntry(Self.earlierSet + [added]) == named)
    }
}
