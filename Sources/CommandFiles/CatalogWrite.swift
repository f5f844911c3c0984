import Foundation
import SharpTools
import StringCatalog
import SafeOutput
import CatalogEdit

/// A catalog a command read to change it: its bytes as read (once) and the catalog parsed
/// from them.
package struct CatalogFile {
    package let path: String
    package let catalog: StringCatalog
    package let bytes: [UInt8]
    /// The file as read under its lock; nil in a dry run.
    fileprivate let original: GuardedEdit.Original?

    /// A catalog read for reading only.
    package init(path: String, catalog: StringCatalog, bytes: [UInt8]) {
        self.init(path: path, catalog: catalog, bytes: bytes, original: nil)
    }

    fileprivate init(path: String, catalog: StringCatalog, bytes: [UInt8], original: GuardedEdit.Original?) {
        self.path = path
        self.catalog = catalog
        self.bytes = bytes
        self.original = original
    }
}

/// How every command that changes catalogs writes them (`strings import`, `sync`, `pseudo`,
/// `format`, and `merge` over OURS): `GuardedEdit` — the locks before the one read, the
/// changed-since-read check and the atomic replace — with the layout-keeping rewrite
/// (`CatalogRewrite`) in between. Without `writes` (a dry run) nothing is locked or written,
/// and the same rewrites are worked out for what the command shows.
///
/// ```
/// var write = try CatalogWrite(paths, writes: true, force: false, context: context)
/// let file = try write.read(path, accepted: .fileOrStream, context: context)
/// let rewrite = try write.stage(edited, over: file, keepLayout: false)
/// try write.commit()   // then print the summary
/// ```
package struct CatalogWrite {
    private let edit: GuardedEdit?
    private let force: Bool
    private var replacements: [GuardedEdit.Replacement] = []

    /// Locks `paths` when the run `writes`.
    package init(_ paths: [String], writes: Bool, force: Bool, context: CommandContext) throws(OutputError) {
        edit = writes ? try GuardedEdit(locking: paths, order: context.canonicalPath) : nil
        self.force = force
    }

    /// Whether the run writes.
    package var writes: Bool { edit != nil }

    /// The catalog at `path` (one of the locked paths), read once and parsed; messages name it
    /// `name` (default: the path).
    package func read(_ path: String, named name: String? = nil, accepted: FileBytes.Accepted, context: CommandContext) throws -> CatalogFile {
        let started = Date()
        let limit = context.maxInputSize
        let reading = { (path: String) throws -> [UInt8] in try StringCatalog.bytes(ofFile: path, limit: limit, accepted: accepted) }
        let original = try edit?.read(path, reading: reading)
        let bytes = try original?.bytes ?? reading(path)
        let catalog = try StringCatalog(bytes: bytes, fileName: name ?? path)
        context.console.verbose(String(format: "read %@: %d keys, %d locales in %.2f s", path, catalog.entries.count, catalog.localesInUse.count, Date().timeIntervalSince(started)))
        return CatalogFile(path: path, catalog: catalog, bytes: bytes, original: original)
    }

    /// `edited` written over `file` keeping its layout (`CatalogRewrite`), staged for `commit`
    /// when it changes the file.
    @discardableResult
    package mutating func stage(_ edited: StringCatalog, over file: CatalogFile, keepLayout: Bool) throws -> CatalogRewrite {
        let rewrite = try CatalogRewrite.rewrite(edited, over: file.bytes, readAs: file.catalog, keepLayout: keepLayout, file: file.path)
        stage(rewrite.bytes, over: file)
        return rewrite
    }

    /// `bytes` staged to replace `file` (when they differ from it).
    package mutating func stage(_ bytes: [UInt8], over file: CatalogFile) {
        guard let original = file.original, bytes != file.bytes else { return }
        replacements.append(GuardedEdit.Replacement(original, with: bytes, force: force))
    }

    /// Writes every staged catalog, all or none, and releases the locks.
    package func commit() throws {
        try edit?.commit(replacements)
    }
}
