import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput

/// `strings import FILE.xliff… | DIR.xcloc…`: the XLIFF side of the translator round trip.
/// Every `<file>` is routed to its catalog by `original`; its trans-units become the rows the
/// CSV import takes (`TranslationImporter`), so the rules and rejections are the same. A file
/// that is not XLIFF 1.2 or names a catalog the run does not have is an input error (exit 2)
/// before anything is applied; any rejected unit leaves every catalog unwritten (exit 1).
struct StringsXLIFFImport {
    var catalogs: [(catalog: StringCatalog, path: String)]
    var inputs: [String]
    var writes: Bool
    var marksReview: Bool
    /// Locales the units may create (`--new-locale`).
    var newLocales: Set<String> = []
    /// How catalogs are replaced (links, read-only targets), as the CSV import does.
    var writeOptions = AtomicFileWriter.Options()
    /// The directory `<file original>` paths are relative to.
    var base: String
    /// The XLIFF files already read (`readAll`), or nil to read `inputs` here.
    var documents: [(String, XLIFFDocument)]?
    /// Runs just before the catalog at this path is replaced: the changed-file guard of `--write`.
    var verifyBeforeReplacing: ((_ catalogPath: String) throws -> Void)?

    init(catalogs: [(catalog: StringCatalog, path: String)], inputs: [String], writes: Bool, marksReview: Bool, base: String) {
        self.catalogs = catalogs
        self.inputs = inputs
        self.writes = writes
        self.marksReview = marksReview
        self.base = base
    }

    /// Rows from one `<file>` of one XLIFF file, for one catalog.
    private struct Batch {
        var file: String
        var catalogIndex: Int
        var locale: String
        var rows: [TranslationImporter.Row]
    }

    private struct Rejection {
        var file: String
        var line: Int
        var reason: String
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        for (catalog, path) in catalogs {
            if let duplicate = catalog.duplicateKeys.first {
                throw UsageError("\(path):\(duplicate.line): \"\(duplicate.name)\" occurs more than once (lines \(duplicate.firstLine) and \(duplicate.line)); merge them before importing")
            }
        }
        var rejections: [Rejection] = []
        var batches: [Batch] = []
        let keySets = catalogs.map { Set($0.catalog.entries.map(\.key)) }
        for (file, document) in try documents ?? Self.readAll(try Self.xliffFiles(inputs)) {
            for element in document.files {
                let (batch, refused) = try rows(of: element, in: file, keySets: keySets, context: context)
                batches.append(batch)
                rejections += refused
            }
        }
        rejections += Self.crossFileDuplicates(batches)
        var working = catalogs.map(\.catalog)
        var changed = Set<Int>()
        var changes: [(TranslationImporter.Change, String)] = []
        let importer = TranslationImporter(review: marksReview, newLocales: newLocales, allowsWellFormedNewLocales: true)
        for batch in batches {
            let result = importer.apply(batch.rows, to: &working[batch.catalogIndex])
            rejections += result.rejections.map { Rejection(file: batch.file, line: $0.line, reason: $0.reason) }
            changes += result.changes.map { ($0, batch.file) }
            if !result.changes.isEmpty { changed.insert(batch.catalogIndex) }
        }
        rejections.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        for rejection in rejections {
            context.console.error("\(rejection.file):\(rejection.line): \(TerminalText.oneLine(rejection.reason))")
        }
        for (change, _) in changes {
            let place = "\(change.key) [\(change.locale)]" + (change.path.isEmpty ? "" : " \(change.path)")
            let old = change.oldValue.map { "\"\(TerminalText.oneLine($0))\" (\(change.oldState ?? ""))" } ?? "(none)"
            context.console.out("\(rejections.isEmpty && writes ? "changed" : "would change") \(TerminalText.oneLine(place)): \(old) → \"\(TerminalText.oneLine(change.newValue))\" (\(change.newState))\n")
        }
        let names = catalogs.map(\.path).joined(separator: ", ")
        if !rejections.isEmpty {
            context.console.out("\(rejections.count) unit\(rejections.count == 1 ? "" : "s") rejected; \(names) \(catalogs.count == 1 ? "was" : "were") not changed.\n")
            return .checkFailed
        }
        if changes.isEmpty {
            context.console.out("No changes: \(names) already \(catalogs.count == 1 ? "has" : "have") every translation of \(inputs.joined(separator: ", ")).\n")
            return .success
        }
        let touched = changed.sorted().map { catalogs[$0].path }.joined(separator: ", ")
        if writes {
            for index in changed.sorted() {
                let path = catalogs[index].path
                try AtomicFileWriter.write(
                    Array(StringCatalogWriter.write(working[index], trailingNewline: nil).utf8), to: path,
                    options: writeOptions) { _ in try verifyBeforeReplacing?(path) }
            }
            context.console.out("\(changes.count) unit\(changes.count == 1 ? "" : "s") changed in \(touched).\n")
        } else {
            context.console.out("\(changes.count) unit\(changes.count == 1 ? "" : "s") would change; run again with --write to write \(touched).\n")
        }
        return .success
    }

    /// The trans-units of one `<file>` as importer rows; units whose id or state cannot be
    /// read are rejected here.
    private func rows(
        of element: XLIFFDocument.File, in file: String, keySets: [Set<String>], context: CommandContext
    ) throws -> (Batch, [Rejection]) {
        let paths = catalogs.map(\.path)
        guard let index = XLIFFCatalogs.match(element.original, paths: paths, base: base, context: context) else {
            let known = paths.map { XLIFFCatalogs.original(for: $0, base: base, context: context) }.joined(separator: ", ")
            throw UsageError("\(file):\(element.line): <file original=\"\(TerminalText.oneLine(element.original))\"> names a catalog this run does not have (it has \(known))")
        }
        let catalog = catalogs[index].catalog
        guard let locale = element.targetLanguage, !locale.isEmpty else {
            throw UsageError("\(file):\(element.line): <file original=\"\(TerminalText.oneLine(element.original))\"> has no target-language")
        }
        guard element.sourceLanguage == catalog.sourceLanguage else {
            throw UsageError("\(file):\(element.line): source-language \(element.sourceLanguage), but \(catalogs[index].path) has source language \(catalog.sourceLanguage)")
        }
        let keys = keySets[index]
        var batch = Batch(file: file, catalogIndex: index, locale: locale, rows: [])
        var rejections: [Rejection] = []
        for unit in element.units {
            // translate="no" units are written without a target; one without a target is no edit.
            if !unit.translate && unit.target == nil { continue }
            guard let (key, path) = XLIFFUnitID.parse(unit.id, isKey: { keys.contains($0) }) else {
                rejections.append(Rejection(file: file, line: unit.line, reason: "the id \"\(unit.id)\" is not KEY or KEY|==|selector.name… (plural.one, device.iphone.plural.other, substitutions.NAME.plural.few)"))
                continue
            }
            var state = ""
            if let xliffState = unit.state {
                guard let mapped = XLIFFState.catalog(xliffState) else {
                    rejections.append(Rejection(file: file, line: unit.line, reason: "the state \"\(xliffState)\" is not an XLIFF 1.2 state this import maps (translated, final, signed-off, new, needs-translation, needs-review-*)"))
                    continue
                }
                state = mapped
            }
            batch.rows.append(TranslationImporter.Row(line: unit.line, key: key, locale: locale, path: path, translation: unit.target ?? "", state: state))
        }
        return (batch, rejections)
    }

    /// A unit given again in another file for the same catalog and locale (the importer finds
    /// repeats within one file). Only groups that span several files are looked at.
    private static func crossFileDuplicates(_ batches: [Batch]) -> [Rejection] {
        var groups: [String: [Int]] = [:]
        for (index, batch) in batches.enumerated() { groups["\(batch.catalogIndex)\u{0}\(batch.locale)", default: []].append(index) }
        var rejections: [Rejection] = []
        for indices in groups.values where Set(indices.map { batches[$0].file }).count > 1 {
            var first: [String: (file: String, line: Int)] = [:]
            for index in indices.sorted() {
                let batch = batches[index]
                for row in batch.rows {
                    let unit = row.key + "\u{0}" + (UnitPath(row.path)?.description ?? row.path)
                    if let earlier = first[unit], earlier.file != batch.file {
                        rejections.append(Rejection(file: batch.file, line: row.line,
                                                    reason: "a second unit for \"\(row.key)\" [\(batch.locale)]\(row.path.isEmpty ? "" : " " + row.path) (the first is \(earlier.file):\(earlier.line))"))
                    } else if first[unit] == nil {
                        first[unit] = (batch.file, row.line)
                    }
                }
            }
        }
        return rejections
    }

    /// Reads every file; the two halves of the list on two cores (TwoJobs).
    static func readAll(_ files: [String]) throws -> [(String, XLIFFDocument)] {
        let half = (files.count + 1) / 2
        let read: @Sendable (String) -> Result<(String, XLIFFDocument), UsageError> = { file in
            Result { (file, try Self.read(file)) }.mapError { $0 as? UsageError ?? UsageError("\(file): \($0)") }
        }
        let (first, second) = TwoJobs.run({ files.prefix(half).map(read) }, { files.dropFirst(half).map(read) })
        return try (first + second).map { try $0.get() }
    }

    /// The XLIFF files to read: files as given; for an `.xcloc` bundle every `.xliff` in its
    /// `Localized Contents/`.
    static func xliffFiles(_ inputs: [String]) throws -> [String] {
        var files: [String] = []
        for input in inputs {
            guard let entry = FileIdentity.of(input) else {
                throw UsageError("\(input): no such file or directory")
            }
            guard entry.isDirectory else { files.append(input); continue }
            let folder = (input.hasSuffix("/") ? String(input.dropLast()) : input) + "/Localized Contents"
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.lowercased().hasSuffix(".xliff") }
                .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            guard !names.isEmpty else {
                throw UsageError("\(input): not an .xcloc bundle (no Localized Contents/*.xliff)")
            }
            files += names.map { folder + "/" + $0 }
        }
        return files
    }

    static func read(_ file: String) throws -> XLIFFDocument {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path: file) } catch {
            if case .tooLarge(let limit) = error { throw UsageError("\(file): \(FileBytes.tooLargeMessage(limit: limit))") }
            throw UsageError("\(file): cannot read the file")
        }
        do {
            return try XLIFFReader.read(bytes, targetsOnly: true)
        } catch {
            throw UsageError("\(file):\(error.line): \(error.message)")
        }
    }
}
