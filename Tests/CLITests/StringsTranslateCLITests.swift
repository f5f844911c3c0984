import Foundation
import Testing

/// End to end: `strings translate --command` with a scripted command that returns a good, a
/// broken (`%A` for `%1$@`), a glossary-breaking, a missing and an extra answer; the dry run;
/// a command that outlives its time limit.
@Suite struct StringsTranslateCLITests {
    static let catalog = """
    {"sourceLanguage": "en", "strings": {
    "greeting": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello %1$@!"}}}},
    "move": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Move %@ to %lld"}}}},
    "joker": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Use a Joker"}}}},
    "bye": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Bye"}}, "fr": {"stringUnit": {"state": "translated", "value": "Salut"}}}}
    }, "version": "1.0"}

    """

    /// The scripted command: it reads the requests (in Xcode's order: bye 1, greeting 2, joker
    /// 3, move 4) and answers 2 broken, 3 against the glossary, 4 well, 7 never asked, 1 not.
    static let script = """
    cat > requests.jsonl
    printf '%s\\n' '{"id":"2","translation":"Hallo %A!"}' '{"id":"4","translation":"{{1}} nach {{2}} verschieben"}' \\
      '{"id":"3","translation":"Nutze einen Wildcard"}' '{"id":"7","translation":"extra"}'

    """

    static func project() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        try catalog.write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        try script.write(to: directory.appendingPathComponent("mt.sh"), atomically: true, encoding: .utf8)
        try "term,locale,translation\nJoker,de,Joker\n".write(to: directory.appendingPathComponent("glossary.csv"), atomically: true, encoding: .utf8)
        // In Xcode's layout, so that a write changes only the units' lines.
        #expect(try TrackerKitProcess.run(["strings", "format", "L.xcstrings"], in: directory).exitCode == 0)
        return directory
    }

    static let common = ["strings", "translate", "--catalog", "L.xcstrings", "--locales", "de", "--glossary", "glossary.csv", "--no-config"]

    @Test func onlyAnswersThatPassTheChecksAreWrittenAsNeedsReview() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try TrackerKitProcess.run(Self.common + ["--command", "sh mt.sh", "--write"], in: directory)
        #expect(run.exitCode == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("rejected") }.sorted() == [
            "rejected \"bye\" [de] (answer): the command gave no answer",
            "rejected \"greeting\" [de] (placeholders): {{1}} (%1$@) is missing",
            "rejected \"joker\" [de] (glossary): the de text \"Nutze einen Wildcard\" of \"joker\" does not use the glossary's \"Joker\" for \"Joker\" — use the glossary's term",
            "rejected an answer (answer): line 4 of the answer: id 7 was not asked for",
        ].sorted(), "\(run.stdout)")
        #expect(run.stdout.contains("changed move [de]: (none) → \"%@ nach %lld verschieben\" (needs_review)"))
        #expect(run.stdout.hasSuffix("1 unit changed in L.xcstrings.\n"))
        let written = try String(contentsOf: directory.appendingPathComponent("L.xcstrings"), encoding: .utf8)
        #expect(written.contains("\"state\" : \"needs_review\",\n            \"value\" : \"%@ nach %lld verschieben\""))
        #expect(!written.contains("Wildcard") && !written.contains("%A") && !written.contains("\"translated\",\n            \"value\" : \"%@ nach"))
        // What the command was sent: a JSON line per unit, the placeholders as tokens.
        let requests = try String(contentsOf: directory.appendingPathComponent("requests.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(requests.count == 4)
        #expect(requests[3] == #"{"id":"4","key":"move","path":"","locale":"de","sourceLanguage":"en","source":"Move {{1}} to {{2}}","comment":null,"placeholders":[{"token":"{{1}}","text":"%@"},{"token":"{{2}}","text":"%lld"}],"glossary":[],"maxLength":null,"translation":null}"#)
        #expect(requests[2].contains(#""glossary":[{"term":"Joker","translations":["Joker"]}]"#))
    }

    @Test func withoutWriteNothingIsWrittenAndTheDryRunSendsNothing() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Data(contentsOf: directory.appendingPathComponent("L.xcstrings"))
        let run = try TrackerKitProcess.run(Self.common + ["--command", "sh mt.sh"], in: directory)
        #expect(run.exitCode == 1 && run.stdout.contains("would change move [de]"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("L.xcstrings")) == before)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("requests.jsonl"))
        let dry = try TrackerKitProcess.run(Self.common + ["--dry-run"], in: directory)
        #expect(dry.exitCode == 0 && dry.stdout.split(separator: "\n").count == 4)
        #expect(dry.stderr.contains("4 requests (dry run: nothing sent)"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("requests.jsonl").path))
        let both = try TrackerKitProcess.run(Self.common + ["--dry-run", "--write", "--command", "true"], in: directory)
        #expect(both.exitCode == 2)
    }

    @Test func aCommandThatTakesTooLongIsEndedWithEverythingItStartedAndRetried() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = Date()
        let run = try TrackerKitProcess.run(Self.common + ["--command", "sleep 30 & echo $! >> children; wait", "--timeout", "0.5", "--retries", "1", "--write"], in: directory)
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(run.exitCode == 1)
        #expect(run.stderrLines.filter { $0 == "trackerkit: warning: the command failed: no answer within 0.5 s; its process group was ended" }.count == 2)
        #expect(run.stdout.contains("rejected \"move\" [de] (command): no answer within 0.5 s; its process group was ended (2 runs)"))
        #expect(run.stdout.hasSuffix("No changes: L.xcstrings already has every translation of the command's answers.\n"))
        // The background `sleep` of each run was ended with its shell.
        let children = try String(contentsOf: directory.appendingPathComponent("children"), encoding: .utf8).split(separator: "\n")
        #expect(children.count == 2)
        for child in children {
            // Gone, or a zombie no one reaps (a container's first process may not), within a
            // few seconds: the signal is sent, not waited for.
            let ended = try TrackerKitProcess.run(executable: "/bin/sh", [
                "-c", "for i in 1 2 3 4 5 6 7 8 9 10; do state=$(ps -o stat= -p \(child)); case \"$state\" in ''|Z*) exit 0;; esac; sleep 0.5; done; exit 1",
            ])
            #expect(ended.exitCode == 0, "sleep \(child) still runs")
        }
    }
}
