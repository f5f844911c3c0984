import SharpTools
import StringCatalog
import CatalogExchange
import CommandLineKit

/// The split files a command reads (`strings join FILE|DIR…`, `strings check --split DIR`):
/// each argument a split file, or a folder whose `*.json` files are (not those below it).
package enum SplitInputs {
    package static func files(_ arguments: [String], context: CommandContext) throws -> [(path: String, bytes: [UInt8])] {
        var paths: [String] = []
        for argument in arguments {
            guard FileIdentity.of(argument)?.isDirectory == true else {
                paths.append(argument)
                continue
            }
            let found = try TreeWalk.files(below: argument, walked: argument, remedy: "make it readable", context: context) { entry in
                !entry.isDirectory && entry.depth == 0 && entry.name.hasSuffix(".json") && !entry.name.hasPrefix(".") ? .take : .skip
            }
            if found.isEmpty { throw UsageError("\(argument): no split file (<locale>.json) in it") }
            paths += found.sorted().map { DirectoryWalk.path($0, below: argument) }
        }
        return try paths.map { path in
            (path, try InputFile.bytes(of: path, limit: context.maxInputSize) { _ in "cannot read the split file" })
        }
    }

    /// `catalog` as `strings join` would make it of the split files at `split` (`strings check
    /// --split`); the rejected units are printed as errors and counted.
    package static func joined(_ catalog: StringCatalog, path: String, split: String, context: CommandContext) throws -> (catalog: StringCatalog, rejected: Int) {
        let target = TranslationImport.Target(catalog: catalog, path: path)
        let plan = try TranslationImport(targets: [target]).plan(try CatalogSplit.batches(try files([split], context: context), into: target))
        for rejection in plan.rejections { context.console.error("\(rejection.file):\(rejection.line): \(rejection.reason)") }
        context.console.note("checking \(path) with \(plan.changes.count) unit\(plan.changes.count == 1 ? "" : "s") of \(split) joined")
        return (plan.catalogs[0], plan.rejections.count)
    }
}
