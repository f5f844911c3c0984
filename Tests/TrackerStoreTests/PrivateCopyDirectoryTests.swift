import Foundation
import SharpTools
import Testing
@testable import TrackerStore

/// The private directory of a store copy (a pipe's content, a WAL store's snapshot on a
/// read-only volume): registered for removal on SIGINT, SIGTERM and SIGHUP — with the files
/// that will be put in it — before anything is written, and gone afterwards.
@Suite struct PrivateCopyDirectoryTests {
    @Test func theDirectoryAndItsFilesAreRegisteredBeforeTheCopyIsWritten() throws {
        TemporaryPaths.install()
        let files = ["store.sqlite", "store.sqlite-wal", "store.sqlite-shm"]
        let directory = try PrivateCopyDirectory(files: files)
        let registered = TemporaryPaths.registered().filter { $0.path.hasPrefix(directory.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "nothing written yet")
        #expect(registered.filter(\.isDirectory).map(\.path) == [directory.path])
        #expect(Set(registered.filter { !$0.isDirectory }.map(\.path)) == Set(files.map(directory.file)))
        #expect(try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int == 0o700)
        try Data(count: 10).write(to: URL(fileURLWithPath: directory.file("store.sqlite")))
        directory.remove()
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(!TemporaryPaths.registered().contains { $0.path.hasPrefix(directory.path) })
    }
}
