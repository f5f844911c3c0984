import StringCatalog

/// One `strings import` run as a plan: translator rows — from a CSV, or from the trans-units
/// of XLIFF files — merged into the catalogs of the run, without touching a file. It returns
/// every catalog after the accepted rows, what changed, what was rejected (with file and line)
/// and which catalogs changed; the caller prints that and writes the changed catalogs, and
/// only when nothing was rejected.
///
/// The rules of one row are `TranslationImporter`'s; a translation made from an older source
/// text is applied as `needs_review` with a warning. On top of them, for the run as a whole:
/// a catalog with a key that occurs twice is refused before anything is applied (the import
/// would silently keep only one of the two), and a unit given again in another file for the
/// same catalog and locale is rejected (the importer itself finds repeats within one file).
package struct TranslationImport: Sendable {
    /// A catalog of the run and the path messages name it by.
    package struct Target: Sendable {
        package var catalog: StringCatalog
        package var path: String

        package init(catalog: StringCatalog, path: String) {
            self.catalog = catalog
            self.path = path
        }
    }

    /// The rows one file gives one catalog.
    package struct Batch: Sendable {
        /// The file the rows come from, as messages name it.
        package var file: String
        /// The catalog the rows go to (an index into the targets).
        package var catalogIndex: Int
        /// The locale the file declares for all its rows (XLIFF's `target-language`); nil when
        /// every row names its own (a CSV).
        package var declaredLocale: String?
        package var rows: [TranslationImporter.Row]
        /// Units the reader could not turn into rows (an id or a state it cannot read).
        package var refused: [Rejection]

        package init(file: String, catalogIndex: Int, declaredLocale: String?, rows: [TranslationImporter.Row], refused: [Rejection] = []) {
            self.file = file
            self.catalogIndex = catalogIndex
            self.declaredLocale = declaredLocale
            self.rows = rows
            self.refused = refused
        }
    }

    /// A row that is not applied, and why.
    package struct Rejection: Sendable, Equatable {
        package var file: String
        package var line: Int
        package var reason: String

        package init(file: String, line: Int, reason: String) {
            self.file = file
            self.line = line
            self.reason = reason
        }
    }

    /// Input that cannot be imported at all (a catalog with a repeated key, an XLIFF file
    /// naming a catalog the run does not have, a table that is no translation table).
    package struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
        package var file: String
        /// The 1-based line at fault; nil when the file as a whole is.
        package var line: Int?
        package var message: String

        package init(file: String, line: Int?, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }

        /// `FILE:LINE: message`, the one line the tool prints.
        package var description: String { file + (line.map { ":\($0)" } ?? "") + ": " + message }
    }

    /// A row applied with a remark (a translation made from an older source text).
    package struct Warning: Sendable, Equatable {
        package var file: String
        package var line: Int
        package var message: String

        package init(file: String, line: Int, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }
    }

    /// The outcome of a run.
    package struct Plan: Sendable {
        /// Every catalog of the run with the accepted rows applied, in the targets' order.
        package var catalogs: [StringCatalog]
        /// What the accepted rows changed, in the order of the batches.
        package var changes: [TranslationImporter.Change]
        /// Every rejected row, sorted by file and line.
        package var rejections: [Rejection]
        /// The accepted rows with a remark, in the order of the changes.
        package var warnings: [Warning]
        /// The indices of the catalogs that changed, ascending.
        package var changedCatalogs: [Int]
    }

    package let targets: [Target]
    /// Changed units become `needs_review` instead of `translated`.
    package var review: Bool
    /// Locales the rows may create although no catalog has them yet (`--new-locale`).
    package var newLocales: Set<String>

    /// Refuses a catalog in which a key occurs twice.
    package init(targets: [Target], review: Bool = false, newLocales: Set<String> = []) throws(InputError) {
        for target in targets {
            if let duplicate = target.catalog.duplicateKeys.first {
                throw InputError(
                    file: target.path, line: duplicate.line,
                    message: "\"\(duplicate.name)\" occurs more than once (lines \(duplicate.firstLine) and \(duplicate.line)); merge them before importing")
            }
        }
        self.targets = targets
        self.review = review
        self.newLocales = newLocales
    }

    /// Applies the batches in order. Rows of a file that declares its locale may create any
    /// well-formed locale that is not a near miss of one the catalog has: Xcode wrote that
    /// locale, where a CSV repeats it in every row a person typed (there only `newLocales`).
    package func plan(_ batches: [Batch]) -> Plan {
        var rejections = batches.flatMap(\.refused) + Self.crossFileDuplicates(batches)
        var working = targets.map(\.catalog)
        var changed = Set<Int>()
        var changes: [TranslationImporter.Change] = []
        var warnings: [Warning] = []
        for batch in batches {
            let importer = TranslationImporter(review: review, newLocales: newLocales, allowsWellFormedNewLocales: batch.declaredLocale != nil)
            let result = importer.apply(batch.rows, to: &working[batch.catalogIndex])
            rejections += result.rejections.map { Rejection(file: batch.file, line: $0.line, reason: $0.reason) }
            changes += result.changes
            for change in result.changes {
                guard let outdated = change.outdatedSource, let current = change.catalogSource else { continue }
                let place = "\"\(change.key)\" [\(change.locale)]" + (change.path.isEmpty ? "" : " " + change.path)
                warnings.append(Warning(
                    file: batch.file, line: change.line,
                    message: "\(place) was translated from \"\(outdated)\", but the source text is now \"\(current)\"; imported as \(change.newState)"))
            }
            if !result.changes.isEmpty { changed.insert(batch.catalogIndex) }
        }
        rejections.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return Plan(catalogs: working, changes: changes, rejections: rejections, warnings: warnings, changedCatalogs: changed.sorted())
    }

    /// A unit given again in another file for the same catalog and locale. Only groups of
    /// batches that span several files are looked at; the first file (in batch order) keeps it.
    static func crossFileDuplicates(_ batches: [Batch]) -> [Rejection] {
        var groups: [String: [Int]] = [:]
        for (index, batch) in batches.enumerated() {
            guard let locale = batch.declaredLocale else { continue }
            groups["\(batch.catalogIndex)\u{0}\(locale)", default: []].append(index)
        }
        var rejections: [Rejection] = []
        for indices in groups.values where Set(indices.map { batches[$0].file }).count > 1 {
            var first: [String: (file: String, line: Int)] = [:]
            for index in indices.sorted() {
                let batch = batches[index]
                for row in batch.rows {
                    let unit = row.key + "\u{0}" + (UnitPath(row.path)?.description ?? row.path)
                    if let earlier = first[unit], earlier.file != batch.file {
                        rejections.append(Rejection(
                            file: batch.file, line: row.line,
                            reason: "a second unit for \"\(row.key)\" [\(row.locale)]\(row.path.isEmpty ? "" : " " + row.path) (the first is \(earlier.file):\(earlier.line))"))
                    } else if first[unit] == nil {
                        first[unit] = (batch.file, row.line)
                    }
                }
            }
        }
        return rejections
    }
}
