import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogExchange
import CatalogEdit
import CommandLineKit

/// One catalog read, edited by a translation plan and written back — the catalog write of
/// `strings join` and `strings translate`, kept in this one place. It is the write of
/// `strings import --write`: with `--write` the catalog is read under its lock and must be
/// unchanged at the rename (`GuardedTarget`), the bytes come from `CatalogRewrite` (Xcode's
/// layout kept, another layout reformatted or, with `--keep-layout`, edited in place), and a
/// plan with a rejection writes nothing.
struct CatalogEditSession {
    let path: String
    let catalog: StringCatalog
    let writes: Bool
    private let accepted: FileBytes.Accepted
    private let guarded: (target: GuardedTarget, snapshot: GuardedTarget.Snapshot)?

    /// Reads the one catalog of `catalogSet`; with `writes`, under its lock.
    init(_ catalogSet: CatalogSet, writes: Bool, command: String, context: CommandContext) throws {
        let paths = try catalogSet.locations(context: context)
        guard paths.count == 1, let path = paths.first else {
            throw UsageError("\(command) edits one catalog; give one --catalog", command: command)
        }
        self.path = path
        self.writes = writes
        accepted = catalogSet.accepted(path)
        let locked = writes ? try GuardedTarget.lock(all: [path], order: context.canonicalPath).first : nil
        do {
            catalog = try catalogSet.read([path], context: context)[0].catalog
            if let (target, identity) = locked {
                let bytes = try StringsFormatCommand.bytes(of: path, limit: context.maxInputSize, accepted: accepted)
                guarded = (target, try target.snapshot(identityBeforeRead: identity, bytes: bytes))
            } else {
                guarded = nil
            }
        } catch {
            locked?.target.release()
            throw error
        }
    }

    /// Lets the next run in (when the plan was not written).
    func release() { guarded?.target.release() }

    /// Prints the plan as `strings import` does and, with `--write` and no rejection, writes the
    /// catalog. Exit 1 when something was rejected.
    func apply(_ plan: TranslationImport.Plan, inputs: [String], keepLayout: Bool, force: Bool, context: CommandContext) throws -> ExitCode {
        var listing = ImportPlanListing(plan: plan, paths: [path], inputs: inputs, isXLIFF: true, writes: writes)
        listing.rejectionMessages.forEach(context.console.error)
        listing.warningMessages.forEach(context.console.warning)
        if !plan.changes.isEmpty && context.console.showsNotes { context.console.out(listing.changeLines) }
        var rewrite: CatalogRewrite?
        if plan.rejections.isEmpty && !plan.changedCatalogs.isEmpty {
            let original = try guarded?.snapshot.bytes ?? StringsFormatCommand.bytes(of: path, limit: context.maxInputSize, accepted: accepted)
            let edited = try CatalogRewrite.rewrite(plan.catalogs[0], over: original, readAs: catalog, keepLayout: keepLayout, file: path)
            if edited.reformattedLines > 0 { listing.reformatted.append((path, edited.reformattedLines)) }
            rewrite = edited
        }
        if listing.isWritten, let rewrite {
            let options = AtomicFileWriter.Options(links: .followToRealFile, force: force)
            try AtomicFileWriter.write(rewrite.bytes, to: path, options: options) { _ in
                if let guarded { try guarded.target.verifyUnchanged(guarded.snapshot) }
            }
        }
        context.console.out(listing.summary)
        return plan.rejections.isEmpty ? .success : .checkFailed
    }
}
