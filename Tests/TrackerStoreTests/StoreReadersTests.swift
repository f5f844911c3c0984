import Foundation
import Testing
import TrackerModel
import TrackerStore

/// `StoreReaders`: the reader is chosen by content, not by extension, from the bytes read
/// when the file was opened — once, so pipes and FIFOs work.
@Suite struct StoreReadersTests {
    private func reader(_ prefix: [UInt8], file: String = "f") throws(StoreError) -> any StoreReader.Type {
        try StoreReaders.reader(forPrefix: prefix, file: file)
    }

    @Test func detectsSQLiteByItsHeader() throws {
        #expect(try reader(Array("SQLite format 3\0".utf8) + [0x10, 0x00], file: "x.json") == SQLiteStoreReader.self)
        #expect(try reader(Array("SQLite format 3\u{0}rest".utf8)) == SQLiteStoreReader.self)
    }

    @Test(arguments: ["{\"format\":\"tracker-store\"}", "  \r\n\t{", "\u{FEFF}{", "\u{FEFF} \n{}"])
    func detectsJSONByItsFirstNonWhitespaceByte(_ text: String) throws {
        #expect(try reader(Array(text.utf8), file: "default.store") == JSONStoreReader.self)
    }

    /// "neither JSON nor SQLite": the message names every reader, in list order.
    static var neither: String { "neither " + StoreReaders.all.map { $0.name }.joined(separator: " nor ") }

    @Test(arguments: ["[1,2]", "SQLite format 2\0", "SQLite format 3", "   ", "hello", "\u{FEFF}"])
    func rejectsEverythingElse(_ text: String) {
        #expect(throws: StoreError(file: "f", place: .file, problem: "not a tracker store (\(Self.neither))")) {
            try reader(Array(text.utf8))
        }
    }

    @Test func aGzippedStoreNamesTheFormThatReadsIt() {
        #expect(throws: StoreError(
            file: "x.json.gz", place: .file,
            problem: "not a tracker store: the file is gzip-compressed; read it decompressed, e.g. --store <(gunzip -c x.json.gz)")) {
            try StoreReaders.reader(forPrefix: [0x1F, 0x8B, 0x08, 0x00], file: "x.json.gz")
        }
    }

    /// Only to offer --store for a store named without it: the format is read from the content.
    /// Every extension a reader lists names a store, in any case and gzip-compressed; a name
    /// without one, a bare extension and an extension no reader lists do not.
    @Test func aStoreIsRecognizedByItsNameForASuggestion() {
        let extensions = StoreReaders.all.flatMap { $0.fileExtensions }
        #expect(!extensions.isEmpty)
        for ext in extensions {
            for name in ["export.\(ext)", "dir/App.\(ext.uppercased())", "x.\(ext).gz"] {
                #expect(StoreReaders.isNamedLikeAStore(name), "\(name)")
            }
            #expect(!StoreReaders.isNamedLikeAStore(".\(ext)"), ".\(ext)")
            #expect(!StoreReaders.isNamedLikeAStore(ext), "\(ext)")
        }
        let unlisted = ["txt", "xml", "md", "csv", "tsv"].first { !extensions.contains($0) } ?? "unlisted-extension"
        for name in ["de", "logs", "x.gz", "export.\(unlisted)"] {
            #expect(!StoreReaders.isNamedLikeAStore(name), "\(name)")
        }
    }

    @Test func anEmptyFileSaysSo() {
        #expect(throws: StoreError(file: "f", place: .file, problem: "not a tracker store (\(Self.neither)): the file is empty")) {
            try reader([])
        }
    }

    /// The readers decide on the first bytes and must not overlap: no start of a store of one
    /// format, nor anything else here, is claimed by two readers.
    @Test(arguments: [
        "{\"format\":\"tracker-store\"}", "\u{FEFF}{", "  \n{", "SQLite format 3\0\u{10}\0", "[1,2]", "hello", "a,b,c\r\n", "   ", "\u{FEFF}",
        "<?xml version=\"1.0\"?>", "tracker_id,timestamp\n", "\u{0}\u{0}\u{0}", "PK\u{3}\u{4}",
    ])
    func noTwoReadersClaimTheSameStart(_ text: String) {
        let claimants = StoreReaders.all.filter { $0.recognizes(prefix: Array(text.utf8)) }.map { $0.name }
        #expect(claimants.count <= 1, "\(text.debugDescription) is claimed by \(claimants)")
    }

    @Test func readerNamesAndDescriptionsAreUnique() {
        let names = StoreReaders.all.map { $0.name }
        #expect(!names.isEmpty && Set(names).count == names.count, "\(names)")
        let descriptions = StoreReaders.all.map { $0.storeDescription }
        #expect(Set(descriptions).count == descriptions.count, "\(descriptions)")
    }

    @Test func readsFilesByContentWhateverTheirExtension() throws {
        let database = try SQLiteTestDatabase.appStore(fileName: "store.json")
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Walk", trackingMode: .text("counter"))
        database.close()
        #expect(try StoreReaders.read(path: database.path).trackers.map(\.name) == ["Walk"])
        let jsonPath = database.directory.appendingPathComponent("default.store").path
        try Data("\u{FEFF}\n{".utf8).write(to: URL(fileURLWithPath: jsonPath))
        #expect(try StoreReaders.reader(for: StoreInput(path: jsonPath)) == JSONStoreReader.self)
        let missing = database.directory.appendingPathComponent("nothing").path
        #expect(throws: StoreError(file: missing, place: .file, problem: "no such file")) {
            try StoreReaders.read(path: missing)
        }
        #expect(throws: StoreError(file: database.directory.path, place: .file, problem: "is a directory, not a tracker store")) {
            try StoreReaders.read(path: database.directory.path)
        }
    }

    /// `--store <(gunzip -c store.json.gz)`: a FIFO can be read once only; the JSON reader takes
    /// the bytes already read, the SQLite reader a private copy (SQLite needs a path).
    @Test func readsStoresFromAFIFO() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Walk", trackingMode: .text("counter"))
        database.close()
        let jsonPath = database.directory.appendingPathComponent("store.json").path
        let json = """
        {"format": "tracker-store", "schemaVersion": 1, "trackers": [{"id": "11111111-1111-1111-1111-111111111111", "name": "Read",
         "type": "good", "trackingMode": "yesNo", "createdAt": "2026-01-01T00:00:00Z"}], "logs": []}
        """
        try Data(json.utf8).write(to: URL(fileURLWithPath: jsonPath))
        for (source, name) in [(jsonPath, "Read"), (database.path, "Walk")] {
            let fifo = database.directory.appendingPathComponent("fifo").path
            try? FileManager.default.removeItem(atPath: fifo)
            // Raw mkfifo (unsafe): Foundation cannot make a FIFO, and this read needs one.
            #expect(unsafe mkfifo(fifo, 0o600) == 0)
            let writer = Process()
            writer.executableURL = URL(fileURLWithPath: "/bin/sh")
            writer.arguments = ["-c", "cat \"$0\" > \"$1\"", source, fifo]
            try writer.run()
            let store = try StoreReaders.read(path: fifo)
            writer.waitUntilExit()
            #expect(store.trackers.map(\.name) == [name])
        }
    }
}
