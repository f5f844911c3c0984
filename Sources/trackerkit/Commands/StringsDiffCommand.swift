import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogEdit
import CommandLineKit
import CommandFiles

/// `trackerkit strings diff OLD NEW`: what changed between two versions of a catalog, per key
/// and unit — for review, for a pull request (`--format md`), and as git's text conversion
/// (`--textconv FILE`, set up by `--install`) so `git diff` and `git log -p` show units.
struct StringsDiffCommand: Command {
    static let name = "strings diff"
    static let takesFiles = true
    static let summary = "Show what changed between two versions of a catalog (files or REV:PATH), per key and unit; git diff's textconv."
    static let arguments = "OLD NEW"
    static let otherForms = [CommandForm(options: [textconv], arguments: "FILE"), CommandForm(options: [install])]
    static let format = Option(
        "--format", short: "f", .choice(among: CatalogDiffFormats.all, placeholder: "FORMAT") { $0.name }, "Output format: " + CatalogDiffFormats.helpList + ".",
        default: "text")
    static let out = Option("--out", short: "o", .path("FILE"), "Write to FILE (atomically) instead of stdout.")
    static let textconv = Flag("--textconv", "Print one catalog as a line per unit and member (what git diff compares with diff.xcstrings.textconv).")
    static let install = Flag("--install", "Set up git diff for *.xcstrings in the current repository: git config diff.xcstrings.textconv, and *.xcstrings diff=xcstrings in .gitattributes.")
    static let options: [any CommandOption] = [format, out, textconv, install, CommonOptions.force]
    static let rules = [
        OptionRule.exclusive(textconv, install),
        OptionRule.exclusive(install, format),
        OptionRule.exclusive(textconv, format),
        OptionRule { arguments in
            let count = arguments.positionals.count
            if arguments[install] { return count == 0 ? nil : "strings diff --install takes no file (it sets up the current repository)" }
            if arguments[textconv] { return count == 1 ? nil : "strings diff --textconv takes one catalog, got \(count)" }
            return count == 2 ? nil : "strings diff needs two catalogs, OLD and NEW (files or REV:PATH), got \(count)"
        },
    ]
    static let discussion = """
    OLD and NEW are files or REV:PATH, a catalog as it is in a git revision (git show's syntax:
    HEAD~1:App/Localizable.xcstrings, origin/main:./Localizable.xcstrings; a file of that name
    wins). A PATH that does not exist in REV is an empty catalog (a note says so). The counts
    come first — keys added, removed and renamed (the same units under a new key), units
    changed per locale, other changes — then a line per key and per unit whose source text,
    translation or state changed, and per comment, extractionState or other member that
    changed. Layout and member order are not changes. Exit 0 whether or not they differ.

    --textconv FILE prints one catalog as one line per unit and member, in Xcode's order:
    with git config diff.xcstrings.textconv "trackerkit strings diff --textconv" and
    "*.xcstrings diff=xcstrings" in .gitattributes (--install writes both), git diff and
    git log -p show a changed unit as one removed and one added line. It never fails (git
    would stop): a file that is no catalog (conflict markers, empty, binary) or holds a name
    twice is shown as its own text after a line saying why, with exit 0. A catalog that holds
    a name twice is refused as OLD or NEW (exit 2): the diff would show one of the two.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        if arguments[Self.install] {
            for line in try GitDriverInstall.install(.textconv, context: context, command: Self.name) { context.console.out(line + "\n") }
            return .success
        }
        if arguments[Self.textconv] {
            // git stops the whole `git log -p` when a textconv program fails: whatever the
            // file is, its listing or its own text is shown, and the exit code is 0.
            let path = arguments.positionals[0]
            do {
                // git hands it a regular file; a device or FIFO is not read (/dev/urandom never ends).
                try emit(CatalogListing.textconv(try StringCatalog.bytes(ofFile: path, limit: context.maxInputSize, accepted: .regularFile), file: path), context: context)
            } catch let error as CatalogError {
                context.console.out(CatalogListing.unreadableNote(TerminalText.oneLine(error.description)))
            }
            return .success
        }
        var old = try CatalogArgument.read(arguments.positionals[0], context: context, command: Self.name)
        var new = try CatalogArgument.read(arguments.positionals[1], context: context, command: Self.name)
        // The diff works per name: of a name given twice it would show one silently.
        for side in [old, new] {
            if let refusal = side.catalog.duplicateRefusal(file: side.name, consequence: "a diff would show only one of them") { throw UsageError(refusal) }
        }
        // A version that does not exist takes the other's language and version: only its
        // keys count as changes.
        if !old.exists { old = CatalogArgument(catalog: Self.empty(like: new.catalog), name: old.name, exists: false) }
        if !new.exists { new = CatalogArgument(catalog: Self.empty(like: old.catalog), name: new.name, exists: false) }
        let format = arguments[Self.format] ?? CatalogDiffFormats.all[0]
        try emit(format.render(CatalogDiff.between(old.catalog, new.catalog), old: old.name, new: new.name), context: context)
        return .success
    }

    private static func empty(like catalog: StringCatalog) -> StringCatalog {
        StringCatalog(sourceLanguage: catalog.sourceLanguage, version: catalog.version, entries: [])
    }

    private func emit(_ text: String, context: CommandContext) throws {
        guard let out = arguments[Self.out] else {
            context.console.out(text)
            return
        }
        try AtomicFileWriter.refuseInputs(output: out, option: Self.out.spec.name, inputs: arguments.positionals, context: context, command: Self.name)
        try AtomicFileWriter.write(text, to: out, options: AtomicFileWriter.Options(links: .refuse, force: arguments[CommonOptions.force]))
    }
}
