import Foundation

/// The members of the JSON outputs, as paths (`trackers[].today.kind`), from runs made to show
/// every member: the sample's streaks; an order with problems; a strings check with problems
/// of the code, a quality problem, a coverage gate and a baseline, alone and with a second
/// catalog; a strings diff with every kind of change; the requests of a strings translate dry
/// run (`--review`, so the current translation is there too); a strings split file. Objects
/// keyed by locale (`summary.de`) are written `summary.*`.
extension StableNames {
    static let catalog = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
     "%@":{},
     "%lld files":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Datei "}},"other":{"stringUnit":{"state":"translated","value":"%lld Dateien"}}}}}}},
     "Done.":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Fertig"}}}},
     "Greeting":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}},
     "Hello %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo %d"}}}},
     "Old":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt"}}}},
     "Settings":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Einstellungen"}}}},
     "Title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Titel"}}}}
    }}
    """#

    static let baseline = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
     "Title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Titel"}}}},
     "Removed":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Weg"}}}},
     "Was":{"comment":"Renamed","localizations":{"de":{"stringUnit":{"state":"translated","value":"War"}}}}
    }}
    """#

    static let renamed = #"""
    {"sourceLanguage":"en","version":"1.0","strings":{
     "Title":{"comment":"Screen","localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Titel!"}}}},
     "Added":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Neu"}}}},
     "Is":{"comment":"Renamed","localizations":{"de":{"stringUnit":{"state":"translated","value":"War"}}}}
    }}
    """#

    static let store = #"""
    {"format":"tracker-store","schemaVersion":1,"timeZone":"Europe/Berlin","trackers":[
     {"id":"11111111-1111-1111-1111-111111111111","name":"Mood","type":"good","trackingMode":"levels","createdAt":"2026-01-01T08:00:00Z","displayOrder":2},
     {"id":"22222222-2222-2222-2222-222222222222","name":"Walk","type":"good","trackingMode":"yesNo","createdAt":"2026-01-02T08:00:00Z","displayOrder":2}],
     "logs":[]}
    """#

    /// Each output's member paths, named `json OUTPUT PATH`.
    static func jsonMembers() throws -> [String] {
        let folder = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ["App/Localizable.xcstrings": catalog, "Other.xcstrings": baseline, "old.xcstrings": baseline,
                     "new.xcstrings": renamed, "store.json": store,
                     "App/View.swift": "import SwiftUI\nlet a = Text(\"Title\")\nlet b = Text(\"Unknown.Key\")\n"]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let check = ["strings", "check", "--format", "json", "--catalog", "App/Localizable.xcstrings", "--sources", "App=App/Localizable.xcstrings",
                     "--min-coverage", "50", "--baseline-file", "old.xcstrings", "--no-config"]
        let runs: [(String, [String], String)] = [
            ("streaks", ["streaks", "--format", "json", "--store", TrackerKitProcess.packageRoot.path + "/Samples/tracker-store.json", "--as-of", "2026-11-20"], ""),
            ("order", ["order", "--format", "json", "--store", "store.json", "--pin", "Nothing"], ""),
            ("strings-check", check, ""),
            ("strings-check", ["strings", "check", "--format", "json", "--catalog", "App/Localizable.xcstrings", "--catalog", "Other.xcstrings",
                               "--min-coverage", "50", "--no-config"], ""),
            ("strings-check", ["strings", "check", "--format", "json", "--catalog", "Other.xcstrings", "--no-config"], ""),
            ("strings-diff", ["strings", "diff", "--format", "json", "old.xcstrings", "new.xcstrings"], ""),
        ]
        var names: Set<String> = []
        for (output, arguments, _) in runs {
            let run = try TrackerKitProcess.run(arguments, in: folder)
            guard [0, 1].contains(run.exitCode), let data = run.stdout.data(using: .utf8),
                  let value = try? JSONSerialization.jsonObject(with: data) else {
                throw Failure("\(arguments.joined(separator: " ")) (\(run.summary)): \(run.stderr)")
            }
            collect(value, path: "", into: &names, output: output)
        }
        // The requests of strings translate (a JSON object a line) and a split file, whose
        // keys and unit paths (`plural.one`) are the catalog's: written `*`.
        let translate = ["strings", "translate", "--locales", "de", "--dry-run", "--quiet", "--no-config"]
        let review = try TrackerKitProcess.run(translate + ["--catalog", "App/Localizable.xcstrings", "--review"], in: folder)
        try #"{"sourceLanguage":"en","strings":{"Move %@":{"comment":"[max 20]","localizations":{"en":{"stringUnit":{"state":"translated","value":"Move %@"}}}}}}"#
            .write(to: folder.appendingPathComponent("t.xcstrings"), atomically: true, encoding: .utf8)
        try "term,locale,translation\nMove,de,Verschieben\n".write(to: folder.appendingPathComponent("g.csv"), atomically: true, encoding: .utf8)
        let missing = try TrackerKitProcess.run(translate + ["--catalog", "t.xcstrings", "--glossary", "g.csv"], in: folder)
        for line in (review.stdout + missing.stdout).split(separator: "\n") {
            guard let value = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { throw Failure("strings translate --dry-run: \(line)") }
            collect(value, path: "", into: &names, output: "strings-translate-request")
        }
        for catalog in ["App/Localizable.xcstrings", "t.xcstrings"] {
            guard try TrackerKitProcess.run(["strings", "split", "--catalog", catalog, "--out", "l10n", "--locales", "de"], in: folder).exitCode == 0,
                  let split = try? JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("l10n/de.json"))) else {
                throw Failure("strings split --catalog \(catalog)")
            }
            collect(split, path: "", into: &names, output: "strings-split")
            try FileManager.default.removeItem(at: folder.appendingPathComponent("l10n"))
        }
        return names.sorted()
    }

    /// The locales of the runs: an object member named so is a locale, not a stable name.
    static let locales: Set<String> = ["", "de", "en"]

    private static func collect(_ value: Any, path: String, into names: inout Set<String>, output: String) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                let catalogName = output == "strings-split" && (path == "strings" || key.contains("."))
                let name = locales.contains(key) || catalogName ? "*" : key
                let memberPath = path.isEmpty ? name : path + "." + name
                names.insert("json \(output) \(memberPath)")
                collect(member, path: memberPath, into: &names, output: output)
            }
        } else if let array = value as? [Any] {
            for element in array { collect(element, path: path + "[]", into: &names, output: output) }
        }
    }
}
