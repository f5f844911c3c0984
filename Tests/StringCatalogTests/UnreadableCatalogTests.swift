import Foundation
import Testing
import StringCatalog

/// A catalog file that cannot be read says why (it was one message for every reason).
@Suite struct UnreadableCatalogTests {
    private func message(_ path: String) -> String? {
        do {
            _ = try StringCatalog(contentsOfFile: path)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aMissingFileKeepsItsMessage() {
        #expect(message("/nonexistent/Localizable.xcstrings") == "cannot read the file (missing or not readable)")
    }

    @Test func aDirectoryIsNamedAsSuch() {
        #expect(message(FileManager.default.temporaryDirectory.path) == "cannot read the file: it is a directory, not a string catalog")
    }
}
