import Foundation
import StringCatalog
import SharpTools
import TrackerModel
import TrackerStore
import Output
import SafeOutput
import CommandLineKit
import CommandFiles

/// `trackerkit order`: the trackers in the app's display order (contract §4.3), its problems
/// (`--check`), and moves / renumbering that `--write` stores into a JSON store.
struct OrderCommand: Command {
    static let name = "order"
    static let summary = "Show, check, move and normalize the display order of trackers."
    static let format = Option("--format", short: "f", .choice(among: OrderFormats.all) { $0.name }, "Output format.", default: OrderFormats.names[0])
    static let check = Flag("--check", "Report display-order problems; exit 1 when there is any, warnings included.")
    static let move = Option("--move", .text("NAME"), "Move this tracker (name, localized name or id; case-insensitive); needs --to.")
    static let to = Option("--to", .position, "With --move: the 1-based position in the displayed list, pinned trackers counted; clamped into the movable range.")
    static let normalize = Flag("--normalize", "Renumber the movable trackers 0…n−1 in the order shown.")
    static let write = Flag("--write", "Store the new order in the JSON store (previous content kept in STORE.bak).")
    static let options: [any CommandOption] = [
        ReportSource.store, format, CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin,
        check, move, to, normalize, write, CommonOptions.force, CommonOptions.appCatalog, ReportSource.config,
    ]
    static let rules = ListingOptions.rules + [
        .requires(move, to, reason: " (the 1-based position the tracker should take)"),
        .requires(to, move, reason: " (the tracker to move)"),
        .exclusive(move, normalize, reason: " (a move already renumbers the movable trackers 0…n−1)"),
        .refuse("--check examines the store as it is; run it without --move/--normalize") { $0[check] && ($0.isGiven(move) || $0[normalize]) },
        .refuse("--write needs --move NAME --to N or --normalize (nothing to store otherwise)") { $0[write] && !$0.isGiven(move) && !$0[normalize] },
    ]
    static let discussion = """
    Active trackers are listed first: pinned ones (NoAlc unless --pin/--no-pin say otherwise),
    then by displayOrder, createdAt, name and id. Inactive trackers follow with --include-inactive.

    --move NAME --to N: afterwards NAME stands at position N of the list (pinned trackers count,
    so with NoAlc pinned --to 2 is the first movable place); the movable (active, unpinned)
    trackers are then numbered 0…n−1. Pinned and inactive trackers never move. Without --write
    the store is not changed: the new order is only printed. --write patches only the
    displayOrder numbers of the JSON store, atomically, and keeps the previous file as STORE.bak;
    the app's SQLite store is never written.

    The store, the pins and the catalog may come from the "report" member of .trackerkit.json
    (or --config PATH), as for report: report.store, report.pin, report.catalog; the options
    win over them.

    --check problems: duplicate-display-order, negative-display-order (errors), legacy-all-zero
    (warning: every movable tracker has displayOrder 0; --normalize --write fixes it),
    unknown-pin (error), ambiguous-pin (warning). Any problem, a warning too, exits with 1.

    Examples:
      trackerkit order --store export.json
      trackerkit order --store export.json --move "Drink Water" --to 2 --write
      trackerkit order --store export.json --normalize --write
      trackerkit order --store export.json --check --format json
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let isWrite = arguments[Self.write]
        // The settings file's store, pins and catalog, with the options over them.
        let settings = try SettingsFile.reportSettings(arguments[ReportSource.config], limit: context.maxInputSize).overridden(by: ReportSettings(
            store: arguments[ReportSource.store], pins: ListingOptions.pins(arguments), catalog: arguments[CommonOptions.appCatalog]))
        if isWrite && settings.store == nil {
            throw UsageError("--write needs --store (or report.store in .trackerkit.json); the bundled sample store is never modified", command: Self.name)
        }
        let source = try loadStore(settings.store, context)
        // The catalogs only widen name matching (localized preset names).
        let app = try settings.catalog.map { path throws(CatalogError) in try StringCatalog(contentsOfFile: path, limit: context.maxInputSize) }
        let catalog = CatalogStack([app, try BuiltInStrings.catalog()].compactMap { $0 })
        // Other names of the trackers, for `--move NAME` and pin suggestions.
        let alternativeNames = catalog.alternativeNames(of: source.store.trackers)
        let edit: DisplayOrderEdit
        do {
            edit = try DisplayOrderEdit(
                trackers: source.store.trackers, pins: settings.pins ?? DisplayOrder.defaultPins,
                explicitPins: arguments[CommonOptions.pin].isEmpty ? settings.pins ?? [] : arguments[CommonOptions.pin],
                includeInactive: arguments[CommonOptions.includeInactive], alternativeNames: alternativeNames, action: action)
        } catch {
            throw UsageError(error.message(option: Self.move.spec.name), command: Self.name)
        }
        var written = false
        if let changes = edit.changes, isWrite {
            written = try store(changes, source: source, context: context)
        }
        let listing = OrderListing(
            order: edit.order, problems: edit.problems, changes: edit.changes, previous: edit.previous, written: written, isCheck: arguments[Self.check])
        let outputFormat = arguments[Self.format] ?? OrderFormats.all[0]
        context.console.out(outputFormat.render(listing))
        for warning in outputFormat.warnings(listing) {
            context.console.warning(warning)
        }
        if let changes = edit.changes, !isWrite {
            let count = changes.count
            context.console.note("not written: \(source.path) is unchanged (\(count) displayOrder value\(count == 1 ? "" : "s") would change); add --write to store this order")
        }
        return listing.isCheck && !edit.problems.isEmpty ? .checkFailed : .success
    }

    /// What the options ask to change.
    private var action: DisplayOrderEdit.Action {
        if let name = arguments[Self.move], let position = arguments[Self.to] { return .move(name: name, toPosition: position) }
        return arguments[Self.normalize] ? .normalize : .none
    }

    // MARK: Reading and writing the store

    private struct Source {
        let store: Store
        let path: String
        /// With --write: the lock held until the store is written, and the version read (its
        /// bytes are patched and kept as STORE.bak).
        var guarded: (edit: GuardedEdit, original: GuardedEdit.Original)?
    }

    private func loadStore(_ path: String?, _ context: CommandContext) throws -> Source {
        guard arguments[Self.write], let storePath = path else {
            let loaded = try StoreLoader.load(path: path, context: context)
            StoreLoader.warnAboutSample(loaded, context: context)
            return Source(store: loaded.store, path: loaded.name)
        }
        // Read once, under the lock: the same bytes are parsed, patched and kept as the backup.
        // Only the JSON store is ever written; any other format is the app's.
        let edit = try GuardedEdit(locking: [storePath], order: context.canonicalPath)
        let original = try edit.read(storePath) { path in
            let input = try StoreInput(path: path, limit: context.maxInputSize)
            let reader = try StoreReaders.reader(for: input)
            guard JSONStoreOrderWriter.canWrite(reader) else {
                throw UsageError(
                    "\(path) is \(reader.storeDescription): --write is refused, the app owns that file and trackerkit never modifies it; run without --write to see the order, or change it in the app",
                    command: Self.name
                )
            }
            return try input.readBytes()
        }
        let store = try JSONStoreReader.read(bytes: original.bytes, file: storePath)
        for warning in store.warnings {
            context.console.warning("\(storePath): \(warning)")
        }
        return Source(store: store, path: storePath, guarded: (edit, original))
    }

    /// Saves the previous content as `STORE.bak`, then the patched store, read back and
    /// verified first (`GuardedEdit`). Returns false when nothing had to change (the file is
    /// left as it is, byte for byte).
    private func store(_ changes: [UUID: Int], source: Source, context: CommandContext) throws -> Bool {
        guard let (edit, original) = source.guarded else { return false }
        guard let plan = try JSONStoreOrderWriter.plan(bytes: original.bytes, file: source.path, store: source.store, displayOrders: changes) else {
            context.console.note("\(source.path) already stores this order; nothing written")
            return false
        }
        let force = arguments[CommonOptions.force]
        // The backup is replaced where it is (a link there is not written through) and gets
        // the store's mode and owner; the store's own link is followed.
        let backup = GuardedEdit.Replacement(
            original, with: plan.backup, at: plan.backupPath, options: AtomicFileWriter.Options(links: .replaceLink, force: force, attributesFrom: source.path))
        let patched = GuardedEdit.Replacement(original, with: plan.patched, force: force) { temporaryPath in
            try plan.verify(written: try StoreInput(path: temporaryPath, limit: context.maxInputSize).readBytes())
        }
        try edit.commit([backup, patched])
        let count = changes.count
        context.console.note("wrote \(count) displayOrder value\(count == 1 ? "" : "s") to \(source.path); previous content in \(plan.backupPath)")
        return true
    }
}
