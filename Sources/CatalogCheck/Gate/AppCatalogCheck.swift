import Foundation
import StringCatalog
import CatalogCode
import CatalogText

/// `strings check` over the catalogs of one app (one catalog is the simple case): each
/// catalog's completeness report, its baseline's, and the checks across catalogs.
///
/// With several catalogs:
/// - every catalog is checked in every locale of the app (an InfoPlist catalog that no one
///   translated has no German localization to find missing otherwise), the source language
///   first, then the others sorted — unless the locales are given;
/// - a required key (a level label) is met by any catalog of the app; one that none has is
///   reported once, in the "home" catalog: the one named `Localizable.xcstrings`, else the first;
/// - a key two catalogs translate differently is an `inconsistent-translation` warning
///   (`CrossCatalogChecker`).
package struct AppCatalogCheck: Sendable {
    /// One catalog of the app with what its check compares it to.
    package struct Member: Sendable {
        package var catalog: StringCatalog
        /// The path reports name the catalog by.
        package var path: String
        /// The Swift code that uses this catalog (`--sources`), already scanned; nil: the
        /// catalog alone is checked.
        package var sources: SourceScan?
        /// An older version of the catalog: then only new problems fail.
        package var baseline: BaselineCatalog?

        package init(catalog: StringCatalog, path: String, sources: SourceScan? = nil, baseline: BaselineCatalog? = nil) {
            self.catalog = catalog
            self.path = path
            self.sources = sources
            self.baseline = baseline
        }
    }

    /// The older version of a catalog, and how to name it (a git revision and path, or a file).
    package struct BaselineCatalog: Sendable {
        package var catalog: StringCatalog
        package var name: String

        package init(catalog: StringCatalog, name: String) {
            self.catalog = catalog
            self.name = name
        }
    }

    /// Tables the system reads rather than the app's code (`InfoPlist`: the privacy strings and
    /// the app's name; `AppShortcuts`: Siri phrases): their keys are never a literal in Swift,
    /// so the code's uses say nothing about them.
    package static let systemTables: Set<String> = ["InfoPlist", "AppShortcuts"]

    /// The file name of the catalog that carries the app's required keys.
    package static let homeFileName = "Localizable.xcstrings"

    package var members: [Member]
    /// The keys the app's trackers need (level labels).
    package var requiredKeys: [RequiredKey]
    /// The options of every catalog's check. `locales` nil: each catalog's own locales when it
    /// is alone, the app's when there are several. The catalog's name and sources are set per
    /// member.
    package var options: CheckOptions

    package init(members: [Member], requiredKeys: [RequiredKey] = [], options: CheckOptions = CheckOptions()) {
        self.members = members
        self.requiredKeys = requiredKeys
        self.options = options
    }

    /// The index of the catalog that carries the required keys no catalog of the app has:
    /// the first named `Localizable.xcstrings`, else the first.
    package static func homeIndex(of paths: [String]) -> Int {
        paths.firstIndex { ($0 as NSString).lastPathComponent == homeFileName } ?? 0
    }

    /// The table a catalog is for, as `tableName:` arguments in code name it: its file name
    /// without `.xcstrings`.
    package static func table(ofCatalogAt path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Every catalog's result under `policy`, in the members' order.
    package func results(policy: GatePolicy) -> [CheckResult] {
        let checks = self.checks()
        let reports = CrossCatalogChecker.adding(
            to: checks.map(\.report), catalogs: members.map(\.catalog), severityOverrides: options.severityOverrides)
        return zip(reports, checks).map { CheckResult(report: $0, policy: policy, baseline: $1.baseline) }
    }

    /// Each catalog's report and its baseline's, before the checks across catalogs.
    func checks() -> [(report: CompletenessReport, baseline: Baseline?)] {
        let isApp = members.count > 1
        let home = Self.homeIndex(of: members.map(\.path))
        let keysOfAll = isApp ? Set(members.flatMap { $0.catalog.entries.map(\.key) }) : []
        let localesOfAll = Set(members.flatMap(\.catalog.localesInUse).filter { !QualityLocale.isPseudo($0) })
        return members.indices.map { index in
            let member = members[index]
            var options = self.options
            options.catalogName = member.path
            if options.locales == nil, isApp {
                let source = member.catalog.sourceLanguage
                options.locales = [source] + localesOfAll.subtracting([source]).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            }
            if var scan = member.sources {
                scan.table = Self.table(ofCatalogAt: member.path)
                options.sources = scan
            }
            let required = isApp ? (index == home ? requiredKeys.filter { !keysOfAll.contains($0.key) } : []) : requiredKeys
            let report = CompletenessChecker(catalog: member.catalog, requiredKeys: required, options: options).run()
            guard let baseline = member.baseline else { return (report, nil) }
            // The same locales as now, so a locale added since is compared with nothing.
            options.locales = report.locales
            options.catalogName = baseline.name
            let old = CompletenessChecker(catalog: baseline.catalog, requiredKeys: required, options: options).run()
            return (report, Baseline(name: baseline.name, report: old))
        }
    }
}
