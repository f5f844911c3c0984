import Foundation
import StringCatalog
import CatalogCode

/// `trackerkit-bench sources [FILES]`: generates FILES (default 1,000) SwiftUI files of 100 lines each (keys
/// in every API form, interpolations, comments, multi-line literals, plain code), writes them
/// to a temporary folder and times reading and scanning them all — the budget is ≤ 0.5 s
/// in a release build. Prints the median of 5 runs and every run.
enum SourceScanBenchmark {
    static func file(_ index: Int) -> String {
        var lines = ["import SwiftUI", "", "// Screen \(index): generated for the scanner benchmark.", "struct Screen\(index): View {",
                     "    @State private var count = \(index)", "    @State private var name = \"n\(index)\"", "    var body: some View {",
                     "        VStack(alignment: .leading, spacing: 8) {"]
        var row = 0
        while lines.count < 92 {
            switch row % 8 {
            case 0: lines.append("            Text(\"Screen\(index).Title\(row)\")")
            case 1: lines.append("            Button(\"Save \(row)\") { count += \(row) }")
            case 2: lines.append("            Text(\"\\(count) items in \\(name)\")")
            case 3: lines.append("            /* a comment with Text(\"not a key\") */ Spacer(minLength: \(row))")
            case 4: lines.append("            Toggle(isOn ? \"On \(row)\" : \"Off \(row)\", isOn: .constant(true))")
            case 5: lines += ["            Text(\"\"\"", "                A longer text \(row)", "                on two lines", "                \"\"\")"]
            case 6: lines.append("            let total = [1, 2, 3].map { $0 * \(row) }.reduce(0, +) // plain code")
            default: lines.append("            Label(\"Label \(row)\", systemImage: \"star\").help(\"Help \(row)\")")
            }
            row += 1
        }
        lines += ["        }", "        .navigationTitle(\"Screen \(index)\")", "        .padding()", "    }",
                  "    var isOn: Bool { count % 2 == 0 }", "    func labelled() -> String { String(localized: \"Screen\(index).Footer\") }", "}", ""]
        return lines.prefix(100).joined(separator: "\n")
    }

    static func run(fileCount: Int) {
        let folder = NSTemporaryDirectory() + "trackerkit-bench-sources-\(ProcessInfo.processInfo.processIdentifier)"
        var paths: [String] = []
        var lineCount = 0
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for index in 0..<fileCount {
                let text = file(index)
                lineCount += text.split(separator: "\n", omittingEmptySubsequences: false).count
                let path = (folder as NSString).appendingPathComponent("Screen\(index).swift")
                try text.write(toFile: path, atomically: false, encoding: .utf8)
                paths.append(path)
            }
        } catch {
            fail("\(folder): \(error)")
        }
        let clock = ContinuousClock()
        let scanner = SwiftKeyScanner(extraNames: ["labelKey"])
        var runs: [Double] = []
        var uses = 0
        for _ in 0..<5 {
            var scan = SourceScan()
            let duration = clock.measure {
                for path in paths {
                    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read") }
                    scan.append(scanner.scan([UInt8](data), file: path))
                }
            }
            uses = scan.uses.count
            let (whole, attoseconds) = duration.components
            runs.append(Double(whole) + Double(attoseconds) / 1e18)
        }
        try? FileManager.default.removeItem(atPath: folder)
        let median = runs.sorted()[runs.count / 2]
        let all = runs.map { String(format: "%.3f", $0) }.joined(separator: " ")
        print("sources: \(paths.count) files, \(lineCount) lines, \(uses) key uses: median \(String(format: "%.3f", median)) s (runs: \(all))")
    }
}
