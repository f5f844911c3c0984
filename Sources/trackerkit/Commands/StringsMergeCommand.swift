import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogEdit
import CommandLineKit
import CommandFiles

/// `trackerkit strings merge BASE OURS THEIRS`: git's merge driver for string catalogs — a
/// three-way merge per string unit (`CatalogMerge`) written over OURS, as git requires of a
/// driver; conflicts keep ours, are listed on stderr and make the exit code 1.
struct StringsMergeCommand: Command {
    static let name = "strings merge"
    static let takesFiles = true
    static let summary = "Merge two changed versions of a catalog per string unit (git's merge driver); conflicts listed, exit 1."
    static let arguments = "BASE OURS THEIRS"
    static let otherForms = [CommandForm(options: [install])]
    static let install = Flag(
        "--install", "Set up the merge driver in the current git repository: git config merge.xcstrings.name and .driver, and *.xcstrings merge=xcstrings in .gitattributes.")
    static let keepLayout = Flag("--keep-layout", "When OURS is not in Xcode's layout, edit it in its own layout instead of writing the result in Xcode's.")
    static let fileName = Option("--name", .text("PATH"), "The catalog's path in the repository, for messages (git passes %P).")
    static let out = Option("--out", short: "o", .path("FILE|-"), "Write the result to FILE, or - for stdout, and leave OURS as it is.")
    static let options: [any CommandOption] = [keepLayout, fileName, out, install, CommonOptions.force]
    static let rules = [
        OptionRule { arguments in
            let count = arguments.positionals.count
            if arguments[install] {
                let extra = ([keepLayout, fileName, out] as [any CommandOption]).first { arguments.isGiven($0) }
                if let extra { return "--install sets up the repository and merges nothing; leave out \(extra.spec.name)" }
                return count == 0 ? nil : "strings merge --install takes no file (it sets up the current repository)"
            }
            return count == 3 ? nil : "strings merge needs three catalogs, BASE OURS THEIRS (git's %O %A %B), got \(count)"
        },
    ]
    static let discussion = """
    Merges per string unit (key × locale × variation path), per comment, extractionState,
    shouldTranslate and every other member: a change made on one side is taken, the same
    change on both sides once. A unit both sides changed differently (or added differently, or
    that one side removed while the other changed it; an entry or a localization likewise) is
    a conflict: the result keeps OURS there, each conflict is listed on stderr (the file and
    line, the key, locale and path, ours, theirs and base), followed by a block with both
    versions to resolve from, and the exit code is 1 — git then marks the file conflicted. A
    key both sides added merges unit by unit. A localization's value — its plain unit, or its
    variations by plural or device — is one value: changed on both sides into different shapes
    it is one conflict that keeps ours whole, so the result never holds a unit beside
    variations or two selectors side by side. BASE may be empty (a file both branches added).

    As git requires of a merge driver, the result is written over OURS (atomically; nothing is
    written when it equals OURS); --out writes it elsewhere instead. It is in Xcode's layout
    when OURS is, with only the changed units' lines changed; when OURS is in another layout
    it is brought into Xcode's (a note counts the lines), or with --keep-layout edited in
    place in OURS's own. A catalog that is not valid JSON (e.g. one holding conflict markers
    from a textual merge) or holds a name twice is exit 2, and nothing is written.

    --install sets the driver up for the repository of the current directory: git config
    merge.xcstrings.name, and merge.xcstrings.driver as "trackerkit strings merge --name %P
    %O %A %B" (with this binary's absolute path), and "*.xcstrings merge=xcstrings" in the
    .gitattributes at the top level (commit it; every clone runs --install once).
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        if arguments[Self.install] {
            for line in try GitDriverInstall.install(.merge, context: context, command: Self.name) { context.console.out(line + "\n") }
            return .success
        }
        let paths = arguments.positionals
        let names = ["base", "ours", "theirs"].enumerated().map { index, side in
            arguments[Self.fileName].map { "\($0) (\(side))" } ?? paths[index]
        }
        // As git runs the driver, the result goes over OURS: read under its lock and replaced
        // only while unchanged. Named by git or the user, any of the three may be a pipe
        // (`<(git show …)`), which is read as it is.
        let overOurs = arguments[Self.out] == nil && FileIdentity.of(paths[1])?.isRegularFile != false
        var write = try CatalogWrite(overOurs ? [paths[1]] : [], writes: overOurs, force: arguments[CommonOptions.force], context: context)
        var catalogs: [StringCatalog?] = []
        var ours: CatalogFile?
        for index in 0..<3 {
            let file: CatalogFile
            if index == 1 {
                file = try write.read(paths[1], named: names[1], accepted: .fileOrStream, context: context)
                ours = file
            } else {
                let bytes = try StringCatalog.bytes(ofFile: paths[index], limit: context.maxInputSize, accepted: .fileOrStream)
                // An empty BASE is what git passes when the file has no common ancestor.
                if index == 0 && bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                    catalogs.append(nil)
                    continue
                }
                file = CatalogFile(path: paths[index], catalog: try StringCatalog(bytes: bytes, fileName: names[index]), bytes: bytes)
            }
            if let refusal = file.catalog.duplicateRefusal(file: names[index], consequence: "a merge would drop one") { throw UsageError(refusal) }
            catalogs.append(file.catalog)
        }
        guard let ours, let theirs = catalogs[2] else { return .usageOrInputError }
        let result = try CatalogMerge.merge(base: catalogs[0], ours: ours.catalog, theirs: theirs)
        let rewrite: CatalogRewrite
        switch arguments[Self.out] {
        case "-":
            rewrite = try CatalogRewrite.rewrite(result.catalog, over: ours.bytes, readAs: ours.catalog, keepLayout: arguments[Self.keepLayout], file: names[1])
            context.console.out(String(decoding: rewrite.bytes, as: UTF8.self))
        case let out?:
            rewrite = try CatalogRewrite.rewrite(result.catalog, over: ours.bytes, readAs: ours.catalog, keepLayout: arguments[Self.keepLayout], file: names[1])
            try AtomicFileWriter.refuseInputs(output: out, option: Self.out.spec.name, inputs: [paths[0], paths[2]], context: context, command: Self.name)
            try AtomicFileWriter.write(rewrite.bytes, to: out, options: AtomicFileWriter.Options(links: .refuse, force: arguments[CommonOptions.force]))
        case nil:
            rewrite = try write.stage(result.catalog, over: ours, keepLayout: arguments[Self.keepLayout])
            if !write.writes && rewrite.changes(ours.bytes) {
                throw OutputError(path: paths[1], problem: "is not a regular file (a pipe, FIFO or device), so the merge result cannot replace it; write it with --out FILE, or --out - for stdout")
            }
            try write.commit()
        }
        report(result, rewrite: rewrite, ours: ours.catalog, oursName: names[1], context: context)
        return result.conflicts.isEmpty ? .success : .checkFailed
    }

    /// The conflicts (always) and a note of what was merged (not under --quiet), on stderr.
    private func report(_ result: CatalogMerge.Result, rewrite: CatalogRewrite, ours: StringCatalog, oursName: String, context: CommandContext) {
        if !result.conflicts.isEmpty {
            let listing = MergeConflictReport(conflicts: result.conflicts, lines: CatalogMerge.lines(of: result.conflicts, in: rewrite.bytes), file: oursName)
            for line in listing.conflictLines { context.console.errorText("trackerkit: conflict: " + line + "\n") }
            context.console.errorText("\n" + listing.block)
        }
        let taken = CatalogDiff.between(ours, result.catalog).counts.sentence
        var note = "merged \(oursName): from theirs \(taken)"
        if !result.conflicts.isEmpty { note += "; \(result.conflicts.count) conflict\(result.conflicts.count == 1 ? "" : "s") kept ours" }
        if rewrite.reformattedLines > 0 {
            note += "; also reformatted to Xcode's layout (\(rewrite.reformattedLines) lines; --keep-layout keeps OURS's layout)"
        }
        context.console.note(note)
    }
}
