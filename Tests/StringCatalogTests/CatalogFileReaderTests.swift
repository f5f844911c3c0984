import Foundation
import Testing
@testable import StringCatalog

@Suite struct CatalogFileReaderTests {
    @Test func readsWhatFoundationReads() throws {
        let path = Support.fixturePath("lean-health-timer-root.xcstrings")
        let expected = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(CatalogFileReader.bytes(atPath: path) == expected)
    }

    @Test func unreadablePathsGiveNil() {
        #expect(CatalogFileReader.bytes(atPath: "/nonexistent/catalog.xcstrings") == nil)
        #expect(CatalogFileReader.bytes(atPath: Support.packageRoot.path) == nil) // a directory
    }

    @Test func anEmptyFileAndAFileWithoutSizeAreRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CatalogFileReaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.xcstrings")
        try Data().write(to: empty)
        #expect(CatalogFileReader.bytes(atPath: empty.path) == [])
        // /proc files report size 0 but have content: read until end of file.
        if FileManager.default.fileExists(atPath: "/proc/self/status") {
            let status = CatalogFileReader.bytes(atPath: "/proc/self/status")
            #expect((status?.count ?? 0) > 0)
        }
        let large = directory.appendingPathComponent("large.xcstrings")
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: large)
        #expect(CatalogFileReader.bytes(atPath: large.path) == bytes)
    }
}
