import Foundation
import JSONParsing
import TrackerModel

/// `trackerkit order`: the trackers in the app's display order (SPEC §4.3).
struct OrderCommand: Command {
    static let name = "order"
    static let summary = "Show the trackers in display order."
    static let format = OptionSpec.value("--format", "text|json", "Output format.", default: "text")
    static let options: [OptionSpec] = [
        CommonOptions.store, format, CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin,
    ]
    static let discussion = """
    Active trackers are listed first: pinned ones (NoAlc unless --pin/--no-pin say otherwise),
    then by displayOrder, createdAt, name and id. Inactive trackers follow with --include-inactive.
    """

    let storePath: String?
    let outputFormat: String
    let includeInactive: Bool
    let pins: [String]

    init(arguments: ParsedArguments) throws(UsageError) {
        try CommonOptions.rejectPositionals(arguments, command: Self.name)
        storePath = arguments.value(CommonOptions.store.name)
        outputFormat = try CommonOptions.choice(arguments, Self.format, ["text", "json"], default: "text", command: Self.name)
        includeInactive = arguments.flag(CommonOptions.includeInactive.name)
        pins = try CommonOptions.pins(from: arguments, command: Self.name)
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let loaded = try StoreLoader.load(path: storePath, context: context)
        if loaded.isBundledSample {
            context.console.note("no --store given: using the bundled sample store \(loaded.path)")
        }
        let order = DisplayOrder(trackers: loaded.store.trackers, pins: pins, includeInactive: includeInactive)
        switch outputFormat {
        case "json":
            context.console.out(Self.json(order).serialized())
        default:
            context.console.out(Self.text(order))
        }
        return .success
    }

    static func json(_ order: DisplayOrder) -> JSONValue {
        .object([
            ("trackers", .array(order.entries.map { entry in
                .object([
                    ("position", .int(entry.position)),
                    ("id", .string(entry.tracker.id.uuidString)),
                    ("name", .string(entry.tracker.name)),
                    ("displayOrder", .int(entry.tracker.displayOrder)),
                    ("pinned", .bool(entry.isPinned)),
                    ("active", .bool(entry.tracker.isActive)),
                ])
            })),
            ("problems", .array([])),
        ])
    }

    static func text(_ order: DisplayOrder) -> String {
        var text = ""
        let width = String(order.entries.count).count
        for entry in order.entries {
            let position = String(entry.position)
            var line = String(repeating: " ", count: width - position.count) + position + ". "
            if !entry.tracker.icon.isEmpty { line += entry.tracker.icon + " " }
            line += Console.oneLine(entry.tracker.name)
            var details = ["displayOrder \(entry.tracker.displayOrder)"]
            if entry.isPinned { details.insert("pinned", at: 0) }
            if !entry.tracker.isActive { details.append("inactive") }
            text += line + "  (" + details.joined(separator: ", ") + ")\n"
        }
        return text
    }
}
