import Foundation
import Testing
import TrackerStore

/// `StoreFormat.detect`: the reader is chosen by content, not by extension.
@Suite struct SQLiteStoreFormatTests {
    @Test func detectsSQLiteByItsHeader() throws {
        #expect(try StoreFormat.detect(prefix: Array("SQLite format 3\0".utf8) + [0x10, 0x00], file: "x.json") == .sqlite)
    }

    @Test(arguments: ["{\"format\":\"tracker-store\"}", "  \r\n\t{", "\u{FEFF}{", "\u{FEFF} \n{}"])
    func detectsJSONByItsFirstNonWhitespaceByte(_ text: String) throws {
        #expect(try StoreFormat.detect(prefix: Array(text.utf8), file: "default.store") == .json)
    }

    @Test(arguments: ["[1,2]", "SQLite format 2\0", "SQLite format 3", "   ", "hello", "\u{FEFF}"])
    func rejectsEverythingElse(_ text: String) {
        #expect(throws: StoreError(file: "f", place: .file, problem: "not a tracker store (neither JSON nor SQLite)")) {
            try StoreFormat.detect(prefix: Array(text.utf8), file: "f")
        }
    }

    @Test func anEmptyFileSaysSo() {
        #expect(throws: StoreError(file: "f", place: .file, problem: "not a tracker store (neither JSON nor SQLite): the file is empty")) {
            try StoreFormat.detect(prefix: [UInt8](), file: "f")
        }
    }

    @Test func detectsTheFormatOfFilesWhateverTheirExtension() throws {
        let database = try SQLiteTestDatabase.appStore(fileName: "store.json")
        defer { database.removeDirectory() }
        database.close()
        #expect(try StoreFormat.detect(path: database.path) == .sqlite)
        let jsonPath = database.directory.appendingPathComponent("default.store").path
        try Data("\u{FEFF}\n{}".utf8).write(to: URL(fileURLWithPath: jsonPath))
        #expect(try StoreFormat.detect(path: jsonPath) == .json)
        let missing = database.directory.appendingPathComponent("nothing").path
        #expect(throws: StoreError(file: missing, place: .file, problem: "no such file")) {
            try StoreFormat.detect(path: missing)
        }
    }
}
