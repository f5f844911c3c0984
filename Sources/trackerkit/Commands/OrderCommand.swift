import Foundation
import StringCatalog
import SharpTools
import TrackerModel
import TrackerStore
import Output
import SafeOutput

/// `trackerkit order`: the trackers in the app's display order (contract §4.3), its problems
/// (`--check`), and moves / renumbering that `--write` stores into a JSON store.
struct OrderCommand: Command {
    static let name = "order"
    static let summary = "Show, check, move and normalize the display order of trackers."
    static let format = OptionSpec.value("--format", OrderFormats.names.joined(separator: "|"), "Output format.", default: OrderFormats.names[0])
    static let check = OptionSpec.flag("--check", "Report display-order problems; exit 1 when there is any, warnings included.")
    static let move = OptionSpec.value("--move", "NAME", "Move this tracker (name, localized name or id; case-insensitive); needs --to.")
    static let to = OptionSpec.value("--to", "N", "With --move: the 1-based position in the displayed list, pinned trackers counted; clamped into the movable range.")
    static let normalize = OptionSpec.flag("--normalize", "Renumber the movable trackers 0…n−1 in the order shown.")
    static let write = OptionSpec.flag("--write", "Store the new order in the JSON store (previous content kept in STORE.bak).")
    static let options: [OptionSpec] = [
        CommonOptions.store, format, CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin,
        check, move, to, normalize, write, CommonOptions.force, CommonOptions.appCatalog,
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

    --check problems: duplicate-display-order, negative-display-order (errors), legacy-all-zero
    (warning: every movable tracker has displayOrder 0; --normalize --write fixes it),
    unknown-pin (error), ambiguous-pin (warning). Any problem, a warning too, exits with 1.

    Examples:
      trackerkit order --store export.json
      trackerkit order --store export.json --move "Drink Water" --to 2 --write
      trackerkit order --store export.json --normalize --write
      trackerkit order --store export.json --check --format json
    """

    let storePath: String?
    /// For matching names by their translations (`--move Stimmung`).
    let catalogPath: String?
    let outputFormat: any OrderFormat
    let includeInactive: Bool
    let pins: [String]
    /// The names given with `--pin` (diagnosed when they name no tracker); empty for the default pins.
    let explicitPins: [String]
    let isCheck: Bool
    let moveName: String?
    let targetPosition: Int?
    let isNormalize: Bool
    let isWrite: Bool
    let isForced: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        try CommonOptions.rejectPositionals(arguments, command: Self.name)
        storePath = arguments.value(CommonOptions.store.name)
        catalogPath = arguments.value(CommonOptions.appCatalog.name)
        let formatName = try CommonOptions.choice(arguments, Self.format, OrderFormats.names, default: OrderFormats.names[0], command: Self.name)
        outputFormat = OrderFormats.named(formatName) ?? OrderTextFormat()
        includeInactive = arguments.flag(CommonOptions.includeInactive.name)
        pins = try CommonOptions.pins(from: arguments, command: Self.name)
        explicitPins = arguments.allValues(CommonOptions.pin.name)
        isCheck = arguments.flag(Self.check.name)
        moveName = arguments.value(Self.move.name)
        isNormalize = arguments.flag(Self.normalize.name)
        isWrite = arguments.flag(Self.write.name)
        isForced = arguments.flag(CommonOptions.force.name)
        if let text = arguments.value(Self.to.name) {
            guard let position = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw UsageError("--to \"\(text)\" is not a position (a whole number; 1 is the top of the list)", command: Self.name)
            }
            targetPosition = position
        } else {
            targetPosition = nil
        }
        if moveName != nil, targetPosition == nil {
            throw UsageError("--move needs --to N (the 1-based position the tracker should take)", command: Self.name)
        }
        if moveName == nil, targetPosition != nil {
            throw UsageError("--to needs --move NAME (the tracker to move)", command: Self.name)
        }
        if moveName != nil, isNormalize {
            throw UsageError("--move and --normalize exclude each other (a move already renumbers the movable trackers 0…n−1)", command: Self.name)
        }
        if isCheck, moveName != nil || isNormalize {
            throw UsageError("--check examines the store as it is; run it without --move/--normalize", command: Self.name)
        }
        if isWrite, moveName == nil, !isNormalize {
            throw UsageError("--write needs --move NAME --to N or --normalize (nothing to store otherwise)", command: Self.name)
        }
        if isWrite, storePath == nil {
            throw UsageError("--write needs --store PATH; the bundled sample store is never modified", command: Self.name)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let source = try loadStore(context)
        // The catalogs only widen name matching (localized preset names).
        let app = try catalogPath.map { path throws(CatalogError) in try StringCatalog(contentsOfFile: path) }
        let catalog = CatalogStack([app, try BuiltInStrings.catalog()].compactMap { $0 })
        // Other names each tracker is shown under, for `--move NAME` and pin suggestions: every
        // translation of a preset tracker's name, so `--move Stimmung` finds Mood. Custom names
        // are the user's own text.
        let alternativeNames = Dictionary(source.store.trackers.compactMap { tracker in
            tracker.preset.map { (tracker.id, catalog.translations(of: $0.nameKey)) }
        }, uniquingKeysWith: { _, last in last })
        var order = DisplayOrder(trackers: source.store.trackers, pins: pins, includeInactive: includeInactive)
        var changes: [UUID: Int]?

        if let moveName, let targetPosition {
            let everyTracker = DisplayOrder(trackers: source.store.trackers, pins: pins, includeInactive: true).trackers
            let resolver = TrackerNameResolver(trackers: everyTracker, alternativeNames: alternativeNames)
            let tracker: Tracker
            switch resolver.resolve(moveName) {
            case .success(let found): tracker = found
            case .failure(let failure): throw UsageError(resolver.message(for: failure, option: "--move"), command: Self.name)
            }
            do {
                changes = try order.moveTracker(id: tracker.id, toPosition: targetPosition)
            } catch {
                throw UsageError(Self.message(for: error, pins: pins), command: Self.name)
            }
        } else if isNormalize {
            changes = order.normalize()
        }

        let problems = DisplayOrderDiagnostics.problems(in: order, explicitPins: explicitPins, alternativeNames: alternativeNames)
        let previous = Dictionary(source.store.trackers.map { ($0.id, $0.displayOrder) }, uniquingKeysWith: { first, _ in first })
        var written = false
        if let changes, isWrite {
            written = try store(changes, source: source, context: context)
        }

        let listing = OrderListing(order: order, problems: problems, changes: changes, previous: previous, written: written, isCheck: isCheck)
        context.console.out(outputFormat.render(listing))
        for warning in outputFormat.warnings(listing) {
            context.console.warning(warning)
        }
        if let changes, !isWrite {
            let count = changes.count
            context.console.note("not written: \(source.path) is unchanged (\(count) displayOrder value\(count == 1 ? "" : "s") would change); add --write to store this order")
        }
        if isCheck, !problems.isEmpty { return .checkFailed }
        return .success
    }

    // MARK: Reading and writing the store

    private struct Source {
        let store: Store
        let path: String
        /// The file's bytes, kept when the store is about to be written (patched and saved as .bak).
        let bytes: [UInt8]?
        /// With --write: the lock held until the store is written, and the version read.
        var guarded: (target: GuardedTarget, snapshot: GuardedTarget.Snapshot)?
    }

    private func loadStore(_ context: CommandContext) throws -> Source {
        guard isWrite, let storePath else {
            let loaded = try StoreLoader.load(path: storePath, context: context)
            if loaded.isBundledSample {
                context.console.note("no --store given: using the bundled sample store \(loaded.path)")
            }
            return Source(store: loaded.store, path: loaded.path, bytes: nil)
        }
        // Read once, under the lock: the same bytes are parsed, patched and kept as the backup.
        // Only the JSON store is ever written; any other format is the app's.
        let target = try GuardedTarget.lock(storePath)
        let identityBeforeRead = FileIdentity.of(storePath)
        let input = try StoreInput(path: storePath)
        let reader = try StoreReaders.reader(for: input)
        guard JSONStoreOrderWriter.canWrite(reader) else {
            throw UsageError(
                "\(storePath) is \(reader.storeDescription): --write is refused, the app owns that file and trackerkit never modifies it; run without --write to see the order, or change it in the app",
                command: Self.name
            )
        }
        let bytes = try input.readBytes()
        let store = try JSONStoreReader.read(bytes: bytes, file: storePath)
        for warning in store.warnings {
            context.console.warning("\(storePath): \(warning)")
        }
        let snapshot = try target.snapshot(identityBeforeRead: identityBeforeRead, bytes: bytes)
        return Source(store: store, path: storePath, bytes: bytes, guarded: (target, snapshot))
    }

    /// Saves the previous content as `STORE.bak`, then the patched store — both atomically;
    /// the patched file is read back and verified before it replaces the store.
    /// Returns false when nothing had to change (the file is left as it is, byte for byte).
    private func store(_ changes: [UUID: Int], source: Source, context: CommandContext) throws -> Bool {
        guard let bytes = source.bytes else { return false }
        guard let plan = try JSONStoreOrderWriter.plan(bytes: bytes, file: source.path, store: source.store, displayOrders: changes) else {
            context.console.note("\(source.path) already stores this order; nothing written")
            return false
        }
        // The store's own link is followed on purpose (the real file is replaced and keeps its
        // mode and owner); a link at STORE.bak is replaced, never written through.
        let storeOptions = AtomicFileWriter.Options(links: .followToRealFile, force: isForced)
        let backupOptions = AtomicFileWriter.Options(links: .replaceLink, force: isForced, attributesFrom: source.path)
        // Refused before anything is written: a read-only store is not half-updated (.bak only).
        _ = try AtomicFileWriter.destination(source.path, options: storeOptions)
        let checkUnchanged: (String) throws -> Void = { _ in
            if let guarded = source.guarded { try guarded.target.verifyUnchanged(guarded.snapshot) }
        }
        try AtomicFileWriter.write(plan.backup, to: plan.backupPath, options: backupOptions, beforeReplacing: checkUnchanged)
        try AtomicFileWriter.write(plan.patched, to: source.path, options: storeOptions) { temporaryPath in
            try plan.verify(written: try StoreInput(path: temporaryPath).readBytes())
            try checkUnchanged(temporaryPath)
        }
        source.guarded?.target.release()
        let count = changes.count
        context.console.note("wrote \(count) displayOrder value\(count == 1 ? "" : "s") to \(source.path); previous content in \(plan.backupPath)")
        return true
    }

    static func message(for error: DisplayOrderMoveError, pins: [String]) -> String {
        switch error {
        case .pinned(let tracker):
            let pinList = pins.map { "\"\($0)\"" }.joined(separator: ", ")
            return "cannot move \"\(tracker.name)\": it is pinned to the top (pins: \(pinList)) and pinned trackers never move; use --no-pin or --pin to change the pins"
        case .inactive(let tracker):
            return "cannot move \"\(tracker.name)\": it is inactive; inactive trackers keep their displayOrder and are listed after the active ones (activate it in the app first)"
        case .unknownTracker, .sourceOffsetOutOfRange:
            return "cannot move: \(error)"
        }
    }
}
