// trackerkit-bench: the measurements `Benchmarks/run.sh` cannot make through the CLI —
// reading a store with a chosen reader (the fast byte-level one or the JSONDecoder
// reference) and computing streaks alone. Built in release mode by the script; never part
// of `swift test`.
import Foundation
import TrackerModel
import TestSupport
import TrackerStore

let usage = "usage: trackerkit-bench load fast|reference|sqlite FILE | parse [plain] FILE | streaks FILE | streaks-synthetic | catalog FILE | csv-writer | sources [FILES] | project PATH [--list|--json]"
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trackerkit-bench: \(message)\n".utf8))
    exit(2)
}

func load(_ reader: String, _ path: String) -> Store {
    do {
        switch reader {
        case "fast": return try JSONStoreReader.read(path: path)
        case "reference": return try ReferenceJSONStoreReader.read(data: Data(contentsOf: URL(fileURLWithPath: path)))
        case "sqlite": return try SQLiteStoreReader.read(path: path)
        default: fail(usage)
        }
    } catch {
        fail("\(path): \(error)")
    }
}

switch (arguments.first, arguments.count) {
case ("load", 3):
    let store = load(arguments[1], arguments[2])
    print("\(store.trackers.count) trackers, \(store.logs.count) logs")
case ("parse", 2), ("parse", 3):
    // The JSON store read from memory on one core (the file read once before): median of 5.
    let path = arguments[arguments.count - 1]
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read") }
    let bytes = [UInt8](data)
    let onePass = arguments.count == 2
    var runs: [Double] = []
    var logs = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        do { logs = try JSONStoreReader.readOnOneCore(bytes: bytes, file: path, onePass: onePass).logs.count } catch { fail("\(path): \(error)") }
        runs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let median = runs.sorted()[2]
    print(String(format: "parse%@ on one core: %d logs, %.1f MB in %.3f s (median of 5): %.0f MB/s",
                 onePass ? "" : " (plain)", logs, Double(bytes.count) / 1e6, median, Double(bytes.count) / 1e6 / median))
case ("streaks", 2):
    let store = load(arguments[1].hasSuffix(".json") ? "fast" : "sqlite", arguments[1])
    guard let zone = TimeZone(identifier: "Europe/Berlin"), let today = CalendarDay(iso: "2026-11-20") else { fail("no Europe/Berlin time zone") }
    let calendar = ReportCalendar(timeZone: zone, today: today)
    let start = Date()
    let summaries = StreakSummary.summaries(store: store, calendar: calendar)
    print("streaks of \(summaries.count) trackers in \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
case ("catalog", 2):
    CatalogBenchmark.run(path: arguments[1])
case ("sources", 1), ("sources", 2):
    guard let files = arguments.count == 2 ? Int(arguments[1]) : 1000, files > 0 else { fail(usage) }
    SourceScanBenchmark.run(fileCount: files)
case ("project", 2), ("project", 3):
    guard let output = ProjectBenchmark.Output(rawValue: arguments.count == 3 ? arguments[2] : "") else { fail(usage) }
    ProjectBenchmark.run(path: arguments[1], output: output)
case ("csv-writer", 1):
    csvWriterBenchmark()
case ("streaks-synthetic", 1):
    print(StreakBenchmark.run())
default:
    fail(usage)
}
