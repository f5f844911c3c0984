import StringCatalog
import SharpTools
import CatalogCode

/// One target of an Xcode project (`PBXNativeTarget`) and the files that decide which keys its
/// code uses and which catalogs serve them: the Swift files it compiles and the string catalogs
/// it bundles. Files listed in its build phases are known from the project alone; the files of
/// its synchronized folders need a listing of those folders (`files(listing:)`).
package struct XcodeTarget: Sendable, Equatable {
    /// The target's name as Xcode shows it.
    package var name: String
    /// Its product type, e.g. `com.apple.product-type.application`,
    /// `com.apple.product-type.app-extension`, `com.apple.product-type.bundle.unit-test`
    /// (empty when the project gives none).
    package var productType: String
    /// Swift files of its Sources build phase, relative to the project directory, sorted.
    package var swiftFiles: [String]
    /// String catalogs of its Resources build phase (also the `.xcstrings` of a variant
    /// group there), relative to the project directory, sorted.
    package var catalogs: [String]
    /// Its synchronized folders: the ones it lists, and the ones whose exceptions name it.
    package var synchronizedFolders: [SynchronizedFolder]
    /// Swift files and catalogs of its build phases whose place the project does not give
    /// (a source tree only a build knows, or a group outside the project's tree), by name.
    package var unplacedFiles: [String]
    /// The folders of the local Swift packages it links, relative to the project directory,
    /// sorted: their code runs in the target too.
    package var localPackages: [String] = []
    /// The names of the local package products it links (`Switches`): a package's code is
    /// taken from `Sources/<product>` when that folder exists, not from every target of it.
    package var localProducts: [String] = []
    /// The project object of its product (`productReference`), and those of the products its
    /// Frameworks phase links: a framework target of the same project whose product another
    /// target links runs in that target, and looks keys up in its bundle.
    package var productReference: String?
    package var linkedReferences: [String] = []
    /// Its localization build settings (key extraction, the conditions of an archive build).
    package var localization = LocalizationSettings()

    package init(name: String, productType: String, swiftFiles: [String] = [], catalogs: [String] = [],
                synchronizedFolders: [SynchronizedFolder] = [], unplacedFiles: [String] = []) {
        self.name = name
        self.productType = productType
        self.swiftFiles = swiftFiles
        self.catalogs = catalogs
        self.synchronizedFolders = synchronizedFolders
        self.unplacedFiles = unplacedFiles
    }

    /// Whether the target is a test bundle (unit or UI tests).
    package var isTestBundle: Bool {
        productType.hasPrefix("com.apple.product-type.bundle.unit-test") || productType.hasPrefix("com.apple.product-type.bundle.ui-testing")
    }

    /// All of the target's files: its build phases' and its synchronized folders' members.
    package struct Files: Sendable, Equatable {
        package var target: String
        /// Relative to the project directory, sorted, each once.
        package var swiftFiles: [String]
        /// Relative to the project directory, sorted, each once.
        package var catalogs: [String]

        package init(target: String, swiftFiles: [String], catalogs: [String]) {
            self.target = target
            self.swiftFiles = swiftFiles
            self.catalogs = catalogs
        }
    }

    /// The target's files, with each synchronized folder's rule applied to `listing` of that
    /// folder (its path as `SynchronizedFolder.path` gives it → the files below it, as paths
    /// inside it; nil when the folder cannot be read, which then adds nothing).
    package func files(listing: (String) -> [String]?) -> Files {
        var swift = swiftFiles
        var bundled = catalogs
        for folder in synchronizedFolders {
            guard let entries = listing(folder.path) else { continue }
            let members = folder.members(of: entries)
            swift += members.swiftFiles
            bundled += members.catalogs
        }
        return Files(target: name, swiftFiles: XcodeProject.sortedUnique(swift), catalogs: XcodeProject.sortedUnique(bundled))
    }
}
