import SharpTools
import StringCatalog

/// A catalog split into one file per locale (`SplitFile`), and the files joined back: the
/// join is an import of their units (`TranslationImport`, one batch per file) into the catalog,
/// which stays the one the app builds with. Its entries, comments, source texts and layout are
/// the catalog's; the files bring the translations and their states.
package enum CatalogSplit {
    /// The batches of split files for the run's first catalog. A file must be named after the
    /// locale it holds (`de.json` holds `"locale" : "de"`), hold the catalog's source language,
    /// and be the only file of its locale; else it is an input error.
    package static func batches(_ files: [(path: String, bytes: [UInt8])], into target: TranslationImport.Target) throws(TranslationImport.InputError) -> [TranslationImport.Batch] {
        var locales: [String: String] = [:]
        var batches: [TranslationImport.Batch] = []
        for (path, bytes) in files {
            let contents = try SplitFile.read(bytes, file: path)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard name == SplitFile.name(of: contents.locale) else {
                throw TranslationImport.InputError(
                    file: path, line: nil, message: "it holds locale \(contents.locale), so it should be named \(SplitFile.name(of: contents.locale)) (a split file is named after its locale)")
            }
            if let source = contents.sourceLanguage, source != target.catalog.sourceLanguage {
                throw TranslationImport.InputError(
                    file: path, line: nil, message: "sourceLanguage \(source), but \(target.path) has source language \(target.catalog.sourceLanguage)")
            }
            if let earlier = locales[contents.locale] {
                throw TranslationImport.InputError(file: path, line: nil, message: "a second file of locale \(contents.locale) (the first is \(earlier))")
            }
            locales[contents.locale] = path
            batches.append(TranslationImport.Batch(file: path, catalogIndex: 0, declaredLocale: contents.locale, rows: contents.rows))
        }
        return batches
    }

    /// What `strings split` does in a folder: the files to write (those missing or out of
    /// date), how many are up to date, and the files that keep it from writing anything — each
    /// holding work the catalog does not have yet — with what to do.
    package struct Plan: Sendable {
        package var writes: [(path: String, text: String)] = []
        package var upToDate = 0
        package var kept: [String] = []
    }

    /// The plan of splitting `target` into `folder` for `locales`; `existing` reads a file of
    /// the folder, nil when there is none.
    package static func plan(_ target: TranslationImport.Target, locales: [String], folder: String, existing: (String) throws -> [UInt8]?) rethrows -> Plan {
        var plan = Plan()
        for locale in locales {
            let file = DirectoryWalk.path(SplitFile.name(of: locale), below: folder)
            let text = SplitFile.render(target.catalog, locale: locale)
            if let bytes = try existing(file) {
                if bytes.elementsEqual(text.utf8) {
                    plan.upToDate += 1
                    continue
                }
                if let work = unjoinedWork(bytes, path: file, catalog: target) {
                    let join = "trackerkit strings join --catalog \(ShellWord.quoted(target.path)) \(ShellWord.quoted(file)) --write"
                    plan.kept.append("\(file): \(work); join it first (\(join)), or delete it to split afresh")
                }
            }
            plan.writes.append((file, text))
        }
        return plan
    }

    /// What keeps `strings split` from writing over the file at `path` (whose bytes are
    /// `existing`): units it holds that the catalog does not (a translator's work not joined
    /// yet), or that it cannot be read as a split file. nil when overwriting it loses nothing.
    package static func unjoinedWork(_ existing: [UInt8], path: String, catalog target: TranslationImport.Target) -> String? {
        let batches: [TranslationImport.Batch]
        do {
            batches = try Self.batches([(path, existing)], into: target)
        } catch {
            return "it cannot be read as a split file (\(error.description))"
        }
        guard let importer = try? TranslationImport(targets: [target]) else { return nil }
        let plan = importer.plan(batches)
        let differing = plan.changes.count + plan.rejections.count
        guard differing > 0 else { return nil }
        let first = plan.changes.first.map { "\"\($0.key)\" [\($0.locale)]\($0.path.isEmpty ? "" : " " + $0.path), line \($0.line)" }
            ?? plan.rejections.first.map { "line \($0.line)" } ?? ""
        return "\(differing) unit\(differing == 1 ? "" : "s") in it differ\(differing == 1 ? "s" : "") from the catalog (the first: \(first))"
    }
}
