import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogExchange
import CatalogEdit
import CommandLineKit

/// One catalog read, edited by a translation plan and written back — what `strings join` and
/// `strings translate` share with `strings import`: the catalog is written through
/// `CatalogWrite` (with `--write` read under its lock and replaced only while unchanged since
/// the read; Xcode's layout kept, another layout reformatted or, with `--keep-layout`, edited
/// in place), and a plan with a rejection writes nothing.
package struct CatalogEditSession {
    package let file: CatalogFile
    package var path: String { file.path }
    package var catalog: StringCatalog { file.catalog }
    package var writes: Bool { write.writes }
    private var write: CatalogWrite

    /// Reads the one catalog of `catalogSet`; with `writes`, under its lock, which is held until
    /// the session is applied or ends.
    package init(_ catalogSet: CatalogSet, writes: Bool, force: Bool, command: String, context: CommandContext) throws {
        let paths = try catalogSet.locations(context: context)
        guard paths.count == 1, let path = paths.first else {
            throw UsageError("\(command) edits one catalog; give one --catalog", command: command)
        }
        write = try CatalogWrite([path], writes: writes, force: force, context: context)
        file = try write.read(path, accepted: catalogSet.accepted(path), context: context)
    }

    /// Prints the plan as `strings import` does and, with `--write` and no rejection, writes the
    /// catalog (`CatalogWrite.apply`). Exit 1 when something was rejected.
    package mutating func apply(_ plan: TranslationImport.Plan, inputs: [String], keepLayout: Bool, context: CommandContext) throws -> ExitCode {
        try write.apply(plan, to: [file], inputs: inputs, isXLIFF: true, keepLayout: keepLayout, context: context)
    }
}
