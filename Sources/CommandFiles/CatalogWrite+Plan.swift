import StringCatalog
import Output
import CatalogExchange
import CatalogEdit

extension CatalogWrite {
    /// Prints a translation plan as `strings import` shows it and, when the run writes and
    /// nothing was rejected, writes the changed catalogs (`files` in the plan's order); the
    /// summary comes once they are written. Exit 1 when something was rejected. `import`,
    /// `join` and `translate` end here.
    package mutating func apply(_ plan: TranslationImport.Plan, to files: [CatalogFile], inputs: [String], isXLIFF: Bool, keepLayout: Bool,
                        context: CommandContext) throws -> ExitCode {
        var listing = ImportPlanListing(plan: plan, paths: files.map(\.path), inputs: inputs, isXLIFF: isXLIFF, writes: writes)
        listing.rejectionMessages.forEach(context.console.error)
        listing.warningMessages.forEach(context.console.warning)
        // The unit lines are notes: --quiet leaves them out (the dry run's too) and keeps the
        // rejections, the warnings and the summary.
        if !plan.changes.isEmpty && context.console.showsNotes { context.console.out(listing.changeLines) }
        if plan.rejections.isEmpty {
            for index in plan.changedCatalogs {
                let rewrite = try stage(plan.catalogs[index], over: files[index], keepLayout: keepLayout)
                if rewrite.reformattedLines > 0 { listing.reformatted.append((files[index].path, rewrite.reformattedLines)) }
            }
        }
        if listing.isWritten { try commit() }
        context.console.out(listing.summary)
        return plan.rejections.isEmpty ? .success : .checkFailed
    }
}
