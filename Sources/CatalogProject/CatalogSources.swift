import StringCatalog
import SharpTools
import CatalogCode

/// One string catalog of an Xcode project with the code that reads it: the Swift files of every
/// target that bundles the catalog. A key of such a file missing from the catalog is missing
/// for a target that ships it; a key of the catalog that none of them uses is unused — code of
/// other targets (a widget with its own catalog, a test bundle) does not count.
package struct CatalogSources: Sendable, Equatable {
    /// The catalog, relative to the project directory.
    package var catalog: String
    /// The targets that bundle it, in the project's order.
    package var targets: [String]
    /// The Swift files of those targets, relative to the project directory, sorted, each once.
    package var swiftFiles: [String]
    /// The Swift files of framework targets of the project that those targets link: their code
    /// runs in the app, so its keys count as used, but a build extracts them into the
    /// framework's own catalogs, never into this one.
    package var frameworkFiles: [String]

    package init(catalog: String, targets: [String], swiftFiles: [String], frameworkFiles: [String] = []) {
        self.catalog = catalog
        self.targets = targets
        self.swiftFiles = swiftFiles
        self.frameworkFiles = frameworkFiles
    }
}
