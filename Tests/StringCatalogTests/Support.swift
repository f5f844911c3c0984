import Foundation
@testable import StringCatalog

/// Paths and small builders shared by the StringCatalog tests.
enum Support {
    /// The package root, found from this file's path (fixtures are not bundled as resources).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixturePath(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/Fixtures/catalogs/\(name)").path
    }

    static func fixtureBytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixturePath(name))))
    }

    static var shippedCatalogPath: String {
        packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path
    }

    /// Parses JSON text as a catalog named `test.xcstrings`.
    static func catalog(_ json: String) throws -> StringCatalog {
        try StringCatalog(bytes: Array(json.utf8), fileName: "test.xcstrings")
    }

    /// The error parsing `json` throws, or nil.
    static func parseError(_ json: String) -> CatalogError? {
        do {
            _ = try StringCatalog(bytes: Array(json.utf8), fileName: "test.xcstrings")
            return nil
        } catch {
            return error
        }
    }
}
